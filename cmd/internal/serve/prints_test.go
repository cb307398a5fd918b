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
