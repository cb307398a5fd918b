package cmdutil

import (
	"bytes"
	"testing"

	"github.com/ezd-game/ezd/rating"
)

// WritePairs: each pair once, from the first-named entrant's side whichever seat it had,
// a pair that never met left out, a bot against itself left out.
func TestWritePairs(t *testing.T) {
	var out bytes.Buffer
	WritePairs(&out, []string{"search", "greedy", "random"}, []rating.Duel{
		{A: 0, B: 1, Points: 1}, {A: 1, B: 0, Points: 1}, {A: 1, B: 0, Points: 0.5}, {A: 1, B: 0, Points: 0},
		{A: 2, B: 1, Points: 0}, {A: 2, B: 2, Points: 1},
	}, DuelWords)
	want := "\nsearch - greedy: 2 won, 1 drawn, 1 lost\ngreedy - random: 1 won, 0 drawn, 0 lost\n"
	if out.String() != want {
		t.Errorf("got %q\nwant %q", out.String(), want)
	}
	out.Reset()
	WritePairs(&out, []string{"a", "b"}, []rating.Duel{{A: 1, B: 0, Points: 0}}, PlaceWords)
	if want := "\na - b: 1 ahead, 0 level, 0 behind\n"; out.String() != want {
		t.Errorf("got %q, want %q", out.String(), want)
	}
}
