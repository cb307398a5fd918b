package web

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// reached is a handler that counts the requests that got through, reading their bodies.
type reached struct{ n int }

func (h *reached) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h.n++
	if _, err := io.ReadAll(r.Body); err != nil {
		Problem(w, http.StatusRequestEntityTooLarge, err.Error())
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func reasonOf(t *testing.T, body string) string {
	t.Helper()
	var p struct{ Error string }
	if err := json.Unmarshal([]byte(body), &p); err != nil {
		t.Fatalf("the answer is not a problem in JSON: %q", body)
	}
	return p.Error
}

func TestSecureHeadersOnEveryAnswer(t *testing.T) {
	h := &reached{}
	srv := Secure(h, Options{MaxBody: 64})
	for _, r := range []*http.Request{
		httptest.NewRequest("GET", "/", nil),
		httptest.NewRequest("POST", "/", strings.NewReader("x")),
		httptest.NewRequest("POST", "/", strings.NewReader(strings.Repeat("x", 65))), // 413
		func() *http.Request { // 403
			r := httptest.NewRequest("POST", "/", nil)
			r.Header.Set("Origin", "http://evil.example")
			return r
		}(),
	} {
		w := httptest.NewRecorder()
		srv.ServeHTTP(w, r)
		for k, want := range map[string]string{
			"Referrer-Policy":         "no-referrer",
			"Content-Security-Policy": DefaultCSP,
			"X-Content-Type-Options":  "nosniff",
			"X-Frame-Options":         "DENY",
			"Cache-Control":           "no-store",
		} {
			if got := w.Header().Get(k); got != want {
				t.Errorf("%s %s answered %d with %s %q, want %q", r.Method, r.URL, w.Code, k, got, want)
			}
		}
	}
	if !strings.Contains(DefaultCSP, "script-src 'self'") || strings.Contains(DefaultCSP, "unsafe-inline") {
		t.Errorf("the CSP lets inline script run: %s", DefaultCSP)
	}
	w := httptest.NewRecorder()
	Secure(h, Options{CSP: "default-src 'none'"}).ServeHTTP(w, httptest.NewRequest("GET", "/", nil))
	if got := w.Header().Get("Content-Security-Policy"); got != "default-src 'none'" {
		t.Errorf("Options.CSP ignored: %q", got)
	}
}

func TestSecureRefusesCrossSitePosts(t *testing.T) {
	for _, c := range []struct {
		name, method, origin, site string
		want                       int
		reason                     string
	}{
		{"no headers, as curl sends", "POST", "", "", 204, ""},
		{"same origin", "POST", "http://table.local:8420", "same-origin", 204, ""},
		{"origin only, same host", "POST", "http://TABLE.local:8420", "", 204, ""},
		{"typed by the user", "POST", "", "none", 204, ""},
		{"a form on another site", "POST", "http://evil.example", "cross-site", 403, "Sec-Fetch-Site"},
		{"a sibling subdomain", "POST", "http://other.table.local:8420", "same-site", 403, "same-site"},
		{"an old browser, another origin", "POST", "http://evil.example", "", 403, "evil.example"},
		{"another port is another origin", "POST", "http://table.local:9999", "", 403, "is not table.local:8420"},
		{"an opaque origin", "POST", "null", "", 403, "null"},
		{"same-origin fetch but a foreign Origin", "POST", "http://evil.example", "same-origin", 403, "Origin"},
		{"PUT", "PUT", "http://evil.example", "", 403, "cross-site"},
		{"PATCH", "PATCH", "", "cross-site", 403, "cross-site"},
		{"DELETE", "DELETE", "", "cross-site", 403, "cross-site"},
		{"a cross-site GET is a link followed", "GET", "http://evil.example", "cross-site", 204, ""},
		{"HEAD", "HEAD", "http://evil.example", "cross-site", 204, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := &reached{}
			r := httptest.NewRequest(c.method, "http://table.local:8420/p/x/steps", strings.NewReader("step=done"))
			if c.origin != "" {
				r.Header.Set("Origin", c.origin)
			}
			if c.site != "" {
				r.Header.Set("Sec-Fetch-Site", c.site)
			}
			w := httptest.NewRecorder()
			Secure(h, Options{}).ServeHTTP(w, r)
			if w.Code != c.want {
				t.Fatalf("%d, want %d (%s)", w.Code, c.want, w.Body)
			}
			if c.want == 403 {
				if h.n != 0 {
					t.Error("the refused request reached the handler")
				}
				if got := reasonOf(t, w.Body.String()); !strings.Contains(got, c.reason) {
					t.Errorf("reason %q does not say %q", got, c.reason)
				}
			} else if h.n != 1 {
				t.Error("the request did not reach the handler")
			}
		})
	}
}

