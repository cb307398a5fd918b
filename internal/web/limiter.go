package web

import (
	"math"
	"net/http"
	"strconv"
	"sync"
	"time"
)

// sweepAbove is how many buckets a Limiter keeps before it forgets the full ones.
const sweepAbove = 100_000

// Limiter is a token bucket per key (a link's secret, a client's address): each bucket
// holds up to perSecond tokens and gains perSecond a second, so a key may make a burst of
// perSecond requests and then perSecond a second. Time comes from the Limiter's Clock, so
// tests need no sleep.
type Limiter struct {
	mu         sync.Mutex
	clock      Clock
	rate       float64
	buckets    map[string]*bucket
	sweepAbove int
}

type bucket struct {
	tokens float64
	at     time.Time
}

// NewLimiter returns a Limiter that allows each key perSecond requests a second, in bursts
// of as many; perSecond must be at least 1.
func NewLimiter(c Clock, perSecond int) *Limiter {
	if perSecond < 1 {
		perSecond = 1
	}
	return &Limiter{clock: c, rate: float64(perSecond), buckets: map[string]*bucket{}, sweepAbove: sweepAbove}
}

// Allow takes a token from key's bucket and reports true, or reports false and how long
// until a token is there.
func (l *Limiter) Allow(key string) (ok bool, wait time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.clock.Now()
	b, found := l.buckets[key]
	if !found {
		if len(l.buckets) >= l.sweepAbove {
			l.sweep(now)
		}
		b = &bucket{tokens: l.rate, at: now}
		l.buckets[key] = b
	}
	if d := now.Sub(b.at).Seconds(); d > 0 {
		b.tokens = math.Min(l.rate, b.tokens+d*l.rate)
		b.at = now
	}
	if b.tokens >= 1 {
		b.tokens--
		return true, 0
	}
	return false, time.Duration(math.Ceil((1 - b.tokens) / l.rate * float64(time.Second)))
}

// sweep forgets the buckets that have refilled (a full bucket is the same as none), so
// guessed keys cannot grow the map without end.
func (l *Limiter) sweep(now time.Time) {
	for k, b := range l.buckets {
		if now.Sub(b.at) >= time.Second { // burst/rate: a second refills any bucket
			delete(l.buckets, k)
		}
	}
}

// TooMany answers 429 with a reason and a Retry-After of wait in whole seconds, rounded up
// (never 0: a client told to retry at once would).
func TooMany(w http.ResponseWriter, wait time.Duration, reason string) {
	secs := int(math.Ceil(wait.Seconds()))
	if secs < 1 {
		secs = 1
	}
	w.Header().Set("Retry-After", strconv.Itoa(secs))
	Problem(w, http.StatusTooManyRequests, reason)
}
