package cmdutil

import (
	"fmt"
	"io"

	"github.com/ezd-game/ezd/rating"
)

// PairWords name a pair's three outcomes from the first entrant's side.
type PairWords [3]string

var (
	// DuelWords are a two-player game's outcomes: "40 won, 60 drawn, 0 lost".
	DuelWords = PairWords{"won", "drawn", "lost"}
	// PlaceWords are two seats' outcomes in a game of more players, who finished ahead of
	// whom: "12 ahead, 0 level, 3 behind".
	PlaceWords = PairWords{"ahead", "level", "behind"}
)

// WritePairs prints the head-to-head lines under a tournament's table: a blank line, then
// each pair of entrants that met, from the first-named's side, "search - greedy: 40 won,
// 60 drawn, 0 lost". names are the entrants in the order given; a duel's A and B index
// them, and a duel of an entrant with itself (one bot in two seats) is left out. Long
// names are cut to 32 characters.
func WritePairs(out io.Writer, names []string, duels []rating.Duel, words PairWords) {
	n := len(names)
	type wdl struct{ w, d, l, games int }
	score := make([]wdl, n*n)
	for _, d := range duels {
		a, b, pts := d.A, d.B, d.Points
		if a == b || a < 0 || b < 0 || a >= n || b >= n {
			continue
		}
		if a > b {
			a, b, pts = b, a, 1-pts
		}
		s := &score[a*n+b]
		s.games++
		switch pts {
		case 1:
			s.w++
		case 0.5:
			s.d++
		default:
			s.l++
		}
	}
	fmt.Fprintln(out)
	for a := range n {
		for b := a + 1; b < n; b++ {
			s := score[a*n+b]
			if s.games == 0 {
				continue
			}
			fmt.Fprintf(out, "%s - %s: %d %s, %d %s, %d %s\n", Shorten(names[a], 32), Shorten(names[b], 32),
				s.w, words[0], s.d, words[1], s.l, words[2])
		}
	}
}
