package serve

import (
	"bytes"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestPrintPDF: GET TABLE/print/KIND.pdf is the PDF `ezd print KIND` writes, as a download
// named as `ezd print` names the file, with the army's names in its text.
func TestPrintPDF(t *testing.T) {
	tt := newTable(t)
	resp, got := tt.do("GET", tt.tablePage()+"/print/cards.pdf?army=sample:france-1940&paper=letter&backs=1", "", nil)
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(got, "%PDF-") {
		t.Fatalf("%d %.200s", resp.StatusCode, got)
	}
	if ct, cd := resp.Header.Get("Content-Type"), resp.Header.Get("Content-Disposition"); ct != "application/pdf" || !strings.Contains(cd, `filename="france-1940-cards.pdf"`) {
		t.Errorf("Content-Type %q, Content-Disposition %q", ct, cd)
	}
	if bin, err := exec.LookPath("pdftotext"); err == nil {
		pdf := filepath.Join(t.TempDir(), "cards.pdf")
		if err := os.WriteFile(pdf, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		text, err := exec.Command(bin, pdf, "-").Output()
		if err != nil || !bytes.Contains(text, []byte("Char B1 bis")) || !bytes.Contains(text, []byte("Renault R35")) {
			t.Errorf("the cards' text lacks the army's tanks (%v):\n%.300s", err, text)
		}
	}
	for _, tc := range []struct {
		name, path string
		status     int
		want       string
	}{
		{"R10 the rulers in inches, no army", "/print/rulers.pdf?units=in", http.StatusOK, "%PDF-"},
		{"the paper bot", "/print/bot.pdf?stance=cautious", http.StatusOK, "%PDF-"},
		{"no such printout", "/print/posters.pdf", http.StatusNotFound, "cards, roster"},
		{"not a pdf", "/print/cards.txt", http.StatusNotFound, "print/KIND.pdf"},
		{"no army", "/print/roster.pdf", http.StatusBadRequest, "roster is of an army"},
		{"no such army", "/print/roster.pdf?army=nobody", http.StatusNotFound, "no army"},
		{"a paper", "/print/roster.pdf?army=sample:france-1940&paper=a5", http.StatusBadRequest, "paper"},
		{"an unknown option", "/print/rulers.pdf?colour=red", http.StatusBadRequest, `unknown option \"colour\"`},
		{"backs without cards", "/print/rulers.pdf?backs=1", http.StatusBadRequest, "no cards"},
		{"a stance", "/print/bot.pdf?stance=reckless", http.StatusBadRequest, "reckless"},
	} {
		resp, got := tt.do("GET", tt.tablePage()+tc.path, "", nil)
		if resp.StatusCode != tc.status || !strings.Contains(got, tc.want) {
			t.Errorf("%s: %d %.200s, want %d with %q", tc.name, resp.StatusCode, got, tc.status, tc.want)
		}
	}
}

// TestPrintPage: an army's print page links each printout with the options chosen, each
// carrying only those its printout takes (bw and backs for cards); a wrong option is a
// 400 that says so.
func TestPrintPage(t *testing.T) {
	tt := newTable(t)
	code, got := tt.get(tt.tablePage() + "/print?army=sample:france-1940&paper=letter&units=in&bw=1&stance=cautious")
	for _, want := range []string{
		"/print/cards.pdf?army=sample%3Afrance-1940&amp;bw=1&amp;paper=letter&amp;units=in",
		"/print/roster.pdf?army=sample%3Afrance-1940&amp;paper=letter&amp;units=in",
		"/print/bot.pdf?paper=letter&amp;stance=cautious&amp;units=in", "ezd-bot-cautious-in.pdf",
		"Letter, inches, cards in black and white",
	} {
		if code != http.StatusOK || !strings.Contains(got, want) {
			t.Errorf("the print page lacks %q: %d\n%s", want, code, got)
		}
	}
	if code, got := tt.get(tt.tablePage() + "/print?army=sample:france-1940&paper=a5"); code != http.StatusBadRequest || !strings.Contains(got, "paper") {
		t.Errorf("paper a5: %d %s", code, got)
	}
	if code, got := tt.get(tt.tablePage() + "/print?army=nobody"); code != http.StatusNotFound || !strings.Contains(got, "no army") {
		t.Errorf("no such army: %d %s", code, got)
	}
	if code, got := tt.get(tt.tablePage() + "/print/roster.pdf?army=sample:france-1940&bw=1"); code != http.StatusBadRequest || !strings.Contains(got, "black and white already") {
		t.Errorf("bw for the roster: %d %s", code, got)
	}
}
