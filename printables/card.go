package printables

import (
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/army"
)

// cardInset is the white border inside a card's cut line: a card cut a little off still
// shows all of its frame.
const cardInset = 2.5

// cardHeader is the height of a card's tinted header, which holds the name (two lines
// of about 11 pt when it is long), the model and the class icon.
const cardHeader = 16.0

// card draws the card of the army's i-th tank in r.
func (s *sheet) card(r Rect, a army.Army, i int) {
	t := a.Tanks[i]
	st := t.Stats()
	s.cutLine(r)

	x, y := r.X+cardInset, r.Y+cardInset
	w, h := r.W-2*cardInset, r.H-2*cardInset
	pad := 2.5
	tr, tg, tb := s.tint(t.Class)
	s.pdf.SetFillColor(tr, tg, tb)
	s.pdf.RoundedRect(x, y, w, cardHeader, 2, "12", "F")
	s.pdf.SetLineWidth(0.4)
	s.ink(60)
	s.pdf.RoundedRect(x, y, w, h, 2, "1234", "D")
	s.ink(0)

	lines := s.cardName(x+pad, y, w-2*pad, a.TankName(i))
	if t.Model != "" && t.Model != a.TankName(i) {
		s.font(italic, 7)
		base := y + 12.3
		if lines == 2 {
			base = y + 14.2
		}
		s.text(x+pad, base, s.fit(t.Model, w-2*pad, 7, 6))
	}

	// The tint is lost on a black-and-white printer; the icon is not.
	const icon = 4.6
	s.classIcon(x+pad, y+21.5-icon+0.2, icon, t.Class)
	s.font(bold, 9)
	s.text(x+pad+icon+1.5, y+21.5, s.fit(t.Class.Title()+" "+kind(t), w-2*pad-icon-1.5-15, 9, 7))
	s.font(bold, 9)
	s.textRight(x+w-pad, y+21.5, points(st.Cost))

	// Actions as pips, the way a die shows them (R4).
	s.font(regular, 7)
	s.ink(90)
	s.text(x+pad, y+28, "ACTIONS")
	s.ink(0)
	for p := range st.Actions {
		s.pip(x+w-pad-2-float64(st.Actions-1-p)*5.5, y+27, 2)
	}

	boxW := (w - 2*pad - 3) / 2
	s.statBox(Rect{x + pad, y + 31.5, boxW, 12}, "MOVE", s.opt.Unit.Format(st.Move))
	s.statBox(Rect{x + pad + boxW + 3, y + 31.5, boxW, 12}, "RANGE", s.opt.Unit.Format(st.Range))
	s.statBox(Rect{x + pad, y + 46, boxW, 12}, "ATTACK", signed(st.Attack))
	s.statBox(Rect{x + pad + boxW + 3, y + 46, boxW, 12}, "DEFENCE BONUS", signed(st.DefenceBonus))

	// Damage capacity as boxes to tick, one per hit (R7).
	s.font(regular, 7)
	s.ink(90)
	s.text(x+pad, y+62.8, "DAMAGE: TICK A BOX PER HIT")
	s.ink(0)
	s.pdf.SetLineWidth(0.3)
	for d := range st.Capacity {
		s.tickBox(x+pad+float64(d)*8, y+64.5, 6)
	}
	s.font(italic, 6.5)
	s.text(x+pad+float64(st.Capacity)*8+1, y+68.8, "last box: destroyed")

	// R4 and R5: the defend rule is the one players forget, so every card carries it.
	s.pdf.SetLineWidth(0.15)
	s.ink(150)
	s.pdf.Line(x+pad, y+72, x+w-pad, y+72)
	s.ink(0)
	s.font(italic, 6.3)
	s.paragraph(x+pad, y+74.7, w-2*pad, fmt.Sprintf(
		"Defend: first action only, once. %s to every defence roll until this tank's next activation.",
		signed(st.DefenceBonus)))

	s.cardFooter(x+w/2, y+h-1.6, w-2*pad, nation(a, t), a.Name)
}

