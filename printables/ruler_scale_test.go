package printables

import (
	"slices"
	"testing"

	"github.com/ezd-game/ezd/terrain"
)

// TestRulerTicksPerUnit: R10's rulers in centimetres are marked every millimetre, the half
// centimetre longer and the whole ones longest and numbered; in inches every quarter, the
// half longer. Finer marks than quarters are too dense to read at the table.
func TestRulerTicksPerUnit(t *testing.T) {
	for _, c := range []struct {
		unit   terrain.Unit
		at     []float64
		levels []int
	}{
		{terrain.Centimetres, []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, []int{2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 2}},
		{terrain.Inches, []float64{0, 6.35, 12.7, 19.05, 25.4}, []int{2, 0, 1, 0, 2}},
	} {
		ticks := Ticks(c.unit, 3, 4)
		if len(ticks) != len(c.at) {
			t.Errorf("%s: %d ticks from 3 to 4, want %d", c.unit, len(ticks), len(c.at))
			continue
		}
		for i, tk := range ticks {
			if !near(tk.At, c.at[i]) || tk.Level != c.levels[i] {
				t.Errorf("%s: tick %d at %.2f mm, level %d; want %.2f mm, level %d", c.unit, i, tk.At, tk.Level, c.at[i], c.levels[i])
			}
		}
		if ticks[0].Label != "3" || ticks[len(ticks)-1].Label != "4" {
			t.Errorf("%s: labels %q and %q at the ends, want 3 and 4", c.unit, ticks[0].Label, ticks[len(ticks)-1].Label)
		}
	}
}

// TestRulerStripsShortestFirst: the strips of every set come shortest first, as the spares
// do, whatever order the class table lists its moves and ranges in.
func TestRulerStripsShortestFirst(t *testing.T) {
	strips := rulerStrips()
	if !slices.IsSortedFunc(strips, func(a, b Strip) int { return a.Length - b.Length }) {
		t.Errorf("rulerStrips gives lengths out of order: %v", strips)
	}
	for _, paper := range []Paper{A4, Letter} {
		for _, u := range []terrain.Unit{terrain.Centimetres, terrain.Inches} {
			page := RulerLayout(Options{Paper: paper, Unit: u})
			for i := 1; i < len(page.Strips); i++ {
				a, b := page.Strips[i-1], page.Strips[i]
				if a.Set == b.Set && a.Length > b.Length {
					t.Errorf("%s %s, set %d: a %d strip before a %d", paper, u, a.Set, a.Length, b.Length)
				}
			}
		}
	}
}

// TestRulerSetsSpacedApart: the calibration bar stands 2 gaps above the first strip, the
// strips of a set one gap apart, and each set after the first one gap further down, so the
// sets are told apart when cut.
func TestRulerSetsSpacedApart(t *testing.T) {
	for _, paper := range []Paper{A4, Letter} {
		for _, u := range []terrain.Unit{terrain.Centimetres, terrain.Inches} {
			page := RulerLayout(Options{Paper: paper, Unit: u})
			if page.Sets < 1 || len(page.Strips) == 0 {
				t.Fatalf("%s %s: %d sets, %d strips", paper, u, page.Sets, len(page.Strips))
			}
			prev := page.Calibration.Y
			gap := 2 * stripGap // below the calibration bar
			set := page.Strips[0].Set
			if set != 0 {
				t.Errorf("%s %s: the first strip is in set %d, want 0", paper, u, set)
			}
			for _, st := range page.Strips {
				if st.Set != set {
					gap, set = 2*stripGap, st.Set
				}
				for _, p := range st.Pieces {
					if !near(p.Y-prev, stripHeight+gap) {
						t.Errorf("%s %s, set %d, %d strip: %.2f mm below the one above, want %.2f", paper, u, st.Set, st.Length, p.Y-prev, stripHeight+gap)
					}
					prev, gap = p.Y, stripGap
				}
			}
		}
	}
}

// TestRulerStripsClearOfTheFooter: the spare strips fill the room the sets leave, down to
// the footer's 6 mm above the bottom margin and not into it.
func TestRulerStripsClearOfTheFooter(t *testing.T) {
	for _, paper := range []Paper{A4, Letter} {
		for _, u := range []terrain.Unit{terrain.Centimetres, terrain.Inches} {
			page := RulerLayout(Options{Paper: paper, Unit: u})
			bottom := page.Height - margin - 6
			for _, st := range page.Strips {
				for _, p := range st.Pieces {
					if p.Y+p.Height > bottom+1e-9 {
						t.Errorf("%s %s, set %d: a %d strip ends %.1f mm down, into the footer's room below %.1f", paper, u, st.Set, st.Length, p.Y+p.Height, bottom)
					}
				}
			}
		}
	}
}
