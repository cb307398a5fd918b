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

// afterRollOff returns the state of a battle of red against blue whose first roll-off red
// won: the position of every benchmark's first question.
func afterRollOff(b *testing.B, red, blue army.Army) combat.State {
	b.Helper()
	bt, err := combat.New("bench", red, blue, combat.Settings{Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	if _, err := bt.Initiative(combat.TableDice(6, 1)); err != nil {
		b.Fatal(err)
	}
	return bt.State()
}

// benchPair is a pair of armies a benchmark asks about.
type benchPair struct {
	name      string
	red, blue army.Army
}

// benchPairs are the armies of the benchmarks of a first question: the samples and the
// largest 10-point pair (a small, a medium and a heavy tank a side).
func benchPairs(b *testing.B) []benchPair {
	fr, de := samples(b)
	return []benchPair{{"samples", fr, de}, {"largest", roster("smh"), roster("smh")}}
}

// BenchmarkHintFresh is `ezd battle hint` on the samples' first step: a fresh solver
// each time, as a fresh process has (target: under 200 ms).
func BenchmarkHintFresh(b *testing.B) {
	fr, de := samples(b)
	st := afterRollOff(b, fr, de)
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
	s, err := NewSolver(fr, de, Options{})
	if err != nil {
		b.Fatal(err)
	}
	if _, err := s.Matchup(); err != nil {
		b.Fatal(err)
	}
	st := afterRollOff(b, fr, de)
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
	for b.Loop() {
		s, err := NewSolver(roster("smh"), roster("smh"), Options{})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.Matchup(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHintCached is `ezd battle hint` from a fresh process with the battle's solved
// table in the cache: read the table's bytes, make a solver from it, value every step of
// the first turn (red won the roll-off). The target (docs/analysis.md, Speed) is under 200 ms.
func BenchmarkHintCached(b *testing.B) {
	for _, bc := range benchPairs(b) {
		b.Run(bc.name, func(b *testing.B) {
			tbl, err := solver(b, bc.red, bc.blue, Options{}).Table()
			if err != nil {
				b.Fatal(err)
			}
			data, err := tbl.MarshalBinary()
			if err != nil {
				b.Fatal(err)
			}
			st := afterRollOff(b, bc.red, bc.blue)
			for b.Loop() {
				var t Table
				if err := t.UnmarshalBinary(data); err != nil {
					b.Fatal(err)
				}
				s, err := FromTable(bc.red, bc.blue, Options{}, &t)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := s.Hints(st); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(len(data)), "table-bytes")
		})
	}
}

// BenchmarkFirstHint is the first `ezd battle hint` of a pair of armies from a fresh
// process with no solved table: the hints of red's first step after the roll-off, and the
// table that later questions read, made first and then asked, as `battle hint` does (the goal in
// docs/analysis.md, Speed: under 300 ms for the samples, under 600 ms for the largest
// 10-point pair).
func BenchmarkFirstHint(b *testing.B) {
	for _, bc := range benchPairs(b) {
		b.Run(bc.name, func(b *testing.B) {
			st := afterRollOff(b, bc.red, bc.blue)
			for b.Loop() {
				s, err := ForBattle(st, Options{})
				if err != nil {
					b.Fatal(err)
				}
				tbl, err := s.Table()
				if err != nil {
					b.Fatal(err)
				}
				if s, err = FromTable(bc.red, bc.blue, Options{}, tbl); err != nil {
					b.Fatal(err)
				}
				if _, err := s.Hints(st); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkBuildLargest builds the graph of the largest 10-point pair's whole battle
// (688,000 positions), the part of every first question that no sweep shares.
func BenchmarkBuildLargest(b *testing.B) {
	for b.Loop() {
		s := solver(b, roster("smh"), roster("smh"), Options{})
		if _, err := s.locate(s.Start().k); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkValueLargest is what `ezd matchup --all` asks of each pair, for the largest
// 10-point pair: the value of the start alone (no strategy to follow, no losses).
func BenchmarkValueLargest(b *testing.B) {
	for b.Loop() {
		s, err := NewSolver(roster("smh"), roster("smh"), Options{})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.Value(s.Start()); err != nil {
			b.Fatal(err)
		}
	}
}
