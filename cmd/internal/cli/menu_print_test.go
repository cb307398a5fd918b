package cli

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// The main menu's Print asks what, which army, which paper and units, and where; an
// existing file is replaced only after a yes.
func TestMenuPrint(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := os.WriteFile("germany-1940-cards.pdf", []byte("keep me"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := runForms(t, []string{
		"7", "3", // Print: the rules reference
		"2", "2", // US Letter, inches
		"",       // Enter keeps the file name offered
		"7", "1", // Print: unit cards
		"2",      // of the second army offered, sample:germany-1940
		"1", "1", // A4, centimetres
		"n", // no card backs
		"",  // the name offered exists...
		"n", // ...and is kept
		"mine.pdf",
		"11", // Quit
	})
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	for _, s := range []string{"Wrote ezd-reference-in.pdf (letter,", "germany-1940-cards.pdf already exists", "Wrote mine.pdf (a4,"} {
		if !strings.Contains(errOut, s) {
			t.Errorf("stderr lacks %q:\n%s", s, errOut)
		}
	}
	for _, name := range []string{"ezd-reference-in.pdf", "mine.pdf"} {
		if data, err := os.ReadFile(name); err != nil || !bytes.HasPrefix(data, []byte("%PDF-")) {
			t.Errorf("%s is not a PDF: %v", name, err)
		}
	}
	if data, _ := os.ReadFile("germany-1940-cards.pdf"); string(data) != "keep me" {
		t.Errorf("an existing file was replaced without a yes")
	}
}
