package printables

import "testing"

// TestFitAtTheEdge: "fits" means no wider than the box. A name exactly as wide as its box
// is printed whole at the largest size, not shrunk; a name cut with the ellipsis keeps the
// beginning whose width with the ellipsis is exactly the box's.
func TestFitAtTheEdge(t *testing.T) {
	s := newSheet(Options{}, "fit")
	s.page(false)
	const name = "Kleiner Panzerbefehlswagen"
	s.font(regular, 9)
	w := s.width(name)
	if got := s.fit(name, w, 9, 6); got != name || s.size != 9 {
		t.Errorf("fit(%q) in its own width at 9 pt = %q at %.1f pt, want it whole at 9", name, got, s.size)
	}
	s.font(regular, 6)
	cut := "Kleiner Panzer"
	w = s.width(cut + "…")
	want := cut + "…"
	if got := s.fit(name, w, 6, 6); got != want {
		t.Errorf("fit(%q) in the width of %q = %q", name, want, got)
	}
}

// TestWrapAtTheEdge: a paragraph exactly as wide as its box stays on one line; one rune
// narrower a box breaks it at its last space.
func TestWrapAtTheEdge(t *testing.T) {
	s := newSheet(Options{}, "wrap")
	s.page(false)
	s.font(regular, 9)
	const text = "Play the bot's side by these rules"
	w := s.width(text)
	if got := s.wrap(text, w); len(got) != 1 || got[0] != text {
		t.Errorf("wrap in its own width = %q, want one line", got)
	}
	if got := s.wrap(text, w-0.01); len(got) != 2 || got[1] != "rules" {
		t.Errorf("wrap just narrower = %q, want the last word on a line of its own", got)
	}
}
