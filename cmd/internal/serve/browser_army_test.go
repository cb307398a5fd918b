package serve

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// The armies on the phones (issue 29): a player builds a 10-point army from scratch on
// the builder, meets a rule's refusal, saves it, shares it, and a second player opens the
// share link on their own phone (a browser context of its own) and saves it there.

// choose sets the select sel to value, as a finger choosing from its list does: the
// page's script hears the change.
func (p *phone) choose(sel, value string) {
	p.t.Helper()
	p.js(`(function(){var s=document.querySelector(` + quoteJS(sel) + `);s.value=` + quoteJS(value) + `;s.dispatchEvent(new Event("change",{bubbles:true}));return s.value})()`)
}

// counter is the builder's points counter as the player reads it.
func (p *phone) counter() string { return strings.Join(strings.Fields(p.text("#counter p")), " ") }

func TestBrowserBuildAndShare(t *testing.T) {
	table := servedTable(t)
	ps := phones(t, "anna", "ben")
	anna, ben := ps[0], ps[1]

	anna.open(table + "/build")
	fitsAPhone(t, anna)
	anna.fill(`input[name=name]`, "Sofa Platoon")
	anna.fill(`input[name=faction]`, "France 1940")
	for i, class := range []string{"heavy", "heavy", "heavy"} {
		anna.tap(`button[value="add:` + class + `"]`)
		anna.wait("the tank added", `document.querySelectorAll(".tank-row").length === `+itoa(i+1))
	}
	if got := anna.counter(); got != "12 of 10 points · 2 points over" {
		t.Errorf("R2 three heavy tanks: the counter says %q", got)
	}
	if anna.js(`document.querySelector("input[name=name]").value`) != "Sofa Platoon" {
		t.Errorf("adding a tank lost the army's name")
	}
	anna.tap(`#counter button[value=save]`)
	anna.wait("R1 the refusal", `document.body.textContent.includes("the tanks cost 12 points, 2 over the limit of 10")`)
	anna.shot("serve-refusal-360.png")
	if !strings.Contains(anna.text("#general"), "2 over the limit") {
		t.Errorf("the refusal is not at the army's points: %q", anna.text("#general"))
	}
	// Live, with the script: a model chosen sets its class (R12), and the counter follows.
	anna.tap(`button[value="remove:3"]`)
	anna.wait("the tank removed", `document.querySelectorAll(".tank-row").length === 2`)
	anna.tap(`button[value="add:small"]`)
	anna.wait("a small tank", `document.querySelectorAll(".tank-row").length === 3`)
	anna.choose(`#tank-2 select[name=class]`, "medium")
	if got := anna.counter(); got != "9 of 10 points · 1 point left" {
		t.Errorf("a medium tank chosen: the counter says %q", got)
	}
	anna.choose(`#tank-2 select[name=model]`, "Char D2")
	anna.choose(`#tank-1 select[name=model]`, "Char B1 bis")
	anna.choose(`#tank-3 select[name=model]`, "Renault R35")
	anna.fill(`#tank-1 input[name=tname]`, "Jeanne")
	if got := anna.counter(); got != "10 of 10 points · 0 points left" {
		t.Errorf("R12 the Char D2 chosen makes its tank heavy: the counter says %q", got)
	}
	anna.js(`window.scrollTo(0, document.getElementById("tank-1").offsetTop - 80)`)
	anna.shot("serve-builder-360.png")
	anna.tap(`#counter button[value=save]`)
	anna.wait("the army's page", `location.pathname.endsWith("/army/sofa-platoon") && document.body.textContent.includes("Saved.")`)
	fitsAPhone(t, anna)
	if got := anna.text("main"); !strings.Contains(got, "Jeanne") || !strings.Contains(got, "10 of 10 points") {
		t.Errorf("the army's page says %q", got)
	}
	anna.open(table + "/armies")
	fitsAPhone(t, anna)
	if got := anna.text("main"); !strings.Contains(got, "Sofa Platoon") || !strings.Contains(got, "France 1940 · 10 of 10 points") {
		t.Errorf("the armies page says %q", got)
	}
	anna.tap(`a[href$="/army/sofa-platoon"]`)
	anna.wait("the QR code drawn", `document.querySelector(".share img").naturalWidth > 100`)
	link := anna.js(`document.getElementById("share-link").value`)
	if !strings.Contains(link, "/import#army=") {
		t.Fatalf("the share link is %q", link)
	}
	anna.js(`document.querySelector(".share").scrollIntoView()`)
	anna.shot("serve-share-360.png")

	// Ben opens the link on his phone: the page reads the army from the fragment and
	// offers to save it; a file of that name is there already (the same armies folder),
	// so he saves it under another.
	ben.open(link)
	ben.wait("the army read", `document.body.textContent.includes("Jeanne") && document.querySelector("button[name=save]") !== null`)
	if ben.js(`location.hash`) != "" {
		t.Errorf("the import page kept the code in its address")
	}
	ben.tap(`button[name=save]`)
	ben.wait("the file there", `document.body.textContent.includes("sofa-platoon.yaml exists already")`)
	ben.fill(`input[name=file]`, "bens-platoon.yaml")
	ben.tap(`button[name=save]`)
	ben.wait("saved", `location.pathname.endsWith("/army/bens-platoon") && document.body.textContent.includes("Saved.")`)
	if got := ben.text("main"); !strings.Contains(got, "Sofa Platoon") || !strings.Contains(got, "Char D2") {
		t.Errorf("Ben's army says %q", got)
	}
	// A damaged link is refused with what is wrong, and nothing is saved.
	ben.open(strings.TrimSuffix(link, link[len(link)-3:]) + "xyz")
	ben.wait("the refusal", `document.body.textContent.includes("damaged")`)
	if ben.has("button[name=save]") {
		t.Errorf("a damaged link offers to save")
	}
}

// TestBrowserBuilderWithoutScript builds and saves an army with JavaScript off: every
// button posts the form, and the page comes back with the counter, or the refusal beside
// its field.
func TestBrowserBuilderWithoutScript(t *testing.T) {
	table := servedTable(t)
	p := phones(t, "noscript")[0]
	err := chromedp.Do(p.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true})
		return err
	}))
	if err != nil {
		t.Fatal(err)
	}
	p.open(table + "/build")
	if !p.has(`noscript button[value=update], button[value=update]`) {
		t.Fatalf("the page's <noscript> is not shown: JavaScript is not off")
	}
	for i, class := range []string{"heavy", "medium", "small"} {
		p.tap(`button[value="add:` + class + `"]`)
		p.wait("the tank added", `document.querySelectorAll(".tank-row").length === `+itoa(i+1))
	}
	if got := p.counter(); got != "9 of 10 points · 1 point left" {
		t.Errorf("R2 the counter says %q", got)
	}
	p.tap(`#counter button[value=save]`)
	p.wait("R1 the refusal beside the name", `document.querySelector("[data-field=name]").textContent.includes("the army has no name")`)
	p.fill(`input[name=name]`, "Quiet Platoon")
	p.tap(`#counter button[value=save]`)
	p.wait("the army's page", `location.pathname.endsWith("/army/quiet-platoon") && document.body.textContent.includes("Saved.")`)
	p.open(table + "/import")
	if !strings.Contains(p.text("main"), "paste it below") {
		t.Errorf("without the script the import page does not say what to do: %q", p.text("main"))
	}
}
