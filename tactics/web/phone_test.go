package web

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/ezd-game/ezd/tactics"
	"github.com/ezd-game/ezd/tactics/bot"
)

// sixteen is a 16-seat standard game twelve days in (some downed, items on the grid),
// stored as a server that had played it would have; it returns the host's link and the
// game. The names share beginnings (ann and anna, hunter1 and hunter2) as people's do.
func sixteen(t *testing.T, r *rig) (string, tactics.Game) {
	t.Helper()
	names := []string{"ann", "anna", "bob", "cy", "dee", "eve", "fay", "gus", "hal", "ivy", "jo", "kim", "hunter1", "hunter2", "turtle1", "turtle2"}
	g, err := tactics.NewGame(tactics.Standard, names, 0, false, "UTC", 0)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]string, len(names))
	for i := range bots {
		bots[i] = bot.Names[i%len(bot.Names)]
	}
	j, _, err := bot.Simulate(bot.Config{Game: g, Bots: bots, Start: t0, Seed: tactics.SeedOf(5), Until: t0.AddDate(0, 0, 4)})
	if err != nil {
		t.Fatal(err)
	}
	return r.storeGame(g, j.Events, tactics.SeedOf(5)), g
}

// playerLink is the link storeGame gave the player in this seat.
func playerLink(seat int) string { return "/p/" + storedSecret(seat) }

