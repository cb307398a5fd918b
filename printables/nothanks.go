package printables

import (
	"errors"
	"fmt"
	"io"
	"math"

	"codeberg.org/go-pdf/fpdf"

	"github.com/ezd-game/ezd/internal/quote"
)

// NothanksBoard is what `ezd print nothanks` draws for Tanks, but no thanks!: the board's
// side, the pieces of the chosen layout and the territories, and the rules card's text
// with the odds. The game's rules live in package nothanks, which the command reads; this
// file only draws what it is given.
type NothanksBoard struct {
	Size        int
	Pieces      []BoardPiece
	Territories []BoardTerritory
	Rules       []string // the rules card, a sentence an item
	Odds        []string // one line a distance: "1 away: 6/6, 100%"
}

// BoardPiece is a piece on the board: its player's colour ("red", "blue", "white" or
// "black"), the letter it shows, its kind ("tank", "base" or "barrier") and its square,
// x the column and y the row, from 1.
type BoardPiece struct {
	Colour string
	Letter string
	Kind   string
	X, Y   int
}

// BoardTerritory is a player's territory, a rectangle of squares from (X0, Y0) to (X1, Y1).
type BoardTerritory struct {
	Colour         string
	Letter         string
	X0, Y0, X1, Y1 int
}

// MinBoardSquare is the smallest square drawn, in millimetres: the box's tanks stand on
// squares about this size, and counters smaller than it are fiddly.
const MinBoardSquare = 18.0

// boardColours are the players' colours: a piece's fill, the ink of its letter, and the
// light tint of its territory, which prints as a light grey in black and white, every one
// about as dark as the others (white's is a cream, since a white tint would not show).
var boardColours = map[string]struct{ fill, letter, tint [3]int }{
	"red":   {[3]int{200, 30, 30}, [3]int{255, 255, 255}, [3]int{250, 222, 222}},
	"blue":  {[3]int{30, 80, 200}, [3]int{255, 255, 255}, [3]int{222, 230, 252}},
	"white": {[3]int{255, 255, 255}, [3]int{0, 0, 0}, [3]int{232, 228, 200}}, // a cream that greys like the others (issue 31)
	"black": {[3]int{30, 30, 30}, [3]int{255, 255, 255}, [3]int{226, 226, 226}},
}

// NothanksPrint writes the printable board: the board on one landscape sheet, or split
// over two with alignment marks where it does not fit with squares of at least
// MinBoardSquare; then a page of counters to cut out, one for every piece; then the rules
// card with the odds.
func NothanksPrint(w io.Writer, b NothanksBoard, opt Options) error {
	if b.Size < 1 || len(b.Pieces) == 0 {
		return errors.New("the board needs a size and pieces")
	}
	for _, p := range b.Pieces {
		if _, ok := boardColours[p.Colour]; !ok {
			return fmt.Errorf("unknown colour %s (want red, blue, white or black)", quote.Value(p.Colour))
		}
	}
	s := newSheet(opt, "Tanks, but no thanks!: board")
	if err := s.nothanksBoard(b); err != nil {
		return err
	}
	s.nothanksKills(b)
	s.nothanksCounters(b)
	s.nothanksRules(b)
	return s.write(w)
}

// boardLabel is the room for the row numbers and column letters, in millimetres.
const boardLabel = 5.0

// nothanksBoard lays the board out: the largest square up to 24 mm that fits the page's
// width, and as many sheets (one or two) as its height needs.
func (s *sheet) nothanksBoard(b NothanksBoard) error {
	pw, ph := s.opt.Paper.Size()
	pw, ph = ph, pw // landscape
	top := margin + 8.0
	// The row numbers sit in the margin, outside the edge room printers cannot reach.
	usableW := pw - 2*margin
	usableH := ph - top - margin - boardLabel - 4
	// One sheet when squares of at least MinBoardSquare fit it; else two, each half the rows.
	sheets, sq := 1, math.Min(24, math.Min(usableW, usableH)/float64(b.Size))
	if sq < MinBoardSquare {
		sheets = 2
		sq = math.Min(24, math.Min(usableW/float64(b.Size), usableH/float64((b.Size+1)/2)))
	}
	if sq < MinBoardSquare {
		return fmt.Errorf("a board of %d squares a side does not fit two sheets of %s paper with squares of %.0f mm",
			b.Size, s.opt.Paper, MinBoardSquare)
	}
	rows := (b.Size + sheets - 1) / sheets
	for part := range sheets {
		first := part*rows + 1
		last := min(b.Size, first+rows-1)
		s.page(true)
		title := "Tanks, but no thanks!"
		if sheets == 2 {
			title += fmt.Sprintf(": board, sheet %d of 2 (rows %d to %d)", part+1, first, last)
			s.bookmark(fmt.Sprintf("Board, sheet %d", part+1))
		} else {
			s.bookmark("Board")
		}
		s.font(bold, 12)
		s.text(margin, margin+4, title)
		x0 := (pw - float64(b.Size)*sq) / 2
		s.boardRows(b, x0, top+boardLabel, sq, first, last)
		if sheets == 2 {
			s.alignMarks(b, x0, top+boardLabel, sq, float64(last-first+1), part)
		}
		s.footer("Tanks, but no thanks!", fmt.Sprintf("%dx%d board, squares of %.1f mm", b.Size, b.Size, sq), "print at 100%")
	}
	return nil
}

