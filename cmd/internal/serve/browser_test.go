package serve

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/ezd-game/ezd/cmd/internal/battles"
	"github.com/ezd-game/ezd/internal/web"
)

// The players' phones: headless chromium at 360x740 (Debian's, as tactics/web's test
// drives it), red and blue each in a browser context of their own, playing whole battles
// by tapping the pages' buttons. A missing chromium skips these tests, except under
// CI=true, where they fail.

// findChromium returns Debian's chromium (or Chrome), or skips the test.
func findChromium(t *testing.T) string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	const how = "no chromium: install it (apt-get install chromium) to run the browser tests"
	if os.Getenv("CI") == "true" {
		t.Fatal(how + "; under CI=true it is required")
	}
	t.Skip(how)
	return ""
}

// phoneTimeout bounds one wait for a page on a slow machine under -race; solveTimeout
// one that waits for ezd to solve the battle (its first step in solo play).
const (
	phoneTimeout = 90 * time.Second
	solveTimeout = 5 * time.Minute
)

// phone is one browser tab at 360x740.
type phone struct {
	t    *testing.T
	name string
	ctx  context.Context
}

// servedTable is `ezd serve` on 127.0.0.1 with an empty data folder: its table link.
func servedTable(t *testing.T) string {
	t.Helper()
	data := t.TempDir()
	secret := web.NewSecret()
	s := build(filepath.Join(data, "ezd", "battles"), filepath.Join(data, "ezd", "serve"), filepath.Join(data, "armies"),
		secret, battles.Cache{Dir: filepath.Join(data, "cache")}, log.New(logToTest{t}, "", 0), web.SystemClock{})
	srv := httptest.NewServer(s.handler())
	t.Cleanup(func() {
		s.close()
		srv.Close()
	})
	return srv.URL + tablePath(secret)
}

// logToTest writes the server's log lines to the test's log.
type logToTest struct{ t *testing.T }

func (l logToTest) Write(p []byte) (int, error) {
	l.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}

// phones starts chromium and opens one tab per name, each in its own browser context
// (its own cookies and cache: another phone).
func phones(t *testing.T, names ...string) []*phone {
	exe := findChromium(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(exe), chromedp.NoSandbox,
		chromedp.Headless, chromedp.DisableGPU, chromedp.WindowSize(360, 740),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.Flag("no-first-run", true))
	alloc, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	browser, cancel := chromedp.NewContext(alloc)
	t.Cleanup(cancel)
	if err := chromedp.Do(browser); err != nil { // starts the browser
		t.Fatal(err)
	}
	var out []*phone
	for _, name := range names {
		ctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
		t.Cleanup(cancel)
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(360, 740, chromedp.EmulateMobile, chromedp.EmulateTouch)); err != nil {
			t.Fatal(err)
		}
		out = append(out, &phone{t: t, name: name, ctx: ctx})
	}
	return out
}

// open loads address in the tab and waits for the page.
func (p *phone) open(address string) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, chromedp.Navigate(address), chromedp.WaitReady("main")); err != nil {
		p.t.Fatalf("%s: opening %s: %v", p.name, address, err)
	}
}

// js evaluates an expression in the tab.
func (p *phone) js(expr string) string {
	p.t.Helper()
	s, err := chromedp.Run(p.ctx, chromedp.Evaluate[string]("String("+expr+")"))
	if err != nil {
		p.t.Fatalf("%s: %s: %v", p.name, expr, err)
	}
	return s
}

// text is the text of the first element sel selects, "" for none.
func (p *phone) text(sel string) string {
	return p.js(fmt.Sprintf("(document.querySelector(%s)||{textContent:''}).textContent", quoteJS(sel)))
}

// has reports whether the page has an element sel selects.
func (p *phone) has(sel string) bool {
	return p.js(fmt.Sprintf("document.querySelector(%s)!==null", quoteJS(sel))) == "true"
}

// wait polls until the expression is true, and fails with the page's text if it never is.
func (p *phone) wait(what, expr string) {
	p.t.Helper()
	p.waitFor(phoneTimeout, what, expr)
}

// waitFor is wait with its own time limit.
func (p *phone) waitFor(limit time.Duration, what, expr string) {
	p.t.Helper()
	deadline := time.Now().Add(limit)
	var ok bool
	var err error
	for time.Now().Before(deadline) {
		// A page that navigates (a form posted without the script, a link) ends a poll:
		// poll the new page.
		ok, err = chromedp.Run(p.ctx, chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(time.Until(deadline))))
		if err == nil || !strings.Contains(err.Error(), "(-32000)") {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if err != nil || !ok {
		p.t.Fatalf("%s: the page never showed %s (%s): %v\n%s", p.name, what, expr, err, p.text("body"))
	}
}

// tap clicks the first element sel selects, as a finger does: the script, if on, takes it.
func (p *phone) tap(sel string) {
	p.t.Helper()
	var err error
	for range 20 {
		p.wait(sel, fmt.Sprintf("document.querySelector(%s)!==null", quoteJS(sel)))
		// The board may be swapped between finding the button and tapping it (another
		// phone's step arrived): find it again.
		if err = chromedp.Do(p.ctx, chromedp.Click(sel, chromedp.NodeVisible)); err == nil || !strings.Contains(err.Error(), "(-32000)") {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		p.t.Fatalf("%s: tapping %s: %v", p.name, sel, err)
	}
}

// fill types value into the element sel selects.
func (p *phone) fill(sel, value string) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, chromedp.SetValue(sel, value, chromedp.NodeVisible)); err != nil {
		p.t.Fatalf("%s: filling %s: %v", p.name, sel, err)
	}
}

// at is the number of journal lines the page's board shows.
func (p *phone) at() string { return p.js(`document.getElementById("board").dataset.at`) }

// shot saves a screenshot of the tab's screen (360x740) as name in $EZD_SCREENSHOT_DIR,
// or in the test's artifact folder.
func (p *phone) shot(name string) {
	p.t.Helper()
	png, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		p.t.Fatal(err)
	}
	dir := os.Getenv("EZD_SCREENSHOT_DIR")
	if dir == "" {
		dir = p.t.ArtifactDir()
	}
	if err := os.WriteFile(filepath.Join(dir, name), png, 0o644); err != nil {
		p.t.Fatal(err)
	}
}

func quoteJS(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// startFromTable fills the table page's form on host's phone and returns the battle's links
// (red, blue, watch) as the table page shows them.
func startFromTable(host *phone, table, name, bot string) map[string]string {
	host.t.Helper()
	host.open(table)
	fitsAPhone(host.t, host)
	host.fill(`input[name=name]`, name)
	host.tap(`input[name=bot][value=` + bot + `]`)
	host.tap(`form.new button[type=submit]`)
	host.wait("the battle started", `document.body.textContent.includes("Battle `+name+` has started")`)
	links := map[string]string{}
	for _, role := range []string{"red", "blue", "watch"} {
		links[role] = host.js(`document.querySelector("article.battle .link.` + role + ` a").href`)
		if !strings.Contains(links[role], "/b/") {
			host.t.Fatalf("the table page shows no %s link: %q", role, links[role])
		}
	}
	return links
}