// cutLine draws a card slot's cut line, faint, for players who cut with scissors rather
// than a trimmer.
func (s *sheet) cutLine(r Rect) {
	s.pdf.SetLineWidth(0.1)
	s.ink(200)
	s.pdf.Rect(r.X, r.Y, r.W, r.H, "D")
	s.ink(0)
}

// cardFooter writes the nation and the army at the foot of a card, centred on x: cards of
// two armies mixed on the table still say whose they are.
func (s *sheet) cardFooter(x, y, w float64, nation, armyName string) {
	line := armyName
	if nation != "" && !strings.EqualFold(nation, armyName) {
		line = strings.ToUpper(nation) + s.sym(" · ", " - ") + armyName
	}
	s.font(regular, 6)
	s.ink(90)
	s.textCentre(x, y, s.fit(line, w, 6, 5))
	s.ink(0)
}

// nation is what a card names as the tank's side: the army's faction, or else the
// catalogue nation of the tank's model (R12), or nothing.
func nation(a army.Army, t army.Tank) string {
	if a.Faction != "" {
		return a.Faction
	}
	if v, ok := army.Lookup(t.Model); ok {
		return v.Nation
	}
	return ""
}

// kind is "armoured car" for a model the catalogue says is one (R12: armoured cars are
// small), "tank" otherwise.
func kind(t army.Tank) string {
	if v, ok := army.Lookup(t.Model); ok && v.Kind != "" {
		return v.Kind
	}
	return "tank"
}

// cardName draws a tank's name in the header of a card whose inner top is y: on one line
// if it fits at a size readable across the table, else on two lines of about 11 pt (down
// to 8.5 pt for a very long name), cut short only if even that is not enough. It returns
// the number of lines.
func (s *sheet) cardName(x, y, w float64, name string) int {
	s.font(bold, 12.5)
	if one := s.fit(name, w, 12.5, 10.5); one == name {
		s.text(x, y+7, one)
		return 1
	}
	size := 11.0
	var lines []string
	for ; ; size -= 0.5 {
		s.font(bold, size)
		lines = s.wrap(name, w)
		if len(lines) <= 2 && s.width(lines[len(lines)-1]) <= w || size <= 8.5 {
			break
		}
	}
	if len(lines) > 2 {
		lines = []string{lines[0], strings.Join(lines[1:], " ")}
	}
	for k, line := range lines {
		s.font(bold, size)
		s.text(x, y+5.6+float64(k)*4.6, s.fit(line, w, size, 7))
	}
	return len(lines)
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
	s.textCentre(r.X+r.W/2, r.Y+r.H-2.1, value)
}

// classIcon draws the class as three bars of rising height in a side x side square, as
// many filled as the class is heavy: one for small, two for medium, three for heavy. It
// tells the classes apart in black and white, where the tints are lost.
func (s *sheet) classIcon(x, y, side float64, c army.Class) {
	filled := classBars(c)
	gap := side / 10
	bar := (side - 2*gap) / 3
	s.pdf.SetLineWidth(0.25)
	s.ink(0)
	for k := range 3 {
		bh := side * float64(k+2) / 4
		bx, by := x+float64(k)*(bar+gap), y+side-bh
		if k < filled {
			s.pdf.SetFillColor(0, 0, 0)
		} else {
			s.pdf.SetFillColor(255, 255, 255)
		}
		s.pdf.Rect(bx, by, bar, bh, "FD")
	}
}

// classBars is how many bars of the class icon are filled: 1, 2 or 3 for small, medium
// and heavy.
func classBars(c army.Class) int {
	switch c {
	case army.Medium:
		return 2
	case army.Heavy:
		return 3
	}
	return 1
}

// tint is a pale colour per class that tells the cards apart at a glance in colour; in
// black and white (Options.BlackAndWhite), white: the class icon tells them apart.
func (s *sheet) tint(c army.Class) (r, g, b int) {
	if s.opt.BlackAndWhite {
		return 255, 255, 255
	}
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
