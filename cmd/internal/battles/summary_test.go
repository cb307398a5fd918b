package battles

import (
	"context"
	"io"
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// longBattle is the samples' battle played for turns turns with every attack missing:
// each tank activates and attacks with all its actions, so the battle has about 15 steps
// a turn and never ends.
func longBattle(tb testing.TB, turns int) *combat.Battle {
	tb.Helper()
	fr, err := army.Sample("france-1940")
	if err != nil {
		tb.Fatal(err)
	}
	de, err := army.Sample("germany-1940")
	if err != nil {
		tb.Fatal(err)
	}
	b, err := combat.New("long", fr, de, combat.Settings{Seed: 1})
	if err != nil {
		tb.Fatal(err)
	}
	ok := func(_ []combat.Event, err error) {
		tb.Helper()
		if err != nil {
			tb.Fatal(err)
		}
	}
	for turn := range turns {
		ok(b.Initiative(combat.TableDice(1+turn%2*5, 6-turn%2*5)))
		for {
			st := b.State()
			side := st.ToAct()
			if side == combat.NoPlayer {
				break
			}
			for _, t := range st.Force(side).Tanks {
				if !t.Activated && !t.Destroyed {
					ok(b.Activate(t.Ref))
					break
				}
			}
			for !b.State().Active.IsZero() {
				ok(b.Attack(combat.Ref{Player: side.Other(), Pos: 1}, terrain.Open, combat.TableDice(1, 6)))
			}
		}
	}
	return b
}

// TestRecapLongBattle: the win chance of a long battle, one point per step, from the
// solved table; a second summary reads the table and gives the same curve.
func TestRecapLongBattle(t *testing.T) {
	b := longBattle(t, 12)
	c := Cache{Dir: t.TempDir(), Note: io.Discard}
	r, err := Recap(context.Background(), c, b)
	if err != nil {
		t.Fatal(err)
	}
	again, err := Recap(context.Background(), c, b)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Chance) < 12*10 || len(again.Chance) != len(r.Chance) {
		t.Fatalf("%d and %d points for a battle of 12 turns", len(r.Chance), len(again.Chance))
	}
	for i := range r.Chance {
		if d := r.Chance[i].Red - again.Chance[i].Red; d > 1e-12 || d < -1e-12 {
			t.Fatalf("point %d: %v, then %v from the table", i, r.Chance[i].Red, again.Chance[i].Red)
		}
	}
}

// BenchmarkRecapLongBattle is `battle summary` of a battle of 30 turns (about 450 steps)
// with the pair's solved table in the cache: each op reads the table and judges every step.
func BenchmarkRecapLongBattle(b *testing.B) {
	battle := longBattle(b, 30)
	c := Cache{Dir: b.TempDir(), Note: io.Discard}
	if _, err := Recap(context.Background(), c, battle); err != nil { // solves and keeps the table
		b.Fatal(err)
	}
	steps := 0
	for b.Loop() {
		r, err := Recap(context.Background(), c, battle)
		if err != nil {
			b.Fatal(err)
		}
		steps = len(r.Chance)
	}
	b.ReportMetric(float64(steps), "steps")
}
