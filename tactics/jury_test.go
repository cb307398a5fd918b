package tactics

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// jury is a standard game of seven on Tuesday t0 with ann, bob and cat living and dan,
// eve, fay and gus downed (revivable), jurors.
func jury(t *testing.T) *State {
	s := placedAt(t, testGame(t, Standard, "ann", "bob", "cat", "dan", "eve", "fay", "gus"),
		Cell{1, 1}, Cell{3, 1}, Cell{5, 1}, Cell{1, 8}, Cell{2, 8}, Cell{3, 8}, Cell{4, 8})
	for _, name := range []string{"dan", "eve", "fay", "gus"} {
		downed(s, name, true)
	}
	return s
}

func vote(sec int, juror, v, for_ string) Event {
	return Event{At: at(sec), Kind: KindVote, Player: juror, Vote: v, For: for_}
}

func aps(s *State) []int {
	var out []int
	for _, p := range s.Players() {
		out = append(out, p.AP)
	}
	return out
}

func TestTT10HauntingVote(t *testing.T) {
	s := jury(t)
	mustApply(t, s, vote(1, "dan", VoteHaunt, "ann"), vote(2, "eve", VoteHaunt, "ann"),
		vote(3, "fay", VoteHaunt, "bob"), vote(4, "gus", VoteHaunt, "cat"),
		vote(5, "gus", VoteHaunt, "bob"), // changed: ann 2, bob 2
		vote(6, "fay", VoteHaunt, "ann")) // changed: ann 3, bob 1
	mustApply(t, s, Event{At: at(7), Kind: KindAP})
	if got, want := aps(s), []int{1, 2, 2, 0, 0, 0, 0}; !cmp.Equal(got, want) {
		t.Fatalf("AP after the count: %v (want %v: ann haunted, the jury gets none)", got, want)
	}
}

func TestTT10TiedHauntingVoteHauntsNobody(t *testing.T) {
	s := jury(t)
	mustApply(t, s, vote(1, "dan", VoteHaunt, "ann"), vote(2, "eve", VoteHaunt, "bob"))
	mustApply(t, s, Event{At: at(7), Kind: KindAP})
	if got, want := aps(s), []int{2, 2, 2, 0, 0, 0, 0}; !cmp.Equal(got, want) {
		t.Fatalf("AP after a tied count: %v (want %v)", got, want)
	}
}

func TestTT10ThreeIntercessionVotesGiveThreeAP(t *testing.T) {
	s := jury(t)
	mustApply(t, s, vote(1, "dan", VoteIntercede, "bob"), vote(2, "eve", VoteIntercede, "bob"),
		vote(3, "fay", VoteIntercede, "bob"), vote(4, "gus", VoteIntercede, "cat"))
	mustApply(t, s, Event{At: at(7), Kind: KindAP})
	if got, want := aps(s), []int{2, 5, 2, 0, 0, 0, 0}; !cmp.Equal(got, want) {
		t.Fatalf("AP after the count: %v (want %v: bob 1 + 1 + 3)", got, want)
	}
	for i := range s.players {
		if s.haunt[i] != -1 || s.intercede[i] != -1 {
			t.Fatal("votes stand after the count (TT10: they are cleared)")
		}
	}
}

func TestTT10WeekendCountGivesIntercessionOnly(t *testing.T) {
	s := jury(t)
	s.round = 1
	// Tuesday's AP moment, then Wednesday to Friday's, then Saturday's count.
	for d := 0; d < 4; d++ {
		mustApply(t, s, Event{At: t0.AddDate(0, 0, d).Add(time.Hour), Kind: KindAP})
		s.roundStart = t0.AddDate(0, 0, d+1) // keep the round open: this test is about days
	}
	sat := time.Date(2026, 12, 5, 12, 0, 0, 0, time.UTC)
	refused(t, s, Event{At: sat, Kind: KindAP}, "a weekend day")
	mustApply(t, s, vote(0, "dan", VoteHaunt, "ann").at(sat), vote(0, "dan", VoteIntercede, "ann").at(sat),
		vote(0, "eve", VoteIntercede, "ann").at(sat), vote(0, "fay", VoteIntercede, "ann").at(sat))
	before := aps(s)
	mustApply(t, s, Event{At: sat.Add(time.Hour), Kind: KindCount})
	if got := aps(s); got[0] != before[0]+3 || got[1] != before[1] {
		t.Fatalf("AP after Saturday's count: %v, before %v (want ann +3, no one else)", got, before)
	}
	refused(t, s, Event{At: sat.Add(2 * time.Hour), Kind: KindCount}, "a second AP moment or count")
	refused(t, s, Event{At: sat.AddDate(0, 0, 2), Kind: KindCount}, "Sun 6 Dec 2026 passed without its count")
}

