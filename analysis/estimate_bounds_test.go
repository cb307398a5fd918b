package analysis

import (
	"errors"
	"strings"
	"testing"
)

// TestEstimateBoundsWhatIsBuilt: the estimate that refuses armies at once is not below
// what the solver goes on to build, for either policy, so armies beyond the budget are
// refused before building rather than after the budget runs out. Greedy play takes one
// step a position: its estimate is the turn starts times the tanks, and it builds no more
// than that from pairs of two tanks or more; optimal play builds at most 2.3 times its
// estimate over pairs of 2 to 12 tanks (estimate.go).
func TestEstimateBoundsWhatIsBuilt(t *testing.T) {
	for _, p := range [][2]string{{"ss", "sm"}, {"mmm", "hh"}, {"ssh", "sm"}, {"sssss", "h"}, {"smh", "ssmm"}} {
		for _, pol := range []Policy{Optimal, Greedy} {
			s := solver(t, roster(p[0]), roster(p[1]), Options{Policy: pol})
			if _, err := s.Value(s.Start()); err != nil {
				t.Fatal(err)
			}
			limit := s.l.estimate(pol)
			if pol == Optimal {
				limit *= 2.3
			}
			if built := float64(len(s.g.nodes)); built > limit {
				t.Errorf("%s against %s, %s: %g positions built, estimated %g", p[0], p[1], pol, built, s.l.estimate(pol))
			}
		}
	}
}

// TestEstimateRefusesGreedyWithItsCount: a greedy solver too big for the budget is refused
// with its own estimate, the turn starts times the tanks (13 heavy tanks a side: about
// 690 million turn starts, 26 tanks), not optimal play's 700 billion.
func TestEstimateRefusesGreedyWithItsCount(t *testing.T) {
	h13 := roster(strings.Repeat("h", 13))
	_, err := NewSolver(h13, h13, Options{Policy: Greedy})
	var be *BudgetError
	if !errors.As(err, &be) {
		t.Fatalf("13 heavy tanks a side, greedy: %v", err)
	}
	want := "the armies (13 and 13 tanks) need about 18 billion positions, more than the solver's limit of 2,000,000 positions: solve smaller armies"
	if err.Error() != want {
		t.Errorf("13 heavy tanks a side, greedy:\n got %s\nwant %s", err, want)
	}
}

// TestEstimateAtTheBudgetIsTaken: the budget is the most positions a solve may need, so
// armies estimated at exactly the budget are tried, and refused at once by a budget one
// position smaller (two small tanks against a small and a medium one: 864 positions for
// optimal play, 144 for greedy).
func TestEstimateAtTheBudgetIsTaken(t *testing.T) {
	for _, pol := range []Policy{Optimal, Greedy} {
		a, b := roster("ss"), roster("sm")
		s := solver(t, a, b, Options{Policy: pol})
		est := s.l.estimate(pol)
		if est != float64(int(est)) {
			t.Fatalf("%s: estimate %g is not whole", pol, est)
		}
		if err := CheckSize(a, b, Options{Policy: pol, Budget: int(est)}); err != nil {
			t.Errorf("%s: a budget of exactly the estimate %g refused: %v", pol, est, err)
		}
		var be *BudgetError
		if err := CheckSize(a, b, Options{Policy: pol, Budget: int(est) - 1}); !errors.As(err, &be) {
			t.Errorf("%s: a budget of %g, one under the estimate, taken: %v", pol, est-1, err)
		}
	}
}

// TestCheckSizeRefusesWhatNewSolverRefuses: CheckSize answers as NewSolver would, without
// solving: options out of range and an army the solver cannot take are refused with
// NewSolver's own errors.
func TestCheckSizeRefusesWhatNewSolverRefuses(t *testing.T) {
	for name, c := range map[string]struct {
		a, b string
		opt  Options
	}{
		"a negative budget": {"s", "s", Options{Budget: -1}},
		"an empty army":     {"", "s", Options{}},
	} {
		_, want := NewSolver(roster(c.a), roster(c.b), c.opt)
		got := CheckSize(roster(c.a), roster(c.b), c.opt)
		if want == nil || got == nil || got.Error() != want.Error() {
			t.Errorf("%s: CheckSize says %v, NewSolver %v", name, got, want)
		}
	}
}
