package printables

import (
	"fmt"
	"io"
	"strings"

	"github.com/ezd-game/ezd/army"
)

// CardWidth and CardHeight are the size of a unit card in millimetres: a poker card, so
// that card sleeves and boxes fit (issue 5).
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
// printers cannot print there, and a cut mark or footer in it would be lost (issue 12).
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

// Cards writes the army's unit cards: one per tank, nine to a page, with cut marks.
func Cards(w io.Writer, a army.Army, opt Options) error {
	a, err := printable(a)
	if err != nil {
		return err
	}
	s := newSheet(opt, "Unit cards: "+a.Name)
	s.cards(a)
	return s.write(w)
}

// cards draws the card pages of a.
func (s *sheet) cards(a army.Army) {
	slots := CardSlots(s.opt.Paper)
	for i := range a.Tanks {
		if i%len(slots) == 0 {
			s.page(false)
			if i == 0 {
				s.bookmark("Unit cards")
			}
			s.pdf.SetLineWidth(0.2)
			s.ink(0)
			for _, m := range CutMarks(s.opt.Paper) {
				s.pdf.Line(m.X1, m.Y1, m.X2, m.Y2)
			}
		}
		s.card(slots[i%len(slots)], a, i)
	}
}

// cardInset is the white border inside a card's cut line: a card cut a little off still
// shows all of its frame.
const cardInset = 2.5

// card draws the card of the army's i-th tank in r.
func (s *sheet) card(r Rect, a army.Army, i int) {
	t := a.Tanks[i]
	st := t.Stats()
	// The cut line, faint, for players who cut with scissors rather than a trimmer.
	s.pdf.SetLineWidth(0.1)
	s.ink(200)
	s.pdf.Rect(r.X, r.Y, r.W, r.H, "D")

	x, y := r.X+cardInset, r.Y+cardInset
	w, h := r.W-2*cardInset, r.H-2*cardInset
	pad := 2.5
	tr, tg, tb := tint(t.Class)
	s.pdf.SetFillColor(tr, tg, tb)
	s.pdf.RoundedRect(x, y, w, 15, 2, "12", "F")
	s.pdf.SetLineWidth(0.4)
	s.ink(60)
	s.pdf.RoundedRect(x, y, w, h, 2, "1234", "D")
	s.ink(0)

	s.cardName(x+pad, y, w-2*pad, a.TankName(i))
	if t.Model != "" && t.Model != a.TankName(i) {
		s.font(italic, 7.5)
		s.text(x+pad, y+12.3, s.fit(t.Model, w-2*pad, 7.5, 6))
	}

	s.font(bold, 9)
	s.text(x+pad, y+20.5, t.Class.Title()+" tank")
	s.textRight(x+w-pad, y+20.5, points(st.Cost))

	// Actions as pips, the way a die shows them (R4).
	s.font(regular, 7)
	s.ink(90)
	s.text(x+pad, y+27.3, "ACTIONS")
	s.ink(0)
	for p := range st.Actions {
		s.pip(x+w-pad-2-float64(st.Actions-1-p)*5.5, y+26.3, 2)
	}

	boxW := (w - 2*pad - 3) / 2
	s.statBox(Rect{x + pad, y + 31, boxW, 12.5}, "MOVE", s.opt.Unit.Format(st.Move))
	s.statBox(Rect{x + pad + boxW + 3, y + 31, boxW, 12.5}, "RANGE", s.opt.Unit.Format(st.Range))
	s.statBox(Rect{x + pad, y + 46, boxW, 12.5}, "ATTACK", signed(st.Attack))
	s.statBox(Rect{x + pad + boxW + 3, y + 46, boxW, 12.5}, "DEFENCE BONUS", signed(st.DefenceBonus))

	// Damage capacity as boxes to tick, one per hit (R7).
	s.font(regular, 7)
	s.ink(90)
	s.text(x+pad, y+63.5, "DAMAGE: TICK A BOX PER HIT")
	s.ink(0)
	s.pdf.SetLineWidth(0.3)
	for d := range st.Capacity {
		s.tickBox(x+pad+float64(d)*8, y+65.5, 6)
	}
	s.font(italic, 6.5)
	s.text(x+pad+float64(st.Capacity)*8+1, y+69.8, "last box: destroyed")

	// R4 and R5: the defend rule is the one players forget, so every card carries it.
	s.pdf.SetLineWidth(0.15)
	s.ink(150)
	s.pdf.Line(x+pad, y+72.5, x+w-pad, y+72.5)
	s.ink(0)
	s.font(italic, 6.3)
	s.paragraph(x+pad, y+75.2, w-2*pad, fmt.Sprintf(
		"Defend: first action only, once. %s to every defence roll until this tank's next activation.",
		signed(st.DefenceBonus)))

	s.font(regular, 6)
	s.ink(110)
	s.textCentre(x+w/2, y+h-1.6, s.fit(a.Name, w-2*pad, 6, 5))
	s.ink(0)
}

// cardName draws a tank's name in the header of a card whose inner top is y: on one line
// if it fits at a size readable across the table, else on two lines, cut short only if
// even two are not enough.
func (s *sheet) cardName(x, y, w float64, name string) {
	s.font(bold, 12.5)
	if one := s.fit(name, w, 12.5, 9.5); one == name {
		s.text(x, y+6.8, one)
		return
	}
	s.font(bold, 9)
	lines := s.wrap(name, w)
	if len(lines) > 2 {
		lines = []string{lines[0], strings.Join(lines[1:], " ")}
	}
	for k, line := range lines {
		s.font(bold, 9)
		s.text(x, y+5+float64(k)*3.8, s.fit(line, w, 9, 7))
	}
}

// statBox draws one number of the class table with its label, large enough to read across
// the table.
func (s *sheet) statBox(r Rect, label, value string) {
	s.pdf.SetLineWidth(0.25)
	s.ink(160)
	s.pdf.RoundedRect(r.X, r.Y, r.W, r.H, 1.2, "1234", "D")
	s.font(regular, 6)
	s.ink(90)
	s.text(r.X+1.5, r.Y+2.9, label)
	s.ink(0)
	s.font(bold, 14)
	s.textCentre(r.X+r.W/2, r.Y+r.H-2.3, value)
}

// tint is a pale colour per class that tells the cards apart at a glance and prints
// fine in grey.
func tint(c army.Class) (r, g, b int) {
	switch c {
	case army.Small:
		return 222, 238, 220
	case army.Heavy:
		return 244, 226, 208
	}
	return 220, 230, 244
}

// points writes a cost: "1 point", "3 points".
func points(n int) string {
	if n == 1 {
		return "1 point"
	}
	return fmt.Sprintf("%d points", n)
}
