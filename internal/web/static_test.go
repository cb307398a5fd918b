package web

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

func TestStaticServesFilesAndNoDirectory(t *testing.T) {
	fsys := fstest.MapFS{
		"style.css":       {Data: []byte("body{}")},
		"app.js":          {Data: []byte("1")},
		"icons/tank.svg":  {Data: []byte("<svg/>")},
		"docs/index.html": {Data: []byte("<p>index</p>")},
	}
	mux := http.NewServeMux()
	mux.Handle("GET /static/", http.StripPrefix("/static/", Static(fsys)))
	srv := Secure(mux, Options{})
	for _, c := range []struct {
		path string
		want int
		body string
	}{
		{"/static/style.css", 200, "body{}"},
		{"/static/icons/tank.svg", 200, "<svg/>"},
		{"/static/", 404, ""},
		{"/static/icons/", 404, ""},
		{"/static/icons", 404, ""},
		{"/static/docs/", 404, ""}, // even with an index.html
		{"/static/missing.css", 404, ""},
		{"/static/../static/style.css", 0, ""}, // cleaned by the mux: a redirect, never outside
	} {
		w := httptest.NewRecorder()
		srv.ServeHTTP(w, httptest.NewRequest("GET", c.path, nil))
		if c.want == 0 {
			if w.Code == 200 {
				t.Errorf("%s: 200, want a redirect or a refusal", c.path)
			}
			continue
		}
		b, _ := io.ReadAll(w.Body)
		if w.Code != c.want || (c.body != "" && string(b) != c.body) {
			t.Errorf("%s: %d %q, want %d %q", c.path, w.Code, b, c.want, c.body)
		}
		if c.want == 404 && (len(b) > 100 || string(b) == "" || strings.Contains(string(b), "href")) {
			t.Errorf("%s: a 404 that looks like a listing: %q", c.path, b)
		}
	}
}
