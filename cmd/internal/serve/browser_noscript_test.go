package serve

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// TestBrowserWithoutScript plays with JavaScript off, as issue 28 asks the pages to work:
// each step is a plain form, answered by a redirect to the page; a step from a page the
// battle has moved on from is refused, and the page says why beside its buttons.
func TestBrowserWithoutScript(t *testing.T) {
	table := servedTable(t)
	ps := phones(t, "red", "red's second tab")
	red, stale := ps[0], ps[1]
	for _, p := range ps {
		err := chromedp.Do(p.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true})
			return err
		}))
		if err != nil {
			t.Fatal(err)
		}
	}
	links := startFromTable(red, table, "noscript", "none")
	red.open(links["red"])
	if !red.has("noscript ~ p.note, p.note") {
		t.Fatalf("the page's <noscript> note is not shown: JavaScript is not off")
	}
	// The roll-off with the dice rolled on the table: red 6, blue 1.
	red.js(`document.querySelectorAll("form.step input[name=dice]")[0].value = "6"`)
	red.js(`document.querySelectorAll("form.step input[name=dice]")[1].value = "1"`)
	red.tap(`form.step:nth-of-type(2) button`)
	red.wait("red to act", `document.querySelector("#board h1").textContent.includes("red to act")`)
	red.tap(`button[name=tank][value="red:2"]`)
	red.wait("Renault R35 active", `document.querySelector("#board h3").textContent.includes("Renault R35 (red:2) is active")`)
	// The second tab shows the same page, then falls behind: red attacks from the first.
	stale.open(links["red"])
	red.tap(`form.aim-at button[value=light]`)
	red.wait("the odds before the dice", `document.querySelector("#aim .odds") !== null`)
	if got := red.text("#aim"); !strings.Contains(got, "in light cover") || !strings.Contains(got, "of 36") {
		t.Errorf("the aimed attack says %q", got)
	}
	red.tap(`#aim form.step button.primary`)
	red.wait("the attack told", `document.querySelector("#board .recent").textContent.includes("Renault R35 attacks")`)
	if red.has("#aim") {
		t.Errorf("the page still shows the aimed attack after it was made")
	}
	// The second tab's Done was for the page before the attack: refused, nothing recorded.
	at := red.at()
	stale.tap(`form.step:has(input[value=done]) button`)
	stale.wait("the refusal", `(document.querySelector(".steps .answer")||{textContent:""}).textContent.includes("moved on")`)
	red.open(links["red"])
	if red.at() != at {
		t.Errorf("a step from a stale page was recorded: the journal went from %s to %s lines", at, red.at())
	}
}