// TestBrowserPhonePages opens the 16-seat player's page and the host's page at 360x740,
// as a phone shows them (issue 30, items 9-13): what to do comes first, the move keys are
// 44 px, every player has a label and a colour of their own (the same in the grid and the
// list), the result of an action appears next to the button, who has acted is shown, and
// ending the game asks first. Screenshots go to the artifact folder or $EZD_SCREENSHOT_DIR.
func TestBrowserPhonePages(t *testing.T) {
	exe := chromium(t)
	r := newRig(t)
	host, g := sixteen(t, r)
	// A living player who can move, to look at.
	seat := -1
	for i := range g.Players {
		v := r.state(playerLink(i))
		if !v.You.Downed && len(v.Turn.Options) > 0 && v.Turn.Options[0].Kind == tactics.KindMove {
			seat = i
			break
		}
	}
	if seat < 0 {
		t.Fatal("no living player can move: the test needs one")
	}
	name := g.Players[seat]

	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(exe), chromedp.NoSandbox,
		chromedp.Headless, chromedp.DisableGPU, chromedp.WindowSize(360, 740))
	allocCtx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	tab, cancel := chromedp.NewContext(allocCtx)
	defer cancel()
	tab, cancel = context.WithTimeout(tab, 120*time.Second)
	defer cancel()
	if err := chromedp.Do(tab, chromedp.EmulateViewport(360, 740), chromedp.Navigate(r.ts.URL+playerLink(seat)),
		chromedp.WaitVisible(chromedp.CSS("table.board"))); err != nil {
		t.Fatal(err)
	}
	type box struct{ Turn, Board, List, Width float64 }
	layout := evalJS[box](t, tab, `({turn: document.getElementById('turn').getBoundingClientRect().top,
		board: document.querySelector('table.board').getBoundingClientRect().top,
		list: document.getElementById('board-list').getBoundingClientRect().top,
		width: document.documentElement.scrollWidth})`)
	if layout.Turn > 300 || layout.Turn > layout.Board || layout.Board > layout.List {
		t.Errorf("the page's order: your turn at %v px, the grid at %v, the list at %v (want the turn first, within the first screen)", layout.Turn, layout.Board, layout.List)
	}
	if layout.Width > 360 {
		t.Errorf("the page is %v px wide at 360 (want no sideways scrolling)", layout.Width)
	}
	type size struct{ W, H float64 }
	keys := evalJS[[]size](t, tab, `[...document.querySelectorAll('.pad button.key')].map(b => ({w: b.getBoundingClientRect().width, h: b.getBoundingClientRect().height}))`)
	if len(keys) == 0 {
		t.Fatal("no move key on the pad")
	}
	for _, k := range keys {
		if k.W < 44 || k.H < 44 {
			t.Errorf("a move key is %vx%v px (want 44 at least)", k.W, k.H)
		}
	}
	labels := evalJS[[]string](t, tab, `[...document.querySelectorAll('td.tank span')].map(s => s.textContent)`)
	seen := map[string]bool{}
	for _, l := range labels {
		if seen[strings.ToLower(l)] {
			t.Errorf("two players on the grid are labelled %q", l)
		}
		seen[strings.ToLower(l)] = true
	}
	if len(labels) != 16 {
		t.Errorf("%d labels on the grid (want 16)", len(labels))
	}
	same := evalJS[bool](t, tab, `(() => { const cell = [...document.querySelectorAll('td.tank')].find(td => (td.title||'').includes(': `+name+`,'));
		const sw = [...document.querySelectorAll('#board-list li')].find(li => li.querySelector('b').textContent === '`+name+`').querySelector('.swatch');
		return !!cell && getComputedStyle(cell).backgroundColor === getComputedStyle(sw).backgroundColor; })()`)
	if !same {
		t.Errorf("%s's colour in the grid is not their colour in the list", name)
	}
	shoot(t, tab, "tactics-16-player-360.png")
	top, err := chromedp.Run(tab, chromedp.CaptureScreenshot()) // the first screen, as the phone shows it
	if err != nil {
		t.Fatal(err)
	}
	save(t, "tactics-16-player-360-top.png", top)

	// An action: its result appears next to where its button was.
	before := evalJS[float64](t, tab, `document.querySelector('.pad button.key').getBoundingClientRect().top + window.scrollY`)
	if err := chromedp.Do(tab, chromedp.Click(chromedp.CSS(".pad button.key")), chromedp.WaitVisible(chromedp.CSS("p.result"))); err != nil {
		t.Fatal(err)
	}
	type placed struct {
		Top  float64
		Text string
	}
	result := evalJS[placed](t, tab, `(() => { const p = document.querySelector('p.result'); return {top: p.getBoundingClientRect().top + window.scrollY, text: p.textContent}; })()`)
	if math.Abs(result.Top-before) > 250 || !strings.Contains(result.Text, name+" moves to") {
		t.Errorf("the result %q is at %v px, the button was at %v (want it beside the button)", result.Text, result.Top, before)
	}

	// The host's page: who has acted, and an end that asks first.
	if err := chromedp.Do(tab, chromedp.Navigate(r.ts.URL+host), chromedp.WaitVisible(chromedp.CSS("table.board"))); err != nil {
		t.Fatal(err)
	}
	text := evalJS[string](t, tab, `document.getElementById('main').textContent`)
	if !strings.Contains(text, "living players have acted this round") || !strings.Contains(text, "has acted") {
		t.Errorf("the host's page does not say who has acted:\n%s", text)
	}
	shown := evalJS[bool](t, tab, `document.querySelector('button.danger').checkVisibility()`)
	if shown {
		t.Error("the host's page shows the button that ends the game before asking")
	}
	if err := chromedp.Do(tab, chromedp.Click(chromedp.CSS("details.danger summary"))); err != nil {
		t.Fatal(err)
	}
	shown = evalJS[bool](t, tab, `document.querySelector('button.danger').checkVisibility()`)
	if !shown {
		t.Error("opening \"End the game now\" does not show the button that does it")
	}
	if v := r.state(playerLink(seat)); v.Ended {
		t.Error("asking to end the game ended it")
	}
	shoot(t, tab, "tactics-host-360.png")
}

// shoot saves a screenshot of the whole page.
func shoot(t *testing.T, tab context.Context, name string) {
	t.Helper()
	shot, err := chromedp.Run(tab, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	save(t, name, shot)
}

// save writes a screenshot to $EZD_SCREENSHOT_DIR, or the test's artifact folder.
func save(t *testing.T, name string, shot []byte) {
	t.Helper()
	dir := os.Getenv("EZD_SCREENSHOT_DIR")
	if dir == "" {
		dir = t.ArtifactDir()
	}
	file := filepath.Join(dir, name)
	if err := os.WriteFile(file, shot, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("a screenshot at 360 px: %s", file)
}

// evalJS runs a script in the tab and returns its value.
func evalJS[T any](t *testing.T, tab context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(tab, chromedp.Evaluate[T](js))
	if err != nil {
		t.Fatalf("%s: %v", js, err)
	}
	return v
}
