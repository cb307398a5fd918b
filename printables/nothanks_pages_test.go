package printables

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestNothanksCountersPage: the counters' page has a counter to cut out for every piece
// of the layout (N1: tanks, bases and barriers in the players' colours), each on a dashed
// 18 mm square, whole, centred on it at 0.8 of its side, its letter on it (checkCounter);
// the squares run in rows of as many as fit between the margins (10 on A4 and on Letter),
// centred across the page, from 18 mm under the top: for each player in the order the
// layout first names them, their tanks then their bases, then a row of their barriers, a
// row that is full going on in the next, and 3 mm between the players. Over them, from
// the margin, the page's title and a line saying which shape is which.
func TestNothanksCountersPage(t *testing.T) {
	b := NothanksBoard{Size: 14, Rules: []string{"A rule."}, Odds: []string{"1 away: 6/6, 100.0%"}}
	add := func(colour, letter, kind string, n int) {
		for range n {
			k := len(b.Pieces)
			b.Pieces = append(b.Pieces, BoardPiece{colour, letter, kind, k%14 + 1, k/14 + 1})
		}
	}
	// Blue's tanks and bases take more than a row; red's base comes before its tank in
	// the layout; white's tanks and bases fill a row exactly.
	add("blue", "B", "tank", 11)
	add("red", "R", "base", 1)
	add("blue", "B", "base", 1)
	add("blue", "B", "barrier", 2)
	add("red", "R", "tank", 1)
	add("red", "R", "barrier", 1)
	add("white", "W", "barrier", 4)
	add("white", "W", "tank", 7)
	add("white", "W", "base", 3)
	for _, paper := range []Paper{A4, Letter} {
		_, pages, words := printBoard(t, b, paper)
		p, ws := pages[len(pages)-2], words[len(words)-2]
		pw, ph := p.width/pointsPerMM, p.height/pointsPerMM
		const side, per = 18.0, 10
		x0 := (pw - per*side) / 2
		y := margin + 18
		var slots []Rect
		for _, colour := range []string{"blue", "red", "white"} {
			for _, kinds := range [][]string{{"tank", "base"}, {"barrier"}} {
				var group []BoardPiece
				for _, k := range kinds {
					for _, pc := range b.Pieces {
						if pc.Colour == colour && pc.Kind == k {
							group = append(group, pc)
						}
					}
				}
				for i, pc := range group {
					r := Rect{x0 + float64(i%per)*side, y + float64(i/per)*side, side, side}
					slots = append(slots, r)
					where := fmt.Sprintf("%s, counter %d, %s %s", paper, len(slots), colour, pc.Kind)
					if r.X < margin || r.X+r.W > pw-margin || r.Y+r.H > ph-margin {
						t.Errorf("%s: its square %+v is not inside the margins", where, r)
					}
					checkCounter(t, where, p, ws, pc, r.X+side/2, r.Y+side/2, 0.8*side)
				}
				y += side * float64((len(group)+per-1)/per)
			}
			y += 3
		}
		var cuts []Rect
		for _, r := range p.paints(t) {
			if r.op == "S" && r.dashed {
				cuts = append(cuts, r.r)
			}
		}
		if len(cuts) != len(b.Pieces) {
			t.Errorf("%s: %d dashed squares, want one for each of the %d pieces", paper, len(cuts), len(b.Pieces))
		}
		for k, s := range slots {
			if !slices.ContainsFunc(cuts, func(r Rect) bool {
				return nearMM(r.X, s.X, 0.01) && nearMM(r.Y, s.Y, 0.01) && nearMM(r.W, side, 0.01) && nearMM(r.H, side, 0.01)
			}) {
				t.Errorf("%s: counter %d has no dashed square %+v to cut along", paper, k+1, s)
			}
		}
		if n := countCounters(t, p); n != len(b.Pieces) {
			t.Errorf("%s: %d counters, want one for each of the %d pieces", paper, n, len(b.Pieces))
		}
		checkLine(t, paper.String()+" counters' title", ws, "Counters: cut out one for every piece", margin, margin+6, 14)
		checkLine(t, paper.String()+" counters' key", ws, "A tank is a disc, a base a flag, a barrier a grey octagon;", margin, margin+12, 9)
	}
}

// checkLine checks that the words reading text start at x, on the baseline y, in size
// points.
func checkLine(t *testing.T, what string, ws []word, text string, x, y, size float64) {
	t.Helper()
	w, ok := phrase(ws, text)
	if !ok {
		t.Errorf("%s: no %q", what, text)
		return
	}
	if !nearMM(w.xMin, x, 0.05) || !nearMM(baseline(w, size), y, 0.1) {
		t.Errorf("%s: %q at x %.2f mm, baseline %.2f; want %.2f, %.2f", what, text, w.xMin, baseline(w, size), x, y)
	}
}

