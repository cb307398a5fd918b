package analysis

import (
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/combat"
)

func samples(tb testing.TB) (army.Army, army.Army) {
	tb.Helper()
	a, err := army.Sample("france-1940")
	if err != nil {
		tb.Fatal(err)
	}
	b, err := army.Sample("germany-1940")
	if err != nil {
		tb.Fatal(err)
	}
	return a, b
}

func benchMatchup(b *testing.B, pol Policy) {
	fr, de := samples(b)
	for b.Loop() {
		s, err := NewSolver(fr, de, Options{Policy: pol, Turns: 30})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.Matchup(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSamplesOptimal is the target: under 1 s and 500 MB (under 200 ms for
// a hint from a fresh solver).
func BenchmarkSamplesOptimal(b *testing.B) { benchMatchup(b, Optimal) }

// BenchmarkSamplesGreedy is the target: under 20 ms.
func BenchmarkSamplesGreedy(b *testing.B) { benchMatchup(b, Greedy) }

// BenchmarkHintFresh is `ezd battle hint` on the samples' first step: a fresh solver
// each time, as a fresh process has (target: under 200 ms).
func BenchmarkHintFresh(b *testing.B) {
	fr, de := samples(b)
	bt, err := combat.New("bench", fr, de, combat.Settings{Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	if _, err := bt.Initiative(combat.TableDice(6, 1)); err != nil {
		b.Fatal(err)
	}
	st := bt.State()
	for b.Loop() {
		s, err := ForBattle(st, Options{})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.Hints(st); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStepWarm is a step of `ezd battle play` after the first: the session's solver
// has the battle's graph, and the screen asks for the win chance (Outcome) and the best
// step (Choose) of the next position.
func BenchmarkStepWarm(b *testing.B) {
	fr, de := samples(b)
	bt, err := combat.New("bench", fr, de, combat.Settings{Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	s, err := ForBattle(bt.State(), Options{})
	if err != nil {
		b.Fatal(err)
	}
	if _, err := s.Matchup(); err != nil {
		b.Fatal(err)
	}
	if _, err := bt.Initiative(combat.TableDice(6, 1)); err != nil {
		b.Fatal(err)
	}
	st := bt.State()
	for b.Loop() {
		p, err := s.Battle(st)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.Outcome(p); err != nil {
			b.Fatal(err)
		}
		if _, err := s.Choose(st); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLargestPair is the matchup of the 10-point pair with the most positions: a
// small, a medium and a heavy tank a side (about 688,000 positions).
func BenchmarkLargestPair(b *testing.B) {
	smh := army.Army{Tanks: []army.Tank{{Class: army.Small}, {Class: army.Medium}, {Class: army.Heavy}}}.WithDefaults()
	for b.Loop() {
		s, err := NewSolver(smh, smh, Options{})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.Matchup(); err != nil {
			b.Fatal(err)
		}
	}
}
