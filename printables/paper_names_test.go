package printables

import "testing"

// TestPaperNames: each paper is named as --paper takes it, "a4" and "letter" (`ezd print`
// says which it wrote: "Wrote bot.pdf (a4, 35 KiB)"), and its name reads back as itself.
func TestPaperNames(t *testing.T) {
	for p, want := range map[Paper]string{A4: "a4", Letter: "letter"} {
		text, err := p.MarshalText()
		if p.String() != want || err != nil || string(text) != want {
			t.Errorf("paper %d is named %q, %q (%v); want %q", p, p.String(), text, err, want)
		}
		if back, err := ParsePaper(p.String()); err != nil || back != p {
			t.Errorf("ParsePaper(%q) = %v, %v; want %v", p.String(), back, err, p)
		}
	}
}
