package printables

import (
	"bytes"
	"testing"

	"github.com/ezd-game/ezd/army"
)

// slotDrawing is what one card slot's drawing puts on an otherwise empty page: the page
// (its paths and rectangles) and its words.
type slotDrawing struct {
	page  page
	words []word
}

// drawInSlot draws one card slot's content with draw, alone on an A4 page, in the first
// card slot of the page, and reads it back.
func drawInSlot(t *testing.T, opt Options, draw func(s *sheet, r Rect)) (slotDrawing, Rect) {
	t.Helper()
	s := newSheet(opt, "slot")
	s.page(false)
	r := CardSlots(opt.Paper)[0]
	draw(s, r)
	var b bytes.Buffer
	if err := s.write(&b); err != nil {
		t.Fatal(err)
	}
	return slotDrawing{readPDF(t, b.Bytes())[0], pdfWords(t, b.Bytes())[0]}, r
}

// inside reports whether the point (x, y) lies in r, to within 0.01 mm.
func inside(r Rect, x, y float64) bool {
	const e = 0.01
	return x >= r.X-e && x <= r.X+r.W+e && y >= r.Y-e && y <= r.Y+r.H+e
}

// checkWithinFrame checks that everything a slot's drawing inks, but its cut line on the
// slot's edge, lies inside the frame cardInset within the slot, and every word inside
// the frame with pad to spare on either side: a card cut a little off loses nothing.
func checkWithinFrame(t *testing.T, name string, d slotDrawing, r Rect, pad float64) {
	t.Helper()
	frame := Rect{r.X + cardInset, r.Y + cardInset, r.W - 2*cardInset, r.H - 2*cardInset}
	corner := func(x, y float64) bool {
		near := func(a, b float64) bool { return a-b < 0.01 && b-a < 0.01 }
		return (near(x, r.X) || near(x, r.X+r.W)) && (near(y, r.Y) || near(y, r.Y+r.H))
	}
	for _, m := range d.page.ink(t) {
		if m.text {
			continue // the words below are read with their widths
		}
		if !corner(m.x, m.y) && !inside(frame, m.x, m.y) {
			t.Errorf("%s: ink at (%.2f, %.2f) mm, outside the frame (%.2f, %.2f)-(%.2f, %.2f)",
				name, m.x, m.y, frame.X, frame.Y, frame.X+frame.W, frame.Y+frame.H)
		}
	}
	if len(d.words) == 0 {
		t.Fatalf("%s: no words read", name)
	}
	text := Rect{frame.X + pad, frame.Y, frame.W - 2*pad, frame.H}
	for _, w := range d.words {
		if !inside(text, w.xMin, w.yMin) || !inside(text, w.xMax, w.yMax) {
			t.Errorf("%s: %q at (%.2f, %.2f)-(%.2f, %.2f) mm, outside the frame's text area (%.2f, %.2f)-(%.2f, %.2f)",
				name, w.text, w.xMin, w.yMin, w.xMax, w.yMax, text.X, text.Y, text.X+text.W, text.Y+text.H)
		}
	}
}

// TestTrackerWithinItsFrame: the turn tracker's frame, header, quota and table lie inside
// its card slot, cardInset clear of the cut line, and its words 2.5 mm inside the frame,
// for an army whose quota is ticked in boxes and for one too big for them (R3).
func TestTrackerWithinItsFrame(t *testing.T) {
	for _, file := range []string{"umlauts.yaml", "big.yaml"} {
		a := testArmy(t, file)
		d, r := drawInSlot(t, Options{}, func(s *sheet, r Rect) { s.tracker(r, a) })
		checkWithinFrame(t, "tracker of "+file, d, r, 2.5)
	}
}

// TestCardWithinItsFrame: a tank's card, its header, stats, damage boxes and the defend
// rule (R4, R5, R7), lies inside its card slot, cardInset clear of the cut line, and its
// words 2.5 mm inside the frame: long names and models, and a tank of each class.
func TestCardWithinItsFrame(t *testing.T) {
	umlauts, big := testArmy(t, "umlauts.yaml"), testArmy(t, "big.yaml")
	for _, c := range []struct {
		a army.Army
		i int
	}{{umlauts, 0}, {umlauts, 1}, {umlauts, 2}, {big, 0}, {big, 10}} {
		d, r := drawInSlot(t, Options{}, func(s *sheet, r Rect) { s.card(r, c.a, c.i) })
		checkWithinFrame(t, c.a.TankName(c.i), d, r, 2.5)
	}
}
