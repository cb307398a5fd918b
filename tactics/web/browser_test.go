package web

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/ezd-game/ezd/tactics"
	"github.com/ezd-game/ezd/tactics/api"
	"github.com/ezd-game/ezd/tactics/store"
)

// chromium finds Debian's chromium (or Chrome). Without one the browser test is skipped
// with how to install it, except under CI=true, where it fails: CI never skips it quietly.
func chromium(t *testing.T) string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	const how = "no chromium: install it (apt-get install chromium) to run the browser test"
	if os.Getenv("CI") == "true" {
		t.Fatal(how + "; under CI=true it is required")
	}
	t.Skip(how)
	return ""
}

// TestBrowserTwoPlayers drives two players' pages in a real headless chromium: ann moves
// and, in the next round, attacks by clicking buttons on a 360 px wide page; bob's page
// shows each change live, without a reload. A screenshot of ann's page at 360 px is left
// in the test's artifact folder (go test -artifacts), or in $EZD_SCREENSHOT_DIR.
func TestBrowserTwoPlayers(t *testing.T) {
	exe := chromium(t)
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "tactics.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	r := &rig{t: t, st: st}
	srv, err := New(context.Background(), st, Options{Seeds: r.seeds})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	ts := httptest.NewServer(srv.Handler())
	defer ts.Close()
	r.srv, r.ts = srv, ts

	// A seed that places ann within 2 cells of bob, so that she can move and still reach him.
	game, err := tactics.NewGame(tactics.Abridged, []string{"ann", "bob"}, 5, true, "UTC", 3600)
	if err != nil {
		t.Fatal(err)
	}
	var seed uint64
	var dest tactics.Cell
	for seed = 1; seed < 500; seed++ {
		evs, _ := tactics.Start(game, time.Now(), tactics.SeedOf(seed))
		a, b := evs[1].Cell, evs[2].Cell
		if d, ok := stepToward(a, b); ok {
			dest = d
			break
		}
	}
	r.seed = seed
	res := r.newGame(api.NewGameRequest{Players: []string{"ann", "bob"}, Side: 5, RoundSeconds: 3600, Timezone: "UTC"})
	if a := r.hostOp(res.Host, "start"); a.status != 200 {
		t.Fatalf("start: %d %s", a.status, a.body)
	}
	ann, bob := ts.URL+linkOf(res, "ann"), ts.URL+linkOf(res, "bob")

	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(exe), chromedp.NoSandbox,
		chromedp.Headless, chromedp.DisableGPU, chromedp.WindowSize(360, 900))
	allocCtx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	annTab, cancel := chromedp.NewContext(allocCtx)
	defer cancel()
	ctx, cancel := context.WithTimeout(annTab, 90*time.Second)
	defer cancel()
	annTab = ctx
	bobTab, cancel := chromedp.NewContext(annTab) // a second tab of the same browser
	defer cancel()

	live := func(tab context.Context, text string) {
		t.Helper()
		js := "document.getElementById('main').textContent.includes(" + quote(text) + ")"
		if ok, err := chromedp.Run(tab, chromedp.Poll[bool](js, chromedp.WithPollingTimeout(20*time.Second))); err != nil || !ok {
			body, _ := chromedp.Run(tab, chromedp.TextContent(chromedp.CSS("#main")))
			t.Fatalf("the page never showed %q: %v\n%s", text, err, body)
		}
	}
	if err := chromedp.Do(annTab, chromedp.EmulateViewport(360, 900), chromedp.Navigate(ann), chromedp.WaitVisible(chromedp.CSS("table.board"))); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(bobTab, chromedp.Navigate(bob), chromedp.WaitVisible(chromedp.CSS("table.board"))); err != nil {
		t.Fatal(err)
	}
	bobURL, err := chromedp.Run(bobTab, chromedp.Location())
	if err != nil {
		t.Fatal(err)
	}
	click := func(tab context.Context, sel string) {
		t.Helper()
		if err := chromedp.Do(tab, chromedp.WaitVisible(chromedp.CSS(sel)), chromedp.Click(chromedp.CSS(sel))); err != nil {
			t.Fatalf("clicking %s: %v", sel, err)
		}
	}
	click(annTab, `button[value="move `+dest.String()+`"]`)
	live(bobTab, "ann moves to "+dest.String())
	// Both end the round by clicking; then ann attacks.
	click(annTab, `button[value="end"]`)
	live(bobTab, "ann ends their turn")
	click(bobTab, `button[value="end"]`)
	live(annTab, "round 1 ends")
	click(annTab, `button[value="attack bob"]`)
	live(bobTab, "ann attacks bob, bob has")
	live(annTab, "ann attacks bob, bob has")
	if now, err := chromedp.Run(bobTab, chromedp.Location()); err != nil || now != bobURL {
		t.Errorf("bob's page moved from %s to %s: it should change in place", bobURL, now)
	}
	shot, err := chromedp.Run(annTab, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	dir := os.Getenv("EZD_SCREENSHOT_DIR")
	if dir == "" {
		dir = t.ArtifactDir()
	}
	file := filepath.Join(dir, "tactics-player-360.png")
	if err := os.WriteFile(file, shot, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("a screenshot of ann's page at 360 px: %s", file)
}

// stepToward is a cell next to a, on the 5x5 grid and not b, within 2 of b, if a is within 2.
func stepToward(a, b tactics.Cell) (tactics.Cell, bool) {
	if tactics.Distance(a, b) > 2 {
		return tactics.Cell{}, false
	}
	for dx := -1; dx <= 1; dx++ {
		for dy := -1; dy <= 1; dy++ {
			c := tactics.Cell{X: a.X + dx, Y: a.Y + dy}
			if c != a && c != b && c.X >= 1 && c.Y >= 1 && c.X <= 5 && c.Y <= 5 && tactics.Distance(c, b) <= 2 {
				return c, true
			}
		}
	}
	return tactics.Cell{}, false
}

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
