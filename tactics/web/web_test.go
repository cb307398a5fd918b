package web

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	webpkg "github.com/ezd-game/ezd/internal/web"
	"github.com/ezd-game/ezd/tactics"
	"github.com/ezd-game/ezd/tactics/api"
	"github.com/ezd-game/ezd/tactics/store"
)

// t0 is a Tuesday morning in Berlin.
var t0 = time.Date(2026, 12, 1, 8, 0, 0, 0, time.UTC)

type rig struct {
	t testing.TB
	// seed is the next game's seed (7 unless a test sets it): only tests choose one.
	seed  uint64
	st    *store.Store
	path  string
	clock *webpkg.FakeClock
	srv   *Server
	ts    *httptest.Server
}

func newRig(t testing.TB) *rig {
	t.Helper()
	path := filepath.Join(t.TempDir(), "tactics.db")
	st, err := store.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	r := &rig{t: t, seed: 7, st: st, path: path, clock: webpkg.NewFakeClock(t0)}
	r.start()
	t.Cleanup(func() { r.stop(); st.Close() })
	return r
}

func (r *rig) start() {
	srv, err := New(context.Background(), r.st, Options{Clock: r.clock, Seeds: r.seeds})
	if err != nil {
		r.t.Fatal(err)
	}
	r.srv, r.ts = srv, httptest.NewServer(srv.Handler())
}

// seeds gives each new game the rig's seed.
func (r *rig) seeds() tactics.Seed { return tactics.SeedOf(r.seed) }

// commitment is the SHA-256 published for the game seeded with n.
func commitment(n uint64) string { return api.Commitment(tactics.SeedOf(n).String()) }

func (r *rig) stop() {
	r.srv.Close()
	r.ts.Close()
}

// restart is a server that stopped and started again on the same database.
func (r *rig) restart() {
	r.stop()
	r.start()
}

type answer struct {
	status int
	header http.Header
	body   []byte
}

func (a answer) json(t testing.TB, v any) {
	t.Helper()
	if err := json.Unmarshal(a.body, v); err != nil {
		t.Fatalf("answer %d is not JSON: %v\n%s", a.status, err, a.body)
	}
}

func (a answer) errorText() string {
	var e struct{ Error string }
	json.Unmarshal(a.body, &e)
	return e.Error
}

