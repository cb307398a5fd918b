package printables

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/ezd-game/ezd/army"
)

// TestCardPagesHoldEveryCardAndNoMore: an army's card pages hold its cards, the turn
// tracker and enough tokens for every tank to be both activated and defending (R3, R5),
// nine to a page, and not one page more: fourteen tanks fill two pages exactly (14 cards,
// the tracker and 3 token cards), and print no third, empty one.
func TestCardPagesHoldEveryCardAndNoMore(t *testing.T) {
	exact := false
	for n := 1; n <= 15; n++ {
		a := army.Army{Name: fmt.Sprintf("%d small tanks", n), Points: 2 * n}
		for range n {
			a.Tanks = append(a.Tanks, army.Tank{Class: army.Small})
		}
		fills := n + 1 + (n+tokensPerSheet-1)/tokensPerSheet
		exact = exact || fills%9 == 0
		var b bytes.Buffer
		if err := Cards(&b, a, Options{}); err != nil {
			t.Fatal(err)
		}
		if got, want := len(readPDF(t, b.Bytes())), (fills+8)/9; got != want {
			t.Errorf("%d tanks, %d cards: %d pages, want %d", n, fills, got, want)
		}
	}
	if !exact {
		t.Fatal("no army fills its last page exactly")
	}
}