func TestSecureBodyOverTheLimitIs413(t *testing.T) {
	big := strings.Repeat("a=b&", 10<<20/4) // 10 MB
	for _, c := range []struct {
		name, ctype string
		body        io.Reader
		length      int64 // -1: chunked, the length unknown until read
		want        int
	}{
		{"a 10 MB form", "application/x-www-form-urlencoded", strings.NewReader(big), int64(len(big)), 413},
		{"a 10 MB JSON body", "application/json", strings.NewReader(big), int64(len(big)), 413},
		{"10 MB of no type", "", strings.NewReader(big), int64(len(big)), 413},
		{"one byte over, chunked", "text/plain", strings.NewReader(strings.Repeat("x", DefaultMaxBody+1)), -1, 413},
		{"at the limit", "text/plain", strings.NewReader(strings.Repeat("x", DefaultMaxBody)), DefaultMaxBody, 204},
		{"at the limit, chunked", "text/plain", strings.NewReader(strings.Repeat("x", DefaultMaxBody)), -1, 204},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := &reached{}
			r := httptest.NewRequest("POST", "/", c.body)
			r.ContentLength = c.length
			r.Header.Set("Content-Type", c.ctype)
			w := httptest.NewRecorder()
			Secure(h, Options{}).ServeHTTP(w, r)
			if w.Code != c.want {
				t.Fatalf("%d, want %d (%s)", w.Code, c.want, w.Body)
			}
			if c.want == 413 && c.length >= 0 && h.n != 0 {
				t.Error("a body that says it is too large reached the handler")
			}
			if c.want == 413 && c.length >= 0 && !strings.Contains(w.Body.String(), "over 16 KB") {
				t.Errorf("reason %s does not give the limit", w.Body)
			}
		})
	}
}

func TestParseFormOverTheLimitIs413(t *testing.T) {
	var got error
	srv := Secure(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { got = ParseForm(r) }), Options{MaxBody: 1 << 10})
	for _, c := range []struct {
		body string
		want int
	}{
		{"a=b", 0},
		{"a=" + strings.Repeat("b", 2<<10), 413},
		{"a=%zz", 400},
	} {
		got = nil
		r := httptest.NewRequest("POST", "/", strings.NewReader(c.body))
		r.ContentLength = -1 // chunked: the limit is found by reading
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		srv.ServeHTTP(httptest.NewRecorder(), r)
		status := 0
		if ref, ok := got.(*Refusal); ok {
			status = ref.Status
		} else if got != nil {
			t.Errorf("%.20q: %v is not a refusal", c.body, got)
		}
		if status != c.want {
			t.Errorf("%.20q: status %d (%v), want %d", c.body, status, got, c.want)
		}
	}
}

func TestReasonsQuoteShortly(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{strings.Repeat("x", 80), strings.Repeat("x", 80)},
		{strings.Repeat("x", 81), strings.Repeat("x", 80) + "…"},
	} {
		if got := cut(c.in); got != c.want {
			t.Errorf("cut(%d bytes) = %d bytes %q", len(c.in), len(got), got)
		}
	}
	for _, c := range []struct {
		limit int64
		want  string
	}{
		{16 << 10, "the request is over 16 KB"},
		{1 << 10, "the request is over 1 KB"},
		{1<<10 - 1, "the request is over 1023 bytes"},
		{1536, "the request is over 1536 bytes"},
		{64, "the request is over 64 bytes"},
	} {
		if got := tooLarge(c.limit); got != c.want {
			t.Errorf("tooLarge(%d) = %q, want %q", c.limit, got, c.want)
		}
	}
	// A forged Origin of any length is quoted cut, never whole.
	r := httptest.NewRequest("POST", "http://table.local/", nil)
	r.Header.Set("Origin", "http://"+strings.Repeat("e", 5000)+".example")
	if err := SameOrigin(r); err == nil || len(err.Error()) > 300 {
		t.Errorf("a 5,000-byte Origin: %d-byte reason", len(err.Error()))
	}
}
