package printables

import (
	"bytes"
	"html"
	"regexp"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ezd-game/ezd/solo"
)

var outlineItem = regexp.MustCompile(`<item page="(\d+)">([^<]*)</item>`)

// outline returns a PDF's bookmarks as poppler's pdftohtml reads them, "page: title" in
// order, or skips the test when pdftohtml is not installed (CI installs poppler-utils).
func outline(t *testing.T, pdf []byte) []string {
	t.Helper()
	out := poppler(t, "pdftohtml", "the outline", pdf, "-i", "-xml", "-stdout", "-q", pdfFile)
	var items []string
	for _, m := range outlineItem.FindAllSubmatch(out, -1) {
		items = append(items, string(m[1])+": "+html.UnescapeString(string(m[2])))
	}
	return items
}

// TestOutlineNamesEachPart: `print all` is easy to browse: its outline names each part
// once, at the part's first page (the cards of an army of eleven tanks take two pages).
func TestOutlineNamesEachPart(t *testing.T) {
	bot := soloBot(solo.Cautious)
	var b bytes.Buffer
	if err := All(&b, testArmy(t, "big.yaml"), Options{Bot: &bot}); err != nil {
		t.Fatal(err)
	}
	want := []string{"1: Unit cards", "3: Roster", "4: Rules reference", "5: Rulers", "6: Paper bot: cautious"}
	if diff := cmp.Diff(want, outline(t, b.Bytes())); diff != "" {
		t.Errorf("outline (-want +got):\n%s", diff)
	}
}
