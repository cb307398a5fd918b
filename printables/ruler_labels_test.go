package printables

import (
	"bytes"
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
