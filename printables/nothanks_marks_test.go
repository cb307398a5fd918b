package printables

import (
	"fmt"
	"testing"
)

// TestNothanksTintsShowInGrey (issue 31, item 10): every territory's tint prints as a grey
// that shows on white paper (as pdftoppm -gray renders it, 0.3 R + 0.59 G + 0.11 B, at
// most 235) and stays light enough for the letters and lines on it (at least 200). White's
// was 243, hardly to be told from the paper.
func TestNothanksTintsShowInGrey(t *testing.T) {
	for colour, c := range boardColours {
		grey := 0.3*float64(c.tint[0]) + 0.59*float64(c.tint[1]) + 0.11*float64(c.tint[2])
		if grey > 235 || grey < 200 {
			t.Errorf("%s's tint %v prints as grey %.0f (want 200 to 235)", colour, c.tint, grey)
		}
	}
}

// TestNothanksKillTrack (issue 31, item 10, the rules' "square markers to keep track of your
// kill count"): a page with, for each player, a numbered square for every enemy tank and
// every enemy base, each square room for a counter.
func TestNothanksKillTrack(t *testing.T) {
	b := testBoard(12) // a tank, a base and a barrier a player, and a tank more each below
	b.Pieces = append(b.Pieces, BoardPiece{"red", "R", "tank", 5, 2}, BoardPiece{"blue", "B", "tank", 5, 11})
	_, pages, words := printBoard(t, b, A4)
	pg, ws := pages[len(pages)-3], words[len(words)-3]
	if _, ok := phrase(ws, "Kill-count track: lay each piece you destroy on your next square"); !ok {
		t.Fatalf("no title on the page before the counters: %v", ws)
	}
	for _, want := range []string{"R red: kills", "B blue: kills", "tank 1", "tank 2", "base 1"} {
		if _, ok := phrase(ws, want); !ok {
			t.Errorf("no %q", want)
		}
	}
	n := 0
	for _, p := range pg.paints(t) {
		if p.op == "S" && nearMM(p.r.W, killSquare, 0.01) && nearMM(p.r.H, killSquare, 0.01) {
			n++
		}
	}
	// Each player: 2 enemy tanks and 1 enemy base.
	if want := 2 * (2 + 1); n != want {
		t.Errorf("%d squares of %.0f mm, want %d", n, killSquare, want)
	}
	if _, ok := phrase(ws, fmt.Sprintf("tank %d", 3)); ok {
		t.Error("a third tank square, with two enemy tanks")
	}
}
