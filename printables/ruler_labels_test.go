package printables

import (
	"bytes"
	"math"
	"strconv"
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

// rulerPieces returns every piece the rulers page draws: the calibration bar, then each
// strip's pieces.
func rulerPieces(opt Options) []Piece {
	layout := RulerLayout(opt)
	pieces := []Piece{layout.Calibration}
	for _, st := range layout.Strips {
		pieces = append(pieces, st.Pieces...)
	}
	return pieces
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
		for _, p := range rulerPieces(opt) {
			ticks := 0
			for _, l := range lines {
				if l.x1 != l.x2 || math.Abs(l.y1-p.Y) > 0.01 || l.x1 < p.X-0.01 || l.x1 > p.X+p.Length+0.01 {
					continue
				}
				if math.Abs(l.x1-p.X) < 0.01 || math.Abs(l.x1-p.X-p.Length) < 0.01 {
					t.Errorf("%s: a tick drawn over the end of the piece %d-%d at x %.2f mm", u, p.From, p.To, l.x1)
				}
				if l.y2 <= l.y1 || l.y2 > p.Y+p.Height/2 {
					t.Errorf("%s: a tick of the piece %d-%d from y %.2f to %.2f mm, not down from its top edge into it", u, p.From, p.To, l.y1, l.y2)
				}
				ticks++
			}
			if ticks == 0 {
				t.Errorf("%s: the piece %d-%d has no ticks", u, p.From, p.To)
			}
		}
	}
}

// TestRulerTextWithinItsPiece: a ruler piece's numbers and label are printed inside its
// outline, the first and last numbers inside its ends, so cutting the strip out cuts no
// text, and the numbers stand below the longest ticks, clear of the marks they name.
func TestRulerTextWithinItsPiece(t *testing.T) {
	for _, u := range []terrain.Unit{terrain.Centimetres, terrain.Inches} {
		opt := Options{Unit: u}
		var b bytes.Buffer
		if err := Rulers(&b, opt); err != nil {
			t.Fatal(err)
		}
		ws := pdfWords(t, b.Bytes())[0]
		const slack, longestTick = 0.2, 4.8
		for _, p := range rulerPieces(opt) {
			inside := 0
			for _, w := range ws {
				if w.xMax < p.X || w.xMin > p.X+p.Length || w.yMax < p.Y || w.yMin > p.Y+p.Height {
					continue // not on this piece
				}
				inside++
				if w.xMin < p.X-slack || w.xMax > p.X+p.Length+slack || w.yMin < p.Y-slack || w.yMax > p.Y+p.Height+slack {
					t.Errorf("%s: %q at (%.1f, %.1f)-(%.1f, %.1f) mm crosses the outline of the piece %d-%d at (%.1f, %.1f)-(%.1f, %.1f)",
						u, w.text, w.xMin, w.yMin, w.xMax, w.yMax, p.From, p.To, p.X, p.Y, p.X+p.Length, p.Y+p.Height)
				}
				if _, err := strconv.Atoi(w.text); err == nil && w.yMin < p.Y+longestTick {
					t.Errorf("%s: the number %q of the piece %d-%d reaches up to %.1f mm, among the ticks (down to %.1f)",
						u, w.text, p.From, p.To, w.yMin, p.Y+longestTick)
				}
			}
			if inside == 0 {
				t.Errorf("%s: no text on the piece %d-%d", u, p.From, p.To)
			}
		}
	}
}
