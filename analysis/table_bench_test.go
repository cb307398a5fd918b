package analysis

import (
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/combat"
)

// BenchmarkHintCached is `ezd battle hint` from a fresh process with the battle's solved
// table in the cache: read the table's bytes, make a solver from it, value every step of
// the first turn (red won the roll-off). The target (docs/analysis.md, Speed) is under 200 ms.
func BenchmarkHintCached(b *testing.B) {
	fr, de := samples(b)
	for _, bc := range []struct {
		name     string
		red, blu army.Army
	}{{"samples", fr, de}, {"largest", roster("smh"), roster("smh")}} {
		b.Run(bc.name, func(b *testing.B) {
			tbl, err := solver(b, bc.red, bc.blu, Options{}).Table()
			if err != nil {
				b.Fatal(err)
			}
			data, err := tbl.MarshalBinary()
			if err != nil {
				b.Fatal(err)
			}
			bt, err := combat.New("bench", bc.red, bc.blu, combat.Settings{Seed: 1})
			if err != nil {
				b.Fatal(err)
			}
			if _, err := bt.Initiative(combat.TableDice(6, 1)); err != nil {
				b.Fatal(err)
			}
			st := bt.State()
			for b.Loop() {
				var t Table
				if err := t.UnmarshalBinary(data); err != nil {
					b.Fatal(err)
				}
				s, err := FromTable(bc.red, bc.blu, Options{}, &t)
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
	fr, de := samples(b)
	for _, bc := range []struct {
		name     string
		red, blu army.Army
	}{{"samples", fr, de}, {"largest", roster("smh"), roster("smh")}} {
		b.Run(bc.name, func(b *testing.B) {
			bt, err := combat.New("bench", bc.red, bc.blu, combat.Settings{Seed: 1})
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
				tbl, err := s.Table()
				if err != nil {
					b.Fatal(err)
				}
				if s, err = FromTable(bc.red, bc.blu, Options{}, tbl); err != nil {
					b.Fatal(err)
				}
				if _, err := s.Hints(st); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
