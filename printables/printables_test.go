package printables

import (
	"bytes"
	"io"
	"math"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/terrain"
)

// printout is one of the package's writers with the army bound in.
type printout struct {
	name  string
	write func(io.Writer, Options) error
	pages int
	// landscape is the set of pages (from 0) that lie on their side.
	landscape map[int]bool
}

func printouts(a army.Army, cardPages int, u terrain.Unit) []printout {
	rulers := map[int]bool{}
	all := map[int]bool{}
	if u == terrain.Inches { // R10: 15" is longer than an upright page is wide
		rulers[0] = true
		all[cardPages+2] = true
	}
	return []printout{
		{"cards", func(w io.Writer, o Options) error { return Cards(w, a, o) }, cardPages, nil},
		{"roster", func(w io.Writer, o Options) error { return Roster(w, a, o) }, 1, nil},
		{"reference", Reference, 1, nil},
		{"rulers", Rulers, 1, rulers},
		{"all", func(w io.Writer, o Options) error { return All(w, a, o) }, cardPages + 3, all},
	}
}

func TestPagesAndSizes(t *testing.T) {
	sizes := map[Paper][2]float64{A4: {595.28, 841.89}, Letter: {612, 792}}
	armies := []struct {
		name      string
		army      army.Army
		cardPages int
	}{
		{"germany sample", sample(t, "germany-1940"), 1},
		{"eleven tanks", testArmy(t, "big.yaml"), 2},
	}
	for _, paper := range []Paper{A4, Letter} {
		for _, u := range []terrain.Unit{terrain.Centimetres, terrain.Inches} {
			for _, ar := range armies {
				for _, p := range printouts(ar.army, ar.cardPages, u) {
					t.Run(strings.Join([]string{paper.String(), u.String(), ar.name, p.name}, "/"), func(t *testing.T) {
						var b bytes.Buffer
						if err := p.write(&b, Options{Paper: paper, Unit: u}); err != nil {
							t.Fatal(err)
						}
						pages := readPDF(t, b.Bytes())
						if len(pages) != p.pages {
							t.Fatalf("%d pages, want %d", len(pages), p.pages)
						}
						for i, pg := range pages {
							want := sizes[paper]
							if p.landscape[i] {
								want[0], want[1] = want[1], want[0]
							}
							if pg.width != want[0] || pg.height != want[1] {
								t.Errorf("page %d is %.2f x %.2f pt, want %.2f x %.2f", i+1, pg.width, pg.height, want[0], want[1])
							}
						}
					})
				}
			}
		}
	}
}

func TestSameInputSameBytes(t *testing.T) {
	a := testArmy(t, "umlauts.yaml")
	for _, opt := range []Options{{}, {Paper: Letter, Unit: terrain.Inches}} {
		var first, second bytes.Buffer
		if err := All(&first, a, opt); err != nil {
			t.Fatal(err)
		}
		if err := All(&second, a, opt); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(first.Bytes(), second.Bytes()) {
			t.Errorf("%+v: two runs gave different bytes", opt)
		}
		if !bytes.Contains(first.Bytes(), []byte("/CreationDate (D:20000101000000)")) {
			t.Errorf("%+v: no fixed creation date", opt)
		}
	}
}

func TestPaperSizeInMillimetres(t *testing.T) {
	for _, tc := range []struct {
		paper Paper
		w, h  float64
	}{{A4, 210, 297}, {Letter, 215.9, 279.4}} {
		w, h := tc.paper.Size()
		if math.Abs(w-tc.w) > 0.01 || math.Abs(h-tc.h) > 0.01 {
			t.Errorf("%s is %.3f x %.3f mm, want %.1f x %.1f", tc.paper, w, h, tc.w, tc.h)
		}
	}
}

