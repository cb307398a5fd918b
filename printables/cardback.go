package printables

import (
	"strings"

	"github.com/ezd-game/ezd/army"
)

// backs draws the page of backs for a page of cards holding fills: each tank's back at
// its mirrored slot (BackSlots), the tracker's and tokens' slots left blank.
func (s *sheet) backs(a army.Army, fills []slotFill) {
	s.page(false)
	s.cutMarks()
	slots := BackSlots(s.opt.Paper)
	for k, f := range fills {
		if f.what == "tank" {
			s.cardBack(slots[k], a, f.tank)
		}
	}
}

// cardBack draws the back of the army's i-th tank's card in r: the game, the class as
// icon and word, the army and its nation. The class shows on the back as it shows on the
// table: players see which models are heavy; the card's face keeps the rest.
func (s *sheet) cardBack(r Rect, a army.Army, i int) {
	t := a.Tanks[i]
	s.cutLine(r)
	x, y := r.X+cardInset, r.Y+cardInset
	w, h := r.W-2*cardInset, r.H-2*cardInset
	tr, tg, tb := s.tint(t.Class)
	s.pdf.SetFillColor(tr, tg, tb)
	s.pdf.SetLineWidth(0.4)
	s.ink(60)
	s.pdf.RoundedRect(x, y, w, h, 2, "1234", "FD")
	s.pdf.SetLineWidth(0.2)
	s.pdf.RoundedRect(x+2, y+2, w-4, h-4, 1.5, "1234", "D")
	s.ink(0)

	s.font(bold, 7)
	s.ink(90)
	s.textCentre(x+w/2, y+8, "EIN, ZWEI, DREI")
	s.ink(0)
	const icon = 20.0
	s.classIcon(x+(w-icon)/2, y+15, icon, t.Class)
	s.font(bold, 16)
	s.textCentre(x+w/2, y+46, strings.ToUpper(t.Class.Title()))
	s.font(regular, 8)
	s.textCentre(x+w/2, y+51, kind(t))

	s.font(bold, 11)
	name := s.fit(a.Name, w-8, 11, 7)
	s.textCentre(x+w/2, y+h-19, name)
	if n := nation(a, t); n != "" && !strings.EqualFold(n, a.Name) {
		s.font(regular, 9)
		s.textCentre(x+w/2, y+h-13.5, s.fit(n, w-8, 9, 6))
	}
}
