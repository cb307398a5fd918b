package web

import (
	"math"
	"net/http"
	"strconv"
	"sync"
	"time"
)

// MaxBody is the largest request body the server reads; a larger one is refused with 413.
const MaxBody = 16 << 10

// RatePerSecond is how many requests one link may make a second (with a burst as large);
// more are refused with 429 and a Retry-After.
const RatePerSecond = 10

// contentSecurityPolicy lets a page load only its own scripts, styles and images and talk
// only to its own server: no inline script, no third party, no framing.
const contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
	"connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

// secure sets the headers that every answer carries: no referrer (a page's URL is its
// capability and must not leak to another site), a strict CSP, no sniffing, no framing, and
// no caching of pages that hold a secret in their address; it also limits the body.
func secure(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Cache-Control", "no-store")
		r.Body = http.MaxBytesReader(w, r.Body, MaxBody)
		next.ServeHTTP(w, r)
	})
}

// limiter is a token bucket per link: each holds up to RatePerSecond tokens and gains
// RatePerSecond a second. Time comes from the server's clock, so tests need no sleep.
type limiter struct {
	mu      sync.Mutex
	clock   Clock
	buckets map[string]*bucket
}

type bucket struct {
	tokens float64
	at     time.Time
}

func newLimiter(c Clock) *limiter { return &limiter{clock: c, buckets: map[string]*bucket{}} }

// allow takes a token from key's bucket, or says how long until one is there.
func (l *limiter) allow(key string) (bool, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.clock.Now()
	b, ok := l.buckets[key]
	if !ok {
		if len(l.buckets) > 100_000 {
			l.sweep(now)
		}
		b = &bucket{tokens: RatePerSecond, at: now}
		l.buckets[key] = b
	}
	if d := now.Sub(b.at).Seconds(); d > 0 {
		b.tokens = math.Min(RatePerSecond, b.tokens+d*RatePerSecond)
		b.at = now
	}
	if b.tokens >= 1 {
		b.tokens--
		return true, 0
	}
	return false, time.Duration((1 - b.tokens) / RatePerSecond * float64(time.Second))
}

// sweep forgets full buckets, so guessed links cannot grow the map without end.
func (l *limiter) sweep(now time.Time) {
	for k, b := range l.buckets {
		if now.Sub(b.at) > time.Second {
			delete(l.buckets, k)
		}
	}
}

// tooMany answers 429 with the seconds to wait, rounded up.
func tooMany(w http.ResponseWriter, wait time.Duration) {
	w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(wait.Seconds()))))
	problem(w, http.StatusTooManyRequests, "more than 10 requests a second from this link: wait a moment and try again")
}
