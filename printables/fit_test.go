package printables

import (
	"strings"
	"testing"
)

// TestFitCutsAtTheLongestBeginningThatFits pins what fit returns for names too long for
// their box: the longest beginning that fits with the ellipsis, cut between runes.
func TestFitCutsAtTheLongestBeginningThatFits(t *testing.T) {
	s := newSheet(Options{}, "fit")
	s.page(false)
	for _, name := range []string{
		"Kleiner Panzerbefehlswagen des Regimentsstabes",
		strings.Repeat("Škoda ", 40),
		strings.Repeat("W", 200),
		"Ü",
	} {
		const w, size = 20.0, 6.0
		got := s.fit(name, w, size, size)
		if s.width(name) <= w {
			if got != name {
				t.Errorf("fit(%q) = %q, want it whole", name, got)
			}
			continue
		}
		// The rule, one rune at a time: the longest beginning that fits with the ellipsis.
		want := "…"
		for i := range name {
			if s.width(name[:i]+"…") > w {
				break
			}
			want = strings.TrimSpace(name[:i]) + "…"
		}
		if got != want {
			t.Errorf("fit(%q) = %q, want %q", name, got, want)
		}
		if s.width(got) > w {
			t.Errorf("fit(%q) = %q, %.1f mm wide, more than the %.0f mm box", name, got, s.width(got), w)
		}
	}
}

// TestFitOfAHugeNameMeasuresLittle pins a hostile-input rule (docs/development.md): fitting a name of 40,000 runes
// measures a few beginnings of it, not one per rune. Cutting one rune at a time made a new
// string per rune (tens of thousands of allocations and 21 s for one card).
func TestFitOfAHugeNameMeasuresLittle(t *testing.T) {
	s := newSheet(Options{}, "fit")
	s.page(false)
	name := strings.Repeat("Panzerkampfwagen ", 40000/17)
	allocs := testing.AllocsPerRun(3, func() { s.fit(name, 30, 9, 7) })
	if allocs > 200 {
		t.Errorf("fit of a %d-rune name allocated %.0f times, want a few dozen (a binary search)", len(name), allocs)
	}
}

// BenchmarkFitHugeName measures fit on a 40,000-rune tank name (docs/development.md, Hostile input).
func BenchmarkFitHugeName(b *testing.B) {
	s := newSheet(Options{}, "fit")
	s.page(false)
	name := strings.Repeat("Panzerkampfwagen ", 40000/17)
	for b.Loop() {
		s.fit(name, 30, 9, 7)
	}
}
