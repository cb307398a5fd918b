package web

import (
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"testing/iotest"
)

// send is a request with headers of the test's choosing; the body's length is unknown to
// the server (chunked) when chunked is set.
func (r *rig) send(method, path, contentType, body string, chunked bool, header map[string]string) answer {
	r.t.Helper()
	var rd io.Reader = strings.NewReader(body)
	if chunked {
		rd = iotest.HalfReader(rd) // not a type NewRequest knows the length of
	}
	req, err := http.NewRequest(method, r.ts.URL+path, rd)
	if err != nil {
		r.t.Fatal(err)
	}
	req.Header.Set("Content-Type", contentType)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	client := *r.ts.Client()
	client.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	resp, err := client.Do(req)
	if err != nil {
		r.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return answer{resp.StatusCode, resp.Header, b}
}

// journalLen is how many events the game's journal holds.
func (r *rig) journalLen(game string) int {
	r.t.Helper()
	evs, err := r.st.Events(context.Background(), game, 0)
	if err != nil {
		r.t.Fatal(err)
	}
	return len(evs)
}

// TestCrossSitePostsNeverReachTheEngine is issue 30 item 14: a form on another site that
// posts to a player's or the host's link is refused (403, with the reason) and records
// nothing; the same form from the player's own page, or the terminal client, goes through.
func TestCrossSitePostsNeverReachTheEngine(t *testing.T) {
	r := newRig(t)
	res := started(t, r, "ann", "bob")
	ann := linkOf(res, "ann")
	move := adjacentMove(t, r.state(ann))
	form := "action=" + strings.ReplaceAll(move, " ", "+")
	before := r.journalLen(res.Game)
	own := r.ts.URL // the Origin of the server's own pages
	for _, c := range []struct {
		name    string
		path    string
		body    string
		header  map[string]string
		because string
	}{
		{"a form on another site", ann + "/act", form, map[string]string{"Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"}, "cross-site"},
		{"a browser that sends only Origin", ann + "/act", form, map[string]string{"Origin": "https://evil.example"}, "evil.example"},
		{"a sibling site", ann + "/act", form, map[string]string{"Sec-Fetch-Site": "same-site"}, "same-site"},
		{"an opaque origin", ann + "/act", form, map[string]string{"Origin": "null"}, "null"},
		{"the host's end", res.Host + "/end", "", map[string]string{"Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"}, "cross-site"},
		{"the host's rotate", res.Host + "/rotate", "player=ann", map[string]string{"Origin": "https://evil.example"}, "evil.example"},
		{"a new game", "/api/games", `{"players": ["x"]}`, map[string]string{"Sec-Fetch-Site": "cross-site"}, "cross-site"},
	} {
		ctype := "application/x-www-form-urlencoded"
		if strings.HasPrefix(c.body, "{") {
			ctype = "application/json"
		}
		a := r.send("POST", c.path, ctype, c.body, false, c.header)
		if a.status != http.StatusForbidden || !strings.Contains(a.errorText(), c.because) {
			t.Errorf("%s: %d %s, want 403 saying %q", c.name, a.status, a.body, c.because)
		}
	}
	if got := r.journalLen(res.Game); got != before {
		t.Fatalf("cross-site posts reached the engine: the journal went from %d to %d events", before, got)
	}
	if a := r.get(linkOf(res, "ann")); a.status != http.StatusOK {
		t.Errorf("ann's link after the forged rotate: %d (the rotate went through)", a.status)
	}
	// The same form from ann's own page goes through (303 back to it), and so does the
	// terminal client, which sends neither header.
	if a := r.send("POST", ann+"/act", "application/x-www-form-urlencoded", form, false,
		map[string]string{"Origin": own, "Sec-Fetch-Site": "same-origin"}); a.status != http.StatusSeeOther {
		t.Fatalf("the form from ann's own page: %d %s, want 303", a.status, a.body)
	}
	if a := r.act(ann, "end"); a.status != http.StatusOK {
		t.Errorf("the terminal client's post: %d %s", a.status, a.body)
	}
	if got := r.journalLen(res.Game); got != before+2 {
		t.Errorf("the journal went from %d to %d events, want the move and the end", before, got)
	}
}

// TestStaticListsNoDirectory is issue 30 item 14: /static/ serves its files, and lists none.
func TestStaticListsNoDirectory(t *testing.T) {
	r := newRig(t)
	for _, path := range []string{"/static/", "/static", "/static/.", "/static/nope.js"} {
		if a := r.get(path); a.status != http.StatusNotFound || strings.Contains(string(a.body), "app.js") {
			t.Errorf("GET %s: %d %q, want 404 naming no file", path, a.status, a.body)
		}
	}
	for _, path := range []string{"/static/app.js", "/static/style.css"} {
		if a := r.get(path); a.status != http.StatusOK || len(a.body) == 0 {
			t.Errorf("GET %s: %d", path, a.status)
		}
	}
}

// TestBodyOverTheLimitIs413WhateverItsType is issue 30 item 14: a 10 MB form was a 400.
func TestBodyOverTheLimitIs413WhateverItsType(t *testing.T) {
	r := newRig(t)
	res := started(t, r, "ann", "bob")
	ann := linkOf(res, "ann")
	before := r.journalLen(res.Game)
	tenMB := "action=end&x=" + strings.Repeat("a", 10<<20)
	overBy1 := "action=end&x=" + strings.Repeat("a", MaxBody-len("action=end&x=")+1)
	for _, c := range []struct {
		name, path, ctype, body string
		chunked                 bool
	}{
		{"a 10 MB form", ann + "/act", "application/x-www-form-urlencoded", tenMB, false},
		{"a 10 MB form, chunked", ann + "/act", "application/x-www-form-urlencoded", tenMB, true},
		{"a form one byte over, chunked", ann + "/act", "application/x-www-form-urlencoded", overBy1, true},
		{"a host's form one byte over, chunked", res.Host + "/rotate", "application/x-www-form-urlencoded", "player=ann&" + overBy1, true},
		{"10 MB of JSON", ann + "/act", "application/json", `{"action": "` + strings.Repeat("a", 10<<20) + `"}`, false},
		{"10 MB of no known type", ann + "/act", "application/octet-stream", tenMB, false},
		{"10 MB of text for a new game", "/api/games", "text/plain", tenMB, false},
	} {
		a := r.send("POST", c.path, c.ctype, c.body, c.chunked, nil)
		if a.status != http.StatusRequestEntityTooLarge {
			t.Errorf("%s: %d %.200s, want 413", c.name, a.status, a.body)
		}
	}
	if got := r.journalLen(res.Game); got != before {
		t.Errorf("a body over the limit was acted on: the journal went from %d to %d events", before, got)
	}
	// At the limit, a form is read.
	atLimit := "action=end&x=" + strings.Repeat("a", MaxBody-len("action=end&x="))
	if a := r.send("POST", ann+"/act", "application/x-www-form-urlencoded", atLimit, true, nil); a.status != http.StatusSeeOther {
		t.Errorf("a form of exactly %d bytes: %d %.200s, want 303", MaxBody, a.status, a.body)
	}
}

// TestDuplicateJSONKeysAre400 is issue 30 item 15: a key given twice (the last one would
// win in encoding/json) is refused, naming the key, and does nothing.
func TestDuplicateJSONKeysAre400(t *testing.T) {
	r := newRig(t)
	res := started(t, r, "ann", "bob")
	ann := linkOf(res, "ann")
	before := r.journalLen(res.Game)
	for _, c := range []struct{ path, body, key string }{
		{ann + "/act", `{"action": "heart", "action": "end"}`, `"action"`},
		{ann + "/act", `{"action": "heart", "ACTION": "end"}`, `"ACTION"`},
		{res.Host + "/rotate", `{"player": "ann", "player": "bob"}`, `"player"`},
		{res.Host + "/webhook", `{"webhook": "", "webhook": "https://chat.example/x"}`, `"webhook"`},
		{"/api/games", `{"players": ["x", "y"], "players": ["z"]}`, `"players"`},
		{"/api/games", `{"players": ["x", "y"], "bots": [], "mode": "abridged", "Mode": "standard"}`, `"Mode"`},
	} {
		a := r.send("POST", c.path, "application/json", c.body, false, nil)
		if a.status != http.StatusBadRequest || !strings.Contains(a.errorText(), c.key) {
			t.Errorf("POST %s %s: %d %s, want 400 naming %s", c.path, c.body, a.status, a.body, c.key)
		}
	}
	if got := r.journalLen(res.Game); got != before {
		t.Errorf("a body with a key twice was acted on: the journal went from %d to %d events", before, got)
	}
	if a := r.get(ann); a.status != http.StatusOK {
		t.Errorf("ann's link after a rotate with the player twice: %d", a.status)
	}
}
