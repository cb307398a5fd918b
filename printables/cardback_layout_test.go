package printables

import (
	"math"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/army"
)

// roundedRectEnds returns where the straight sides of a rectangle with rounded corners of
// radius rad start and end: the eight points its path must pass through.
func roundedRectEnds(r Rect, rad float64) [][2]float64 {
	return [][2]float64{
		{r.X + rad, r.Y}, {r.X + r.W - rad, r.Y}, {r.X + r.W, r.Y + rad}, {r.X + r.W, r.Y + r.H - rad},
		{r.X + r.W - rad, r.Y + r.H}, {r.X + rad, r.Y + r.H}, {r.X, r.Y + r.H - rad}, {r.X, r.Y + rad},
	}
}

// TestCardBackFrames: a card's back is framed as its face is, cardInset inside its cut
// line, so a back cut a little off keeps its frame; nothing is inked outside that frame
// but the cut line, and the frame is filled to its edges; a second, thinner frame runs
// 2 mm inside the first, its corners rounded 1.5 mm against the outer frame's 2 mm.
func TestCardBackFrames(t *testing.T) {
	a := army.Army{Name: "Panzer-Lehr", Faction: "Wehrmacht", Tanks: []army.Tank{{Name: "Tiger", Class: army.Heavy}}}
	d, r := drawInSlot(t, Options{}, func(s *sheet, r Rect) { s.cardBack(r, a, 0) })
	frame := Rect{r.X + cardInset, r.Y + cardInset, r.W - 2*cardInset, r.H - 2*cardInset}
	const near = 0.02
	at := func(p, q float64) bool { return math.Abs(p-q) < near }
	box := word{xMin: math.Inf(1), yMin: math.Inf(1), xMax: math.Inf(-1), yMax: math.Inf(-1)}
	var points [][2]float64
	for _, m := range d.page.ink(t) {
		if m.text || (at(m.x, r.X) || at(m.x, r.X+r.W)) && (at(m.y, r.Y) || at(m.y, r.Y+r.H)) {
			continue // words, and the cut line's corners
		}
		points = append(points, [2]float64{m.x, m.y})
		box.xMin, box.yMin, box.xMax, box.yMax = min(box.xMin, m.x), min(box.yMin, m.y), max(box.xMax, m.x), max(box.yMax, m.y)
	}
	if !at(box.xMin, frame.X) || !at(box.yMin, frame.Y) || !at(box.xMax, frame.X+frame.W) || !at(box.yMax, frame.Y+frame.H) {
		t.Errorf("the back's ink spans (%.2f, %.2f)-(%.2f, %.2f) mm, want the frame (%.2f, %.2f)-(%.2f, %.2f), cardInset inside the cut line",
			box.xMin, box.yMin, box.xMax, box.yMax, frame.X, frame.Y, frame.X+frame.W, frame.Y+frame.H)
	}
	inner := Rect{frame.X + 2, frame.Y + 2, frame.W - 4, frame.H - 4}
	for _, f := range []struct {
		name string
		r    Rect
		rad  float64
	}{{"outer", frame, 2}, {"inner", inner, 1.5}} {
		for _, want := range roundedRectEnds(f.r, f.rad) {
			found := false
			for _, p := range points {
				found = found || at(p[0], want[0]) && at(p[1], want[1])
			}
			if !found {
				t.Errorf("the %s frame does not pass through (%.2f, %.2f) mm: want it at (%.2f, %.2f)-(%.2f, %.2f), corners of %.1f mm",
					f.name, want[0], want[1], f.r.X, f.r.Y, f.r.X+f.r.W, f.r.Y+f.r.H, f.rad)
			}
		}
	}
}

// TestCardBackIcon: the class icon of a back (R2's class, three bars, as many filled as
// the class is heavy) is 20 mm wide and high, centred across the card, from 15 to 35 mm
// under the frame's top: the same place on every back, so a stack of cards reads alike.
func TestCardBackIcon(t *testing.T) {
	for _, c := range []army.Class{army.Small, army.Medium, army.Heavy} {
		a := army.Army{Name: "Panzer-Lehr", Tanks: []army.Tank{{Name: "T", Class: c}}}
		d, r := drawInSlot(t, Options{}, func(s *sheet, r Rect) { s.cardBack(r, a, 0) })
		x, y, w := r.X+cardInset, r.Y+cardInset, r.W-2*cardInset
		var bars []Rect
		for _, b := range d.page.mmRects() {
			if b.W < 10 && b.H < 21 {
				bars = append(bars, b) // not the cut line
			}
		}
		if len(bars) != 3 {
			t.Fatalf("%s: %d bars in the back's icon, want 3", c, len(bars))
		}
		got := span(bars2words(bars))
		const near = 0.05
		if math.Abs(got.xMin-(x+(w-20)/2)) > near || math.Abs(got.xMax-(x+(w+20)/2)) > near ||
			math.Abs(got.yMin-(y+15)) > near || math.Abs(got.yMax-(y+35)) > near {
			t.Errorf("%s: the icon spans (%.2f, %.2f)-(%.2f, %.2f) mm, want (%.2f, %.2f)-(%.2f, %.2f): 20 mm, centred on the card",
				c, got.xMin, got.yMin, got.xMax, got.yMax, x+(w-20)/2, y+15, x+(w+20)/2, y+35)
		}
	}
}

