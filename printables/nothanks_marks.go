package printables

import "fmt"

// The board's marks that are not pieces (issue 31, item 10): the start squares of tanks and
// bases as faint outlines, so that a tank moved or a base destroyed does not stay printed
// where it began, and the kill-count track the rules text asks for ("place it on your side
// of the board in one of the square markers to keep track of your kill count").

// startInk is the grey of a start square's outline and letter: faint beside a counter.
const startInk = 165

// startOutline draws where a tank or base starts, centred on (cx, cy) in a square of side
// d: its counter's shape stroked thin in startInk, unfilled, with its player's letter.
func (s *sheet) startOutline(p BoardPiece, cx, cy, d float64) {
	s.pdf.SetLineWidth(0.25)
	s.pdf.SetDrawColor(startInk, startInk, startInk)
	s.pdf.SetDashPattern([]float64{1.2, 0.8}, 0)
	if p.Kind == "tank" {
		s.pdf.Circle(cx, cy, d*0.42, "D")
	} else {
		r := d * 0.36
		s.pdf.Rect(cx-r, cy-r, 2*r, 2*r, "D")
	}
	s.pdf.SetDashPattern(nil, 0)
	size := d * 0.9
	s.font(regular, size)
	s.ink(startInk)
	s.textCentre(cx, cy+size*mmPerPoint*0.35, p.Letter)
	s.ink(0)
	s.pdf.SetDrawColor(0, 0, 0)
	s.pdf.SetLineWidth(0.2)
}

// killSquare is the side of a square of the kill-count track, in millimetres: room for a
// counter (14.4 mm across as the counters page cuts them), and four players' strips fit
// one page.
const killSquare = 16.0

// seatingOrder is the players' colours in seating order (N1).
var seatingOrder = []string{"red", "blue", "white", "black"}

// nothanksKills draws the kill-count track: for each player, a square for every enemy tank
// and one for every enemy base it could destroy (N6 counts them apart), numbered, to lay
// destroyed pieces on beside the board.
func (s *sheet) nothanksKills(b NothanksBoard) {
	pw := s.nothanksPage("Kill-count track", "Kill-count track: lay each piece you destroy on your next square",
		"Cut out each player's strip and lay it on their side of the board. A player is out when all their tanks or all their bases are gone.")
	per := int((pw - 2*margin) / killSquare)
	x0 := margin
	y := margin + 20.0
	tanks, bases, letters := map[string]int{}, map[string]int{}, map[string]string{}
	for _, p := range b.Pieces {
		letters[p.Colour] = p.Letter
		switch p.Kind {
		case "tank":
			tanks[p.Colour]++
		case "base":
			bases[p.Colour]++
		}
	}
	all := func(m map[string]int, except string) int {
		n := 0
		for c, k := range m {
			if c != except {
				n += k
			}
		}
		return n
	}
	for _, colour := range seatingOrder {
		if letters[colour] == "" {
			continue
		}
		s.font(bold, 10)
		s.text(x0, y+4, fmt.Sprintf("%s %s: kills", letters[colour], colour))
		y += 6
		for _, row := range []struct {
			what string
			n    int
		}{{"tanks", all(tanks, colour)}, {"bases", all(bases, colour)}} {
			for i := range row.n {
				if i > 0 && i%per == 0 {
					y += killSquare
				}
				x := x0 + float64(i%per)*killSquare
				s.pdf.SetLineWidth(0.3)
				s.pdf.Rect(x, y, killSquare, killSquare, "D")
				s.font(regular, 7)
				s.ink(120)
				s.text(x+1, y+3, fmt.Sprintf("%s %d", row.what[:len(row.what)-1], i+1))
				s.ink(0)
			}
			if row.n > 0 {
				y += killSquare + 2
			}
		}
		y += 4
	}
	s.footer("Tanks, but no thanks!", "kill-count track", "cut along the lines")
}
