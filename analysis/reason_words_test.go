package analysis

import (
	"testing"

	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// reasons returns the reason of every hint of the battle now, by step.
func reasons(t *testing.T, s *Solver, st combat.State) map[string]string {
	t.Helper()
	hs, err := s.Hints(st)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, h := range hs {
		got[h.String()] = h.Reason
	}
	return got
}

// TestReasonWords pins the words behind each step: the actions of each class (R4), a
// defence that ends (R5), the damage a target has left (R7) and a target that defends.
func TestReasonWords(t *testing.T) {
	red, blue := roster("mh"), roster("mmm")
	s := solver(t, red, blue, Options{})
	b := started(t, red, blue, 6, 1)
	st := b.State()
	st.Red.Tanks[1].Defending = true
	got := reasons(t, s, st)
	for step, want := range map[string]string{
		"activate red:1": "Medium 1 acts with 2 actions",
		"activate red:2": "Heavy 1 acts with 1 action, and its defence ends (R5)",
		"pass":           "no more activations this turn (R3); defending tanks stay defending",
	} {
		if got[step] != want {
			t.Errorf("%s: %q, want %q", step, got[step], want)
		}
	}

	if _, err := b.Activate(combat.Ref{Player: combat.Red, Pos: 1}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Attack(combat.Ref{Player: combat.Blue, Pos: 1}, terrain.Open, combat.TableDice(6, 1)); err != nil {
		t.Fatal(err)
	}
	st = b.State()
	if st.Blue.Tanks[0].Damage != 1 {
		t.Fatalf("the attack did %d damage, want 1", st.Blue.Tanks[0].Damage)
	}
	st.Blue.Tanks[2].Defending = true
	got = reasons(t, s, st)
	for step, want := range map[string]string{
		"attack blue:1": "focus fire: Medium 1 has 1 damage left, hits in 15 of 36",
		"attack blue:2": "Medium 2 has 2 damage left, hits in 15 of 36",
		"attack blue:3": "Medium 3 has 2 damage left, hits in 6 of 36 (it defends)",
	} {
		if got[step] != want {
			t.Errorf("%s: %q, want %q", step, got[step], want)
		}
	}
}
