// Package web is the plumbing that ezd's two servers share: the Tank Turn Tactics referee
// (tactics/web) and the battle at the table (`ezd serve`, cmd/internal/serve). It knows no
// game and holds no rule; it imports only the standard library (no SQLite, nothing of
// ezd), and does nothing at init, since ezd itself links it.
//
// Time:
//
//	type Clock interface{ Now() time.Time }   // SystemClock{} (UTC), *FakeClock for tests
//	func NewFakeClock(t time.Time) *FakeClock  // Now, Advance(d), Set(t)
//
// Links are capabilities, so their secrets are long, random and compared with care:
//
//	func NewSecret() string             // 128 random bits, base64url, SecretLen (22) chars
//	func PlausibleSecret(s string) bool // could NewSecret have made s? (check before any lookup)
//	func SameSecret(a, b string) bool   // constant-time comparison
//
// Rate limits, a token bucket per key, driven by a Clock:
//
//	func NewLimiter(c Clock, perSecond int) *Limiter      // burst of perSecond
//	func (*Limiter) Allow(key string) (ok bool, wait time.Duration)
//	func TooMany(w http.ResponseWriter, wait time.Duration, reason string) // 429, Retry-After
//
// Every answer and request, through one wrapper around a server's handler:
//
//	type Options struct{ MaxBody int64; CSP string }    // defaults DefaultMaxBody, DefaultCSP
//	func Secure(next http.Handler, o Options) http.Handler
//	func SameOrigin(r *http.Request) error               // the cross-site check Secure makes
//
// Secure sets the security headers (the CSP: no inline script; no referrer; nosniff; no
// framing; no-store); refuses a POST, PUT, PATCH or DELETE that a browser says came from
// another site (Sec-Fetch-Site cross-site or same-site, or an Origin that is not the
// request's Host) with a 403 and the reason, while a request with neither header, as a
// terminal client sends, passes; and limits the body: a request that says it is over
// MaxBody is a 413 whatever its content type, and any body is cut at MaxBody.
//
// Answers and requests in JSON, and refusals:
//
//	func WriteJSON(w http.ResponseWriter, status int, v any) // indented, final newline
//	func Problem(w http.ResponseWriter, status int, reason string) // {"error": reason}
//	type Refusal struct{ Status int; Reason string }        // an error a handler answers as is
//	func Refuse(status int, format string, args ...any) error
//	func DecodeJSON(r *http.Request, v any) error           // strict; faults are *Refusal
//	func UnmarshalStrict(body []byte, v any) error          // the same for bytes read
//	func CheckKeys(body []byte) error                       // one object, no key twice
//	func ParseForm(r *http.Request) error                   // a form; 413 over the limit
//
// DecodeJSON wants exactly one JSON object: malformed JSON, an unknown field, a key given
// twice in an object (compared case-blind, as encoding/json matches keys to fields) or
// anything after the object is a 400 that says what was wrong; a body over the limit a
// 413.
//
// Live pages, by server-sent events: a Hub wakes the streams watching a key, and each
// stream then sends what its client has not seen, from its own state:
//
//	func NewHub() *Hub
//	func (*Hub) Subscribe(key string) (wake <-chan struct{}, cancel func())
//	func (*Hub) Publish(key string)                       // never blocks
//	func OpenStream(w http.ResponseWriter, r *http.Request) (*Stream, error)
//	func (*Stream) LastEventID() (int, bool)              // a bad one: OpenStream's 400
//	func (*Stream) Send(id int, event string, data []byte) error // one event, flushed
//	func (*Stream) KeepAlive() error                      // a comment; every KeepAliveEvery
//
// Embedded assets:
//
//	func Static(fsys fs.FS) http.Handler // files only: a directory is a 404, never a listing
package web
