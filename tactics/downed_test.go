package tactics

import (
	"testing"
	"time"
)

func TestTT8DowningByAttackGivesTheAttackerAllTheirAP(t *testing.T) {
	s := placedAt(t, testGame(t, Standard, "ann", "bob", "cat"), Cell{1, 1}, Cell{2, 2}, Cell{8, 8})
	s.players[0].AP = 2
	s.players[1].Hearts, s.players[1].AP = 1, 5
	mustApply(t, s, Event{At: at(1), Kind: KindAttack, Player: "ann", Target: "bob"})
	a, b := player(t, s, "ann"), player(t, s, "bob")
	if !b.Downed || b.Hearts != 0 || b.AP != 0 || !b.Revivable {
		t.Fatalf("bob after the attack: %+v (want downed, revivable, 0 AP)", b)
	}
	if a.AP != 6 {
		t.Fatalf("ann has %d AP (want 2 - 1 + bob's 5)", a.AP)
	}
	if _, owed := s.PendingDrop(); owed {
		t.Fatal("a downing by attack owes a drop (want none: the attacker has the AP)")
	}
	refused(t, s, act(2, KindEndTurn, "bob"), "downed and cannot act")
	s.turns[2].ended = false
	s.players[2].AP, s.players[2].Range = 1, 8
	refused(t, s, Event{At: at(2), Kind: KindAttack, Player: "cat", Target: "bob"}, "cannot be attacked")
}

// missedTurnDowning is ann with 1 heart and 3 AP missing the first turn of a standard game
// of three; it returns the state after the round's end and bob's and cat's turns.
func missedTurnDowning(t *testing.T) *State {
	s := placedAt(t, testGame(t, Standard, "ann", "bob", "cat"), Cell{1, 1}, Cell{2, 2}, Cell{8, 8})
	s.players[0].Hearts, s.players[0].AP = 1, 3
	mustApply(t, s, act(5, KindEndTurn, "bob"), act(6, KindEndTurn, "cat"),
		Event{At: at(7), Kind: KindAP})
	mustApply(t, s, Event{At: t0.Add(24 * time.Hour), Kind: KindRoundEnd, Round: 1})
	return s
}

func TestTT8DowningByMissedTurnDropsTheAPOneCellAPoint(t *testing.T) {
	s := missedTurnDowning(t)
	if p := player(t, s, "ann"); !p.Downed || p.AP != 0 || !p.Revivable {
		t.Fatalf("ann after missing her turn: %+v (want downed, revivable, AP owed to the grid)", p)
	}
	if who, owed := s.PendingDrop(); !owed || who != "ann" {
		t.Fatalf("owed drop: %q %v (want ann's)", who, owed)
	}
	end := t0.Add(24 * time.Hour)
	// ann had 3 AP and got 1 at the AP moment: 4 cells.
	refused(t, s, act(0, KindEndTurn, "bob").at(end), "where the drop of ann's 4 AP is owed")
	refused(t, s, Event{At: end, Kind: KindDrop, Player: "ann", Cells: []Cell{{3, 3}, {3, 3}, {4, 4}}}, "want one cell per point")
	refused(t, s, Event{At: end, Kind: KindDrop, Player: "ann", Cells: []Cell{{3, 3}, {3, 3}, {4, 4}, {2, 2}}}, "holds bob")
	refused(t, s, Event{At: end, Kind: KindDrop, Player: "ann", Cells: []Cell{{3, 3}, {3, 3}, {4, 4}, {9, 4}}}, "off the grid")
	refused(t, s, Event{At: end, Kind: KindDrop, Player: "bob", Cells: []Cell{{3, 3}, {3, 3}, {4, 4}, {5, 4}}}, "where ann's comes next")
	refused(t, s, Event{At: end.Add(time.Second), Kind: KindDrop, Player: "ann", Cells: []Cell{{3, 3}, {3, 3}, {4, 4}, {5, 4}}}, "not at the moment")
	mustApply(t, s, Event{At: end, Kind: KindDrop, Player: "ann", Cells: []Cell{{3, 3}, {3, 3}, {4, 4}, {5, 4}}})
	items := s.Items()
	if items[Cell{3, 3}] != (Item{AP: 2}) || items[Cell{4, 4}] != (Item{AP: 1}) || len(items) != 3 {
		t.Fatalf("items after the drop: %v (want 2 AP on C3, 1 on D4, 1 on E4)", items)
	}
	refused(t, s, Event{At: end, Kind: KindDrop, Player: "ann", Cells: []Cell{{3, 3}}}, "no drop is owed")
}