// TestCardBackArmy: a back's foot names the army, centred, on a baseline 19 mm above the
// frame's foot, and under it, on a baseline 13.5 mm above the foot, its nation: the
// army's faction, or else the catalogue nation of the tank's model (R12), shown only when
// there is one and it is not the army's name already (in any case). Both are fitted to
// the frame less 4 mm on either side, shrunk and then cut: a long name never reaches the
// inner frame.
func TestCardBackArmy(t *testing.T) {
	long := "Panzerregiment 35 der 4. Panzerdivision, verstärkt durch die Aufklärungsabteilung"
	longNation := "Großdeutsches Reich, Oberkommando des Heeres, Heeresgruppe B"
	tiger := army.Tank{Name: "Tiger", Class: army.Heavy}
	for _, c := range []struct {
		name   string
		a      army.Army
		nation string // "" when none is shown
	}{
		{"faction", army.Army{Name: "Panzer-Lehr", Faction: "Wehrmacht", Tanks: []army.Tank{tiger}}, "Wehrmacht"},
		{"catalogue nation (R12)", army.Army{Name: "Panzer-Lehr", Tanks: []army.Tank{{Name: "P", Model: "Panzer IV", Class: army.Heavy}}}, army.Germany},
		{"no nation", army.Army{Name: "Panzer-Lehr", Tanks: []army.Tank{tiger}}, ""},
		{"nation named as the army", army.Army{Name: "Wehrmacht", Faction: "WEHRMACHT", Tanks: []army.Tank{tiger}}, ""},
		{"long names", army.Army{Name: long, Faction: longNation, Tanks: []army.Tank{tiger}}, longNation},
	} {
		d, r := drawInSlot(t, Options{}, func(s *sheet, r Rect) { s.cardBack(r, c.a, 0) })
		x, y, w, h := r.X+cardInset, r.Y+cardInset, r.W-2*cardInset, r.H-2*cardInset
		// Below the kind of tank (on y+51) and above the inner frame's foot.
		foot := wordsIn(d.words, Rect{r.X, y + 53, r.W, h - 53 - 2})
		var lines [][]word
		for _, wd := range foot {
			if n := len(lines); n > 0 && math.Abs(lines[n-1][0].yMax-wd.yMax) < 1 {
				lines[n-1] = append(lines[n-1], wd)
			} else {
				lines = append(lines, []word{wd})
			}
		}
		want := 1
		if c.nation != "" {
			want = 2
		}
		if len(lines) != want {
			t.Errorf("%s: %d lines at the back's foot, want %d (the army, then its nation if shown)", c.name, len(lines), want)
			continue
		}
		for k, line := range lines {
			text, size, base := c.a.Name, 11.0, y+h-19
			if k == 1 {
				text, size, base = c.nation, 9.0, y+h-13.5
			}
			got := span(line)
			cut := text == long || text == longNation
			if cut && !strings.HasSuffix(got.text, "…") {
				t.Errorf("%s: %q not cut, want it cut to fit", c.name, got.text)
			}
			if !cut && got.text != text {
				t.Errorf("%s: line %d reads %q, want %q", c.name, k+1, got.text, text)
			}
			if math.Abs((got.xMin+got.xMax)/2-(x+w/2)) > 0.1 {
				t.Errorf("%s: %q centred on %.2f mm, want the card's middle %.2f", c.name, got.text, (got.xMin+got.xMax)/2, x+w/2)
			}
			if got.xMin < x+4-0.05 || got.xMax > x+w-4+0.05 {
				t.Errorf("%s: %q spans %.2f-%.2f mm, want it within %.2f-%.2f (4 mm inside the frame)", c.name, got.text, got.xMin, got.xMax, x+4, x+w-4)
			}
			if !cut && math.Abs(baseline(got, size)-base) > 0.1 {
				t.Errorf("%s: %q on a baseline at %.2f mm, want %.2f", c.name, got.text, baseline(got, size), base)
			}
			if cut && math.Abs(baselineOf(got)-base) > 0.3 {
				t.Errorf("%s: %q on a baseline at %.2f mm, want %.2f", c.name, got.text, baselineOf(got), base)
			}
		}
	}
}
