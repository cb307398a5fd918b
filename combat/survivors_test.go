package combat

import (
	"slices"
	"strings"
	"testing"
)

// Tests that kill the mutants a mutation study of the rules left alive (docs/development.md, Mutation testing and coverage):
// each pins a rule that no other test would miss if it were broken.

// TestR3ADestroyedTankCannotActivate: a destroyed tank is neither activated nor offered.
func TestR3ADestroyedTankCannotActivate(t *testing.T) {
	b := newBattle(t, forces("Red", S, S, S, S), forces("Blue", H))
	run(t, b, "initiative 1,6", "activate blue:1", "attack red:1 6,1 => attacked done",
		"activate red:1 ! Small 1 (red:1) has been destroyed; red may activate red:2 (Small 2), red:3 (Small 3) or red:4 (Small 4), or pass")
	o := b.State().Options()
	if want := []Ref{{Red, 2}, {Red, 3}, {Red, 4}}; !slices.Equal(o.Activate, want) {
		t.Errorf("menu offers %v, want %v: never the destroyed red:1", o.Activate, want)
	}
	run(t, b, "activate red:2")
	if o := b.State().Options(); !slices.Equal(o.Targets, []Ref{{Blue, 1}}) {
		t.Errorf("targets %v, want blue:1", o.Targets)
	}
}

// TestR3MenuOffersNoTankTwice: a tank that has activated this turn is not offered again,
// nor is a destroyed enemy offered as a target.
func TestR3MenuOffersNoTankTwice(t *testing.T) {
	b := newBattle(t, forces("Red", S, S, S, S), forces("Blue", S, S, S, S, S))
	run(t, b, "initiative 6,1", "activate red:1", "attack blue:2 6,1", "done", "activate blue:1", "done")
	o := b.State().Options()
	if want := []Ref{{Red, 2}, {Red, 3}, {Red, 4}}; o.Player != Red || !slices.Equal(o.Activate, want) {
		t.Errorf("menu for %s offers %v, want red and %v: never red:1, which has activated", o.Player, o.Activate, want)
	}
	run(t, b, "activate red:2")
	if want := []Ref{{Blue, 1}, {Blue, 3}, {Blue, 4}, {Blue, 5}}; !slices.Equal(b.State().Options().Targets, want) {
		t.Errorf("targets %v, want %v: never the destroyed blue:2", b.State().Options().Targets, want)
	}
	if s := b.State(); strings.Contains(s.allowed(), "blue:2") {
		t.Errorf("allowed %q names the destroyed blue:2", s.allowed())
	}
}

// TestR3ActivationsAreCappedByTanksAbleToAct: the ceil(n/2) quota is counted at the start
// of the turn, but a player has no more activations left than tanks that can still
// activate; the turn ends when none can.
func TestR3ActivationsAreCappedByTanksAbleToAct(t *testing.T) {
	// Red fields 14 points in five tanks (quota 3); losing the three smalls, 6 points,
	// does not break it.
	b := newBattle(t, forces("Red", H, H, S, S, S), forces("Blue", S))
	run(t, b, "initiative 1,6", "activate blue:1",
		"attack red:3 6,1", "attack red:4 6,1", "attack red:5 6,1 => attacked done")
	s := b.State()
	if s.Red.Quota != 3 || s.ActivationsLeft(Red) != 2 {
		t.Fatalf("red quota %d, activations left %d; want 3 and 2 (two heavies left able to act)", s.Red.Quota, s.ActivationsLeft(Red))
	}
	run(t, b, "activate red:1", "done", "activate red:2", "done => done turnEnded")
}

// forgeVirtual rewrites the dice of a table event as dice claimed from the battle's stream.
func forgeVirtual(e Event) Event {
	switch e := e.(type) {
	case Attacked:
		e.Virtual = 2
		return e
	case InitiativeRolled:
		e.Virtual = 2
		return e
	}
	return e
}