// boardRows draws rows first to last of the board with their top-left corner at (x0, y0).
func (s *sheet) boardRows(b NothanksBoard, x0, y0, sq float64, first, last int) {
	at := func(x, y int) (float64, float64) { return x0 + float64(x-1)*sq, y0 + float64(y-first)*sq }
	for _, t := range b.Territories {
		c := boardColours[t.Colour].tint
		s.pdf.SetFillColor(c[0], c[1], c[2])
		for y := max(t.Y0, first); y <= min(t.Y1, last); y++ {
			for x := t.X0; x <= t.X1; x++ {
				px, py := at(x, y)
				s.pdf.Rect(px, py, sq, sq, "F")
			}
		}
	}
	s.ink(0)
	s.pdf.SetLineWidth(0.3)
	for y := first; y <= last; y++ {
		for x := 1; x <= b.Size; x++ {
			px, py := at(x, y)
			s.pdf.Rect(px, py, sq, sq, "D")
		}
	}
	s.font(bold, 9)
	for x := 1; x <= b.Size; x++ {
		px, py := at(x, first)
		s.textCentre(px+sq/2, py-1.5, string(rune('A'+x-1)))
	}
	for y := first; y <= last; y++ {
		px, py := at(1, y)
		s.textRight(px-1.2, py+sq/2+1.2, fmt.Sprint(y))
		px, _ = at(b.Size, y)
		s.text(px+sq+1.2, py+sq/2+1.2, fmt.Sprint(y))
	}
	for _, p := range b.Pieces {
		if p.Y < first || p.Y > last {
			continue
		}
		px, py := at(p.X, p.Y)
		if p.Kind == "barrier" { // barriers never move and cannot be shot (N1, N6)
			s.counter(p, px+sq/2, py+sq/2, sq*0.8)
		} else {
			s.startOutline(p, px+sq/2, py+sq/2, sq*0.8)
		}
	}
}

// alignMarks marks the edge where the two sheets meet: a dashed cut line on sheet 1,
// the column letters on both sides of the edge, and arrows saying which edge goes where.
func (s *sheet) alignMarks(b NothanksBoard, x0, y0, sq, rows float64, part int) {
	edge := y0 // sheet 2 meets sheet 1 at its top edge
	if part == 0 {
		edge = y0 + rows*sq
	}
	w := float64(b.Size) * sq
	s.pdf.SetLineWidth(0.25)
	s.pdf.SetDashPattern([]float64{2, 1.5}, 0)
	s.pdf.Line(x0-boardLabel-4, edge, x0+w+boardLabel+4, edge)
	s.pdf.SetDashPattern(nil, 0)
	// Ticks at every column boundary, running off the edge, to line the sheets up.
	for x := 0; x <= b.Size; x++ {
		px := x0 + float64(x)*sq
		if part == 0 {
			s.pdf.Line(px, edge, px, edge+3)
		} else {
			s.pdf.Line(px, edge-3, px, edge)
		}
	}
	s.font(regular, 8)
	s.ink(60)
	if part == 0 {
		s.text(x0, edge+7, s.sym("✂ ", "")+"Cut along the dashed line and lay this sheet on sheet 2, matching the ticks and columns: row "+fmt.Sprint(int(rows))+" meets row "+fmt.Sprint(int(rows)+1)+".")
	} else {
		s.text(x0, edge+rows*sq+6, "Sheet 1 goes above the dashed top edge, its ticks on these ticks and its columns on these columns.")
	}
	s.ink(0)
}