func TestTT10VotesRefusedAndVoid(t *testing.T) {
	s := jury(t)
	refused(t, s, vote(1, "ann", VoteHaunt, "bob"), "only the downed vote")
	refused(t, s, vote(1, "dan", VoteHaunt, "eve"), "a vote is for a living player")
	refused(t, s, vote(1, "dan", "Haunt", "bob"), `vote "Haunt"`)
	refused(t, s, vote(1, "dan", VoteHaunt, "BOB"), "not a player")
	// Three intercessions for cat, who is downed before the count: void.
	mustApply(t, s, vote(1, "dan", VoteIntercede, "cat"), vote(2, "eve", VoteIntercede, "cat"),
		vote(3, "fay", VoteIntercede, "cat"))
	s.players[0].AP = 1
	s.players[2].Hearts = 1
	s.players[0].Range = 5
	mustApply(t, s, Event{At: at(4), Kind: KindAttack, Player: "ann", Target: "cat"})
	mustApply(t, s, Event{At: at(5), Kind: KindAP})
	if got := aps(s); got[2] != 0 {
		t.Fatalf("downed cat got %d AP at the count (want 0: votes for the downed are void)", got[2])
	}
	a := placedAt(t, testGame(t, Abridged, "ann", "bob"), Cell{1, 1}, Cell{2, 2})
	downed(a, "bob", false)
	refused(t, a, vote(1, "bob", VoteHaunt, "ann"), "no jury")
}

func TestTT11ShrinkingGrid(t *testing.T) {
	g := testGame(t, Abridged, "ann", "bob", "cat", "dan")
	s := placedAt(t, g, Cell{8, 1}, Cell{1, 1}, Cell{4, 4}, Cell{1, 8})
	downed(s, "bob", true)
	s.players[0].AP, s.players[0].Range = 5, 8
	s.items[Cell{3, 8}] = Item{AP: 2}
	s.items[Cell{3, 7}] = Item{AP: 1}
	end := func(round int) time.Time { return at(10*round + 1) }
	for r := 1; r <= 3; r++ {
		for _, p := range []string{"ann", "cat", "dan"} {
			if !player(t, s, p).Downed {
				mustApply(t, s, act(0, KindEndTurn, p).at(end(r).Add(-time.Second)))
			}
		}
		mustApply(t, s, Event{At: end(r).Add(-time.Second), Kind: KindRoundEnd, Round: r})
	}
	// Round 3's end: the bottom row and the right column go (TT11).
	if b := s.Bounds(); b != (Bounds{Cell{1, 1}, Cell{7, 7}}) {
		t.Fatalf("bounds after round 3: %v (want A1 to G7)", b)
	}
	a, d := player(t, s, "ann"), player(t, s, "dan")
	if !a.Downed || a.Revivable || !d.Downed || d.Revivable {
		t.Fatalf("shrunk out: ann %+v, dan %+v (want both downed for good)", a, d)
	}
	if _, ok := s.Items()[Cell{3, 8}]; ok {
		t.Fatal("an item on a removed row is still there")
	}
	// ann and dan were downed by one event: they share a place, behind cat.
	if !s.Ended() || !cmp.Equal(s.Places(), [][]string{{"cat"}, {"ann", "dan"}, {"bob"}}) {
		t.Fatalf("ended %v, places %v", s.Ended(), s.Places())
	}
	// Their AP is owed to the grid, in the game's order of players (TT12).
	if who, _ := s.PendingDrop(); who != "ann" {
		t.Fatalf("first drop owed: %q (want ann's)", who)
	}
	if p := player(t, s, "ann"); p.Range != 7 {
		t.Fatalf("range after the shrink: %d (want at most the side, 7)", p.Range)
	}
}

func TestTT11ShrinkAlternatesAndStopsAtTwoByTwo(t *testing.T) {
	b := Bounds{Cell{1, 1}, Cell{5, 5}}
	var got []Bounds
	for n := 1; n <= 5; n++ {
		b = b.shrunk(n)
		got = append(got, b)
	}
	want := []Bounds{{Cell{1, 1}, Cell{4, 4}}, {Cell{2, 2}, Cell{4, 4}}, {Cell{2, 2}, Cell{3, 3}}, {Cell{2, 2}, Cell{3, 3}}, {Cell{2, 2}, Cell{3, 3}}}
	if !cmp.Equal(got, want) {
		t.Fatalf("shrinks: %v (want %v)", got, want)
	}
}

func TestTT11ShrunkOutDownedPlayerCanNoLongerRevive(t *testing.T) {
	g, _ := NewGame(Standard, []string{"ann", "bob", "cat"}, 6, true, "UTC", 60)
	s := placedAt(t, g, Cell{6, 6}, Cell{5, 5}, Cell{1, 1})
	downed(s, "ann", true)
	s.players[1].Hearts = 5
	mustApply(t, s, Event{At: t0.Add(10 * time.Second), Kind: KindAP})
	for r := 1; r <= 3; r++ {
		mustApply(t, s, act(20*r, KindEndTurn, "bob"), act(20*r, KindEndTurn, "cat"),
			Event{At: at(20 * r), Kind: KindRoundEnd, Round: r})
	}
	if a := player(t, s, "ann"); a.Revivable {
		t.Fatal("ann, shrunk out while downed, can still revive")
	}
	refused(t, s, Event{At: at(70), Kind: KindGiveHeart, Player: "bob", To: "ann"}, "can never revive")
}

