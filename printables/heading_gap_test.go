package printables

import (
	"bytes"
	"math"
	"testing"

	"github.com/ezd-game/ezd/solo"
)

// TestHeadingClearOfTheTextBelow: the first line of a section stands clear of its
// heading's rule, the top of its tallest letters at least half a millimetre below it (a
// heading is followed by its rule, a line's height and half a millimetre more), so the
// rule underlines the heading and is not struck through the section's first line: on the
// rules reference (8.5 pt headings' lines, 1.25 mm clear) and on the paper bot's larger
// text (0.58 mm clear).
func TestHeadingClearOfTheTextBelow(t *testing.T) {
	var ref, bot bytes.Buffer
	if err := Reference(&ref, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := BotCard(&bot, soloBot(solo.Steady), Options{}); err != nil {
		t.Fatal(err)
	}
	for pdf, titles := range map[*bytes.Buffer][]string{
		&ref: {"Turn", "Actions", "Victory"},
		&bot: {"The numbers these rules use (R2)"},
	} {
		headingsClear(t, pdf.Bytes(), titles)
	}
}

// headingsClear checks that under each of the headings titles of a one-page PDF the first
// line of text stands at least 0.5 mm below the heading's rule.
func headingsClear(t *testing.T, pdf []byte, titles []string) {
	t.Helper()
	ws := pdfWords(t, pdf)[0]
	lines := readPDF(t, pdf)[0].lines(t)
	for _, title := range titles {
		box, ok := phrase(ws, title)
		if !ok {
			t.Fatalf("no heading %q", title)
		}
		rule := math.Inf(1)
		var ruleEnd float64
		for _, l := range lines {
			if math.Abs(l.x1-box.xMin) < 0.05 && l.y1 == l.y2 && l.y1 >= box.yMax && l.y1 <= box.yMax+1 {
				rule, ruleEnd = l.y1, l.x2
			}
		}
		if math.IsInf(rule, 1) {
			t.Fatalf("heading %q has no rule", title)
		}
		next := math.Inf(1) // the top of the highest word under the rule
		for _, w := range ws {
			if w.yMin > box.yMax && w.xMax > box.xMin && w.xMin < ruleEnd {
				next = min(next, w.yMin)
			}
		}
		if math.IsInf(next, 1) {
			t.Fatalf("heading %q has no text below it", title)
		}
		if next-rule < 0.5 {
			t.Errorf("heading %q: the text below starts %.2f mm under its rule, want at least 0.5", title, next-rule)
		}
	}
}
