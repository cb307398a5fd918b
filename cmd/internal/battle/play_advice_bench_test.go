package battle

import (
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/combat"
)

// sampleBattle is the two samples after red's roll-off, and red:2 activated if active.
func sampleBattle(b testing.TB, active bool) *combat.Battle {
	b.Helper()
	fr, _ := army.Sample("france-1940")
	de, _ := army.Sample("germany-1940")
	bt, err := combat.New("bench", fr, de, combat.Settings{Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	if _, err := bt.Initiative(combat.TableDice(5, 2)); err != nil {
		b.Fatal(err)
	}
	if active {
		if _, err := bt.Activate(combat.Ref{Player: combat.Red, Pos: 2}); err != nil {
			b.Fatal(err)
		}
	}
	return bt
}

// BenchmarkPlayAdviceStart is what play's solver costs before it joins the session, made
// aside (the table never waits for it: docs/analysis.md).
func BenchmarkPlayAdviceStart(b *testing.B) {
	st := sampleBattle(b, false).State()
	for b.Loop() {
		a, err := newSolverAdvice(st)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := a.Advise(st); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPlayAdviceStep is the win chance and best step of each step after that, with
// the session's one solver: docs/analysis.md (Speed) wants it under 200 ms.
func BenchmarkPlayAdviceStep(b *testing.B) {
	a, err := newSolverAdvice(sampleBattle(b, false).State())
	if err != nil {
		b.Fatal(err)
	}
	if _, err := a.Advise(sampleBattle(b, false).State()); err != nil {
		b.Fatal(err)
	}
	st := sampleBattle(b, true).State()
	for b.Loop() {
		if _, err := a.Advise(st); err != nil {
			b.Fatal(err)
		}
	}
}
