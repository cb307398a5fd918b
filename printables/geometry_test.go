package printables

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/solo"
	"github.com/ezd-game/ezd/terrain"
)

// near reports whether two lengths in millimetres agree to a thousandth of a millimetre.
func near(a, b float64) bool { return math.Abs(a-b) < 1e-3 }

func TestCardSlots(t *testing.T) {
	for _, paper := range []Paper{A4, Letter} {
		pw, ph := paper.Size()
		slots := CardSlots(paper)
		if len(slots) != 9 {
			t.Fatalf("%s: %d cards a page, want 9", paper, len(slots))
		}
		for i, r := range slots {
			if r.W != 63 || r.H != 88 {
				t.Errorf("%s card %d is %.2f x %.2f mm, want poker size 63 x 88", paper, i, r.W, r.H)
			}
			if r.X < 5 || r.Y < 5 || r.X+r.W > pw-5 || r.Y+r.H > ph-5 {
				t.Errorf("%s card %d at %+v is within 5 mm of the edge of a %.1f x %.1f page", paper, i, r, pw, ph)
			}
			// Edge to edge, row by row: one cut separates two cards.
			if i%3 > 0 && !near(r.X, slots[i-1].X+63) || i%3 == 0 && i > 0 && !near(r.Y, slots[i-3].Y+88) {
				t.Errorf("%s card %d at %+v does not touch its neighbour", paper, i, r)
			}
		}
		// The block is centred, so the cut marks have the same room on both sides.
		if !near(slots[0].X, pw-slots[8].X-63) || !near(slots[0].Y, ph-slots[8].Y-88) {
			t.Errorf("%s: card block is not centred", paper)
		}
	}
}

func TestCutMarks(t *testing.T) {
	for _, paper := range []Paper{A4, Letter} {
		pw, ph := paper.Size()
		slots := CardSlots(paper)
		left, top := slots[0].X, slots[0].Y
		right, bottom := slots[8].X+63, slots[8].Y+88
		edgesX := []float64{left, left + 63, left + 126, right}
		edgesY := []float64{top, top + 88, top + 176, bottom}
		marks := CutMarks(paper)
		if len(marks) != 16 {
			t.Errorf("%s: %d cut marks, want 16 (two for each of the 8 cutting lines)", paper, len(marks))
		}
		for _, m := range marks {
			length := math.Hypot(m.X2-m.X1, m.Y2-m.Y1)
			// docs/printing.md: clear of the 5 mm that home printers cannot print.
			const e = EdgeRoom - 1e-9
			onPage := min(m.X1, m.X2) >= e && max(m.X1, m.X2) <= pw-e && min(m.Y1, m.Y2) >= e && max(m.Y1, m.Y2) <= ph-e
			// A white gap between mark and card, so a card cut a little inside shows no mark.
			const g = minCutGap - 1e-9
			outside := max(m.X1, m.X2) <= left-g || min(m.X1, m.X2) >= right+g || max(m.Y1, m.Y2) <= top-g || min(m.Y1, m.Y2) >= bottom+g
			onLine := m.X1 == m.X2 && slices.ContainsFunc(edgesX, func(x float64) bool { return near(x, m.X1) }) ||
				m.Y1 == m.Y2 && slices.ContainsFunc(edgesY, func(y float64) bool { return near(y, m.Y1) })
			if length < 2 || !onPage || !outside || !onLine {
				t.Errorf("%s: cut mark %+v: length %.1f, on page %v, outside the cards %v, on a cutting line %v",
					paper, m, length, onPage, outside, onLine)
			}
		}
	}
}

// TestCardsDrawnAtTheirSlots checks the PDF itself: every card's cut line is a 63 x 88 mm
// rectangle at its slot.
func TestCardsDrawnAtTheirSlots(t *testing.T) {
	for _, paper := range []Paper{A4, Letter} {
		var b bytes.Buffer
		if err := Cards(&b, testArmy(t, "big.yaml"), Options{Paper: paper}); err != nil {
			t.Fatal(err)
		}
		pages := readPDF(t, b.Bytes())
		for i, r := range CardSlots(paper) {
			if !pages[0].hasRect(r) {
				t.Errorf("%s: page 1 has no card outline at %+v", paper, r)
			}
			// Eleven tanks: two on page 2, then the turn tracker; the tokens that follow are
			// cut out of their slots, which have no outline of their own.
			if got := pages[1].hasRect(r); got != (i < 3) {
				t.Errorf("%s: page 2 card outline at slot %d drawn = %v", paper, i, got)
			}
		}
	}
}