func TestTT8RevivalWithOneHeartAndOneAP(t *testing.T) {
	s := missedTurnDowning(t)
	end := t0.Add(24 * time.Hour)
	mustApply(t, s, Event{At: end, Kind: KindDrop, Player: "ann", Cells: []Cell{{3, 3}, {3, 3}, {4, 4}, {5, 4}}})
	mustApply(t, s, Event{At: end.Add(time.Minute), Kind: KindVote, Player: "ann", Vote: VoteIntercede, For: "bob"},
		Event{At: end.Add(time.Minute), Kind: KindVote, Player: "ann", Vote: VoteHaunt, For: "cat"})
	hearts := player(t, s, "bob").Hearts
	mustApply(t, s, Event{At: end.Add(2 * time.Minute), Kind: KindGiveHeart, Player: "bob", To: "ann"})
	a := player(t, s, "ann")
	if a.Downed || a.Hearts != 1 || a.AP != 1 {
		t.Fatalf("ann revived: %+v (want living, 1 heart, 1 AP)", a)
	}
	if b := player(t, s, "bob"); b.Hearts != hearts-1 || b.AP != 2 {
		t.Fatalf("bob after reviving ann: %+v (want one heart less and his own AP kept)", b)
	}
	if s.intercede[0] != -1 || s.haunt[0] != -1 {
		t.Fatal("a revived juror kept her votes (TT10: she loses them)")
	}
	// TT3: a player revived in a round may take her turn, and is not punished for missing it.
	mustApply(t, s, act(0, KindEndTurn, "cat").at(end.Add(3*time.Minute)))
	if due, _ := s.RoundDue(); !due.Equal(end.Add(24 * time.Hour)) {
		t.Fatalf("the round waits for ann until %v (want its limit)", due)
	}
	mustApply(t, s, Event{At: end.Add(10 * time.Hour), Kind: KindAP})
	mustApply(t, s, Event{At: end.Add(24 * time.Hour), Kind: KindRoundEnd, Round: 2})
	if a := player(t, s, "ann"); a.Hearts != 1 {
		t.Fatalf("ann, revived during round 2, has %d hearts after it (want 1: not punished)", a.Hearts)
	}
}

func TestTT8AbridgedNoOneRevivesAndAPComesAtRoundEnds(t *testing.T) {
	s := placedAt(t, testGame(t, Abridged, "ann", "bob", "cat"), Cell{1, 1}, Cell{2, 2}, Cell{8, 8})
	s.players[1].Hearts = 1
	mustApply(t, s, Event{At: at(1), Kind: KindAttack, Player: "ann", Target: "bob"})
	if b := player(t, s, "bob"); !b.Downed || b.Revivable {
		t.Fatalf("bob downed in an abridged game: %+v (want downed for good)", b)
	}
	mustApply(t, s, Event{At: at(30), Kind: KindRoundEnd, Round: 1})
	// ann: 2 - 1 + bob's 2 + 1; cat missed his turn and got 1.
	if a, c := player(t, s, "ann"), player(t, s, "cat"); a.AP != 4 || c.AP != 3 || c.Hearts != 2 {
		t.Fatalf("after round 1: ann %+v, cat %+v (want 4 AP; 3 AP and 2 hearts)", a, c)
	}
	if b := player(t, s, "bob"); b.AP != 0 {
		t.Fatalf("downed bob got AP at the round's end: %+v", b)
	}
}

func TestTT9MovingCollectsItems(t *testing.T) {
	s := twoPlayers(t, Standard)
	mustApply(t, s, Event{At: at(1), Kind: KindSpawn, Cell: Cell{6, 6}, AP: 3}, // loot is not the day's heart
		Event{At: at(1), Kind: KindSpawn, Cell: Cell{2, 2}, Hearts: 1},
		Event{At: at(2), Kind: KindSpawn, Cell: Cell{2, 1}, AP: 3})
	refused(t, s, Event{At: at(3), Kind: KindSpawn, Cell: Cell{5, 5}, Hearts: 1}, "a second heart")
	refused(t, s, Event{At: at(3), Kind: KindSpawn, Cell: Cell{2, 1}, AP: 3}, "already holds an item")
	refused(t, s, Event{At: at(3), Kind: KindSpawn, Cell: Cell{3, 1}, AP: 3}, "holds bob")
	refused(t, s, Event{At: at(3), Kind: KindSpawn, Cell: Cell{1, 1}, AP: 3}, "holds ann") // the first seat too
	refused(t, s, Event{At: at(3), Kind: KindSpawn, Cell: Cell{9, 1}, AP: 3}, "off the grid")
	mustApply(t, s, Event{At: at(4), Kind: KindMove, Player: "ann", Dest: Cell{2, 1}})
	if a := player(t, s, "ann"); a.AP != 3 || a.Hearts != 3 {
		t.Fatalf("ann after collecting loot: %+v (want 1 - 1 + 3 AP)", a)
	}
	mustApply(t, s, Event{At: at(5), Kind: KindMove, Player: "bob", Dest: Cell{2, 2}})
	if b := player(t, s, "bob"); b.AP != 0 || b.Hearts != 4 {
		t.Fatalf("bob after collecting a heart: %+v (want 4 hearts)", b)
	}
	if len(s.Items()) != 1 {
		t.Fatalf("items left after two were collected: %v (want the loot on F6)", s.Items())
	}
	a := testGame(t, Abridged, "ann", "bob")
	s = placedAt(t, a, Cell{1, 1}, Cell{2, 2})
	refused(t, s, Event{At: at(1), Kind: KindSpawn, Cell: Cell{5, 5}, Hearts: 1}, "no spawns")
}

