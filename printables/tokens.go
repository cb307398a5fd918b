package printables

import "codeberg.org/go-pdf/fpdf"

// Token sheets: a card slot cut into 3 x 4 places, the top two rows for "activated"
// tokens, the bottom two for "defending" ones: up to tokensPerSheet of each, one of each
// for every tank the sheet serves.
const (
	tokenColumns = 3
	tokenRows    = 4
)

// TokenSlots returns the tokens of a sheet that serves tanks tanks (1 to tokensPerSheet)
// in the card slot r: an "activated" token for each, row by row from the top, then a
// "defending" one for each, row by row from the middle; defending says which is which.
// The places of tanks the sheet does not serve stay blank.
func TokenSlots(r Rect, tanks int) (tokens []Rect, defending []bool) {
	w, h := r.W/tokenColumns, r.H/tokenRows
	for half, def := range []bool{false, true} {
		for k := range min(tanks, tokensPerSheet) {
			row, col := half*tokenRows/2+k/tokenColumns, k%tokenColumns
			tokens = append(tokens, Rect{r.X + float64(col)*w, r.Y + float64(row)*h, w, h})
			defending = append(defending, def)
		}
	}
	return tokens, defending
}

// tokens draws a sheet of tokens for tanks tanks in the card slot r: a paper battle marks the
// tanks that have activated this turn (R3) and those defending until their next
// activation (R5). Activated tokens are dark and defending ones carry a shield, so the two
// differ in black and white and at a glance across the table.
func (s *sheet) tokens(r Rect, tanks int) {
	tokens, defending := TokenSlots(r, tanks)
	for k, t := range tokens {
		s.cutLine(t)
		in := Rect{t.X + 1.2, t.Y + 1.2, t.W - 2.4, t.H - 2.4}
		cx := in.X + in.W/2
		if defending[k] {
			s.pdf.SetLineWidth(0.4)
			s.ink(0)
			s.pdf.SetFillColor(255, 255, 255)
			s.pdf.RoundedRect(in.X, in.Y, in.W, in.H, 1.5, "1234", "D")
			s.shield(cx, in.Y+3, 7.5)
			s.font(bold, 6)
			s.textCentre(cx, in.Y+in.H-3, "DEFENDING")
			continue
		}
		s.pdf.SetFillColor(55, 55, 55)
		s.ink(55)
		s.pdf.RoundedRect(in.X, in.Y, in.W, in.H, 1.5, "1234", "F")
		s.pdf.SetDrawColor(255, 255, 255)
		s.pdf.SetLineWidth(0.9)
		// A tick mark, drawn: the Go fonts have no check mark.
		s.pdf.Line(cx-3, in.Y+7, cx-0.8, in.Y+9.5)
		s.pdf.Line(cx-0.8, in.Y+9.5, cx+3.5, in.Y+4)
		s.pdf.SetTextColor(255, 255, 255)
		s.font(bold, 6)
		s.textCentre(cx, in.Y+in.H-3, "ACTIVATED")
		s.ink(0)
	}
}

// shield draws a shield outline of height h, its top centred on (x, y).
func (s *sheet) shield(x, y, h float64) {
	w := h * 0.8
	s.pdf.SetLineWidth(0.5)
	s.pdf.SetFillColor(215, 215, 215)
	pt := func(x, y float64) fpdf.PointType { return fpdf.PointType{X: x, Y: y} }
	s.pdf.Polygon([]fpdf.PointType{
		pt(x-w/2, y), pt(x+w/2, y), pt(x+w/2, y+h*0.45), pt(x, y+h), pt(x-w/2, y+h*0.45),
	}, "FD")
}
