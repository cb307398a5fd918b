package printables

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/terrain"
)

// TestRulerOfOnePieceIsNotCounted: a strip printed whole is labelled with its length and
// uses only; only a strip cut into pieces says which piece each is. Rulers follow the
// unit (R10): in inches the 15" strip is longer than the page and is cut in two, in
// centimetres every strip is whole.
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
		if !strings.Contains(text, want) {
			t.Errorf("%s: no label %q in:\n%s", u, want, text)
		}
	}
}
