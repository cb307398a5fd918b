package tactics

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func acted(s *State) []bool {
	var out []bool
	for _, p := range s.Board().Players {
		out = append(out, p.Acted)
	}
	return out
}

// TT3: the board says who has acted in the round in progress (an action taken or the
// turn ended); a new round clears it, and an ended game shows no one acting.
func TestTT3BoardSaysWhoHasActed(t *testing.T) {
	g := testGame(t, Abridged, "ann", "bob", "cat")
	s := placedAt(t, g, Cell{1, 1}, Cell{3, 1}, Cell{8, 8})
	if got := acted(s); !cmp.Equal(got, []bool{false, false, false}) {
		t.Fatalf("at the start: acted %v", got)
	}
	mustApply(t, s, act(1, KindHeart, "ann"), act(2, KindEndTurn, "bob"))
	if got := acted(s); !cmp.Equal(got, []bool{true, true, false}) {
		t.Fatalf("after ann's heart and bob's end: acted %v", got)
	}
	mustApply(t, s, Event{At: at(30), Kind: KindRoundEnd, Round: 1})
	if got := acted(s); !cmp.Equal(got, []bool{false, false, false}) {
		t.Fatalf("in round 2: acted %v (want no one yet)", got)
	}
	mustApply(t, s, act(31, KindEndTurn, "cat"), Event{At: at(32), Kind: KindEnd, By: "host"})
	if got := acted(s); !cmp.Equal(got, []bool{false, false, false}) {
		t.Fatalf("after the end: acted %v (want no one)", got)
	}
}

// TT13: a player's view lists every standing proposal and who made it, so they can agree
// to one by proposing it too.
func TestTT13ViewListsTheProposals(t *testing.T) {
	g := testGame(t, Standard, "ann", "bob", "cat")
	s := placedAt(t, g, Cell{1, 1}, Cell{3, 1}, Cell{8, 8})
	mustApply(t, s, Event{At: at(1), Kind: KindPropose, Player: "bob", Order: []string{"bob", "ann", "cat"}})
	v, err := s.View("cat", at(2))
	if err != nil {
		t.Fatal(err)
	}
	want := []Proposal{{By: "bob", Order: []string{"bob", "ann", "cat"}}}
	if !cmp.Equal(v.Proposals, want) {
		t.Errorf("cat sees the proposals %+v (want %+v)", v.Proposals, want)
	}
	if v, _ := s.View("ann", at(2)); !cmp.Equal(v.Proposals, want) {
		t.Errorf("ann sees the proposals %+v (want %+v)", v.Proposals, want)
	}
}

// TT6, TT7: a refusal for want of AP names the action with its article and the rule
// that prices it.
func TestTT6TT7NotEnoughAPSaysWhichRule(t *testing.T) {
	g := testGame(t, Standard, "ann", "bob")
	s := placedAt(t, g, Cell{1, 1}, Cell{2, 1})
	refused(t, s, Event{At: at(1), Kind: KindGiveAP, Player: "ann", To: "bob", AP: 2}, "ann has 1 AP and cannot give 2 (TT7)")
	refused(t, s, act(1, KindHeart, "ann"), "ann has 1 AP and a heart costs 3 (TT6)")
	s.players[0].AP = 0 // this test is about the AP
	refused(t, s, Event{At: at(2), Kind: KindAttack, Player: "ann", Target: "bob"}, "ann has 0 AP and an attack costs 1 (TT6)")
}