func TestRulerLengths(t *testing.T) {
	for _, tc := range []struct {
		name   string
		unit   terrain.Unit
		length int
		mm     float64
	}{
		{"R10 centimetres: heavy range", terrain.Centimetres, 15, 150},
		{"R10 centimetres: small move", terrain.Centimetres, 6, 60},
		{"R10 inches: heavy range", terrain.Inches, 15, 381},
		{"R10 inches: heavy move", terrain.Inches, 12, 304.8},
		{"R10 inches: small range", terrain.Inches, 9, 228.6},
	} {
		for _, paper := range []Paper{A4, Letter} {
			t.Run(fmt.Sprintf("%s %s", tc.name, paper), func(t *testing.T) {
				page := RulerLayout(Options{Paper: paper, Unit: tc.unit})
				found := 0
				for _, st := range page.Strips {
					if st.Length != tc.length {
						continue
					}
					found++
					if !near(st.Millimetres(), tc.mm) {
						t.Errorf("set %d: %d %s strip is %.3f mm between its end marks, want %.1f", st.Set, tc.length, tc.unit, st.Millimetres(), tc.mm)
					}
					checkPieces(t, page, st, tc.unit)
				}
				if found != page.Sets && found != page.Sets+1 {
					t.Errorf("%d strips of %d %s, want one in each of %d sets and perhaps a spare", found, tc.length, tc.unit, page.Sets)
				}
			})
		}
	}
}

// checkPieces checks that a strip's pieces run on from one another in whole units, that
// their scales end on their end marks, and that they lie on the page.
func checkPieces(t *testing.T, page RulerPage, st Strip, u terrain.Unit) {
	t.Helper()
	next := 0
	for _, p := range st.Pieces {
		if p.From != next || p.To <= p.From {
			t.Errorf("piece %d-%d does not follow on from %d", p.From, p.To, next)
		}
		next = p.To
		if !near(p.Length, u.Millimetres(float64(p.To-p.From))) {
			t.Errorf("piece %d-%d is %.3f mm", p.From, p.To, p.Length)
		}
		ticks := Ticks(u, p.From, p.To)
		first, last := ticks[0], ticks[len(ticks)-1]
		if first.At != 0 || !near(last.At, p.Length) || first.Label != fmt.Sprint(p.From) || last.Label != fmt.Sprint(p.To) {
			t.Errorf("piece %d-%d: scale runs from %+v to %+v, want its end marks", p.From, p.To, first, last)
		}
		if p.X < margin-1e-9 || p.X+p.Length > page.Width-margin+1e-9 || p.Y < margin || p.Y+p.Height > page.Height-margin {
			t.Errorf("piece %d-%d at (%.1f, %.1f) leaves the printable area of a %.1f x %.1f page", p.From, p.To, p.X, p.Y, page.Width, page.Height)
		}
	}
	if next != st.Length {
		t.Errorf("pieces end at %d, want %d", next, st.Length)
	}
}

// TestRulerStripsFromClassTable checks that every move and range of R2 has its strip.
func TestRulerStripsFromClassTable(t *testing.T) {
	page := RulerLayout(Options{})
	for _, c := range army.Classes() {
		for use, d := range map[string]int{"move": c.Stats().Move, "range": c.Stats().Range} {
			ok := slices.ContainsFunc(page.Strips, func(s Strip) bool {
				return s.Length == d && slices.Contains(s.Uses, c.String()+" "+use)
			})
			if !ok {
				t.Errorf("R2: no %d strip for the %s %s", d, c, use)
			}
		}
	}
}

// TestRulerSpares checks the spare strips that fill the room the full sets leave: the
// shortest first, each distance at most once, and on the inch pages, whose one set leaves
// a third of the page, at least two (docs/printing.md).
func TestRulerSpares(t *testing.T) {
	for _, paper := range []Paper{A4, Letter} {
		for _, u := range []terrain.Unit{terrain.Centimetres, terrain.Inches} {
			page := RulerLayout(Options{Paper: paper, Unit: u})
			var spares []int
			for _, st := range page.Strips {
				if st.Set == page.Sets {
					spares = append(spares, st.Length)
				}
			}
			all := rulerStrips()
			for i, l := range spares {
				if all[i].Length != l {
					t.Errorf("%s %s: spares %v, want the shortest strips first", paper, u, spares)
				}
			}
			if u == terrain.Inches && len(spares) < 2 {
				t.Errorf("%s %s: %d spare strips on a page with room for two", paper, u, len(spares))
			}
		}
	}
}

