package printables

import (
	"bytes"
	"math"
	"regexp"
	"testing"

	"github.com/ezd-game/ezd/terrain"
)

// segment is a straight line a page draws, in millimetres from its top-left corner.
type segment struct{ x1, y1, x2, y2 float64 }

var lineOperator = regexp.MustCompile(`(-?[\d.]+) (-?[\d.]+) m (-?[\d.]+) (-?[\d.]+) l S`)

// lines returns the single straight lines of a page ("x y m x y l S", as fpdf's Line
// writes them), outside any transformation.
func (p page) lines(t *testing.T) []segment {
	t.Helper()
	var out []segment
	for _, m := range lineOperator.FindAllSubmatch(p.content, -1) {
		x1, y1, x2, y2 := number(t, m[1]), number(t, m[2]), number(t, m[3]), number(t, m[4])
		out = append(out, segment{x1 / pointsPerMM, (p.height - y1) / pointsPerMM, x2 / pointsPerMM, (p.height - y2) / pointsPerMM})
	}
	return out
}

// TestScaleCheckTicks: the card page's scale bar (R10: 5 cm or 2 in) carries a tick on its
// right edge at every half unit from its foot, none at its ends, the whole units' ticks
// twice as long as the halves', so a player can check the print with a ruler at any mark.
func TestScaleCheckTicks(t *testing.T) {
	for _, paper := range []Paper{A4, Letter} {
		for _, u := range []terrain.Unit{terrain.Centimetres, terrain.Inches} {
			bar, units := CardScale(paper, u)
			var b bytes.Buffer
			if err := Cards(&b, sample(t, "germany-1940"), Options{Paper: paper, Unit: u}); err != nil {
				t.Fatal(err)
			}
			edge := bar.X + bar.W
			got := map[int]float64{} // half units from the foot -> tick length
			for _, l := range readPDF(t, b.Bytes())[0].lines(t) {
				if math.Abs(l.x1-edge) > 0.01 || math.Abs(l.y1-l.y2) > 0.01 || l.y1 < bar.Y-0.01 || l.y1 > bar.Y+bar.H+0.01 {
					continue
				}
				half := (bar.Y + bar.H - l.y1) / u.Millimetres(0.5)
				if math.Abs(half-math.Round(half)) > 0.01 {
					t.Errorf("%s %s: a tick %.2f half units from the bar's foot", paper, u, half)
					continue
				}
				got[int(math.Round(half))] = l.x2 - l.x1
			}
			if len(got) != 2*units-1 {
				t.Errorf("%s %s: %d ticks on a bar of %d units, want %d", paper, u, len(got), units, 2*units-1)
			}
			for half := 1; half < 2*units; half++ {
				long, ok := got[half]
				want := 0.4
				if half%2 == 0 {
					want = 0.8
				}
				if !ok || math.Abs(long-want) > 0.01 {
					t.Errorf("%s %s: the tick at %d half units is %.2f mm long (there: %v), want %.1f", paper, u, half, long, ok, want)
				}
			}
		}
	}
}

// TestScaleCheckLabel: the scale bar's label reads upwards beside the bar, between it and
// the cards, centred on the bar's length, so it is read with the bar it speaks of.
func TestScaleCheckLabel(t *testing.T) {
	for _, paper := range []Paper{A4, Letter} {
		for _, u := range []terrain.Unit{terrain.Centimetres, terrain.Inches} {
			bar, _ := CardScale(paper, u)
			var b bytes.Buffer
			if err := Cards(&b, sample(t, "germany-1940"), Options{Paper: paper, Unit: u}); err != nil {
				t.Fatal(err)
			}
			ws := pdfWords(t, b.Bytes())[0]
			var first word
			for _, w := range ws {
				if w.text == "SCALE:" {
					first = w
				}
			}
			if first.text == "" {
				t.Fatalf("%s %s: no scale label", paper, u)
			}
			// The label's words stand in one column, reading upwards from SCALE:.
			label := first
			n := 0
			for _, w := range ws {
				if math.Abs(w.xMin-first.xMin) < 0.3 && math.Abs(w.xMax-first.xMax) < 0.3 {
					label.yMin, label.yMax = min(label.yMin, w.yMin), max(label.yMax, w.yMax)
					n++
				}
			}
			if n < 6 || first.yMax < label.yMax-0.01 {
				t.Errorf("%s %s: %d words in the label's column, SCALE: at %.1f-%.1f mm of %.1f-%.1f: not one label reading upwards",
					paper, u, n, first.yMin, first.yMax, label.yMin, label.yMax)
			}
			cards := CardSlots(paper)
			if label.xMin < bar.X+bar.W || label.xMax > cards[0].X {
				t.Errorf("%s %s: label at x %.1f-%.1f mm, want between the bar's edge %.1f and the cards at %.1f",
					paper, u, label.xMin, label.xMax, bar.X+bar.W, cards[0].X)
			}
			if mid, want := (label.yMin+label.yMax)/2, bar.Y+bar.H/2; math.Abs(mid-want) > 1 {
				t.Errorf("%s %s: label centred at y %.1f mm, the bar at %.1f", paper, u, mid, want)
			}
		}
	}
}
