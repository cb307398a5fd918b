package analysis

import (
	"math"
	"testing"

	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// TestGreedyMonteCarlo plays the samples' battle many times with combat.Battle and its
// seeded dice, both sides taking the greedy policy's step (Choose), and checks that the
// solver's exact value of that policy is within 3 standard errors of the mean (A6, A8).
func TestGreedyMonteCarlo(t *testing.T) {
	fr, de := samples(t)
	const turns = 30
	games := 1500
	if mutationRun() {
		games = 300
	}
	s := solver(t, fr, de, Options{Policy: Greedy, Turns: turns})
	exact, err := s.Matchup()
	if err != nil {
		t.Fatal(err)
	}
	sum, sumSq := 0.0, 0.0
	for g := range games {
		b, err := combat.New("mc", fr, de, combat.Settings{Seed: uint64(1000 + g)})
		if err != nil {
			t.Fatal(err)
		}
		v := playGreedy(t, s, b, turns)
		sum += v
		sumSq += v * v
	}
	mean := sum / float64(games)
	se := math.Sqrt((sumSq/float64(games) - mean*mean) / float64(games-1))
	if math.Abs(mean-exact.Value) > 3*se {
		t.Errorf("A8 greedy: exact value %.4f, Monte Carlo %.4f ± %.4f (3 standard errors)", exact.Value, mean, 3*se)
	}
	if se == 0 {
		t.Errorf("A8 greedy: every game ended the same way: the dice are not rolled")
	}
}

// playGreedy plays a battle to its end or the turn limit and returns red's score: 1 for a
// win, 1/2 for a draw, 0 for a loss.
func playGreedy(t *testing.T, s *Solver, b *combat.Battle, turns int) float64 {
	t.Helper()
	for {
		st := b.State()
		switch {
		case st.Over():
			if st.Winner == combat.Red {
				return 1
			}
			return 0
		case st.Turn > turns:
			return 0.5
		}
		var err error
		if st.Initiative == combat.NoPlayer {
			_, err = b.Initiative(combat.FairDice())
		} else {
			var h Hint
			if h, err = s.Choose(st); err != nil {
				t.Fatal(err)
			}
			switch h.Kind {
			case Activate:
				_, err = b.Activate(h.Tank)
			case Attack:
				_, err = b.Attack(h.Tank, terrain.Open, combat.FairDice())
			case Defend:
				_, err = b.Defend()
			case Pass:
				_, err = b.Pass()
			}
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

// TestGreedyRule pins the rule of thumb of greedy.go on positions of the samples' battle.
func TestGreedyRule(t *testing.T) {
	fr, de := samples(t)
	s := solver(t, fr, de, Options{Policy: Greedy})
	b, err := combat.New("rule", fr, de, combat.Settings{Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	step := func(want string) {
		t.Helper()
		h, err := s.Choose(b.State())
		if err != nil {
			t.Fatal(err)
		}
		if h.String() != want {
			t.Fatalf("greedy chose %q, want %q", h, want)
		}
	}
	if _, err := b.Initiative(combat.TableDice(6, 1)); err != nil {
		t.Fatal(err)
	}
	// France: Char B1 bis (heavy: one attack at 21 of 36) and three small tanks (two
	// attacks after defending, at 15 of 36): the heavy expects 0.58, a small 0.83.
	step("activate red:2")
	if _, err := b.Activate(combat.Ref{Player: combat.Red, Pos: 2}); err != nil {
		t.Fatal(err)
	}
	step("defend") // one hit destroys a small tank
	if _, err := b.Defend(); err != nil {
		t.Fatal(err)
	}
	// Germany: Panzer IV 4 points / 3 damage left, each Panzer III/38(t) 3 points / 2:
	// cost x hits / damage left gives the medium tanks 22.5, the heavy 20.
	step("attack blue:2")
}
