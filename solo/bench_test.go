package solo

import (
	"testing"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/combat"
)

// BenchmarkFirstStep is `battle bot` on the samples: a new solver for the battle, then the
// bot's first activation. The solver's graph is most of it.
func BenchmarkFirstStep(b *testing.B) {
	battle := samples(b, 1)
	if _, err := battle.Initiative(combat.FairDice()); err != nil {
		b.Fatal(err)
	}
	s := battle.State()
	for b.Loop() {
		j, err := NewSolver(s, analysis.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := (Bot{Side: s.ToAct(), Stance: Steady, Judge: j}).Next(s, Sight{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStep is a bot's step in `battle play`, whose solver is kept for the session: an
// attack choice with every target in sight, two in light cover.
func BenchmarkStep(b *testing.B) {
	battle := samples(b, 1)
	for _, step := range []func() ([]combat.Event, error){
		func() ([]combat.Event, error) { return battle.Initiative(combat.TableDice(1, 6)) },
		func() ([]combat.Event, error) { return battle.Activate(combat.Ref{Player: combat.Blue, Pos: 2}) },
	} {
		if _, err := step(); err != nil {
			b.Fatal(err)
		}
	}
	s := battle.State()
	j := judgeFor(b, s)
	g := Everything(s, combat.Blue)
	g.Cover = g.Sees[:2]
	bot := Bot{Side: combat.Blue, Stance: Steady, Judge: j}
	if _, err := bot.Next(s, g); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := bot.Next(s, g); err != nil {
			b.Fatal(err)
		}
	}
}