func (r *rig) do(method, path, contentType, body string) answer {
	r.t.Helper()
	req, err := http.NewRequest(method, r.ts.URL+path, strings.NewReader(body))
	if err != nil {
		r.t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	resp, err := r.ts.Client().Do(req)
	if err != nil {
		r.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return answer{resp.StatusCode, resp.Header, b}
}

func (r *rig) get(path string) answer { return r.do("GET", path, "", "") }

func (r *rig) post(path string, v any) answer {
	b, _ := json.Marshal(v)
	return r.do("POST", path, "application/json", string(b))
}

// newGame makes a game of abridged mode (30-second rounds) unless req says otherwise.
func (r *rig) newGame(req api.NewGameRequest) api.NewGameResult {
	r.t.Helper()
	if req.Mode == "" {
		req.Mode = "abridged"
	}
	if req.Timezone == "" {
		req.Timezone = "Europe/Berlin"
	}
	a := r.post("/api/games", req)
	if a.status != http.StatusCreated {
		r.t.Fatalf("new game: %d %s", a.status, a.body)
	}
	var res api.NewGameResult
	a.json(r.t, &res)
	return res
}

func (r *rig) state(link string) api.PlayerState {
	r.t.Helper()
	a := r.get(link + "/state")
	if a.status != 200 {
		r.t.Fatalf("state: %d %s", a.status, a.body)
	}
	var v api.PlayerState
	a.json(r.t, &v)
	return v
}

func (r *rig) act(link, action string) answer {
	r.t.Helper()
	return r.post(link+"/act", api.ActRequest{Action: action})
}

func (r *rig) mustAct(link, action string) api.ActResult {
	r.t.Helper()
	a := r.act(link, action)
	if a.status != 200 {
		r.t.Fatalf("%s: %d %s", action, a.status, a.body)
	}
	var res api.ActResult
	a.json(r.t, &res)
	return res
}

func (r *rig) hostOp(host, op string) answer {
	r.t.Helper()
	return r.post(host+"/"+op, struct{}{})
}

func linkOf(res api.NewGameResult, name string) string {
	for _, p := range res.Players {
		if p.Name == name {
			return p.Link
		}
	}
	return ""
}

func started(t *testing.T, r *rig, players ...string) api.NewGameResult {
	t.Helper()
	res := r.newGame(api.NewGameRequest{Players: players})
	if a := r.hostOp(res.Host, "start"); a.status != 200 {
		t.Fatalf("start: %d %s", a.status, a.body)
	}
	return res
}

// adjacentMove is the first move the player's view offers.
func adjacentMove(t *testing.T, v api.PlayerState) string {
	t.Helper()
	for _, o := range v.Turn.Options {
		if o.Kind == tactics.KindMove {
			xy := o.To.([]any)
			return "move " + tactics.Cell{X: int(xy[0].(float64)), Y: int(xy[1].(float64))}.String()
		}
	}
	t.Fatal("no move offered")
	return ""
}

func TestNewGameGivesCapabilityLinks(t *testing.T) {
	r := newRig(t)
	res := r.newGame(api.NewGameRequest{Players: []string{"ann", "bob", "cy"}})
	links := []string{res.Host}
	for _, p := range res.Players {
		links = append(links, p.Link)
	}
	if len(links) != 4 {
		t.Fatalf("links %v", links)
	}
	seen := map[string]bool{}
	for _, l := range links {
		secret := l[3:]
		if !webpkg.PlausibleSecret(secret) || seen[secret] {
			t.Errorf("link %q: want /p/ or /h/ and a fresh 22-character base64url secret", l)
		}
		seen[secret] = true
	}
	if res.SeedSHA256 != commitment(7) || res.Seed != nil {
		t.Errorf("fairness %+v: want the seed's SHA-256 and no seed before the end", res.Fairness)
	}
	if v := r.state(linkOf(res, "bob")); v.You.Name != "bob" || v.Started {
		t.Errorf("bob's state before the start: %+v", v.You)
	}
}

func TestNewGameRefusals(t *testing.T) {
	r := newRig(t)
	for _, c := range []struct{ name, body, want string }{
		{"one player", `{"players":["ann"],"timezone":"UTC"}`, "players"},
		{"same name ignoring case", `{"players":["ann","ANN"],"timezone":"UTC"}`, "same name"},
		{"unknown zone", `{"players":["ann","bob"],"timezone":"Mars/Olympus"}`, "timezone"},
		{"unknown field", `{"players":["ann","bob"],"timezone":"UTC","colour":"red"}`, "unknown field"},
		{"not JSON", `{"players":`, "not the JSON"},
		{"two objects", `{"players":["ann","bob"],"timezone":"UTC"}{}`, "more after"},
		{"bad webhook", `{"players":["ann","bob"],"timezone":"UTC","webhook":"ftp://x"}`, "webhook"},
	} {
		a := r.do("POST", "/api/games", "application/json", c.body)
		if a.status != http.StatusBadRequest || !strings.Contains(a.errorText(), c.want) {
			t.Errorf("%s: %d %s (want 400 saying %q)", c.name, a.status, a.body, c.want)
		}
	}
	if a := r.do("POST", "/api/games", "text/plain", "players=ann"); a.status != http.StatusUnsupportedMediaType {
		t.Errorf("a form for a new game: %d", a.status)
	}
}

func TestUnknownLinksAre404(t *testing.T) {
	r := newRig(t)
	res := r.newGame(api.NewGameRequest{Players: []string{"ann", "bob"}})
	ann := linkOf(res, "ann")
	for _, path := range []string{
		"/p/AAAAAAAAAAAAAAAAAAAAAA", "/p/short", "/p/" + strings.Repeat("x", 200), "/p/AAAAAAAAAAAAAAAAAAAA%2F",
		"/h/" + ann[3:],      // a player's secret on the host's path
		"/p/" + res.Host[3:], // the host's secret on a player's path
		"/h/" + ann[3:] + "/export",
		"/p/AAAAAAAAAAAAAAAAAAAAAA/state",
	} {
		if a := r.get(path); a.status != http.StatusNotFound {
			t.Errorf("GET %s: %d, want 404", path, a.status)
		}
	}
	if a := r.act("/p/AAAAAAAAAAAAAAAAAAAAAA", "heart"); a.status != http.StatusNotFound {
		t.Errorf("an action on an unknown link: %d", a.status)
	}
}

func TestSecurityHeaders(t *testing.T) {
	r := newRig(t)
	res := r.newGame(api.NewGameRequest{Players: []string{"ann", "bob"}})
	for _, path := range []string{"/", linkOf(res, "ann"), res.Host, "/p/nope", "/static/app.js"} {
		a := r.get(path)
		for k, want := range map[string]string{
			"Referrer-Policy":         "no-referrer",
			"Content-Security-Policy": webpkg.DefaultCSP,
			"X-Content-Type-Options":  "nosniff",
			"Cache-Control":           "no-store",
		} {
			if got := a.header.Get(k); got != want {
				t.Errorf("%s: %s = %q, want %q", path, k, got, want)
			}
		}
	}
	if !strings.Contains(webpkg.DefaultCSP, "script-src 'self'") || strings.Contains(webpkg.DefaultCSP, "unsafe") {
		t.Error("the CSP must allow only the server's own scripts")
	}
}

func TestActionsThroughTheAPI(t *testing.T) {
	r := newRig(t)
	res := started(t, r, "ann", "bob")
	ann, bob := linkOf(res, "ann"), linkOf(res, "bob")
	v := r.state(ann)
	if !v.Started || v.Turn.Round != 1 || v.You.AP != 2 || v.SecondsLeft == nil || *v.SecondsLeft != 30 {
		t.Fatalf("ann at the start: started %v round %d AP %d left %v", v.Started, v.Turn.Round, v.You.AP, v.SecondsLeft)
	}
	move := adjacentMove(t, v)
	done := r.mustAct(ann, move)
	if len(done.Done) != 1 || !strings.HasPrefix(done.Done[0], "ann moves to") {
		t.Errorf("move said %q", done.Done)
	}
	if got := r.state(ann); got.You.AP != 1 || !got.Turn.Primary {
		t.Errorf("after a move: AP %d, primary used %v (want 1, true)", got.You.AP, got.Turn.Primary)
	}
	// TT3: one primary action a turn.
	a := r.act(ann, "heart")
	if a.status != http.StatusConflict || a.errorText() == "" {
		t.Errorf("a second primary: %d %s (want 409 with the rule's reason)", a.status, a.body)
	}
	// The action is always the link's player's: bob's link cannot spend ann's AP.
	r.mustAct(bob, "end")
	if got := r.state(ann); got.You.AP != 1 {
		t.Errorf("bob's end changed ann's AP to %d", got.You.AP)
	}
	r.clock.Advance(time.Second) // a fresh second's worth of requests (the rate limit)
	for _, c := range []struct{ action, want string }{
		{"dance", "unknown action"},
		{"", "no action"},
		{"move Z99x", "not a cell"},
		{"give-ap bob lots", "not a number"},
		{"vote bless bob", "vote haunt"},
		{"heart now", "nothing after"},
	} {
		a := r.act(ann, c.action)
		if a.status != http.StatusBadRequest || !strings.Contains(a.errorText(), c.want) {
			t.Errorf("%q: %d %s (want 400 saying %q)", c.action, a.status, a.body, c.want)
		}
	}
	r.clock.Advance(time.Second)
	for _, body := range []string{`{"action":`, `{"action":"end","as":"bob"}`, `[]`} {
		if a := r.do("POST", ann+"/act", "application/json", body); a.status != http.StatusBadRequest {
			t.Errorf("body %s: %d, want 400", body, a.status)
		}
	}
	big := `{"action":"` + strings.Repeat("a", MaxBody) + `"}`
	if a := r.do("POST", ann+"/act", "application/json", big); a.status != http.StatusRequestEntityTooLarge {
		t.Errorf("a body over 16 KB: %d, want 413", a.status)
	}
}

func TestRateLimitPerLink(t *testing.T) {
	r := newRig(t)
	res := r.newGame(api.NewGameRequest{Players: []string{"ann", "bob"}})
	ann, bob := linkOf(res, "ann"), linkOf(res, "bob")
	for i := range RatePerSecond {
		if a := r.get(ann + "/state"); a.status != 200 {
			t.Fatalf("request %d: %d", i+1, a.status)
		}
	}
	a := r.get(ann + "/state")
	if a.status != http.StatusTooManyRequests || a.header.Get("Retry-After") != "1" {
		t.Errorf("request 11 in a second: %d, Retry-After %q (want 429, 1)", a.status, a.header.Get("Retry-After"))
	}
	if a := r.get(bob + "/state"); a.status != 200 {
		t.Errorf("bob is limited by ann's requests: %d", a.status)
	}
	r.clock.Advance(100 * time.Millisecond)
	if a := r.get(ann + "/state"); a.status != 200 {
		t.Errorf("a tenth of a second later: %d, want 200 (one more token)", a.status)
	}
	if a := r.get(ann + "/state"); a.status != http.StatusTooManyRequests {
		t.Errorf("and then: %d, want 429", a.status)
	}
}

// TestTT4MissedTurnLosesAHeartOnTheFakeClock drives a round's end with the fake clock
// alone: no sleep.
func TestTT4MissedTurnLosesAHeartOnTheFakeClock(t *testing.T) {
	r := newRig(t)
	res := started(t, r, "ann", "bob")
	ann, bob := linkOf(res, "ann"), linkOf(res, "bob")
	r.mustAct(ann, "end")
	r.clock.Advance(29 * time.Second)
	if err := r.srv.Tick(context.Background()); err != nil {
		t.Fatal(err)
	}
	if v := r.state(bob); v.Turn.Round != 1 || v.You.Hearts != 3 {
		t.Fatalf("before the limit: round %d, bob %d hearts", v.Turn.Round, v.You.Hearts)
	}
	r.clock.Advance(time.Second)
	if err := r.srv.Tick(context.Background()); err != nil {
		t.Fatal(err)
	}
	v := r.state(bob)
	if v.Turn.Round != 2 || v.You.Hearts != 2 {
		t.Errorf("after the limit: round %d, bob %d hearts (want round 2, 2 hearts: TT4)", v.Turn.Round, v.You.Hearts)
	}
	if a := r.state(ann); a.You.Hearts != 3 || a.You.AP != 3 {
		t.Errorf("ann, who ended her turn: %d hearts, %d AP (want 3 and 2+1 from the round's end, TT5)", a.You.Hearts, a.You.AP)
	}
}

// TestTT3LateActionComesAfterTheRoundEnd: an action received after the limit, before any
// tick, is applied after the round's end that was due first.
func TestTT3LateActionComesAfterTheRoundEnd(t *testing.T) {
	r := newRig(t)
	res := started(t, r, "ann", "bob")
	ann := linkOf(res, "ann")
	r.clock.Advance(45 * time.Second)
	done := r.mustAct(ann, "end")
	if len(done.Done) < 2 || !strings.HasPrefix(done.Done[0], "round 1 ends") || !strings.HasPrefix(done.Done[len(done.Done)-1], "ann ends") {
		t.Errorf("a late action said %q; want round 1's end first, then the action", done.Done)
	}
	if v := r.state(ann); v.Turn.Round != 2 || v.You.Hearts != 2 {
		t.Errorf("ann: round %d, %d hearts (want 2, 2: she missed round 1)", v.Turn.Round, v.You.Hearts)
	}
}

func TestTT16PauseStopsTheRoundClock(t *testing.T) {
	r := newRig(t)
	res := started(t, r, "ann", "bob")
	bob := linkOf(res, "bob")
	r.clock.Advance(10 * time.Second)
	if a := r.hostOp(res.Host, "pause"); a.status != 200 {
		t.Fatalf("pause: %d %s", a.status, a.body)
	}
	if a := r.act(bob, "end"); a.status != http.StatusConflict {
		t.Errorf("an action while paused: %d, want 409", a.status)
	}
	r.clock.Advance(time.Hour)
	r.srv.Tick(context.Background())
	if v := r.state(bob); v.Turn.Round != 1 || v.You.Hearts != 3 || !v.Turn.Paused {
		t.Errorf("an hour paused: round %d, %d hearts, paused %v (want 1, 3, true)", v.Turn.Round, v.You.Hearts, v.Turn.Paused)
	}
	if a := r.hostOp(res.Host, "pause"); a.status != http.StatusConflict {
		t.Errorf("pausing twice: %d, want 409", a.status)
	}
	r.hostOp(res.Host, "resume")
	if v := r.state(bob); v.SecondsLeft == nil || *v.SecondsLeft != 20 {
		t.Errorf("after resuming, %v seconds left (want the 20 that were left)", v.SecondsLeft)
	}
}

func TestHostEndRevealsTheSeed(t *testing.T) {
	r := newRig(t)
	res := started(t, r, "ann", "bob")
	if a := r.hostOp(res.Host, "end"); a.status != 200 {
		t.Fatalf("end: %d %s", a.status, a.body)
	}
	v := r.state(linkOf(res, "ann"))
	if !v.Ended || v.Seed == nil || *v.Seed != tactics.SeedOf(7).String() || v.SeedSHA256 != commitment(7) {
		t.Errorf("after the end: ended %v, seed %v", v.Ended, v.Seed)
	}
	if a := r.hostOp(res.Host, "start"); a.status != http.StatusConflict {
		t.Errorf("starting an ended game: %d", a.status)
	}
}

func TestRotatedLinkIs404(t *testing.T) {
	r := newRig(t)
	res := r.newGame(api.NewGameRequest{Players: []string{"ann", "bob"}})
	old := linkOf(res, "ann")
	a := r.post(res.Host+"/rotate", api.RotateRequest{Player: "ann"})
	var rot api.RotateResult
	a.json(t, &rot)
	if a.status != 200 || rot.Player != "ann" || rot.Link == old {
		t.Fatalf("rotate: %d %s", a.status, a.body)
	}
	if a := r.get(old + "/state"); a.status != http.StatusNotFound {
		t.Errorf("the old link: %d, want 404", a.status)
	}
	if v := r.state(rot.Link); v.You.Name != "ann" {
		t.Errorf("the new link opens %q", v.You.Name)
	}
	if a := r.post(res.Host+"/rotate", api.RotateRequest{Player: "zed"}); a.status != http.StatusBadRequest {
		t.Errorf("rotating an unknown player: %d", a.status)
	}
	if a := r.post(linkOf(res, "bob")+"/rotate", api.RotateRequest{Player: "ann"}); a.status == 200 {
		t.Error("a player's link rotated someone's link")
	}
}

// TestRestartKeepsEverythingAndCatchesUp: the state is the fold of the stored journal
// (TT15), and a server that was stopped applies on start what fell due meanwhile (TT14).
func TestRestartKeepsEverythingAndCatchesUp(t *testing.T) {
	r := newRig(t)
	res := started(t, r, "ann", "bob", "cy")
	ann := linkOf(res, "ann")
	r.mustAct(ann, adjacentMove(t, r.state(ann)))
	before := r.state(ann)
	r.restart()
	if diff := cmp.Diff(before, r.state(ann)); diff != "" {
		t.Errorf("state after a restart (-before +after):\n%s", diff)
	}
	r.stop()
	r.clock.Advance(65 * time.Second) // two rounds' limits pass while stopped
	r.start()
	if err := r.srv.Tick(context.Background()); err != nil {
		t.Fatal(err)
	}
	v := r.state(ann)
	if v.Turn.Round != 3 || v.You.Hearts != 2 {
		t.Errorf("after 65 s stopped: round %d, ann %d hearts; want 3 and 2 (two round ends caught up, TT4 for the second)", v.Turn.Round, v.You.Hearts)
	}
	export := r.get(res.Host + "/export")
	j, st, err := tactics.Load(export.body)
	if err != nil {
		t.Fatalf("the export does not load: %v", err)
	}
	if diff := cmp.Diff(v.Board, st.Board()); diff != "" {
		t.Errorf("the export replays to another board (-served +replayed):\n%s", diff)
	}
	for i := 1; i < len(j.Events); i++ {
		if j.Events[i].At.Before(j.Events[i-1].At) {
			t.Errorf("event %d goes back in time", i+1)
		}
	}
}

// TestNoAPSpentTwiceUnderConcurrentRequests: many requests of one player at once; the
// engine's check under the game's lock lets exactly one primary through.
func TestNoAPSpentTwiceUnderConcurrentRequests(t *testing.T) {
	r := newRig(t)
	res := started(t, r, "ann", "bob")
	ann := linkOf(res, "ann")
	var wg sync.WaitGroup
	var mu sync.Mutex
	codes := map[int]int{}
	for range RatePerSecond {
		wg.Add(1)
		go func() {
			defer wg.Done()
			b, _ := json.Marshal(api.ActRequest{Action: "range"})
			resp, err := r.ts.Client().Post(r.ts.URL+ann+"/act", "application/json", bytes.NewReader(b))
			if err != nil {
				t.Error(err)
				return
			}
			resp.Body.Close()
			mu.Lock()
			codes[resp.StatusCode]++
			mu.Unlock()
		}()
	}
	wg.Wait()
	r.clock.Advance(time.Second)
	// Abridged: range costs 2 AP and ann has 2; a turn has one primary.
	if codes[200] != 1 || codes[409] != RatePerSecond-1 {
		t.Errorf("answers %v: want exactly one 200 and the rest 409", codes)
	}
	if v := r.state(ann); v.You.AP != 0 || v.You.Range != 3 {
		t.Errorf("ann: %d AP, range %d (want 0 and 3)", v.You.AP, v.You.Range)
	}
}

func readEvents(t *testing.T, body io.Reader, n int) []string {
	t.Helper()
	var ids []string
	sc := bufio.NewScanner(body)
	got := make(chan struct{})
	go func() {
		defer close(got)
		for sc.Scan() {
			if line := sc.Text(); strings.HasPrefix(line, "data: {") {
				ids = append(ids, strings.TrimPrefix(line, "data: "))
				if len(ids) == n {
					return
				}
			}
		}
	}()
	select {
	case <-got:
	case <-time.After(10 * time.Second):
		t.Fatalf("only %d of %d live events came", len(ids), n)
	}
	return ids
}

func TestLiveEventsAndReconnectCatchUp(t *testing.T) {
	r := newRig(t)
	res := started(t, r, "ann", "bob")
	ann, bob := linkOf(res, "ann"), linkOf(res, "bob")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", r.ts.URL+bob+"/events", nil)
	resp, err := r.ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Fatalf("content type %q", ct)
	}
	r.mustAct(ann, "end")
	lines := readEvents(t, resp.Body, 1)
	if !strings.Contains(lines[0], "ann ends their turn") {
		t.Errorf("bob's page got %s", lines[0])
	}
	cancel()

	// A page that was away since event 1 gets everything after it, in order.
	req, _ = http.NewRequest("GET", r.ts.URL+bob+"/events", nil)
	req.Header.Set("Last-Event-ID", "1")
	ctx2, cancel2 := context.WithCancel(context.Background())
	defer cancel2()
	resp2, err := r.ts.Client().Do(req.WithContext(ctx2))
	if err != nil {
		t.Fatal(err)
	}
	defer resp2.Body.Close()
	missed := readEvents(t, resp2.Body, 3) // bob and ann placed, ann ends
	var first liveLine
	json.Unmarshal([]byte(missed[0]), &first)
	if first.Seq != 2 || !strings.Contains(missed[2], "ann ends") {
		t.Errorf("catch-up after event 1: %v", missed)
	}
}

func TestVotesAreSeenOnlyByTheirJuror(t *testing.T) {
	e := entry{Kind: tactics.KindVote, Actor: "dee", Text: "you vote to haunt ann"}
	for viewer, want := range map[string]bool{"dee": true, "ann": false, "": false} {
		if e.visibleTo(viewer) != want {
			t.Errorf("a vote seen by %q: %v, want %v (TT10)", viewer, !want, want)
		}
	}
}

func TestWebhooksAreRetriedAndNeverBlock(t *testing.T) {
	var mu sync.Mutex
	var got []hookBody
	fail := true
	hook := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		if fail {
			w.WriteHeader(http.StatusBadGateway)
			return
		}
		var b hookBody
		json.NewDecoder(req.Body).Decode(&b)
		got = append(got, b)
	}))
	defer hook.Close()
	r := newRig(t)
	r.srv.hooks.anywhere = true // the hook listens on loopback
	res := r.newGame(api.NewGameRequest{Players: []string{"ann", "bob"}, Webhook: hook.URL + "/game"})
	if a := r.post(linkOf(res, "bob")+"/webhook", map[string]string{"webhook": hook.URL + "/bob"}); a.status != 200 {
		t.Fatalf("bob's webhook: %d %s", a.status, a.body)
	}
	r.hostOp(res.Host, "start")
	r.mustAct(linkOf(res, "ann"), "end")
	r.srv.sendNotices(context.Background()) // fails: retried later
	mu.Lock()
	fail = false
	mu.Unlock()
	r.srv.sendNotices(context.Background())
	if len(got) != 0 {
		t.Fatalf("retried before its time: %v", got)
	}
	r.clock.Advance(31 * time.Second) // also ends round 1: bob missed it
	r.srv.Tick(context.Background())
	r.srv.sendNotices(context.Background())
	var texts []string
	for _, b := range got {
		texts = append(texts, b.Content)
	}
	all := strings.Join(texts, "\n")
	for _, want := range []string{"Tank Turn Tactics: the game starts", "Tank Turn Tactics: round 1 ends"} {
		if !strings.Contains(all, want) {
			t.Errorf("webhooks got:\n%s\nwant a line with %q", all, want)
		}
	}
	if !strings.Contains(all, "for bob: round 1 ends, bob has 2 hearts") {
		t.Errorf("bob's webhook did not hear that he lost a heart (TT4):\n%s", all)
	}
	if strings.Contains(all, "for bob: ann") || strings.Contains(all, "for bob: bob is placed") {
		t.Errorf("bob's webhook heard of something that did not happen to him:\n%s", all)
	}
}

