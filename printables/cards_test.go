package printables

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/terrain"
)

// TestCardText checks what docs/printing.md (Cards) asks of every card: the nation, "armoured car" where
// the catalogue says so, and the class in words beside its icon.
func TestCardText(t *testing.T) {
	var b bytes.Buffer
	if err := Cards(&b, sample(t, "france-1940"), Options{}); err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, b.Bytes())
	wantText(t, text, "Heavy tank 4 points", "Small tank 2 points", "Small armoured car 2 points")
	if n := strings.Count(text, "FRANCE · France 1940"); n != 4 {
		t.Errorf("the nation is on %d cards of 4", n)
	}
	if strings.Contains(text, "Panhard 178\nSmall tank") || strings.Count(text, "armoured car") != 1 {
		t.Errorf("R12: only the Panhard 178 is an armoured car:\n%s", text)
	}
}

func TestCardNationFromTheCatalogue(t *testing.T) {
	for _, tc := range []struct {
		name string
		a    army.Army
		want string
	}{
		{"the army's faction first", army.Army{Faction: "Böhmen", Tanks: []army.Tank{{Model: "Panzer IV"}}}, "Böhmen"},
		{"R12 the model's nation", army.Army{Tanks: []army.Tank{{Model: "Somua S35"}}}, army.France},
		{"a custom tank has none", army.Army{Tanks: []army.Tank{{Model: "Landkreuzer"}}}, ""},
	} {
		if got := nation(tc.a, tc.a.Tanks[0]); got != tc.want {
			t.Errorf("%s: nation = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestClassIconsDiffer checks that the classes differ in black and white: the icon fills
// a different number of bars for each, rising with the class.
func TestClassIconsDiffer(t *testing.T) {
	var filled []int
	for _, c := range army.Classes() {
		filled = append(filled, classBars(c))
	}
	if !slices.IsSorted(filled) || filled[0] == filled[1] || filled[1] == filled[2] {
		t.Errorf("bars filled for small, medium, heavy = %v, want three different counts rising", filled)
	}
}

// TestTwoLineNames checks that a name too long for one line takes two at about 11 pt
// (docs/printing.md), and a very long one shrinks before it is cut.
func TestTwoLineNames(t *testing.T) {
	for _, tc := range []struct {
		name    string
		lines   int
		minSize float64
	}{
		{"Panzer IV", 1, 10.5},
		{"Kleiner Panzerbefehlswagen des Regimentsstabes", 2, 10.5},
		{"Kleiner Panzerbefehlswagen der schweren Abteilung", 2, 8.5},
		{"Panzerkampfwagen Befehlswagen der schweren Abteilung des Regimentsstabes", 2, 7}, // cut short
	} {
		s := newSheet(Options{}, "names")
		s.page(false)
		w := CardWidth - 2*cardInset - 5
		if got := s.cardName(10, 10, w, tc.name); got != tc.lines || s.size < tc.minSize {
			t.Errorf("%q: %d lines at %.1f pt, want %d at %.1f pt or more", tc.name, got, s.size, tc.lines, tc.minSize)
		}
	}
}

// TestBackSlotsMirror checks that each back lies behind its card when the sheet turns over
// its long edge: same row, mirrored column.
func TestBackSlotsMirror(t *testing.T) {
	for _, paper := range []Paper{A4, Letter} {
		w, _ := paper.Size()
		fronts, backs := CardSlots(paper), BackSlots(paper)
		for i, f := range fronts {
			b := backs[i]
			if !near(b.X+b.W, w-f.X) || b.Y != f.Y || b.W != f.W || b.H != f.H {
				t.Errorf("%s slot %d: front %+v, back %+v: not mirrored left to right", paper, i, f, b)
			}
			if mirror := fronts[i/3*3+2-i%3]; !near(b.X, mirror.X) {
				t.Errorf("%s slot %d: back at x %.2f, want the mirrored column's %.2f", paper, i, b.X, mirror.X)
			}
		}
	}
}

// TestCardBacks checks the PDF: with Backs, a page of backs follows each page of cards,
// each back drawn at its mirrored slot and naming the army, the nation and the class.
func TestCardBacks(t *testing.T) {
	a := testArmy(t, "big.yaml")
	for _, paper := range []Paper{A4, Letter} {
		var with, without bytes.Buffer
		if err := Cards(&with, a, Options{Paper: paper, Backs: true}); err != nil {
			t.Fatal(err)
		}
		if err := Cards(&without, a, Options{Paper: paper}); err != nil {
			t.Fatal(err)
		}
		pages, plain := readPDF(t, with.Bytes()), readPDF(t, without.Bytes())
		if len(pages) != 2*len(plain) {
			t.Fatalf("%s: %d pages with backs, want %d", paper, len(pages), 2*len(plain))
		}
		backs := BackSlots(paper)
		for i, r := range backs {
			// Nine cards on the first page, two on the second.
			if !pages[1].hasRect(r) {
				t.Errorf("%s: no back at mirrored slot %d", paper, i)
			}
			if got := pages[3].hasRect(r); got != (i < 2) {
				t.Errorf("%s: second page of backs has a back at slot %d = %v", paper, i, got)
			}
		}
	}
	var b bytes.Buffer
	if err := Cards(&b, sample(t, "france-1940"), Options{Backs: true}); err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, b.Bytes())
	wantText(t, text, "HEAVY", "SMALL", "armoured car")
	if n := strings.Count(text, "EIN, ZWEI, DREI"); n != 4 {
		t.Errorf("%d backs, want 4", n)
	}
}

// TestTokensAndTracker checks the paper aids of docs/printing.md: a turn tracker with the R3 quota for
// every size of the army, and one "activated" and one "defending" token for every tank,
// no more.
func TestTokensAndTracker(t *testing.T) {
	for _, tc := range []struct {
		file   string
		tanks  int
		sheets int
		quota  string
	}{
		{"umlauts.yaml", 4, 1, "With 4 or 3 tanks left, 2 activations; with 2 or 1, 1."},
		{"big.yaml", 11, 2, "With 11 tanks left, 6 activations;"}, // wrapped: TestQuotaWords reads the rest
	} {
		a := testArmy(t, tc.file)
		fills := cardFills(a)
		var sheets int
		for _, f := range fills {
			if f.what == "tokens" {
				sheets++
			}
		}
		if sheets != tc.sheets || sheets*tokensPerSheet < tc.tanks {
			t.Errorf("%s: %d sheets of tokens for %d tanks", tc.file, sheets, tc.tanks)
		}
		var b bytes.Buffer
		if err := Cards(&b, a, Options{}); err != nil {
			t.Fatal(err)
		}
		text := pdfText(t, b.Bytes())
		wantText(t, text, "Turn tracker", "Activations a turn", tc.quota)
		for _, token := range []string{"ACTIVATED", "DEFENDING"} {
			if n := strings.Count(text, token); n != tc.tanks {
				t.Errorf("%s: %d %s tokens, want %d", tc.file, n, token, tc.tanks)
			}
		}
	}
}

// TestQuotaWords checks the tracker's quota in words (docs/printing.md: "Tanks 1 2 3 /
// Acts 1 1 2" was cryptic on paper): R3's half of the tanks left, rounding up, for every
// number an army can have left, the numbers with the same quota named together.
func TestQuotaWords(t *testing.T) {
	for _, tc := range []struct {
		name  string
		tanks int
		want  string
	}{
		{"R3 one tank", 1, "With 1 tank left, 1 activation."},
		{"R3 two tanks share a quota of one", 2, "With 2 or 1 tanks left, 1 activation."},
		{"R3 three tanks round up to two", 3, "With 3 tanks left, 2 activations; with 2 or 1, 1."},
		{"R3 four tanks", 4, "With 4 or 3 tanks left, 2 activations; with 2 or 1, 1."},
		{"R3 eleven tanks", 11, "With 11 tanks left, 6 activations; with 10 or 9, 5; with 8 or 7, 4; " +
			"with 6 or 5, 3; with 4 or 3, 2; with 2 or 1, 1."},
	} {
		if got := quotaWords(tc.tanks); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestCardScale checks the card page's scale check: its length in the page's unit, in
// the margin clear of the edge, the cards and the cut marks, and drawn where it says.
func TestCardScale(t *testing.T) {
	for _, paper := range []Paper{A4, Letter} {
		for _, u := range []terrain.Unit{terrain.Centimetres, terrain.Inches} {
			bar, units := CardScale(paper, u)
			if !near(bar.H, u.Millimetres(float64(units))) || units < 2 {
				t.Errorf("%s %s: bar %.2f mm for %d units", paper, u, bar.H, units)
			}
			cards := CardSlots(paper)
			// The label's descenders reach half a millimetre past its baseline.
			if right := bar.X + bar.W + scaleLabel + 0.5; bar.X < EdgeRoom || right > cards[0].X-1 {
				t.Errorf("%s %s: bar and label at x %.1f-%.1f, want between %.0f mm and 1 mm before the cards at %.1f",
					paper, u, bar.X, right, EdgeRoom, cards[0].X)
			}
			for _, m := range CutMarks(paper) {
				if m.Y1 == m.Y2 && m.Y1 >= bar.Y && m.Y1 <= bar.Y+bar.H {
					t.Errorf("%s %s: bar crosses the cut mark at y %.1f", paper, u, m.Y1)
				}
			}
			var b bytes.Buffer
			if err := Cards(&b, sample(t, "germany-1940"), Options{Paper: paper, Unit: u}); err != nil {
				t.Fatal(err)
			}
			if !readPDF(t, b.Bytes())[0].hasRect(bar) {
				t.Errorf("%s %s: no scale bar at %+v", paper, u, bar)
			}
			wantText(t, pdfText(t, b.Bytes()), "SCALE: this bar must measure "+u.Format(units))
		}
	}
}
