package cli

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// The main menu prints the paper bot too, asking for its stance (solo play).
func TestMenuPrintsThePaperBot(t *testing.T) {
	t.Chdir(t.TempDir())
	code, _, errOut := runForms(t, []string{
		"7", "6", // Print: the paper bot
		"1", "1", // A4, centimetres
		"3",  // cautious
		"",   // Enter keeps the file name offered
		"11", // Quit
	})
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	if !strings.Contains(errOut, "Wrote ezd-bot-cautious-cm.pdf (a4,") {
		t.Errorf("stderr:\n%s", errOut)
	}
	if data, err := os.ReadFile("ezd-bot-cautious-cm.pdf"); err != nil || !bytes.HasPrefix(data, []byte("%PDF-")) {
		t.Errorf("ezd-bot-cautious-cm.pdf is not a PDF: %v", err)
	}
}