func TestHistoryFilters(t *testing.T) {
	r := newRig(t)
	res := started(t, r, "ann", "bob")
	ann := linkOf(res, "ann")
	r.mustAct(ann, "end")
	page := r.get(ann + "/history?filter=mine")
	if page.status != 200 || !strings.Contains(string(page.body), "ann ends their turn") || strings.Contains(string(page.body), "bob is placed") {
		t.Errorf("history mine: %d\n%s", page.status, page.body)
	}
	if a := r.get(ann + "/history?filter=secret"); a.status != http.StatusBadRequest {
		t.Errorf("an unknown filter: %d", a.status)
	}
	if a := r.get(res.Host + "/history?filter=mine"); a.status != http.StatusBadRequest {
		t.Errorf("the host's mine: %d", a.status)
	}
}

func TestPagesWorkWithoutScript(t *testing.T) {
	r := newRig(t)
	res := started(t, r, "ann", "bob")
	ann := linkOf(res, "ann")
	page := r.get(ann)
	body := string(page.body)
	if page.status != 200 || !strings.Contains(body, `aria-label="Move to`) || !strings.Contains(body, "End my turn") {
		t.Fatalf("ann's page: %d\n%s", page.status, body)
	}
	// A plain form post: 303 back to the page on success, the reason on a refusal.
	client := r.ts.Client()
	client.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	resp, err := client.Post(r.ts.URL+ann+"/act", "application/x-www-form-urlencoded", strings.NewReader("action=end"))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != ann {
		t.Errorf("form post: %d to %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	resp, err = client.Post(r.ts.URL+ann+"/act", "application/x-www-form-urlencoded", strings.NewReader("action=end"))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusConflict || !strings.Contains(string(b), `role="alert"`) {
		t.Errorf("a refused form post: %d\n%s", resp.StatusCode, b)
	}
	if !strings.Contains(string(b), `action="`+ann+`/webhook"`) {
		t.Errorf("the page drawn at /act after a refusal does not post to ann's own paths:\n%s", b)
	}
	if host := r.get(res.Host); host.status != 200 || !strings.Contains(string(host.body), "Pause") {
		t.Errorf("host page: %d", host.status)
	}
	if part := r.get(ann + "?part=main"); strings.Contains(string(part.body), "<html") {
		t.Error("the live part is a whole page")
	}
}

func TestParseCell(t *testing.T) {
	for in, want := range map[string]tactics.Cell{"C4": {X: 3, Y: 4}, "c4": {X: 3, Y: 4}, "A1": {X: 1, Y: 1}, "AA12": {X: 27, Y: 12}, "Z26": {X: 26, Y: 26}} {
		got, err := parseCell(in)
		if err != nil || got != want || (got.String() != strings.ToUpper(in)) {
			t.Errorf("parseCell(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "4", "C", "C0", "C04", "C-1", "C+1", "ÄB1", "C 4", "AAAA1", "C12345"} {
		if _, err := parseCell(in); err == nil {
			t.Errorf("parseCell(%q) accepted", in)
		}
	}
}

func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"move C4", "attack bob", "give-ap bob 2", "vote haunt cy", "propose a,b,c", "end", "give-ap  1", "move AAA999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e, err := parseAction(s, "ann")
		if err == nil && e.Player != "ann" {
			t.Fatalf("%q acts as %q", s, e.Player)
		}
	})
}

