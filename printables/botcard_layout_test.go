package printables

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/solo"
)

// phrase returns the box around the first run of words that reads p, and whether there is
// one.
func phrase(ws []word, p string) (word, bool) {
	want := strings.Fields(p)
	for i := 0; i+len(want) <= len(ws); i++ {
		box := word{text: p, xMin: math.Inf(1), yMin: math.Inf(1), xMax: math.Inf(-1), yMax: math.Inf(-1)}
		found := true
		for j, w := range want {
			got := ws[i+j]
			if got.text != w {
				found = false
				break
			}
			box.xMin, box.yMin = min(box.xMin, got.xMin), min(box.yMin, got.yMin)
			box.xMax, box.yMax = max(box.xMax, got.xMax), max(box.yMax, got.yMax)
		}
		if found {
			return box, true
		}
	}
	return word{}, false
}

// TestBotCardLayout: the paper bot's page reads as its rules are applied: the first two
// sections (how to play it, which tank) down the left column under the page's title, the
// rest down the right column, each section clear of the one above it, and the R2 numbers
// the rules use below both columns, set further apart than the sections are from each
// other.
func TestBotCardLayout(t *testing.T) {
	for _, st := range solo.Stances() {
		t.Run(st.String(), func(t *testing.T) {
			bot := soloBot(st)
			var b bytes.Buffer
			if err := BotCard(&b, bot, Options{}); err != nil {
				t.Fatal(err)
			}
			ws := pdfWords(t, b.Bytes())[0]
			head, ok := phrase(ws, "Paper bot")
			if !ok {
				t.Fatal("no title")
			}
			pw, _ := A4.Size()
			var rightX float64
			var sectionGap float64 = math.Inf(1)
			lowest := 0.0
			for i, sec := range bot.Sections {
				title, ok := phrase(ws, sec.Title)
				if !ok {
					t.Fatalf("no section %q", sec.Title)
				}
				left := i < 2
				switch {
				case left && math.Abs(title.xMin-head.xMin) > 0.1:
					t.Errorf("section %d %q starts at x %.1f mm, not in the left column (x %.1f)", i+1, sec.Title, title.xMin, head.xMin)
				case !left && title.xMin < pw/2:
					t.Errorf("section %d %q starts at x %.1f mm, not in the right column", i+1, sec.Title, title.xMin)
				case !left && rightX != 0 && math.Abs(title.xMin-rightX) > 0.1:
					t.Errorf("section %d %q starts at x %.1f mm, the right column's others at %.1f", i+1, sec.Title, title.xMin, rightX)
				case !left:
					rightX = title.xMin
				}
				// The text that starts above the title in its column ends this far above it.
				above := 0.0
				for _, w := range ws {
					inColumn := (w.xMin < pw/2) == (title.xMin < pw/2)
					if inColumn && w.yMin < title.yMin-0.05 {
						above = max(above, w.yMax)
					}
				}
				gap := title.yMin - above
				if gap < 3 {
					t.Errorf("section %d %q: %.1f mm below the text above it, want 3 or more", i+1, sec.Title, gap)
				}
				if i != 0 && i != 2 { // the first of each column stands under the page's title
					sectionGap = min(sectionGap, gap)
				}
			}
			numbers, ok := phrase(ws, "The numbers these rules use (R2)")
			if !ok {
				t.Fatal("no R2 numbers")
			}
			for _, w := range ws {
				if w.yMin < numbers.yMin {
					lowest = max(lowest, w.yMax)
				}
			}
			if gap := numbers.yMin - lowest; gap <= sectionGap {
				t.Errorf("the R2 numbers stand %.1f mm below the rules, no further than the sections' %.1f mm from each other", gap, sectionGap)
			}
		})
	}
}

// TestHeadingRuleUnderItsTitle: each heading of the paper bot's card is underlined by a
// level rule just below its letters, above the first line of its section.
func TestHeadingRuleUnderItsTitle(t *testing.T) {
	bot := soloBot(solo.Steady)
	var b bytes.Buffer
	if err := BotCard(&b, bot, Options{}); err != nil {
		t.Fatal(err)
	}
	ws := pdfWords(t, b.Bytes())[0]
	lines := readPDF(t, b.Bytes())[0].lines(t)
	titles := []string{"The numbers these rules use (R2)"}
	for _, sec := range bot.Sections {
		titles = append(titles, sec.Title)
	}
	for _, title := range titles {
		box, ok := phrase(ws, title)
		if !ok {
			t.Fatalf("no heading %q", title)
		}
		ruled := false
		for _, l := range lines {
			if math.Abs(l.x1-box.xMin) < 0.05 && l.y1 == l.y2 && l.x2 > box.xMax && l.y1 >= box.yMax && l.y1 <= box.yMax+1 {
				ruled = true
			}
		}
		if !ruled {
			t.Errorf("heading %q at (%.1f, %.1f)-(%.1f, %.1f) mm has no level rule just below it", title, box.xMin, box.yMin, box.xMax, box.yMax)
		}
	}
}
