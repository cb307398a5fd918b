package printables

import (
	"fmt"

	"github.com/ezd-game/ezd/terrain"
)

// scaleUnits is the length of a card page's scale check: 5 cm or 2 in.
func scaleUnits(u terrain.Unit) int {
	if u == terrain.Inches {
		return 2
	}
	return 5
}

// CardScale returns the scale check of a card page on paper p in unit u: a thin bar of
// units units in the left margin, beside the middle row of cards, clear of the paper's
// edge and of the cut marks. A card sheet printed "fit to page" gives cards too small for
// their sleeves; the bar shows it before the cutting starts.
func CardScale(p Paper, u terrain.Unit) (bar Rect, units int) {
	units = scaleUnits(u)
	length := u.Millimetres(float64(units))
	mid := CardSlots(p)[CardColumns] // the first card of the middle row
	return Rect{X: EdgeRoom + 0.2, Y: mid.Y + (mid.H-length)/2, W: 1.0, H: length}, units
}

// scaleLabel is the distance from the bar's right edge to its label's baseline, which
// reads upwards, so the letters stand between the two and the descenders beyond.
const scaleLabel = 2.6

// scaleCheck draws the scale check of a card page: the bar, a tick at every unit and half
// unit, and its label beside it, reading upwards.
func (s *sheet) scaleCheck() {
	u := s.opt.Unit
	bar, units := CardScale(s.opt.Paper, u)
	s.ink(0)
	s.pdf.SetLineWidth(0.2)
	s.pdf.SetFillColor(255, 255, 255)
	s.pdf.Rect(bar.X, bar.Y, bar.W, bar.H, "D")
	for half := 1; half < 2*units; half++ {
		y := bar.Y + bar.H - u.Millimetres(float64(half)/2)
		long := 0.4
		if half%2 == 0 {
			long = 0.8
		}
		s.pdf.Line(bar.X+bar.W, y, bar.X+bar.W+long, y)
	}
	label := fmt.Sprintf("SCALE: this bar must measure %s", u.Format(units))
	s.font(regular, 5.5)
	s.ink(60)
	x := bar.X + bar.W + scaleLabel
	y := bar.Y + (bar.H+s.width(label))/2
	s.pdf.TransformBegin()
	s.pdf.TransformRotate(90, x, y)
	s.text(x, y, label)
	s.pdf.TransformEnd()
	s.ink(0)
}
