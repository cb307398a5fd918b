package printables

import (
	"io"

	"github.com/ezd-game/ezd/army"
)

// CardWidth and CardHeight are the size of a unit card in millimetres: a poker card, so
// that card sleeves and boxes fit.
const (
	CardWidth  = 63.0
	CardHeight = 88.0
)

// CardColumns and CardRows are how the cards sit on a page: 3 x 3, nine to a page, which
// fits both A4 and Letter upright.
const (
	CardColumns = 3
	CardRows    = 3
)

// Rect is an area of a page in millimetres, measured from the page's top-left corner.
type Rect struct{ X, Y, W, H float64 }

// Segment is a straight line on a page in millimetres, such as a cut mark.
type Segment struct{ X1, Y1, X2, Y2 float64 }

// cutGap is the white space between the cards and their cut marks, so that a mark never
// shows on a card cut a little inside it; minCutGap is the least it becomes where the
// paper is short of room (Letter is 15 mm taller than three cards).
const (
	cutGap    = 1.5
	minCutGap = 0.7
)

// EdgeRoom is the border of every page, in millimetres, on which nothing is drawn: home
// printers cannot print there, and a cut mark or footer in it would be lost.
const EdgeRoom = 5.0

// CardSlots returns where the cards of a page go on paper p, row by row: a block of 3 x 3
// cards centred on the page, edge to edge so that one cut separates two cards.
func CardSlots(p Paper) []Rect {
	w, h := p.Size()
	x0 := (w - CardColumns*CardWidth) / 2
	y0 := (h - CardRows*CardHeight) / 2
	slots := make([]Rect, 0, CardColumns*CardRows)
	for row := range CardRows {
		for col := range CardColumns {
			slots = append(slots, Rect{x0 + float64(col)*CardWidth, y0 + float64(row)*CardHeight, CardWidth, CardHeight})
		}
	}
	return slots
}

// CutMarks returns the cut marks of a card page on paper p: short lines in the margin that
// continue every cutting line of the card block, so the marks survive the first cuts. They
// stay EdgeRoom clear of the paper's edge; on Letter, whose margin above and below the
// cards is under 8 mm, the marks there are short and closer to the cards.
func CutMarks(p Paper) []Segment {
	w, h := p.Size()
	x0 := (w - CardColumns*CardWidth) / 2
	y0 := (h - CardRows*CardHeight) / 2
	x1, y1 := w-x0, h-y0
	// gapAndLength fits a mark into the room between the edge and the cards: up to 6 mm
	// long, at least 2, the gap shrinking before the mark does.
	gapAndLength := func(room float64) (gap, length float64) {
		free := room - EdgeRoom
		gap = min(cutGap, max(minCutGap, free-2))
		return gap, min(6, free-gap)
	}
	gv, lv := gapAndLength(y0)
	gh, lh := gapAndLength(x0)
	var marks []Segment
	for col := range CardColumns + 1 {
		x := x0 + float64(col)*CardWidth
		marks = append(marks,
			Segment{x, y0 - gv - lv, x, y0 - gv},
			Segment{x, y1 + gv, x, y1 + gv + lv})
	}
	for row := range CardRows + 1 {
		y := y0 + float64(row)*CardHeight
		marks = append(marks,
			Segment{x0 - gh - lh, y, x0 - gh, y},
			Segment{x1 + gh, y, x1 + gh + lh, y})
	}
	return marks
}

// Cards writes the army's unit cards: one per tank, nine to a page, with cut marks and a
// scale bar, then the turn tracker and the tokens, and with Options.Backs the backs.
func Cards(w io.Writer, a army.Army, opt Options) error {
	a, err := printable(a)
	if err != nil {
		return err
	}
	s := newSheet(opt, "Unit cards: "+a.Name)
	s.cards(a)
	return s.write(w)
}

// BackSlots returns where the back of each card of CardSlots goes on the page printed on
// the other side: the same row, the column mirrored left to right, as a printer turning
// the sheet over its long edge puts it.
func BackSlots(p Paper) []Rect {
	w, _ := p.Size()
	slots := CardSlots(p)
	for i, r := range slots {
		slots[i].X = w - r.X - r.W
	}
	return slots
}

// slotFill is what one card slot holds: a tank's card (tank is its index in the army),
// the turn tracker, or a sheet of tokens (tank is how many tanks it serves).
type slotFill struct {
	what string // "tank", "tracker" or "tokens"
	tank int
}

// tokensPerSheet is how many tanks one sheet of tokens serves: it holds an "activated"
// and a "defending" token for each of them.
const tokensPerSheet = tokenColumns * tokenRows / 2

// cardFills returns what the card slots hold, in order: a card per tank, then the turn
// tracker and one "activated" and one "defending" token for every tank, so that each can
// be both at once (R3, R5), in the slots left free on the last page or on one more.
func cardFills(a army.Army) []slotFill {
	var fills []slotFill
	for i := range a.Tanks {
		fills = append(fills, slotFill{"tank", i})
	}
	fills = append(fills, slotFill{"tracker", -1})
	for left := len(a.Tanks); left > 0; left -= tokensPerSheet {
		fills = append(fills, slotFill{"tokens", min(left, tokensPerSheet)})
	}
	return fills
}

// cards draws the card pages of a, each followed by the page of its backs when
// Options.Backs asks for them.
func (s *sheet) cards(a army.Army) {
	slots := CardSlots(s.opt.Paper)
	fills := cardFills(a)
	for start := 0; start < len(fills); start += len(slots) {
		page := fills[start:min(start+len(slots), len(fills))]
		s.page(false)
		if start == 0 {
			s.bookmark("Unit cards")
		}
		s.cutMarks()
		s.scaleCheck()
		for k, f := range page {
			switch f.what {
			case "tank":
				s.card(slots[k], a, f.tank)
			case "tracker":
				s.tracker(slots[k], a)
			case "tokens":
				s.tokens(slots[k], f.tank)
			}
		}
		if s.opt.Backs {
			s.backs(a, page)
		}
	}
}

// cutMarks draws the cut marks of a card page.
func (s *sheet) cutMarks() {
	s.pdf.SetLineWidth(0.2)
	s.ink(0)
	for _, m := range CutMarks(s.opt.Paper) {
		s.pdf.Line(m.X1, m.Y1, m.X2, m.Y2)
	}
}
