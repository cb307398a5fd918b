package web

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// DefaultMaxBody is the largest request body Secure lets a handler read when Options give
// no limit.
const DefaultMaxBody = 16 << 10

// DefaultCSP lets a page load only its own scripts, styles and images and talk only to its
// own server: no inline script, no third party, no framing.
const DefaultCSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
	"connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

// Options tune Secure; a zero field takes its default.
type Options struct {
	// MaxBody is the largest request body, in bytes (default DefaultMaxBody). A larger one
	// is a 413, whatever its content type.
	MaxBody int64
	// CSP is the Content-Security-Policy of every answer (default DefaultCSP).
	CSP string
}

// Secure wraps a server's handler with what every answer and every request needs:
//   - the headers: no referrer (a page's URL is its capability and must not leak to another
//     site), the CSP, no sniffing, no framing, and no caching of pages whose address holds
//     a secret;
//   - for POST, PUT, PATCH and DELETE, a same-origin check (see SameOrigin): a cross-site
//     post is a 403 with the reason, and never reaches next;
//   - the body limit: a request that says it is over MaxBody is a 413 before next runs,
//     and the body of any other is cut at MaxBody (http.MaxBytesReader), which DecodeJSON
//     and ParseForm answer as a 413 too.
func Secure(next http.Handler, o Options) http.Handler {
	if o.MaxBody <= 0 {
		o.MaxBody = DefaultMaxBody
	}
	if o.CSP == "" {
		o.CSP = DefaultCSP
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Content-Security-Policy", o.CSP)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Cache-Control", "no-store")
		if err := SameOrigin(r); err != nil {
			Problem(w, http.StatusForbidden, err.Error())
			return
		}
		if r.ContentLength > o.MaxBody {
			h.Set("Connection", "close") // the body is not read: do not wait for it
			Problem(w, http.StatusRequestEntityTooLarge, tooLarge(o.MaxBody))
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, o.MaxBody)
		next.ServeHTTP(w, r)
	})
}

// SameOrigin refuses (with a 403 *Refusal) a request that changes something (POST, PUT,
// PATCH, DELETE) and that a browser says came from another site: a Sec-Fetch-Site of
// cross-site or same-site, or an Origin that is not the request's own host (or is
// "null", an opaque origin). A request with neither header, as a terminal client sends,
// passes; so does any GET, HEAD or OPTIONS.
func SameOrigin(r *http.Request) error {
	switch r.Method {
	case http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete:
	default:
		return nil
	}
	switch site := r.Header.Get("Sec-Fetch-Site"); site {
	case "", "same-origin", "none":
	default:
		return Refuse(http.StatusForbidden, "cross-site request refused (Sec-Fetch-Site %q): send it from this server's own page", cut(site))
	}
	origin := r.Header.Get("Origin")
	if origin == "" {
		return nil
	}
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" || !strings.EqualFold(u.Host, r.Host) {
		return Refuse(http.StatusForbidden, "cross-site request refused (Origin %q is not %s): send it from this server's own page", cut(origin), cut(r.Host))
	}
	return nil
}

// tooLarge is the reason a body over limit is refused.
func tooLarge(limit int64) string {
	if limit >= 1<<10 && limit%(1<<10) == 0 {
		return fmt.Sprintf("the request is over %d KB", limit>>10)
	}
	return fmt.Sprintf("the request is over %d bytes", limit)
}

// cut keeps a header's value short enough to quote in a reason.
func cut(s string) string {
	const most = 80
	if len(s) > most {
		return s[:most] + "…"
	}
	return s
}
