package bot

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ezd-game/ezd/tankwar"
)

// reachesArea reports whether the tank, after action a on turn t, still has an action on
// turn t+1 that ends inside that turn's area (T5).
func reachesArea(tk tankwar.Tank, a tankwar.Action, t int) bool {
	d := tk.Dir.Turn(a)
	c := tk.Cell.Ahead(d)
	for _, b := range tankwar.Actions {
		if tankwar.AreaOf(t + 1).Holds(c.Ahead(d.Turn(b))) {
			return true
		}
	}
	return false
}

// recordPosition is the position before turn n of a record in testdata.
func recordPosition(tb testing.TB, file string, n int) tankwar.Position {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", file))
	if err != nil {
		tb.Fatal(err)
	}
	r, err := tankwar.ParseRecord(data)
	if err != nil {
		tb.Fatal(err)
	}
	g, err := tankwar.Replay(r)
	if err != nil {
		tb.Fatal(err)
	}
	return g.Positions()[n]
}

// BenchmarkDeepChooseLate: one move of deep without a clock, 5 turns deep, before turn 30
// of a record, where the search reaches the last squares (deepSlipAt); from an empty
// transposition table.
func BenchmarkDeepChooseLate(b *testing.B) {
	p := recordPosition(b, "0636-deep-vs-greedy.json", 30)
	b.ReportAllocs()
	for b.Loop() {
		b.StopTimer()
		d := NewDeep(1, nil, 0)
		b.StartTimer()
		if _, err := d.Choose(p, 0); err != nil {
			b.Fatal(err)
		}
	}
}

// TestT5DeepKeepsAWayIntoTheLastSquare replays the three games deep lost in a tournament
// (issue 31 item 13: seed 2026, against greedy and search). Before turn 35 it stood on
// the edge of the 4x4 area with one action left that keeps a way into turn 36's 2x2 area;
// it mixed in another, was a life behind at turn 40 and bled out first. Whatever its seed
// and however long it thinks, it must keep the way in.
func TestT5DeepKeepsAWayIntoTheLastSquare(t *testing.T) {
	for _, game := range []struct {
		file string
		me   int
	}{
		{"0636-deep-vs-greedy.json", 0},
		{"0685-greedy-vs-deep.json", 1},
		{"0841-search-vs-deep.json", 1},
	} {
		p := recordPosition(t, game.file, 35)
		tk := p.Tanks[game.me]
		safe := 0
		for _, a := range tankwar.Actions {
			if reachesArea(tk, a, p.Turn) {
				safe++
			}
		}
		if p.Turn != 35 || safe == 0 || safe == 3 {
			t.Fatalf("%s: turn %d, %d of 3 actions keep a way in: the record is not the one of the issue", game.file, p.Turn, safe)
		}
		for seed := range uint64(20) {
			clock := &fakeClock{t: time.Unix(0, 0), step: 20 * time.Microsecond}
			for _, d := range []*Deep{NewDeep(seed, nil, 0), NewDeep(seed, clock.now, DeepBudget)} {
				a, err := d.Choose(p, game.me)
				if err != nil {
					t.Fatal(err)
				}
				if !reachesArea(tk, a, p.Turn) {
					t.Errorf("%s, seed %d, depth %d: deep chose %v on turn 35 from %v; no action of turn 36 then reaches %v",
						game.file, seed, d.Depth, a, tk, tankwar.AreaOf(36))
				}
			}
		}
	}
}