// TestNothanksRulesCard: the rules card is a column 150 mm wide centred across the page,
// in a frame 4 mm outside it from 2 mm under the top margin down to 2 mm under a line's
// height below the last odds: its title on the baseline 8 mm under the margin, the rules
// (N4-N7, as the command words them) wrapped within the column under "A turn", the odds
// (N6) 4 mm after the last rule, under their heading, one a line.
func TestNothanksRulesCard(t *testing.T) {
	b := testBoard(12)
	b.Rules = []string{
		"On your turn choose MOVE or SHOOT, then roll that die; the choice is fixed once rolled.",
		"SHOOT (red die), only when a tank has a target: an enemy tank or base in a straight line (row, column or diagonal) 1 to 6 squares away, with no barrier or base between (tanks do not block). Declare shooter and target, then roll: a roll of at least the distance destroys the target. One shot a turn.",
		"Barriers and bases never move; barriers cannot be shot.",
	}
	b.Odds = nil
	for d := 1; d <= 6; d++ {
		b.Odds = append(b.Odds, fmt.Sprintf("%d away: %d/6", d, 7-d))
	}
	const width = 150.0
	lh := func(size float64) float64 { return size * mmPerPoint * 1.25 }
	for _, paper := range []Paper{A4, Letter} {
		_, pages, words := printBoard(t, b, paper)
		p, ws := pages[len(pages)-1], words[len(words)-1]
		pw := p.width / pointsPerMM
		x := (pw - width) / 2
		checkLine(t, paper.String()+" rules card", ws, "Tanks, but no thanks!: the rules in short", x, margin+8, 16)
		checkLine(t, paper.String()+" rules card", ws, "A turn", x, margin+17, 11)
		chance, ok := phrase(ws, "The chance to hit (the red die must reach the distance)")
		if !ok {
			t.Fatalf("%s: no heading over the odds", paper)
		}
		var rules []word
		for _, w := range ws {
			if w.yMin > margin+17 && w.yMax < chance.yMin {
				rules = append(rules, w)
			}
		}
		all := span(rules)
		for _, r := range b.Rules {
			if !strings.Contains(all.text, r) {
				t.Errorf("%s: the rules card lacks %q", paper, r)
			}
		}
		if all.xMin < x-0.05 || all.xMax > x+width+0.05 {
			t.Errorf("%s: the rules run from x %.2f to %.2f mm, outside the column %.2f-%.2f", paper, all.xMin, all.xMax, x, x+width)
		}
		last := baseline(all, 10.5)
		if got, want := baseline(chance, 11)-last, lh(10.5)+0.8+4; !nearMM(got, want, 0.1) {
			t.Errorf("%s: the odds' heading %.2f mm under the last rule's baseline, want %.2f (a line, 0.8 mm and 4 mm)", paper, got, want)
		}
		y := baseline(chance, 11) + 1.2 + lh(8.5) + 0.5
		for _, o := range b.Odds {
			checkLine(t, paper.String()+" odds", ws, o, x, y, 11)
			y += lh(11)
		}
		frame := Rect{x - 4, margin + 2, width + 8, y - margin}
		if !slices.ContainsFunc(p.paints(t), func(r paint) bool {
			return r.op == "S" && nearMM(r.r.X, frame.X, 0.05) && nearMM(r.r.Y, frame.Y, 0.05) && nearMM(r.r.W, frame.W, 0.05) && nearMM(r.r.H, frame.H, 0.15)
		}) {
			t.Errorf("%s: no frame %+v around the card", paper, frame)
		}
	}
}

// TestNothanksBoardOfOneSquare: the printout draws any board it is given from one square
// up (the command gives N1's 8 to 20); a board of no squares is refused.
func TestNothanksBoardOfOneSquare(t *testing.T) {
	b := NothanksBoard{Size: 1, Pieces: []BoardPiece{{"red", "R", "tank", 1, 1}}}
	_, pages, _ := printBoard(t, b, A4)
	if side, n := squares(pages[0]); n != 1 || !nearMM(side, 24, 0.01) {
		t.Errorf("a board of one square: %d squares of %.2f mm, want one of 24", n, side)
	}
	b.Size = 0
	if err := NothanksPrint(new(strings.Builder), b, Options{}); err == nil {
		t.Error("a board of no squares was printed")
	}
}