// TestHostPageRotatesALinkWithoutScript: the host page's form gives a player a new link
// and shows it whole, once; the page drawn after a form post keeps posting to the link's
// own paths.
func TestHostPageRotatesALinkWithoutScript(t *testing.T) {
	r := newRig(t)
	res := r.newGame(api.NewGameRequest{Players: []string{"ann", "bob"}})
	old := linkOf(res, "ann")
	resp, err := r.ts.Client().Post(r.ts.URL+res.Host+"/rotate", "application/x-www-form-urlencoded", strings.NewReader("player=ann"))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	page := string(b)
	i := strings.Index(page, r.ts.URL+"/p/")
	if resp.StatusCode != 200 || i < 0 || !strings.Contains(page, "New link for ann") {
		t.Fatalf("the host page after rotating: %d\n%s", resp.StatusCode, page)
	}
	fresh := page[i+len(r.ts.URL) : i+len(r.ts.URL)+len(old)]
	if v := r.state(fresh); v.You.Name != "ann" {
		t.Errorf("the link shown opens %q", v.You.Name)
	}
	if a := r.get(old); a.status != http.StatusNotFound {
		t.Errorf("the old link: %d, want 404", a.status)
	}
	if !strings.Contains(page, `action="`+res.Host+`/start"`) {
		t.Errorf("the page drawn at /rotate does not post to the host's own paths:\n%s", page)
	}
	resp, err = r.ts.Client().Post(r.ts.URL+res.Host+"/rotate", "application/x-www-form-urlencoded", strings.NewReader("player=zed"))
	if err != nil {
		t.Fatal(err)
	}
	b, _ = io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusBadRequest || !strings.Contains(string(b), `role="alert"`) || !strings.Contains(string(b), "not a player") {
		t.Errorf("rotating zed by form: %d\n%s", resp.StatusCode, b)
	}
}

