package analysis

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/ezd-game/ezd/army"
)

func rosterGen(name string) *rapid.Generator[army.Army] {
	return rapid.Custom(func(t *rapid.T) army.Army {
		classes := rapid.SliceOfN(rapid.SampledFrom([]string{"s", "m", "h"}), 1, 3).Draw(t, name)
		letters := ""
		for _, c := range classes {
			letters += c
		}
		return roster(letters)
	})
}

// TestResultLaws: for any small armies, turns and policy, the chances are probabilities
// that sum to 1, the value is aWins + draw/2 in [0, 1], each loss distribution sums to 1
// over points that were fielded, and swapping the armies swaps the chances (A6).
func TestResultLaws(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b := rosterGen("a").Draw(t, "a"), rosterGen("b").Draw(t, "b")
		opt := Options{Turns: rapid.IntRange(1, 6).Draw(t, "turns"), Policy: rapid.SampledFrom([]Policy{Optimal, Greedy}).Draw(t, "policy")}
		solve := func(a, b army.Army) Result {
			s, err := NewSolver(a, b, opt)
			if err != nil {
				t.Fatal(err)
			}
			r, err := s.Matchup()
			if err != nil {
				t.Fatal(err)
			}
			return r
		}
		r := solve(a, b)
		for _, p := range []float64{r.AWins, r.BWins, r.Draw} {
			if p < -1e-15 || p > 1+1e-12 {
				t.Fatalf("probability %v out of [0, 1]: %+v", p, r)
			}
		}
		if !near(r.AWins+r.BWins+r.Draw, 1, 1e-12) || !near(r.Value, r.AWins+r.Draw/2, 1e-12) {
			t.Fatalf("chances do not add up: %+v", r)
		}
		for side, loss := range []map[int]float64{r.LossA, r.LossB} {
			sum := 0.0
			for pts, p := range loss {
				if pts < 0 || pts > [2]army.Army{a, b}[side].Fielded() {
					t.Fatalf("side %d lost %d points", side, pts)
				}
				sum += p
			}
			if !near(sum, 1, 1e-12) {
				t.Fatalf("side %d's losses sum to %v", side, sum)
			}
		}
		if r.ExpectedTurns < 1 || r.ExpectedTurns > float64(opt.Turns)+1e-9 {
			t.Fatalf("expected turns %v with T = %d", r.ExpectedTurns, opt.Turns)
		}
		rev := solve(b, a)
		if !near(r.Value, 1-rev.Value, 1e-12) || !near(r.AWins, rev.BWins, 1e-12) {
			t.Fatalf("A6 swapping the armies: %v and %v", r.Value, rev.Value)
		}
	})
}