func TestParsePaper(t *testing.T) {
	for in, want := range map[string]Paper{"": A4, "a4": A4, " A4 ": A4, "letter": Letter, "Letter": Letter} {
		got, err := ParsePaper(in)
		if err != nil || got != want {
			t.Errorf("ParsePaper(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	if _, err := ParsePaper("a5"); err == nil || !strings.Contains(err.Error(), "want a4 or letter") {
		t.Errorf("ParsePaper(a5) = %v, want an error naming the choices", err)
	}
	var p Paper
	if err := p.UnmarshalText([]byte("letter")); err != nil || p != Letter {
		t.Errorf("UnmarshalText(letter) = %v, %v", p, err)
	}
}

func TestInvalidArmyWritesNothing(t *testing.T) {
	for name, a := range map[string]army.Army{
		"R1 no tanks":       {Name: "Empty"},
		"R1 over the limit": {Name: "Greedy", Tanks: []army.Tank{{Class: army.Heavy}, {Class: army.Heavy}, {Class: army.Heavy}}},
	} {
		t.Run(name, func(t *testing.T) {
			for _, write := range []func(io.Writer, army.Army, Options) error{Cards, Roster, All} {
				var b bytes.Buffer
				err := write(&b, a, Options{})
				if err == nil || !strings.Contains(err.Error(), a.Name) {
					t.Errorf("err = %v, want one naming the army", err)
				}
				if b.Len() != 0 {
					t.Errorf("wrote %d bytes for an army that cannot be printed", b.Len())
				}
			}
		})
	}
}

// TestLargestArmy prints the largest army R1 allows: the roster runs over pages and the
// loss threshold becomes boxes for running totals.
func TestLargestArmy(t *testing.T) {
	a := army.Army{Name: "Horde", Points: army.MaxLimit}
	for range army.MaxLimit / army.Heavy.Stats().Cost {
		a.Tanks = append(a.Tanks, army.Tank{Class: army.Heavy})
	}
	var b bytes.Buffer
	if err := Roster(&b, a, Options{Paper: Letter}); err != nil {
		t.Fatal(err)
	}
	if pages := readPDF(t, b.Bytes()); len(pages) < 2 {
		t.Errorf("roster of %d tanks on %d page(s)", len(a.Tanks), len(pages))
	}
	wantText(t, pdfText(t, b.Bytes()), "250 Heavy 250 Heavy 4 1 12 cm 15 cm +1 +1",
		"the army breaks at 500.")
}

// TestContinuedRoster checks that a roster running over pages says so: its title again on
// the next page and "page 2 of 2" (docs/printing.md).
func TestContinuedRoster(t *testing.T) {
	a := army.Army{Name: "Zweite Welle", Points: 120}
	for range 30 {
		a.Tanks = append(a.Tanks, army.Tank{Class: army.Heavy})
	}
	for _, paper := range []Paper{A4, Letter} {
		var b bytes.Buffer
		if err := Roster(&b, a, Options{Paper: paper}); err != nil {
			t.Fatal(err)
		}
		pages := readPDF(t, b.Bytes())
		if len(pages) != 2 {
			t.Fatalf("%s: %d pages, want 2", paper, len(pages))
		}
		text := pdfText(t, b.Bytes())
		wantText(t, text, "roster of Zweite Welle · page 1 of 2", "ROSTER, CONTINUED", "Zweite Welle\n",
			"roster of Zweite Welle · page 2 of 2", "30 Heavy 30 Heavy")
	}
	var b bytes.Buffer
	if err := Roster(&b, sample(t, "germany-1940"), Options{}); err != nil {
		t.Fatal(err)
	}
	if text := pdfText(t, b.Bytes()); strings.Contains(text, "page 1 of") || strings.Contains(text, "CONTINUED") {
		t.Error("a one-page roster says it continues")
	}
}

// TestRosterPlan checks the split of a roster over pages for every length up to 300: every
// tank on a page, no page past the bottom, and the loss boxes on a page of their own only
// when they do not fit after the last row.
func TestRosterPlan(t *testing.T) {
	const first, next, bottom = 60.0, 30.0, 270.0
	for n := 1; n <= 300; n++ {
		rows, lossPage := rosterPlan(n, first, next, bottom)
		sum := 0
		for p, r := range rows {
			top := next
			if p == 0 {
				top = first
			}
			if r < 1 || top+float64(r)*rosterRow > bottom+1e-9 {
				t.Fatalf("%d tanks: page %d holds %d rows from %.0f mm, past the bottom", n, p+1, r, top)
			}
			sum += r
		}
		if sum != n {
			t.Fatalf("%d tanks: pages hold %d", n, sum)
		}
		top := next
		if len(rows) == 1 {
			top = first
		}
		if fits := top+float64(rows[len(rows)-1])*rosterRow+lossSection <= bottom; fits == lossPage {
			t.Fatalf("%d tanks: loss boxes fit %v, own page %v", n, fits, lossPage)
		}
	}
}