func TestTT12DropsFollowTheRoundEndInTheGamesOrder(t *testing.T) {
	// cat and ann both miss their last heart in round 1; bob plays. Their AP falls in the
	// game's order of players (ann, then cat), at the round's end, on the grid as it is then.
	s := placedAt(t, testGame(t, Abridged, "ann", "bob", "cat"), Cell{1, 1}, Cell{4, 4}, Cell{8, 8})
	s.players[0].Hearts, s.players[2].Hearts = 1, 1
	mustApply(t, s, act(5, KindEndTurn, "bob"))
	end := at(30)
	mustApply(t, s, Event{At: end, Kind: KindRoundEnd, Round: 1})
	if !s.Ended() || !cmpPlaces(s.Places(), [][]string{{"bob"}, {"ann", "cat"}}) {
		t.Fatalf("ended %v, places %v (want bob first, ann and cat sharing second)", s.Ended(), s.Places())
	}
	refused(t, s, Event{At: end, Kind: KindDrop, Player: "cat", Cells: []Cell{{2, 2}, {2, 2}}}, "where ann's comes next")
	// TT12: ann's 2 AP were owed before the abridged AP, which went to the living only.
	mustApply(t, s, Event{At: end, Kind: KindDrop, Player: "ann", Cells: []Cell{{2, 2}, {3, 3}}})
	refused(t, s, Event{At: end, Kind: KindDrop, Player: "cat", Cells: []Cell{{8, 8}, {2, 2}}}, "holds cat")
	mustApply(t, s, Event{At: end, Kind: KindDrop, Player: "cat", Cells: []Cell{{2, 2}, {1, 2}}})
	if _, owed := s.PendingDrop(); owed {
		t.Fatal("a drop is still owed")
	}
	refused(t, s, act(31, KindEndTurn, "bob"), "after the game has ended")
}

func cmpPlaces(a, b [][]string) bool { return string(mustJSON(a)) == string(mustJSON(b)) }

// TestTT9NothingToDropNowhereToFall: a player downed with 0 AP drops nothing, and AP with
// no free cell to fall on is lost (docs/tactics.md): no drop is owed either way.
func TestTT9NothingToDropNowhereToFall(t *testing.T) {
	s := twoPlayers(t, Abridged)
	s.players[1].Hearts, s.players[1].AP = 1, 0
	mustApply(t, s, act(0, KindEndTurn, "ann"), Event{At: at(30), Kind: KindRoundEnd, Round: 1})
	if who, owed := s.PendingDrop(); owed || !player(t, s, "bob").Downed {
		t.Errorf("bob downed with 0 AP: a drop of %q owed (TT9: nothing drops)", who)
	}

	g := testGame(t, Abridged, "ann", "bob", "cy", "dee")
	s = placedAt(t, g, Cell{1, 1}, Cell{2, 1}, Cell{1, 2}, Cell{2, 2})
	s.bounds = Bounds{Cell{1, 1}, Cell{2, 2}} // the grid shrunk to the four cells they hold
	s.players[3].Hearts = 1
	mustApply(t, s, act(0, KindEndTurn, "ann"), act(0, KindEndTurn, "bob"), act(0, KindEndTurn, "cy"),
		Event{At: at(30), Kind: KindRoundEnd, Round: 1})
	if who, owed := s.PendingDrop(); owed || !player(t, s, "dee").Downed {
		t.Errorf("dee downed on a full grid: a drop of %q owed (want her AP lost: nowhere to fall)", who)
	}
}
