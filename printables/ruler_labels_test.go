package printables

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/terrain"
)

// TestRulerOfOnePieceIsNotCounted: a strip printed whole is labelled with its length and
// uses only; only a strip cut into pieces says which piece each is, and every piece but
// the last which piece to tape to its end. Rulers follow the unit (R10): in inches the
// 15" strip is longer than the page and is cut in two, in centimetres every strip is
// whole.
func TestRulerOfOnePieceIsNotCounted(t *testing.T) {
	for _, u := range []terrain.Unit{terrain.Centimetres, terrain.Inches} {
		var b bytes.Buffer
		if err := Rulers(&b, Options{Unit: u}); err != nil {
			t.Fatal(err)
		}
		text := pdfText(t, b.Bytes())
		if strings.Contains(text, "of 1") {
			t.Errorf("%s: a strip in one piece is labelled as a piece:\n%s", u, text)
		}
		want := "15 cm: heavy range\n"
		if u == terrain.Inches {
			want = `15": heavy range · piece 1 of 2`
		}
		// The last piece of a strip is taped to the one before it: it names no piece after it.
		if strings.Contains(text, "piece 2 of 2: tape") {
			t.Errorf("%s: the last piece of a strip says to tape it to a piece after it:\n%s", u, text)
		}
		if !strings.Contains(text, want) {
			t.Errorf("%s: no label %q in:\n%s", u, want, text)
		}
	}
}

// TestRulerEndsAreTheOutline: a ruler piece's ends are marked by its outline alone (the
// edge a player lines up with the tank), with no tick drawn over them; every mark between
// is a tick from the top edge.
func TestRulerEndsAreTheOutline(t *testing.T) {
	for _, u := range []terrain.Unit{terrain.Centimetres, terrain.Inches} {
		opt := Options{Unit: u}
		var b bytes.Buffer
		if err := Rulers(&b, opt); err != nil {
			t.Fatal(err)
		}
		lines := readPDF(t, b.Bytes())[0].lines(t)
		layout := RulerLayout(opt)
		pieces := []Piece{layout.Calibration}
		for _, st := range layout.Strips {
			pieces = append(pieces, st.Pieces...)
		}
		for _, p := range pieces {
			ticks := 0
			for _, l := range lines {
				if l.x1 != l.x2 || math.Abs(l.y1-p.Y) > 0.01 || l.x1 < p.X-0.01 || l.x1 > p.X+p.Length+0.01 {
					continue
				}
				if math.Abs(l.x1-p.X) < 0.01 || math.Abs(l.x1-p.X-p.Length) < 0.01 {
					t.Errorf("%s: a tick drawn over the end of the piece %d-%d at x %.2f mm", u, p.From, p.To, l.x1)
				}
				ticks++
			}
			if ticks == 0 {
				t.Errorf("%s: the piece %d-%d has no ticks", u, p.From, p.To)
			}
		}
	}
}
