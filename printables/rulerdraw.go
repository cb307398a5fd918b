package printables

import (
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/terrain"
)

// rulers draws the rulers page laid out by RulerLayout.
func (s *sheet) rulers() {
	u := s.opt.Unit
	p := RulerLayout(s.opt)
	s.page(p.Landscape)
	s.bookmark("Rulers")

	textW := p.Width - 2*margin
	s.font(bold, 17)
	s.text(margin, margin+6, "Rulers")
	s.font(bold, 10)
	y := s.paragraph(margin, margin+12.5, textW,
		"Print at 100% / actual size: turn off "+s.sym("“fit to page”", `"fit to page"`)+".")
	s.font(regular, 8)
	y = s.paragraph(margin, y, textW, fmt.Sprintf(
		"The calibration bar below must measure exactly %s. If it does not, print again at actual size.",
		u.Format(p.CalibrationUnits)))
	s.paragraph(margin, y, textW,
		"Cut each strip on its outline. A strip in pieces: cut the pieces at their end marks and tape them end to end.")

	c := p.Calibration
	s.pdf.SetFillColor(232, 232, 232)
	s.pdf.Rect(c.X, c.Y, c.Length, c.Height, "F")
	s.rulerPiece(c, u, fmt.Sprintf("CALIBRATION: this bar must measure exactly %s", u.Format(p.CalibrationUnits)))

	for _, st := range p.Strips {
		name := u.Format(st.Length) + ": " + strings.Join(st.Uses, ", ")
		if st.Set == p.Sets {
			name += italic.symbol(" · ", ", ") + "spare"
		}
		for k, piece := range st.Pieces {
			label := name
			if n := len(st.Pieces); n > 1 {
				label += fmt.Sprintf("%spiece %d of %d", italic.symbol(" · ", ", "), k+1, n)
				if k < n-1 {
					label += fmt.Sprintf(": tape piece %d to the %s end", k+2, u.Format(piece.To))
				}
			}
			s.rulerPiece(piece, u, label)
		}
	}
	s.footer("Ein, Zwei, Drei", "rulers in "+u.Name()+" (R10)", "check the calibration bar before you play")
}

// rulerPiece draws one piece of a ruler: its outline, whose ends are the end marks, the
// scale along its top edge, and its label along the bottom.
func (s *sheet) rulerPiece(p Piece, u terrain.Unit, label string) {
	s.ink(0)
	s.pdf.SetLineWidth(0.25)
	s.pdf.Rect(p.X, p.Y, p.Length, p.Height, "D")
	lengths := [...]float64{2, 3.2, 4.8}
	widths := [...]float64{0.12, 0.16, 0.22}
	s.font(regular, 6.5)
	ticks := Ticks(u, p.From, p.To)
	for i, t := range ticks {
		x := p.X + t.At
		if i > 0 && i < len(ticks)-1 { // the end marks are the outline itself
			s.pdf.SetLineWidth(widths[t.Level])
			s.pdf.Line(x, p.Y, x, p.Y+lengths[t.Level])
		}
		if t.Label == "" {
			continue
		}
		base := p.Y + lengths[2] + 2.6
		switch i {
		case 0:
			s.text(x+0.7, base, t.Label)
		case len(ticks) - 1:
			s.textRight(x-0.7, base, t.Label)
		default:
			s.textCentre(x, base, t.Label)
		}
	}
	if label != "" {
		s.font(italic, 7)
		s.text(p.X+1.5, p.Y+p.Height-1.8, s.fit(label, p.Length-3, 7, 5))
	}
}
