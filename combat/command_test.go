package combat

import (
	"errors"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/terrain"
)

func TestMoveReturnsTheAllowance(t *testing.T) {
	tests := []struct {
		name    string
		class   army.Class
		through []terrain.Kind
		want    int
	}{
		{"R6 small in the open", S, nil, 6},
		{"R6 medium through rough ground", M, []terrain.Kind{terrain.Rough}, 7},
		{"R9 heavy through rough and light cover", H, []terrain.Kind{terrain.Rough, terrain.LightCover}, 6},
		{"R9 the allowance never goes below 0", S, []terrain.Kind{terrain.LightCover, terrain.LightCover}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := newBattle(t, forces("Red", tt.class), forces("Blue", S))
			run(t, b, "initiative 6,1", "activate red:1")
			got, events, err := b.Move(tt.through)
			if err != nil || got != tt.want || events[0].(Moved).Allowance != tt.want {
				t.Errorf("Move(%v) = %d, %v, %v; want %d", tt.through, got, events, err, tt.want)
			}
		})
	}
}

func TestTableDiceAreChecked(t *testing.T) {
	b := newBattle(t, forces("Red", S), forces("Blue", S))
	if _, err := b.Initiative(TableDice(0, 3)); err == nil || !strings.Contains(err.Error(), "a die shows 1 to 6, not 0") {
		t.Errorf("initiative 0,3: %v; want a die error", err)
	}
	run(t, b, "initiative 6,1", "activate red:1")
	if _, err := b.Attack(Ref{Blue, 1}, terrain.Open, TableDice(7, 1)); err == nil || !strings.Contains(err.Error(), "not 7") {
		t.Errorf("attack 7,1: %v; want a die error", err)
	}
	if n := len(b.Journal()); n != 3 {
		t.Errorf("journal has %d events after refused dice, want 3", n)
	}
}

func TestAimShowsTheOddsBeforeTheDice(t *testing.T) {
	b := newBattle(t, forces("Red", H), forces("Blue", S, S))
	run(t, b, "initiative 1,6", "activate blue:1", "defend", "done", "activate red:1")
	a, err := b.Aim(Ref{Blue, 1}, terrain.LightCover)
	// R7: heavy +1, light cover -1, defending small +3: net -3, 3 hits in 36.
	if err != nil || a.Net() != -3 || a.Hits() != 3 {
		t.Errorf("Aim = %+v (net %d), %v; want net -3, 3 hits", a, a.Net(), err)
	}
	if _, err := b.Aim(Ref{Blue, 2}, terrain.HeavyCover); err == nil {
		t.Error("Aim through heavy cover accepted, want refused (R7)")
	}
}

func TestFairDiceAreReproducible(t *testing.T) {
	b := newBattle(t, forces("Red", S, S), forces("Blue", M, M))
	first, err := b.Initiative(FairDice())
	if err != nil {
		t.Fatal(err)
	}
	e := first[0].(InitiativeRolled)
	if e.Virtual < 2 || e.Red == e.Blue || e.Red < 1 || e.Red > 6 || e.Blue < 1 || e.Blue > 6 {
		t.Fatalf("fair roll-off %+v; want two different dice and the dice drawn", e)
	}
	if _, err := b.Undo(); err != nil {
		t.Fatal(err)
	}
	again, err := b.Initiative(FairDice())
	if err != nil || again[0] != first[0] {
		t.Errorf("after undo the roll-off gave %v, %v; want the same dice %v (undo is no re-roll)", again, err, first)
	}
	if s := b.State(); s.DiceDrawn != e.Virtual {
		t.Errorf("dice drawn %d, want %d", s.DiceDrawn, e.Virtual)
	}
}

func TestRefusedAttackUsesNoDice(t *testing.T) {
	b := newBattle(t, forces("Red", S, S), forces("Blue", S, S))
	run(t, b, "initiative 6,1", "activate red:1")
	if _, err := b.Attack(Ref{Red, 2}, terrain.Open, FairDice()); err == nil {
		t.Fatal("attack on an own tank accepted")
	}
	if n := b.State().DiceDrawn; n != 0 {
		t.Errorf("a refused attack drew %d dice, want 0", n)
	}
	events, err := b.Attack(Ref{Blue, 1}, terrain.Open, FairDice())
	if err != nil || events[0].(Attacked).Virtual != 2 || b.State().DiceDrawn != 2 {
		t.Errorf("fair attack: %v, %v; want 2 dice drawn", events, err)
	}
}

func TestFairRollOffRollsTiesAgain(t *testing.T) {
	// Find a seed whose first two dice tie: R3 says roll again, and the event counts them.
	seed := uint64(0)
	for ; ; seed++ {
		d := NewDice(seed)
		a, _ := d.Roll()
		b, _ := d.Roll()
		if a == b {
			break
		}
	}
	b, err := New("tie", forces("Red", S), forces("Blue", S), Settings{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	events, err := b.Initiative(FairDice())
	if err != nil {
		t.Fatal(err)
	}
	if e := events[0].(InitiativeRolled); e.Virtual < 4 || e.Red == e.Blue {
		t.Errorf("roll-off %+v; want the tie rolled again", e)
	}
	if log := b.Log(); !strings.Contains(log[1], "(The dice tied ") {
		t.Errorf("log %q; want the tie told", log[1])
	}
	if _, err := Replay(b.Journal()); err != nil {
		t.Errorf("replay: %v", err)
	}
}

func TestInitiativeTieIsErrTie(t *testing.T) {
	b := newBattle(t, forces("Red", S), forces("Blue", S))
	_, err := b.Initiative(TableDice(4, 4))
	if !errors.Is(err, ErrTie) {
		t.Errorf("tie: %v; want ErrTie", err)
	}
}

func TestNewRefusesInvalidArmies(t *testing.T) {
	tests := []struct {
		name      string
		red, blue army.Army
		want      string
	}{
		{"R1 an army without tanks", army.Army{Name: "Red"}, forces("Blue", S), "red army: the army has no tanks"},
		{"R1 an army over its limit", forces("Red", S), army.Army{Name: "Blue", Points: 4, Tanks: []army.Tank{{Class: H}, {Class: S}}}, "blue army: the tanks cost 6 points, 2 over the limit of 4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := New("x", tt.red, tt.blue, Settings{}); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("New: %v; want %q", err, tt.want)
			}
		})
	}
	if _, err := New(" ", forces("Red", S), forces("Blue", S), Settings{}); err == nil {
		t.Error("a battle without a name was accepted")
	}
}
