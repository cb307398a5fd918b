package tactics

import (
	"slices"
	"testing"
)

// told applies e to s and returns how it is told.
func told(t *testing.T, s *State, e Event) Telling {
	t.Helper()
	before := s.Clone()
	mustApply(t, s, e)
	return Tell(before, s, e)
}

func TestTellSaysWhatHappenedAndToWhom(t *testing.T) {
	g := testGame(t, Standard, "ann", "bob", "cy")
	s := placedAt(t, g, Cell{1, 1}, Cell{2, 1}, Cell{3, 1})
	s.players[1].Hearts = 1

	tl := told(t, s, Event{At: at(1), Kind: KindAttack, Player: "ann", Target: "bob"})
	if tl.Text != "ann attacks bob, bob is downed" || !slices.Equal(tl.Who, []string{"bob"}) || !tl.Downed || tl.Revived {
		t.Errorf("a downing attack (TT8): %+v", tl)
	}
	tl = told(t, s, Event{At: at(2), Kind: KindVote, Player: "bob", Vote: VoteHaunt, For: "ann"})
	if tl.Text != "bob votes (secret)" || tl.Secret != "bob votes to haunt ann" || len(tl.Who) != 0 {
		t.Errorf("a vote is told only as cast (TT10): %+v", tl)
	}
	tl = told(t, s, Event{At: at(3), Kind: KindGiveHeart, Player: "cy", To: "bob"})
	if tl.Text != "cy gives bob a heart, bob revives with 1 heart and 1 AP, cy has 2 hearts" ||
		!slices.Equal(tl.Who, []string{"bob"}) || !tl.Revived || tl.Downed || tl.Secret != "" {
		t.Errorf("a revival (TT8): %+v", tl)
	}
	tl = told(t, s, Event{At: at(4), Kind: KindMove, Player: "cy", Dest: Cell{4, 2}})
	if tl.Text != "cy moves to D2" {
		t.Errorf("a move: %q", tl.Text)
	}
	s2 := placedAt(t, g, Cell{1, 1}, Cell{3, 3}, Cell{5, 5})
	s2.items[Cell{1, 2}] = Item{Hearts: 1, AP: 2}
	tl = told(t, s2, Event{At: at(1), Kind: KindMove, Player: "ann", Dest: Cell{1, 2}})
	if tl.Text != "ann moves to A2 and collects 1 heart and 2 AP, ann has 4 hearts" || len(tl.Who) != 0 {
		t.Errorf("a move that collects (TT9): %+v", tl)
	}
	tl = told(t, s2, Event{At: at(2), Kind: KindEnd, By: "host"})
	if tl.Text != "the host ends the game, the game ends: 1. ann, bob, cy" {
		t.Errorf("the host's end (TT13): %q", tl.Text)
	}
}

func TestPlacesTextSharesPlaces(t *testing.T) {
	if got := PlacesText([][]string{{"ann"}, {"bob", "cat"}, {"dan"}}); got != "1. ann  2. bob, cat  4. dan" {
		t.Errorf("%q", got)
	}
	if got := ItemWords(Item{Hearts: 2}) + "; " + ItemWords(Item{AP: 3}); got != "2 hearts; 3 AP" {
		t.Errorf("%q", got)
	}
}