func TestRulerPagesDoNotOverlap(t *testing.T) {
	for _, paper := range []Paper{A4, Letter} {
		for _, u := range []terrain.Unit{terrain.Centimetres, terrain.Inches} {
			page := RulerLayout(Options{Paper: paper, Unit: u})
			pieces := []Piece{page.Calibration}
			for _, st := range page.Strips {
				pieces = append(pieces, st.Pieces...)
			}
			slices.SortFunc(pieces, func(a, b Piece) int { return int(math.Copysign(1, a.Y-b.Y)) })
			for i := 1; i < len(pieces); i++ {
				if pieces[i].Y < pieces[i-1].Y+pieces[i-1].Height+1 {
					t.Errorf("%s %s: pieces at y %.1f and %.1f overlap", paper, u, pieces[i-1].Y, pieces[i].Y)
				}
			}
			if last := pieces[len(pieces)-1]; last.Y+last.Height > page.Height-margin {
				t.Errorf("%s %s: the last piece runs off the page", paper, u)
			}
		}
	}
}

func TestCalibrationBar(t *testing.T) {
	for _, tc := range []struct {
		unit  terrain.Unit
		units int
		mm    float64
	}{{terrain.Centimetres, 10, 100}, {terrain.Inches, 4, 101.6}} {
		c := RulerLayout(Options{Unit: tc.unit})
		if c.CalibrationUnits != tc.units || !near(c.Calibration.Length, tc.mm) {
			t.Errorf("%s: calibration bar %d units, %.2f mm; want %d, %.1f", tc.unit, c.CalibrationUnits, c.Calibration.Length, tc.units, tc.mm)
		}
	}
}

// TestRulersDrawnTrueToScale checks the PDF itself: the outline of every piece, whose ends
// are the end marks, is drawn where RulerLayout puts it, at its length.
func TestRulersDrawnTrueToScale(t *testing.T) {
	for _, paper := range []Paper{A4, Letter} {
		for _, u := range []terrain.Unit{terrain.Centimetres, terrain.Inches} {
			var b bytes.Buffer
			opt := Options{Paper: paper, Unit: u}
			if err := Rulers(&b, opt); err != nil {
				t.Fatal(err)
			}
			pdfPage := readPDF(t, b.Bytes())[0]
			layout := RulerLayout(opt)
			pieces := []Piece{layout.Calibration}
			for _, st := range layout.Strips {
				pieces = append(pieces, st.Pieces...)
			}
			for _, p := range pieces {
				if !pdfPage.hasRect(Rect{p.X, p.Y, p.Length, p.Height}) {
					t.Errorf("%s %s: no outline of %.2f mm for piece %d-%d", paper, u, p.Length, p.From, p.To)
				}
			}
		}
	}
}

// TestNothingNearTheEdge reads every page of every printout, both papers and both units,
// with card backs, the bot's card and a roster long enough to continue: no line, box or text comes within
// EdgeRoom (5 mm) of the paper's edge, where home printers cannot print (docs/printing.md).
func TestNothingNearTheEdge(t *testing.T) {
	horde := army.Army{Name: "Horde", Points: 120}
	for range 30 {
		horde.Tanks = append(horde.Tanks, army.Tank{Class: army.Heavy})
	}
	for _, paper := range []Paper{A4, Letter} {
		for _, u := range []terrain.Unit{terrain.Centimetres, terrain.Inches} {
			for k, a := range []army.Army{sample(t, "france-1940"), horde} {
				opt := Options{Paper: paper, Unit: u, Backs: k == 0}
				if k == 0 {
					bot := soloBot(solo.Cautious)
					opt.Bot = &bot
				}
				var b bytes.Buffer
				if err := All(&b, a, opt); err != nil {
					t.Fatal(err)
				}
				for i, pg := range readPDF(t, b.Bytes()) {
					w, h := pg.width/pointsPerMM, pg.height/pointsPerMM
					marks := pg.ink(t)
					if len(marks) < 20 {
						t.Fatalf("%s %s page %d: only %d marks read", paper, u, i+1, len(marks))
					}
					for _, m := range marks {
						if m.x < EdgeRoom-0.01 || m.x > w-EdgeRoom+0.01 || m.top < EdgeRoom-0.01 || m.bottom > h-EdgeRoom+0.01 {
							t.Errorf("%s %s %s page %d: ink at (%.1f, %.1f-%.1f) mm is within %.0f mm of the edge of a %.1f x %.1f page",
								paper, u, a.Name, i+1, m.x, m.top, m.bottom, EdgeRoom, w, h)
						}
					}
				}
			}
		}
	}
}
