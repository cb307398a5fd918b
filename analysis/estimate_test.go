package analysis

import (
	"errors"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/army"
)

// TestEstimateCountsTurnStarts: the estimate counts every turn start exactly (A8: identical
// tanks in the same state are one; R8: a broken side ends the battle), as many as the
// solver builds.
func TestEstimateCountsTurnStarts(t *testing.T) {
	for _, p := range [][2]string{{"s", "s"}, {"ss", "sm"}, {"mmm", "hh"}, {"hh", "hh"}, {"ssh", "sm"}, {"sssss", "h"}} {
		s := solver(t, roster(p[0]), roster(p[1]), Options{})
		if _, err := s.Value(s.Start()); err != nil {
			t.Fatal(err)
		}
		if got, want := s.l.standings(sideA)*s.l.standings(sideB), float64(len(s.g.cfgs)); got != want {
			t.Errorf("%s against %s: %g turn starts counted, %g built", p[0], p[1], got, want)
		}
	}
}

// tenPoints returns every roster of small, medium and heavy tanks that costs 9 or 10
// points: the armies a player fields at 10 (no room for another tank, R1).
func tenPoints() []string {
	var out []string
	for h := 0; h <= 2; h++ {
		for m := 0; m <= 3; m++ {
			for s := 0; s <= 5; s++ {
				if c := 2*s + 3*m + 4*h; c == 9 || c == 10 {
					out = append(out, strings.Repeat("s", s)+strings.Repeat("m", m)+strings.Repeat("h", h))
				}
			}
		}
	}
	return out
}

// TestEstimateTakesTenPoints: every pair of 10-point armies passes the estimate, for both
// policies (the largest needs 688,000 positions of the 2,000,000).
func TestEstimateTakesTenPoints(t *testing.T) {
	rs := tenPoints()
	if len(rs) != 8 {
		t.Fatalf("only %d rosters of 10 points", len(rs))
	}
	for _, a := range rs {
		for _, b := range rs {
			for _, pol := range []Policy{Optimal, Greedy} {
				if _, err := NewSolver(roster(a), roster(b), Options{Policy: pol}); err != nil {
					t.Errorf("%s against %s, %s: %v", a, b, pol, err)
				}
			}
		}
	}
}

// TestEstimateRefusesAtOnce: armies far beyond the budget are refused by NewSolver, before
// anything is built, with the estimate and the limit in the message (they took 3-4 s and
// 400 MB to refuse when the budget ran out while building).
func TestEstimateRefusesAtOnce(t *testing.T) {
	for _, tc := range []struct{ a, b, want string }{
		{strings.Repeat("h", 13), strings.Repeat("h", 13), "the armies (13 and 13 tanks) need about 700 billion positions, more than the solver's limit of 2,000,000 positions: solve smaller armies"},
		{"ssmmhh", "ssmmhh", "the armies (6 and 6 tanks) need about 1.2 billion positions, more than the solver's limit of 2,000,000 positions: solve smaller armies"},
		{"smmh", "smmh", "the armies (4 and 4 tanks) need about 7.1 million positions, more than the solver's limit of 2,000,000 positions: solve smaller armies"},
	} {
		_, err := NewSolver(roster(tc.a), roster(tc.b), Options{})
		var be *BudgetError
		if !errors.As(err, &be) || be.Estimate <= float64(DefaultBudget) || err.Error() != tc.want {
			t.Errorf("%s against %s: %v", tc.a, tc.b, err)
		}
	}
	// Greedy play builds one step a position: the same armies' turn starts alone are
	// too many.
	if _, err := NewSolver(roster(strings.Repeat("h", 13)), roster(strings.Repeat("h", 13)), Options{Policy: Greedy}); err == nil {
		t.Error("13 heavy tanks a side, greedy: taken")
	}
}

// BenchmarkRefuseTooBig is the refusal of armies far beyond the solver (the target in
// docs/analysis.md, Speed: under 50 ms and 50 MB).
func BenchmarkRefuseTooBig(b *testing.B) {
	big := army.Army{}
	for range 13 {
		big.Tanks = append(big.Tanks, army.Tank{Class: army.Heavy})
	}
	big = big.WithDefaults()
	for b.Loop() {
		if _, err := NewSolver(big, big, Options{}); err == nil {
			b.Fatal("13 heavy tanks a side were taken")
		}
	}
}