// TestGroupCommitKeepsEachRequestsOutcome: requests that wait while a commit is written
// are committed together; each still gets its own lines and number, and one refused among
// them changes nothing of the others.
func TestGroupCommitKeepsEachRequestsOutcome(t *testing.T) {
	r := newRig(t)
	res := started(t, r, "ann", "bob", "cy")
	tb, err := r.srv.table(res.Game)
	if err != nil {
		t.Fatal(err)
	}
	tb.wmu.Lock() // a commit in progress: every write below waits for it
	type reply struct {
		who string
		a   answer
	}
	replies := make(chan reply, 4)
	for _, c := range []struct{ who, action string }{{"ann", "end"}, {"bob", "end"}, {"cy", "attack zed"}, {"cy", "end"}} {
		go func() { replies <- reply{c.who + " " + c.action, r.act(linkOf(res, c.who), c.action)} }()
	}
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(time.Millisecond) {
		tb.qmu.Lock()
		n := len(tb.queue)
		tb.qmu.Unlock()
		if n == 4 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d requests waiting, want 4", n)
		}
	}
	if v := r.state(linkOf(res, "ann")); v.Turn.Ended {
		t.Error("a look at the state saw an action not yet written")
	}
	tb.wmu.Unlock()
	got := map[string]reply{}
	for range 4 {
		rp := <-replies
		got[rp.who] = rp
	}
	if a := got["cy attack zed"].a; a.status != http.StatusConflict {
		t.Errorf("cy attacks nobody: %d %s, want 409", a.status, a.body)
	}
	seqs := map[int]bool{}
	for _, who := range []string{"ann end", "bob end", "cy end"} {
		var res api.ActResult
		a := got[who].a
		if a.status != 200 {
			t.Fatalf("%s: %d %s", who, a.status, a.body)
		}
		a.json(t, &res)
		name := strings.Fields(who)[0]
		if seqs[res.Seq] || len(res.Done) == 0 || !strings.HasPrefix(res.Done[len(res.Done)-1], name+" ends their turn") {
			t.Errorf("%s was told %+v", who, res)
		}
		seqs[res.Seq] = true
	}
	_, st := r.exported(res.Host)
	if st.Round() != 2 {
		t.Errorf("round %d after everyone ended their turn; want 2", st.Round())
	}
}