// counter draws a piece centred on (cx, cy) in a square of side d: a tank is a disc, a base
// a square flag, a barrier a grey octagon, each with its player's letter, so a black and
// white print tells them apart by shape and letter.
func (s *sheet) counter(p BoardPiece, cx, cy, d float64) {
	c := boardColours[p.Colour]
	s.pdf.SetLineWidth(0.4)
	s.pdf.SetDrawColor(0, 0, 0)
	switch p.Kind {
	case "tank":
		s.pdf.SetFillColor(c.fill[0], c.fill[1], c.fill[2])
		s.pdf.Circle(cx, cy, d*0.42, "FD")
	case "base":
		s.pdf.SetFillColor(c.fill[0], c.fill[1], c.fill[2])
		r := d * 0.36
		s.pdf.Rect(cx-r, cy-r, 2*r, 2*r, "FD")
		s.pdf.Line(cx-r, cy-r, cx-r, cy+r+d*0.08) // the flag's pole
	default:
		s.pdf.SetFillColor(170, 170, 170)
		s.pdf.Polygon(octagon(cx, cy, d*0.44), "FD")
	}
	letter := p.Letter
	ink := c.letter
	size := d * 1.5 // points from millimetres, about half the counter's height
	if p.Kind == "barrier" {
		ink, size = [3]int{0, 0, 0}, d*0.9
	}
	s.font(bold, size)
	s.pdf.SetTextColor(ink[0], ink[1], ink[2])
	s.textCentre(cx, cy+size*mmPerPoint*0.35, letter)
	s.ink(0)
	s.pdf.SetLineWidth(0.2)
}

// octagon returns the corners of a regular octagon of circumradius r around (cx, cy),
// with flat sides up and down as the box's barriers are.
func octagon(cx, cy, r float64) []fpdf.PointType {
	out := make([]fpdf.PointType, 8)
	for i := range out {
		a := math.Pi/8 + float64(i)*math.Pi/4
		out[i] = fpdf.PointType{X: cx + r*math.Cos(a), Y: cy + r*math.Sin(a)}
	}
	return out
}

// nothanksCounters draws a page of counters to cut out: every piece of the layout, a row
// of tanks and bases and a row of barriers for each player, on squares the board's size.
func (s *sheet) nothanksCounters(b NothanksBoard) {
	pw := s.nothanksPage("Counters", "Counters: cut out one for every piece",
		"A tank is a disc, a base a flag, a barrier a grey octagon; the letter is the player's colour: R red, B blue, W white, K black.")
	const side = 18.0
	per := int((pw - 2*margin) / side)
	x0 := (pw - float64(per)*side) / 2
	y := margin + 18.0
	var order []string
	seen := map[string]bool{}
	for _, p := range b.Pieces {
		if !seen[p.Colour] {
			seen[p.Colour] = true
			order = append(order, p.Colour)
		}
	}
	for _, colour := range order {
		for _, kinds := range [][]string{{"tank", "base"}, {"barrier"}} {
			i := 0
			for _, k := range kinds {
				for _, p := range b.Pieces {
					if p.Colour != colour || p.Kind != k {
						continue
					}
					if i == per {
						i, y = 0, y+side
					}
					x := x0 + float64(i)*side
					s.pdf.SetDashPattern([]float64{1, 1}, 0)
					s.ink(150)
					s.pdf.Rect(x, y, side, side, "D")
					s.pdf.SetDashPattern(nil, 0)
					s.ink(0)
					s.counter(p, x+side/2, y+side/2, side*0.8)
					i++
				}
			}
			y += side
		}
		y += 3
	}
	s.footer("Tanks, but no thanks!", "counters", "cut along the dotted lines")
}

// nothanksPage starts a portrait page of the print with its bookmark, its title and a
// note under it in grey, and gives the page's width.
func (s *sheet) nothanksPage(mark, title, note string) float64 {
	pw, _ := s.page(false)
	s.bookmark(mark)
	s.font(bold, 14)
	s.text(margin, margin+6, title)
	s.font(regular, 9)
	s.ink(70)
	s.text(margin, margin+12, note)
	s.ink(0)
	return pw
}

// nothanksRules draws the rules card: the rules in short, then the odds.
func (s *sheet) nothanksRules(b NothanksBoard) {
	pw, _ := s.page(false)
	s.bookmark("Rules card")
	width := math.Min(150, pw-2*margin)
	x := (pw - width) / 2
	y := margin + 8.0
	s.font(bold, 16)
	s.text(x, y, "Tanks, but no thanks!: the rules in short")
	y += 9
	s.body = 10.5
	defer func() { s.body = 9 }()
	y = s.bullets(x, y, width, "A turn", b.Rules) + 4
	y = s.heading(x, y, width, "The chance to hit (the red die must reach the distance)")
	s.font(regular, 11)
	for _, line := range b.Odds {
		s.text(x, y, line)
		y += s.lineHeight()
	}
	s.pdf.SetLineWidth(0.3)
	s.pdf.Rect(x-4, margin+2, width+8, y-margin, "D")
	s.pdf.SetLineWidth(0.2)
	s.footer("Tanks, but no thanks!", "rules card", "ezd nothanks")
}
