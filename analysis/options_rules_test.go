package analysis

import (
	"errors"
	"strings"
	"testing"
)

// TestTurnsLimits: A5 allows T from 1 to 200 exactly, and 0 means the default of 30.
func TestTurnsLimits(t *testing.T) {
	for _, c := range []struct {
		turns, want int
		ok          bool
	}{
		{0, DefaultTurns, true},
		{1, 1, true},
		{MaxTurns, MaxTurns, true},
		{-1, 0, false},
		{MaxTurns + 1, 0, false},
	} {
		s, err := NewSolver(roster("s"), roster("s"), Options{Turns: c.turns})
		if (err == nil) != c.ok {
			t.Errorf("A5 turns %d: error %v, want allowed %v", c.turns, err, c.ok)
			continue
		}
		if c.ok && s.Options().Turns != c.want {
			t.Errorf("A5 turns %d: the solver plays %d turns, want %d", c.turns, s.Options().Turns, c.want)
		}
		if c.ok && s.Start().TurnsLeft() != c.want {
			t.Errorf("A5 turns %d: the start has %d turns left, want %d", c.turns, s.Start().TurnsLeft(), c.want)
		}
	}
	if err := CheckTurns(0); err == nil || err.Error() != "turns must be a whole number from 1 to 200, not 0 (A5)" {
		t.Errorf("A5 CheckTurns(0): %v", err)
	}
	for _, turns := range []int{1, MaxTurns} {
		if err := CheckTurns(turns); err != nil {
			t.Errorf("A5 CheckTurns(%d): %v", turns, err)
		}
	}
}

// TestOptionsDefaults: the zero options are the optimal policy, 30 turns and the default
// position budget; a negative budget and an unknown policy are refused with the number.
func TestOptionsDefaults(t *testing.T) {
	s := solver(t, roster("s"), roster("s"), Options{})
	if got := s.Options(); got != (Options{Policy: Optimal, Turns: DefaultTurns, Budget: DefaultBudget}) {
		t.Errorf("defaults: %+v", got)
	}
	s = solver(t, roster("s"), roster("s"), Options{Policy: Greedy, Turns: 3, Budget: 70})
	if got := s.Options(); got != (Options{Policy: Greedy, Turns: 3, Budget: 70}) {
		t.Errorf("options set: %+v", got)
	}
	if _, err := NewSolver(roster("s"), roster("s"), Options{Budget: -1}); err == nil || err.Error() != "the position budget must be positive, not -1" {
		t.Errorf("negative budget: %v", err)
	}
	for _, p := range []Policy{-1, 2} {
		if _, err := NewSolver(roster("s"), roster("s"), Options{Policy: p}); err == nil || !strings.Contains(err.Error(), "want optimal or greedy") {
			t.Errorf("policy %d: %v", int(p), err)
		}
	}
}

// TestPolicyWords: the policies as commands write and read them.
func TestPolicyWords(t *testing.T) {
	for _, c := range []struct {
		p    Policy
		want string
	}{{Optimal, "optimal"}, {Greedy, "greedy"}, {Policy(7), "Policy(7)"}} {
		if got := c.p.String(); got != c.want {
			t.Errorf("%d: %q, want %q", int(c.p), got, c.want)
		}
	}
	for in, want := range map[string]Policy{"optimal": Optimal, " OPTIMAL ": Optimal, "greedy": Greedy} {
		if p, err := ParsePolicy(in); err != nil || p != want {
			t.Errorf("ParsePolicy(%q) = %v, %v; want %v", in, p, err, want)
		}
	}
	if got := (Step{Kind: StepKind(9)}).String(); got != "StepKind(9)" {
		t.Errorf("an unknown step kind: %q", got)
	}
}

// TestBudgetEdge: the budget counts positions; a solve that fits in it succeeds, and a
// budget one smaller than what a solve needs fails with BudgetError (never a hang).
func TestBudgetEdge(t *testing.T) {
	need := 0
	for budget := 1; budget < 10_000; budget++ {
		s, err := NewSolver(roster("s"), roster("s"), Options{Budget: budget})
		if err == nil {
			_, err = s.Matchup()
		}
		if err == nil {
			need = budget
			break
		}
		var be *BudgetError
		if !errors.As(err, &be) || be.Budget != budget || be.Tanks != [2]int{1, 1} {
			t.Fatalf("budget %d: %v", budget, err)
		}
	}
	if need == 0 {
		t.Fatal("one small tank a side does not fit in 10000 positions")
	}
}
