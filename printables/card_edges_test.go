package printables

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/army"
)

// TestCardNameShrinksBeforeItIsCut: a name too long for one line is set on two at the
// largest size, in steps of half a point down from 11 pt, at which it takes two lines
// whole (docs/printing.md); only a name too long for two lines even at 8.5 pt is cut, and
// then at 8.5 pt, not smaller. The size is read from the first line's word boxes (the Go
// fonts' boxes are 1.15 em high).
func TestCardNameShrinksBeforeItIsCut(t *testing.T) {
	for _, tc := range []struct {
		name  string
		size  float64
		whole bool
	}{
		{"Kleiner Panzerbefehlswagen des Regimentsstabes", 11, true},
		{"Kleiner Panzerbefehlswagen der schweren Abteilung Nord", 10.5, true},
		{"Panzerbefehlswagen der schweren Panzerabteilung Nordost", 9, true},
		{"Panzerkampfwagen Befehlswagen der schweren Abteilung des Regimentsstabes", 8.5, false},
	} {
		a := army.Army{Name: "Names", Tanks: []army.Tank{{Class: army.Heavy, Name: tc.name}}}
		d, r := drawInSlot(t, Options{}, func(s *sheet, r Rect) { s.card(r, a, 0) })
		header := wordsIn(d.words, Rect{r.X + cardInset, r.Y + cardInset, r.W - 2*cardInset, cardHeader})
		if len(header) == 0 {
			t.Fatalf("%q: no words in the card's header", tc.name)
		}
		var first []word
		for _, w := range header {
			if math.Abs(w.yMin-header[0].yMin) < 0.2 {
				first = append(first, w)
			}
		}
		f := span(first)
		if size := (f.yMax - f.yMin) / (1.15 * mmPerPoint); math.Abs(size-tc.size) > 0.1 {
			t.Errorf("%q: its first line %q set at %.2f pt, want %.1f", tc.name, f.text, size, tc.size)
		}
		all := span(header).text
		if whole := all == tc.name; whole != tc.whole {
			t.Errorf("%q: the header reads %q; whole %v, want %v", tc.name, all, whole, tc.whole)
		}
	}
}

// TestCardFootFitsALongArmyName: the foot of a card (the army's name, R12's nation before
// it) is cut to the card's text area, 2.5 mm inside the frame, when the name is long.
func TestCardFootFitsALongArmyName(t *testing.T) {
	a := army.Army{Name: strings.Repeat("Panzerregiment der Aufklärungsabteilung ", 3), Faction: "Deutsches Reich",
		Tanks: []army.Tank{{Class: army.Medium}}}
	d, r := drawInSlot(t, Options{}, func(s *sheet, r Rect) { s.card(r, a, 0) })
	checkWithinFrame(t, "a card of a long army name", d, r, 2.5)
}

// TestClassIconBarsFilled: the class icon on a card tells the classes apart in black and
// white (R2): of its three rising bars, one is filled black for a small tank, two for a
// medium and three for a heavy, the rest white.
func TestClassIconBarsFilled(t *testing.T) {
	const side = 4.6
	bar := (side - 2*side/10) / 3
	for _, c := range army.Classes() {
		a := army.Army{Name: "Icons", Tanks: []army.Tank{{Class: c}}}
		d, _ := drawInSlot(t, Options{}, func(s *sheet, r Rect) { s.card(r, a, 0) })
		var fills []string
		for _, p := range d.page.paints(t) {
			if p.op == "B" && math.Abs(p.r.W-bar) < 0.01 {
				fills = append(fills, fmt.Sprint(p.fill))
			}
		}
		want := []string{}
		for k := range 3 {
			if k < classBars(c) {
				want = append(want, "[0 0 0]")
			} else {
				want = append(want, "[255 255 255]")
			}
		}
		if strings.Join(fills, " ") != strings.Join(want, " ") {
			t.Errorf("%s: the icon's bars filled %v, want %v", c, fills, want)
		}
	}
}
