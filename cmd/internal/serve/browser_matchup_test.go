package serve

import (
	"bytes"
	"encoding/base64"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// download fetches address as the page's own link would, and returns its bytes.
func (p *phone) download(address string) []byte {
	p.t.Helper()
	b64, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](`fetch(`+quoteJS(address)+`).then(r => r.ok ? r.arrayBuffer() : Promise.reject(r.status)).then(b => { let s = ""; new Uint8Array(b).forEach(c => s += String.fromCharCode(c)); return btoa(s) })`, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("%s: downloading %s: %v", p.name, address, err)
	}
	data, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		p.t.Fatal(err)
	}
	return data
}

// TestBrowserMatchupAndPrint: a player picks two armies on the phone and sees who wins,
// with both policies, after the page has followed the solve; then prints an army's cards
// in black and white from its page, and the PDF holds the army's tanks (R12's names).
func TestBrowserMatchupAndPrint(t *testing.T) {
	table := servedTable(t)
	p := phones(t, "player")[0]
	p.open(table + "/matchup")
	fitsAPhone(t, p)
	p.choose(`select[name=red]`, "sample:germany-1940")
	p.choose(`select[name=blue]`, "sample:france-1940")
	p.tap(`form.pick button.primary`)
	p.waitFor(solveTimeout, "the answer", `document.querySelectorAll("section.result").length === 2`)
	fitsAPhone(t, p)
	got := p.text("main")
	for _, want := range []string{"Best play", "Rule of thumb", "Red, Germany 1940, wins", "Blue, France 1940, wins", "Points red can expect to lose"} {
		if !strings.Contains(got, want) {
			t.Errorf("the matchup lacks %q: %s", want, got)
		}
	}
	p.js(`document.querySelector("section.result").scrollIntoView()`)
	p.shot("serve-matchup-360.png")

	p.open(table + "/army/sample:france-1940")
	p.tap(`a[href*="/print?army="]`)
	p.wait("the print page", `document.querySelector("form.print-options") !== null`)
	p.tap(`input[name=bw]`)
	p.wait("the links in black and white", `document.readyState === "complete" && document.querySelector("a[href*='/print/cards.pdf']").href.includes("bw=1")`)
	fitsAPhone(t, p)
	pdf := p.download(p.js(`document.querySelector("a[href*='/print/cards.pdf']").href`))
	if !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		t.Fatalf("the cards are not a PDF: %.40q", pdf)
	}
	bin, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("no pdftotext to read the cards' text")
	}
	file := filepath.Join(t.TempDir(), "cards.pdf")
	if err := os.WriteFile(file, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	text, err := exec.Command(bin, file, "-").Output()
	if err != nil || !bytes.Contains(text, []byte("Char B1 bis")) || !bytes.Contains(text, []byte("Panhard 178")) {
		t.Errorf("the cards' text lacks the army's tanks (%v):\n%.300s", err, text)
	}
}
