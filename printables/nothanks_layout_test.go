package printables

import (
	"bytes"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// boardCase is a board the layout tests print and what its sheets must show, worked out by
// hand from the layout's rule: squares as large as fit, up to 24 mm, the board's width
// between the side margins (the landscape width less 20 mm) and a sheet's rows from 23 mm
// under its top down to 14 mm above its foot (the landscape height less 37 mm); one sheet
// when its squares are at least 18 mm, else two, the first taking the odd row (N1).
type boardCase struct {
	size  int
	paper Paper
	sq    float64  // the side of a square, in millimetres
	rows  [][2]int // each sheet's first and last row
}

var boardCases = []boardCase{
	{8, A4, (210.0 - 37) / 8, [][2]int{{1, 8}}}, // the smallest board of N1: one sheet, as tall as fits
	{8, Letter, (215.9 - 37) / 8, [][2]int{{1, 8}}},
	{12, A4, (297.0 - 20) / 12, [][2]int{{1, 6}, {7, 12}}}, // N1's board for 2 players: as wide as fits
	{12, Letter, (279.4 - 20) / 12, [][2]int{{1, 6}, {7, 12}}},
	{13, A4, (297.0 - 20) / 13, [][2]int{{1, 7}, {8, 13}}},
	{14, A4, (297.0 - 20) / 14, [][2]int{{1, 7}, {8, 14}}}, // N1's board for 3 or 4 players
	{14, Letter, (279.4 - 20) / 14, [][2]int{{1, 7}, {8, 14}}},
}

// String names a case in messages.
func (c boardCase) String() string { return fmt.Sprintf("%dx%d on %s", c.size, c.size, c.paper) }

// gridTop is where a board sheet's first row starts, in millimetres under the page's top:
// the margin, 8 mm for the title and the column letters' room.
const gridTop = margin + 8 + boardLabel

// x0 is the left edge of the board, centred across the landscape page.
func (c boardCase) x0(p page) float64 { return (p.width/pointsPerMM - float64(c.size)*c.sq) / 2 }

// paint is a rectangle a page paints, in millimetres from its top-left corner: how ("f"
// fills, "S" strokes, "B" does both), with which fill colour (0 to 255 each) and whether
// its outline is dashed.
type paint struct {
	r      Rect
	op     string
	fill   [3]int
	dashed bool
}

// paints returns the rectangles of a page in the order drawn, with the fill colour and the
// dash pattern in force when each was drawn.
func (p page) paints(t *testing.T) []paint {
	t.Helper()
	var fill [3]int
	dashed := false
	var out []paint
	for _, l := range strings.Split(string(p.content), "\n") {
		f := strings.Fields(l)
		switch {
		case len(f) == 4 && f[3] == "rg":
			for i := range fill {
				fill[i] = int(math.Round(number(t, []byte(f[i])) * 255))
			}
		case len(f) == 2 && f[1] == "g": // a grey, as fpdf writes a colour of three equal parts
			g := int(math.Round(number(t, []byte(f[0])) * 255))
			fill = [3]int{g, g, g}
		case len(f) >= 3 && f[len(f)-1] == "d":
			dashed = f[0] != "[]"
		case len(f) == 6 && f[4] == "re":
			one := page{height: p.height, rects: rects(t, []byte(strings.Join(f[:5], " ")))}
			out = append(out, paint{one.mmRects()[0], f[5], fill, dashed})
		}
	}
	return out
}

// printBoard prints b on paper and reads back its pages and their words.
func printBoard(t *testing.T, b NothanksBoard, paper Paper) ([]byte, []page, [][]word) {
	t.Helper()
	var buf bytes.Buffer
	if err := NothanksPrint(&buf, b, Options{Paper: paper}); err != nil {
		t.Fatal(err)
	}
	pages, words := readPDF(t, buf.Bytes()), pdfWords(t, buf.Bytes())
	if len(pages) != len(words) {
		t.Fatalf("%d pages, %d pages of words", len(pages), len(words))
	}
	return buf.Bytes(), pages, words
}

// nearMM reports whether two lengths in millimetres agree to what the PDF writes and the
// text layer reads.
func nearMM(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// TestNothanksBoardSquaresTile: the squares of each board sheet tile the play area: each
// of the sheet's rows (N1: rows from 1 at the top) has the board's full width of squares
// of the largest side that fits, edge to edge, the board centred across the page and
// starting 23 mm under its top; every square of the board is drawn once over the sheets.
func TestNothanksBoardSquaresTile(t *testing.T) {
	for _, c := range boardCases {
		_, pages, _ := printBoard(t, testBoard(c.size), c.paper)
		if len(pages) != len(c.rows)+3 {
			t.Fatalf("%v: %d pages, want %d board sheets, the kill-count track, counters and rules", c, len(pages), len(c.rows))
		}
		for s, rows := range c.rows {
			p := pages[s]
			x0 := c.x0(p)
			var squares []Rect
			for _, r := range p.paints(t) {
				if r.op == "S" && nearMM(r.r.W, c.sq, 0.01) && nearMM(r.r.H, c.sq, 0.01) {
					squares = append(squares, r.r)
				}
			}
			if n := (rows[1] - rows[0] + 1) * c.size; len(squares) != n {
				t.Errorf("%v, sheet %d: %d squares of %.2f mm drawn, want %d (%d columns, rows %d to %d)",
					c, s+1, len(squares), c.sq, n, c.size, rows[0], rows[1])
			}
			for y := rows[0]; y <= rows[1]; y++ {
				for x := 1; x <= c.size; x++ {
					sx, sy := x0+float64(x-1)*c.sq, gridTop+float64(y-rows[0])*c.sq
					if !slices.ContainsFunc(squares, func(r Rect) bool { return nearMM(r.X, sx, 0.01) && nearMM(r.Y, sy, 0.01) }) {
						t.Errorf("%v, sheet %d: no square %c%d at (%.2f, %.2f) mm", c, s+1, 'A'+x-1, y, sx, sy)
					}
				}
			}
		}
	}
}

// TestNothanksTerritoriesTinted: N3's territories are tinted in their player's light
// colour, square by square, on the sheet that holds their rows; a territory across the
// cut is tinted on both sheets, each its own rows, and nothing else is.
func TestNothanksTerritoriesTinted(t *testing.T) {
	b := testBoard(13)
	b.Territories = []BoardTerritory{
		{"red", "R", 1, 1, 4, 4}, {"blue", "B", 10, 1, 13, 4}, {"white", "W", 10, 10, 13, 13}, {"black", "K", 1, 10, 4, 13},
		{"white", "W", 6, 6, 8, 9}, // across the cut between rows 7 and 8
	}
	c := boardCases[slices.IndexFunc(boardCases, func(c boardCase) bool { return c.size == 13 })]
	_, pages, _ := printBoard(t, b, c.paper)
	for s, rows := range c.rows {
		p := pages[s]
		x0 := c.x0(p)
		want := map[string][3]int{}
		for _, tr := range b.Territories {
			for y := max(tr.Y0, rows[0]); y <= min(tr.Y1, rows[1]); y++ {
				for x := tr.X0; x <= tr.X1; x++ {
					want[fmt.Sprintf("%c%d", 'A'+x-1, y)] = boardColours[tr.Colour].tint
				}
			}
		}
		got := map[string][3]int{}
		for _, r := range p.paints(t) {
			if r.op != "f" {
				continue
			}
			col, row := (r.r.X-x0)/c.sq, (r.r.Y-gridTop)/c.sq
			if !nearMM(r.r.W, c.sq, 0.01) || !nearMM(r.r.H, c.sq, 0.01) || !nearMM(col, math.Round(col), 0.001) || !nearMM(row, math.Round(row), 0.001) {
				t.Errorf("sheet %d: a fill at (%.2f, %.2f) mm, %.2f x %.2f, is no square of the board", s+1, r.r.X, r.r.Y, r.r.W, r.r.H)
				continue
			}
			got[fmt.Sprintf("%c%d", 'A'+int(math.Round(col)), rows[0]+int(math.Round(row)))] = r.fill
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("sheet %d (rows %d to %d): tinted squares (-want +got):\n%s", s+1, rows[0], rows[1], diff)
		}
	}
}

// TestNothanksBoardLabels: N1 names a square by its column's letter and its row's number
// ([3, 5] is C5), so every sheet shows the letters over its columns, each centred on its
// column with its baseline 1.5 mm above the board, and each row's number on both sides,
// ending 1.2 mm before the board on the left and starting 1.2 mm after it on the right,
// 1.2 mm under the row's middle: the numbers of the rows on that sheet and no others.
func TestNothanksBoardLabels(t *testing.T) {
	const near = 0.1
	for _, c := range boardCases {
		_, pages, words := printBoard(t, testBoard(c.size), c.paper)
		for s, rows := range c.rows {
			x0, w := c.x0(pages[s]), float64(c.size)*c.sq
			above := Rect{x0, gridTop - 6, w, 6}
			for x := 1; x <= c.size; x++ {
				mid := x0 + (float64(x)-0.5)*c.sq
				l, ok := phraseIn(words[s], string(rune('A'+x-1)), Rect{mid - c.sq/2, above.Y, c.sq, above.H})
				if !ok {
					t.Errorf("%v, sheet %d: no %c over its column", c, s+1, 'A'+x-1)
					continue
				}
				if m := (l.xMin + l.xMax) / 2; !nearMM(m, mid, near) {
					t.Errorf("%v, sheet %d: %c centred at x %.2f mm, its column at %.2f", c, s+1, 'A'+x-1, m, mid)
				}
				if b := baseline(l, 9); !nearMM(b, gridTop-1.5, near) {
					t.Errorf("%v, sheet %d: %c's baseline at %.2f mm, want %.2f, 1.5 mm above the board", c, s+1, 'A'+x-1, b, gridTop-1.5)
				}
			}
			var left, right []string
			for _, wd := range words[s] {
				if wd.yMin < gridTop || wd.yMax > gridTop+float64(rows[1]-rows[0]+1)*c.sq {
					continue
				}
				if wd.xMax <= x0 {
					left = append(left, wd.text)
				} else if wd.xMin >= x0+w {
					right = append(right, wd.text)
				}
			}
			var want []string
			for y := rows[0]; y <= rows[1]; y++ {
				want = append(want, fmt.Sprint(y))
				b := gridTop + float64(y-rows[0])*c.sq + c.sq/2 + 1.2
				row := Rect{0, b - 5, pages[s].width / pointsPerMM, 6}
				var l, r word
				for _, wd := range wordsIn(words[s], row) {
					if wd.text == fmt.Sprint(y) && wd.xMax <= x0 {
						l = wd
					} else if wd.text == fmt.Sprint(y) && wd.xMin >= x0+w {
						r = wd
					}
				}
				if l.text == "" || r.text == "" {
					t.Errorf("%v, sheet %d: row %d's number on the left %q and on the right %q", c, s+1, y, l.text, r.text)
					continue
				}
				if !nearMM(l.xMax, x0-1.2, near) || !nearMM(r.xMin, x0+w+1.2, near) {
					t.Errorf("%v, sheet %d: row %d's numbers end at %.2f mm and start at %.2f, want %.2f and %.2f, 1.2 mm off the board",
						c, s+1, y, l.xMax, r.xMin, x0-1.2, x0+w+1.2)
				}
				if !nearMM(baseline(l, 9), b, near) || !nearMM(baseline(r, 9), b, near) {
					t.Errorf("%v, sheet %d: row %d's numbers on baselines %.2f and %.2f mm, want %.2f, 1.2 mm under the row's middle",
						c, s+1, y, baseline(l, 9), baseline(r, 9), b)
				}
			}
			if !slices.Equal(left, want) || !slices.Equal(right, want) {
				t.Errorf("%v, sheet %d: row numbers %v on the left and %v on the right, want %v on both", c, s+1, left, right, want)
			}
		}
	}
}

// checkCounter checks the counter of p drawn centred on (cx, cy) in a square of side d
// on page pg (where names it): a tank is a disc of radius 0.42 d, a base a square flag of
// side 0.72 d in its player's colour with its pole down the left side, 0.08 d below the
// flag, and a barrier a regular octagon of circumradius 0.44 d with flat sides up and
// down, so a black and white print tells them apart by shape; each carries its player's
// letter, centred across it with its baseline a third of its size under the middle.
func checkCounter(t *testing.T, where string, pg page, ws []word, p BoardPiece, cx, cy, d float64) {
	t.Helper()
	const near = 0.01
	switch p.Kind {
	case "tank":
		if !slices.ContainsFunc(pg.circles(t), func(c circle) bool {
			return nearMM(c.x, cx, near) && nearMM(c.y, cy, near) && nearMM(c.r, 0.42*d, near)
		}) {
			t.Errorf("%s: no disc of radius %.2f mm centred on (%.2f, %.2f)", where, 0.42*d, cx, cy)
		}
	case "base":
		r := 0.36 * d
		flag := Rect{cx - r, cy - r, 2 * r, 2 * r}
		if !slices.ContainsFunc(pg.paints(t), func(pt paint) bool {
			return pt.op == "B" && pt.fill == boardColours[p.Colour].fill && nearMM(pt.r.X, flag.X, near) && nearMM(pt.r.Y, flag.Y, near) &&
				nearMM(pt.r.W, flag.W, near) && nearMM(pt.r.H, flag.H, near)
		}) {
			t.Errorf("%s: no %s flag %+v", where, p.Colour, flag)
		}
		pole := segment{cx - r, cy - r, cx - r, cy + r + 0.08*d}
		if !slices.ContainsFunc(pg.lines(t), func(l segment) bool {
			return nearMM(l.x1, pole.x1, near) && nearMM(l.y1, pole.y1, near) && nearMM(l.x2, pole.x2, near) && nearMM(l.y2, pole.y2, near)
		}) {
			t.Errorf("%s: no flag's pole %+v", where, pole)
		}
	default:
		found := false
		for _, o := range pg.polygons(t) {
			// fpdf closes a polygon by a line back to its first corner.
			if len(o) != 9 || !nearMM(o[8][0], o[0][0], near) || !nearMM(o[8][1], o[0][1], near) || !nearMM(o[0][0], cx+0.44*d*math.Cos(math.Pi/8), near) || !nearMM(o[0][1], cy+0.44*d*math.Sin(math.Pi/8), near) {
				continue
			}
			found = true
			for i, pt := range o[:8] {
				a := math.Pi/8 + float64(i)*math.Pi/4
				if !nearMM(pt[0], cx+0.44*d*math.Cos(a), near) || !nearMM(pt[1], cy+0.44*d*math.Sin(a), near) {
					t.Errorf("%s: the octagon's corner %d at (%.2f, %.2f) mm, want %.2f mm from (%.2f, %.2f) at %.1f°",
						where, i, pt[0], pt[1], 0.44*d, cx, cy, a*180/math.Pi)
				}
			}
			if !nearMM(o[5][1], o[6][1], near) || !nearMM(o[1][1], o[2][1], near) {
				t.Errorf("%s: the octagon's top and bottom sides are not flat: %.2f", where, o)
			}
		}
		if !found {
			t.Errorf("%s: no octagon of circumradius %.2f mm centred on (%.2f, %.2f)", where, 0.44*d, cx, cy)
		}
	}
	size := 1.5 * d // points: about half the counter's height
	if p.Kind == "barrier" {
		size = 0.9 * d
	}
	l, ok := phraseIn(ws, p.Letter, Rect{cx - d/2, cy - d/2, d, d})
	if !ok {
		t.Errorf("%s: no letter %s on the counter", where, p.Letter)
		return
	}
	if m := (l.xMin + l.xMax) / 2; !nearMM(m, cx, 0.05) {
		t.Errorf("%s: the letter centred at x %.2f mm, the counter at %.2f", where, m, cx)
	}
	if b, want := baseline(l, size), cy+0.35*size*mmPerPoint; !nearMM(b, want, 0.1) {
		t.Errorf("%s: the letter's baseline at %.2f mm, want %.2f", where, b, want)
	}
}

// TestNothanksPiecesOnTheirSquares: every piece of the layout (N1, N3) is drawn on its
// square of the sheet that holds its row, 0.8 of the square wide, centred on it: a barrier
// as its counter (it never moves nor is destroyed), a tank or base as the faint outline of
// its start square (issue 31, item 10: a counter printed there would stay when the tank
// moved or the base was destroyed). A sheet draws the pieces of its own rows and no others.
func TestNothanksPiecesOnTheirSquares(t *testing.T) {
	for _, c := range boardCases {
		b := testBoard(c.size)
		// One of each kind by the cut, on the last row of sheet 1 and the first of sheet 2.
		for i, k := range []string{"tank", "base", "barrier"} {
			b.Pieces = append(b.Pieces, BoardPiece{"white", "W", k, c.size - i, c.rows[0][1]}, BoardPiece{"black", "K", k, c.size - i, c.rows[len(c.rows)-1][0]})
		}
		_, pages, words := printBoard(t, b, c.paper)
		for s, rows := range c.rows {
			x0 := c.x0(pages[s])
			n := 0
			for _, p := range b.Pieces {
				if p.Y < rows[0] || p.Y > rows[1] {
					continue
				}
				cx, cy := x0+(float64(p.X)-0.5)*c.sq, gridTop+(float64(p.Y-rows[0])+0.5)*c.sq
				where := fmt.Sprintf("%v, sheet %d, %s %s at %c%d", c, s+1, p.Colour, p.Kind, 'A'+p.X-1, p.Y)
				if p.Kind != "barrier" {
					checkStartOutline(t, where, pages[s], words[s], p, cx, cy, 0.8*c.sq)
					continue
				}
				n++
				checkCounter(t, where, pages[s], words[s], p, cx, cy, 0.8*c.sq)
			}
			if got := countCounters(t, pages[s]); got != n {
				t.Errorf("%v, sheet %d: %d counters drawn, want the %d barriers of rows %d to %d", c, s+1, got, n, rows[0], rows[1])
			}
		}
	}
}

// countCounters counts the counters a page draws: its discs, octagons and flags (the
// rectangles both filled and stroked).
func countCounters(t *testing.T, pg page) int {
	t.Helper()
	n := len(filledCircle.FindAll(pg.content, -1)) + len(pg.polygons(t))
	for _, r := range pg.paints(t) {
		if r.op == "B" {
			n++
		}
	}
	return n
}

// filledCircle is a circle that is filled (fpdf's "FD" ends its path with B), not an outline.
var filledCircle = regexp.MustCompile(`m\n(?:[^\n]* c ?\n)+B\n`)

// checkStartOutline checks the start square of p drawn centred on (cx, cy) in a square of
// side d (issue 31, item 10): a tank's disc or a base's flag stroked, dashed and not filled,
// and its player's letter at 0.9 d points, centred, its baseline a third of its size under
// the middle.
func checkStartOutline(t *testing.T, where string, pg page, ws []word, p BoardPiece, cx, cy, d float64) {
	t.Helper()
	const near = 0.01
	if p.Kind == "tank" {
		if !slices.ContainsFunc(pg.circles(t), func(c circle) bool {
			return nearMM(c.x, cx, near) && nearMM(c.y, cy, near) && nearMM(c.r, 0.42*d, near)
		}) {
			t.Errorf("%s: no outline of radius %.2f mm centred on (%.2f, %.2f)", where, 0.42*d, cx, cy)
		}
	} else {
		r := 0.36 * d
		flag := Rect{cx - r, cy - r, 2 * r, 2 * r}
		if !slices.ContainsFunc(pg.paints(t), func(pt paint) bool {
			return pt.op == "S" && pt.dashed && nearMM(pt.r.X, flag.X, near) && nearMM(pt.r.Y, flag.Y, near) && nearMM(pt.r.W, flag.W, near)
		}) {
			t.Errorf("%s: no dashed outline of a flag %+v", where, flag)
		}
	}
	size := 0.9 * d
	l, ok := phraseIn(ws, p.Letter, Rect{cx - d/2, cy - d/2, d, d})
	if !ok {
		t.Errorf("%s: no letter %s on the start square", where, p.Letter)
		return
	}
	if b, want := baseline(l, size), cy+0.35*size*mmPerPoint; !nearMM(b, want, 0.1) {
		t.Errorf("%s: the letter's baseline at %.2f mm, want %.2f", where, b, want)
	}
}

var dashedLine = regexp.MustCompile(`\[[\d. ]+\] [\d.]+ d\n(-?[\d.]+ -?[\d.]+ m -?[\d.]+ -?[\d.]+ l S)`)

// TestNothanksSheetsLineUp: a board on two sheets has, where they meet, a dashed cut line
// at the foot of sheet 1's last row and at the top of sheet 2's first, running 9 mm past
// the board on both sides (past the row numbers), and a 3 mm tick at every column's edge
// running off the board, on the same places on both sheets, so the sheets line up
// column on column; sheet 1 says under its cut line, from the board's left edge, which
// rows meet, and sheet 2 under its board where sheet 1 goes. A board on one sheet has none.
func TestNothanksSheetsLineUp(t *testing.T) {
	const near = 0.01
	for _, c := range boardCases {
		_, pages, words := printBoard(t, testBoard(c.size), c.paper)
		if len(c.rows) == 1 {
			if m := dashedLine.FindAll(pages[0].content, -1); len(m) != 0 {
				t.Errorf("%v: a board on one sheet has dashed lines %q", c, m)
			}
			for _, l := range pages[0].lines(t) {
				if nearMM(l.y1, l.y2, near) {
					t.Errorf("%v: a board on one sheet has a line across it %+v", c, l)
				}
			}
			continue
		}
		var ticks [2][]float64
		for s, rows := range c.rows {
			p := pages[s]
			x0, w, h := c.x0(p), float64(c.size)*c.sq, float64(rows[1]-rows[0]+1)*c.sq
			edge, off := gridTop+h, 3.0 // sheet 1: its foot, the ticks running down
			if s == 1 {
				edge, off = gridTop, -3
			}
			m := dashedLine.FindAllSubmatch(p.content, -1)
			if len(m) != 1 {
				t.Errorf("%v, sheet %d: %d dashed lines, want the cut line", c, s+1, len(m))
				continue
			}
			cut := (page{height: p.height, content: m[0][1]}).lines(t)[0]
			if !nearMM(cut.y1, edge, near) || !nearMM(cut.y2, edge, near) || !nearMM(cut.x1, x0-9, near) || !nearMM(cut.x2, x0+w+9, near) {
				t.Errorf("%v, sheet %d: the cut line %+v, want (%.2f, %.2f)-(%.2f, %.2f) mm", c, s+1, cut, x0-9, edge, x0+w+9, edge)
			}
			for _, l := range p.lines(t) {
				if nearMM(l.x1, l.x2, near) && nearMM(min(l.y1, l.y2), min(edge, edge+off), near) && nearMM(max(l.y1, l.y2), max(edge, edge+off), near) {
					ticks[s] = append(ticks[s], l.x1)
				}
			}
			if len(ticks[s]) != c.size+1 {
				t.Errorf("%v, sheet %d: %d ticks off the board's edge at %.2f mm, want one at each of the %d columns' edges", c, s+1, len(ticks[s]), edge, c.size+1)
			}
			for k, x := range ticks[s] {
				if !nearMM(x, x0+float64(k)*c.sq, near) {
					t.Errorf("%v, sheet %d: tick %d at x %.2f mm, want %.2f, a column's edge", c, s+1, k, x, x0+float64(k)*c.sq)
				}
			}
			say, base := fmt.Sprintf("row %d meets row %d.", rows[1], rows[1]+1), edge+7
			if s == 1 {
				say, base = "Sheet 1 goes above the dashed top edge", edge+h+6
			}
			var line []word
			for _, wd := range words[s] {
				if nearMM(baseline(wd, 8), base, 0.1) {
					line = append(line, wd)
				}
			}
			if all := span(line); !strings.Contains(all.text, say) || !nearMM(all.xMin, x0, 0.1) || all.xMax > x0+w {
				t.Errorf("%v, sheet %d: on the baseline %.2f mm, %q from x %.2f to %.2f mm; want %q from the board's left edge %.2f, within its width",
					c, s+1, base, all.text, all.xMin, all.xMax, say, x0)
			}
		}
		if !slices.EqualFunc(ticks[0], ticks[1], func(a, b float64) bool { return nearMM(a, b, near) }) {
			t.Errorf("%v: the ticks of sheet 1 %.2f and of sheet 2 %.2f do not meet", c, ticks[0], ticks[1])
		}
	}
}

// TestNothanksSheetTitles: each board sheet is titled from the margin, on the baseline
// 4 mm under it, and a board on two sheets says on each which sheet it is and which rows
// it holds; the outline names each sheet, the counters and the rules card; the footer
// gives the board's size and its squares' side, to check the print with a ruler.
func TestNothanksSheetTitles(t *testing.T) {
	for _, c := range boardCases {
		pdf, _, words := printBoard(t, testBoard(c.size), c.paper)
		var marks []string
		for s, rows := range c.rows {
			title, mark := "Tanks, but no thanks!", "Board"
			if len(c.rows) == 2 {
				title += fmt.Sprintf(": board, sheet %d of 2 (rows %d to %d)", s+1, rows[0], rows[1])
				mark = fmt.Sprintf("Board, sheet %d", s+1)
			}
			marks = append(marks, fmt.Sprintf("%d: %s", s+1, mark))
			var line []word
			for _, wd := range words[s] {
				if wd.yMax < gridTop-4 {
					line = append(line, wd)
				}
			}
			if got := span(line); got.text != title || !nearMM(got.xMin, margin, 0.05) || !nearMM(baseline(got, 12), margin+4, 0.1) {
				t.Errorf("%v, sheet %d: title %q at x %.2f, baseline %.2f mm; want %q at %.0f, %.0f", c, s+1, got.text, got.xMin, baseline(got, 12), title, margin, margin+4.0)
			}
			foot := fmt.Sprintf("%dx%d board, squares of %.1f mm", c.size, c.size, c.sq)
			if _, ok := phrase(words[s], foot); !ok {
				t.Errorf("%v, sheet %d: no %q in the footer", c, s+1, foot)
			}
		}
		n := len(c.rows)
		marks = append(marks, fmt.Sprintf("%d: Kill-count track", n+1), fmt.Sprintf("%d: Counters", n+2), fmt.Sprintf("%d: Rules card", n+3))
		if diff := cmp.Diff(marks, outline(t, pdf)); diff != "" {
			t.Errorf("%v: outline (-want +got):\n%s", c, diff)
		}
	}
}