// TestR11ForgedDiceSharingOneDieAreRefused: a journal cannot claim the battle's dice for an
// attack or a roll-off when only one of its two dice is the stream's.
func TestR11ForgedDiceSharingOneDieAreRefused(t *testing.T) {
	stream := NewDice(1)
	a, _ := stream.Roll()
	d, _ := stream.Roll()
	other := func(x int) int { return x%6 + 1 } // any die but x
	for _, dice := range [][2]int{{a, other(d)}, {other(a), d}} {
		if dice[0] == dice[1] {
			dice[1] = other(dice[1])
			if dice[1] == d && dice[0] == a {
				continue
			}
		}
		// A roll-off with the table's dice, claimed as the battle's.
		b := newBattle(t, forces("Red", S, S), forces("Blue", S, S))
		if _, err := b.Initiative(TableDice(dice[0], dice[1])); err != nil {
			t.Fatal(err)
		}
		j := b.Journal()
		j[1] = forgeVirtual(j[1])
		if _, err := Replay(j); err == nil || !strings.Contains(err.Error(), "the battle's dice at position 0") {
			t.Errorf("roll-off %v claimed as the stream's %d,%d: %v, want refused", dice, a, d, err)
		}
		// An attack with the table's dice, claimed as the battle's.
		b = newBattle(t, forces("Red", S, S), forces("Blue", S, S))
		run(t, b, "initiative 6,1", "activate red:1")
		if _, err := b.Attack(Ref{Blue, 1}, 0, TableDice(dice[0], dice[1])); err != nil {
			t.Fatal(err)
		}
		j = b.Journal()
		j[3] = forgeVirtual(j[3])
		if _, err := Replay(j[:4]); err == nil || !strings.Contains(err.Error(), "the battle's dice at position 0") {
			t.Errorf("attack dice %v claimed as the stream's %d,%d: %v, want refused", dice, a, d, err)
		}
	}
	// The stream's own dice, claimed as such, are accepted: the refusals above are
	// about the dice, not about claiming.
	b := newBattle(t, forces("Red", S, S), forces("Blue", S, S))
	run(t, b, "initiative 6,1", "activate red:1", "attack blue:1")
	if _, err := Replay(b.Journal()); err != nil {
		t.Errorf("replay of the stream's own dice: %v", err)
	}
}

// TestR11ARollOffClaimsEveryDieDrawn: a virtual roll-off records the dice drawn, ties
// included; a journal claiming fewer is refused.
func TestR11ARollOffClaimsEveryDieDrawn(t *testing.T) {
	// Find a seed whose first pair ties, so the roll-off draws four dice.
	for seed := uint64(0); seed < 1000; seed++ {
		d := NewDice(seed)
		x, _ := d.Roll()
		y, _ := d.Roll()
		if x != y {
			continue
		}
		b, err := New("tie", forces("Red", S, S), forces("Blue", S, S), Settings{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		events, err := b.Initiative(FairDice())
		if err != nil {
			t.Fatal(err)
		}
		e := events[0].(InitiativeRolled)
		if e.Virtual < 4 {
			t.Fatalf("seed %d: a roll-off after a tie drew %d dice, want at least 4", seed, e.Virtual)
		}
		j := b.Journal()
		e.Virtual -= 2
		j[1] = e
		if _, err := Replay(j); err == nil {
			t.Errorf("seed %d: a roll-off claiming %d dice of %d was accepted", seed, e.Virtual, e.Virtual+2)
		}
		return
	}
	t.Fatal("no seed below 1000 ties its first roll-off")
}

// TestR6AMoveWithTheWrongAllowanceIsRefused: a journal's move must have the allowance the
// class and terrain give.
func TestR6AMoveWithTheWrongAllowanceIsRefused(t *testing.T) {
	b := newBattle(t, forces("Red", S, S), forces("Blue", S, S))
	run(t, b, "initiative 6,1", "activate red:1", "move rough")
	j := b.Journal()
	m := j[3].(Moved)
	if m.Allowance != 4 {
		t.Fatalf("a small tank through rough ground may go %d, want 4 (R6, R9)", m.Allowance)
	}
	for _, wrong := range []int{0, 3, 5, 6} {
		m.Allowance = wrong
		j[3] = m
		if _, err := Replay(j); err == nil || !strings.Contains(err.Error(), "the moved event does not follow from the rules") {
			t.Errorf("a move with allowance %d: %v, want refused", wrong, err)
		}
	}
	m.Allowance, m.Through = 4, nil
	j[3] = m
	if _, err := Replay(j); err == nil {
		t.Error("a move in the open with the allowance of rough ground was accepted")
	}
}