func TestTT13FourPlayerRankingAgreement(t *testing.T) {
	s := placedAt(t, testGame(t, Standard, "ann", "bob", "cat", "dan", "eve"),
		Cell{1, 1}, Cell{2, 2}, Cell{3, 3}, Cell{4, 4}, Cell{8, 8})
	order := []string{"cat", "ann", "dan", "bob"}
	propose := func(sec int, who string, order []string) Event {
		return Event{At: at(sec), Kind: KindPropose, Player: who, Order: order}
	}
	refused(t, s, propose(1, "ann", order), "exactly 3 or 4 players are living, not 5")
	s.players[4].Hearts = 1
	s.players[3].AP, s.players[3].Range = 1, 8
	mustApply(t, s, Event{At: at(2), Kind: KindAttack, Player: "dan", Target: "eve"})
	refused(t, s, propose(3, "ann", []string{"cat", "ann", "dan"}), "each of the 4 living players once (it names 3")
	refused(t, s, propose(3, "ann", []string{"cat", "ann", "dan", "eve"}), "who is downed")
	refused(t, s, propose(3, "ann", []string{"cat", "ann", "dan", "cat"}), "twice")
	refused(t, s, propose(3, "eve", order), "only the living propose")
	mustApply(t, s, propose(3, "ann", order), propose(4, "bob", order), propose(5, "cat", order),
		propose(6, "dan", []string{"ann", "cat", "dan", "bob"}))
	if s.Ended() {
		t.Fatal("the game ended without agreement")
	}
	mustApply(t, s, propose(7, "dan", order))
	if !s.Ended() || !cmp.Equal(s.Places(), [][]string{{"cat"}, {"ann"}, {"dan"}, {"bob"}, {"eve"}}) {
		t.Fatalf("ended %v with places %v", s.Ended(), s.Places())
	}
	refused(t, s, act(8, KindEndTurn, "ann"), "after the game has ended")
}

func TestTT13ProposalsClearedWhenAPlayerIsDowned(t *testing.T) {
	s := placedAt(t, testGame(t, Standard, "ann", "bob", "cat", "dan"), Cell{1, 1}, Cell{2, 2}, Cell{3, 3}, Cell{8, 8})
	order := []string{"ann", "bob", "cat", "dan"}
	for i, p := range []string{"ann", "bob", "cat"} {
		mustApply(t, s, Event{At: at(i), Kind: KindPropose, Player: p, Order: order})
	}
	s.players[0].AP, s.players[0].Range, s.players[1].Hearts = 1, 8, 1
	mustApply(t, s, Event{At: at(4), Kind: KindAttack, Player: "ann", Target: "bob"})
	for _, p := range s.proposals {
		if p != nil {
			t.Fatal("a proposal survived a downing")
		}
	}
}

func TestTT13LastStandingAndHostEnd(t *testing.T) {
	s := placedAt(t, testGame(t, Standard, "ann", "bob", "cat"), Cell{1, 1}, Cell{2, 2}, Cell{3, 3})
	s.players[0].AP, s.players[1].Hearts = 5, 1
	mustApply(t, s, Event{At: at(1), Kind: KindAttack, Player: "ann", Target: "bob"})
	mustApply(t, s, Event{At: at(2), Kind: KindEnd, By: "host"})
	if !cmp.Equal(s.Places(), [][]string{{"ann", "cat"}, {"bob"}}) {
		t.Fatalf("host end: places %v (want the living sharing first)", s.Places())
	}
	s = placedAt(t, testGame(t, Standard, "ann", "bob"), Cell{1, 1}, Cell{2, 2})
	refused(t, s, Event{At: at(1), Kind: KindEnd, By: "ann"}, `want "host"`)
	s.players[0].AP, s.players[1].Hearts = 5, 1
	mustApply(t, s, Event{At: at(1), Kind: KindAttack, Player: "ann", Target: "bob"})
	if !s.Ended() || !cmp.Equal(s.Places(), [][]string{{"ann"}, {"bob"}}) || s.Round() != 1 {
		t.Fatalf("last standing: ended %v, places %v, round %d", s.Ended(), s.Places(), s.Round())
	}
}

// TestTT11ShrinksAlternateThroughTheGame: rounds 3, 6 and 9 take the bottom-right, then
// the top-left, then the bottom-right again.
func TestTT11ShrinksAlternateThroughTheGame(t *testing.T) {
	s := placedAt(t, testGame(t, Abridged, "ann", "bob"), Cell{4, 4}, Cell{5, 5})
	want := map[int]Bounds{3: {Cell{1, 1}, Cell{7, 7}}, 6: {Cell{2, 2}, Cell{7, 7}}, 9: {Cell{2, 2}, Cell{6, 6}}}
	for r := 1; r <= 9; r++ {
		mustApply(t, s, act(10*r, KindEndTurn, "ann"), act(10*r, KindEndTurn, "bob"),
			Event{At: at(10 * r), Kind: KindRoundEnd, Round: r})
		if b, ok := want[r]; ok && s.Bounds() != b {
			t.Errorf("bounds after round %d: %v, want %v", r, s.Bounds(), b)
		}
	}
}
