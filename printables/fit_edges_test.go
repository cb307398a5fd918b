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
