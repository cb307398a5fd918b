package analysis

import (
	"fmt"
	"testing"
)

// tableOracle is Table as it was first written (2026-12-01): the value sweeps of
// solveLevels, then a second pass per turn left that follows pick. The one-pass Table must
// give its numbers to 1e-12 (as fast as it can be, exact as it was: docs/analysis.md).
func tableOracle(s *Solver) map[key]Entry {
	if _, err := s.Value(s.Start()); err != nil {
		panic(err)
	}
	n, nc := len(s.g.nodes), len(s.g.cfgs)
	prev := make([]Entry, nc)
	for c := range prev {
		prev[c] = Entry{Value: 0.5, Draw: 1}
	}
	aw, dr, tu := make([]float64, n), make([]float64, n), make([]float64, n)
	for lv := 1; lv < s.opt.Turns; lv++ {
		s.solveLevels(lv - 1)
		s.sweep(lv)
		for i, nd := range s.g.nodes {
			switch nd.kind {
			case kTurnEnd:
				e := prev[nd.first]
				aw[i], dr[i], tu[i] = e.AWins, e.Draw, e.Turns
			case kWinA:
				aw[i], dr[i], tu[i] = 1, 0, 0
			case kWinB:
				aw[i], dr[i], tu[i] = 0, 0, 0
			default:
				_, k := pick(nd, s.g.opts, s.cur)
				o := s.g.opts[nd.first+int32(k)]
				p := odds[o.hits]
				aw[i] = p*aw[o.hit] + (1-p)*aw[o.miss]
				dr[i] = p*dr[o.hit] + (1-p)*dr[o.miss]
				tu[i] = p*tu[o.hit] + (1-p)*tu[o.miss]
			}
		}
		next := make([]Entry, nc)
		for c, cf := range s.g.cfgs {
			a, b := cf.first[0], cf.first[1]
			next[c] = Entry{
				Value: s.levels[lv][c],
				AWins: (aw[a] + aw[b]) / 2,
				Draw:  (dr[a] + dr[b]) / 2,
				Turns: 1 + (tu[a]+tu[b])/2,
			}
		}
		prev = next
	}
	out := make(map[key]Entry, nc)
	for c, cf := range s.g.cfgs {
		out[cf.k] = prev[c]
	}
	return out
}

// TestTableEqualsOracle: A7 the table of one sweep per turn left holds, at every turn start,
// the numbers of the first table's two passes (values, chances of winning and of a draw,
// expected turns), for both policies and a spread of armies and turns.
func TestTableEqualsOracle(t *testing.T) {
	cases := []struct {
		a, b  string
		turns int
		pol   Policy
	}{
		{"s", "s", 1, Optimal}, {"ss", "sm", 2, Optimal}, {"sm", "mh", 5, Optimal},
		{"smh", "sss", 4, Optimal}, {"mh", "smh", 3, Greedy}, {"hh", "ssm", 30, Optimal},
		{"smh", "smh", 6, Optimal},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%s-%s-%d-%s", c.a, c.b, c.turns, c.pol), func(t *testing.T) {
			opt := Options{Turns: c.turns, Policy: c.pol}
			tbl, err := solver(t, roster(c.a), roster(c.b), opt).Table()
			if err != nil {
				t.Fatal(err)
			}
			want := tableOracle(solver(t, roster(c.a), roster(c.b), opt))
			if len(tbl.entries) != len(want) {
				t.Fatalf("%d turn starts, the oracle %d", len(tbl.entries), len(want))
			}
			for k, w := range want {
				g := tbl.entries[k]
				if !near(g.Value, w.Value, 1e-12) || !near(g.AWins, w.AWins, 1e-12) || !near(g.Draw, w.Draw, 1e-12) || !near(g.Turns, w.Turns, 1e-9) {
					t.Fatalf("turn start %x: %+v, the oracle %+v", k, g, w)
				}
			}
		})
	}
}
