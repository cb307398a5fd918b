package printables

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/terrain"
)

// TestRulerLabelCutInsideItsPiece: a label longer than its ruler piece is cut with an
// ellipsis to lie 1.5 mm inside both of the piece's ends, so cutting the strip out on its
// outline (R10's rulers) cuts no letter off; today's labels all fit, so a piece 2 cm long
// is given a long one.
func TestRulerLabelCutInsideItsPiece(t *testing.T) {
	s := newSheet(Options{}, "ruler")
	s.page(false)
	p := Piece{From: 0, To: 2, X: 20, Y: 80, Length: 20, Height: 10}
	s.rulerPiece(p, terrain.Centimetres, "CALIBRATION: this bar must measure exactly 2 cm")
	var b bytes.Buffer
	if err := s.write(&b); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, w := range pdfWords(t, b.Bytes())[0] {
		if !strings.HasSuffix(w.text, "…") {
			continue
		}
		found = true
		if w.xMin < p.X+1.5-0.05 || w.xMax > p.X+p.Length-1.5+0.05 {
			t.Errorf("the cut label %q spans x %.2f-%.2f mm, want within %.2f-%.2f", w.text, w.xMin, w.xMax, p.X+1.5, p.X+p.Length-1.5)
		}
	}
	if !found {
		t.Error("the long label was not cut with an ellipsis")
	}
}
