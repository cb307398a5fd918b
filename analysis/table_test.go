package analysis

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/combat"
)

// cached returns a solver made from the table of a fresh solver, passed through its bytes
// as the cache file keeps it.
func cached(t *testing.T, a, b army.Army, opt Options) *Solver {
	t.Helper()
	tbl, err := solver(t, a, b, opt).Table()
	if err != nil {
		t.Fatal(err)
	}
	data, err := tbl.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	var back Table
	if err := back.UnmarshalBinary(data); err != nil {
		t.Fatal(err)
	}
	if back.Len() != tbl.Len() {
		t.Fatalf("the table has %d turn starts, %d after its bytes", tbl.Len(), back.Len())
	}
	s, err := FromTable(a, b, opt, &back)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestTableEqualsFresh: A7 a battle is a session; a solver that takes every later turn
// start from the battle's table gives at every position the numbers a fresh solver gives
// (values, win and draw chances, expected turns, hints in the same order).
func TestTableEqualsFresh(t *testing.T) {
	armies := []string{"ss", "sm", "mh", "sss", "hh", "smh"}
	rng := rand.New(rand.NewPCG(7, 8))
	compared := 0
	for game := range 14 {
		a, bb := roster(armies[rng.IntN(len(armies))]), roster(armies[rng.IntN(len(armies))])
		opt := Options{Turns: 1 + rng.IntN(4), Policy: []Policy{Optimal, Greedy}[game%2]}
		tbl, err := solver(t, a, bb, opt).Table()
		if err != nil {
			t.Fatal(err)
		}
		b, err := combat.New("table", a, bb, combat.Settings{Seed: uint64(game)})
		if err != nil {
			t.Fatal(err)
		}
		for step := range 25 {
			st := b.State()
			if st.Over() {
				break
			}
			fresh := solver(t, a, bb, opt)
			pf, _ := fresh.Battle(st)
			want, err := fresh.Outcome(pf)
			if err != nil {
				t.Fatal(err)
			}
			s, err := FromTable(a, bb, opt, tbl)
			if err != nil {
				t.Fatal(err)
			}
			ps, err := s.Battle(st)
			if err != nil {
				t.Fatal(err)
			}
			var got Result
			if step%2 == 0 {
				got, err = s.Outcome(ps)
			} else {
				got.Value, err = s.Value(ps)
				got.AWins, got.Draw, got.ExpectedTurns = want.AWins, want.Draw, want.ExpectedTurns
			}
			if outside(t, opt, err) {
				randomStep(t, rng, b)
				continue
			}
			if !near(got.Value, want.Value, 1e-12) || !near(got.AWins, want.AWins, 1e-12) || !near(got.Draw, want.Draw, 1e-12) || !near(got.ExpectedTurns, want.ExpectedTurns, 1e-9) {
				t.Fatalf("A7 game %d step %d (%s, T = %d): the table says %+v, a fresh solver %+v", game, step, opt.Policy, opt.Turns, got, want)
			}
			if st.ToAct() != combat.NoPlayer {
				s, _ := FromTable(a, bb, opt, tbl)
				hs, err := s.Hints(st)
				if outside(t, opt, err) {
					randomStep(t, rng, b)
					continue
				}
				compared++
				hf, _ := solver(t, a, bb, opt).Hints(st)
				if len(hs) != len(hf) {
					t.Fatalf("A7 game %d step %d: %d hints from the table, %d fresh", game, step, len(hs), len(hf))
				}
				for i := range hs {
					if hs[i].Step != hf[i].Step || !near(hs[i].WinChance, hf[i].WinChance, 1e-12) {
						t.Fatalf("A7 game %d step %d: table hint %v %v, fresh %v %v", game, step, hs[i], hs[i].WinChance, hf[i], hf[i].WinChance)
					}
				}
				c, _ := FromTable(a, bb, opt, tbl)
				hc, err := c.Choose(st)
				hw, _ := solver(t, a, bb, opt).Choose(st)
				if err != nil || hc.Step != hw.Step {
					t.Fatalf("A7 game %d step %d: the table chooses %v (%v), a fresh solver %v", game, step, hc, err, hw)
				}
			}
			randomStep(t, rng, b)
		}
	}
	if compared < 50 {
		t.Errorf("only %d positions' hints were compared", compared)
	}
}

// outside reports whether err says the battle left its table, which only the greedy
// policy's table may (it holds the turn starts greedy play reaches, and a battle or a hint
// may play otherwise); any other error fails the test.
func outside(t *testing.T, opt Options, err error) bool {
	t.Helper()
	switch {
	case err == nil:
		return false
	case errors.Is(err, ErrOutsideTable) && opt.Policy == Greedy:
		return true
	}
	t.Fatalf("%s, T = %d: %v", opt.Policy, opt.Turns, err)
	return false
}

// TestTableSamples: A7 on the 10-point samples, the matchup from a table is the fresh one.
func TestTableSamples(t *testing.T) {
	a, b := roster("smh"), roster("ssmm")
	s := cached(t, a, b, Options{})
	got, err := s.Matchup()
	if err != nil {
		t.Fatal(err)
	}
	want, _ := solver(t, a, b, Options{}).Matchup()
	if !near(got.Value, want.Value, 1e-12) || !near(got.AWins, want.AWins, 1e-12) || !near(got.Draw, want.Draw, 1e-12) || !near(got.ExpectedTurns, want.ExpectedTurns, 1e-9) {
		t.Fatalf("A7 smh against ssmm: the table says %+v, a fresh solver %+v", got, want)
	}
}

// TestTableRefusals: a damaged table, one of another format and one made for other armies,
// turns or policy are refused, never read.
func TestTableRefusals(t *testing.T) {
	a, b := roster("sm"), roster("mh")
	tbl, err := solver(t, a, b, Options{Turns: 3}).Table()
	if err != nil {
		t.Fatal(err)
	}
	data, _ := tbl.MarshalBinary()
	for name, bad := range map[string][]byte{
		"empty":     nil,
		"truncated": data[:len(data)-10],
		"flipped":   flip(data, len(data)/2),
		"version":   flip(data, len(tableMagic)),
		"magic":     flip(data, 0),
	} {
		var back Table
		if err := back.UnmarshalBinary(bad); err == nil {
			t.Errorf("a %s table was read", name)
		}
	}
	for name, opt := range map[string]Options{"turns": {Turns: 4}, "policy": {Turns: 3, Policy: Greedy}} {
		if _, err := FromTable(a, b, opt, tbl); err == nil {
			t.Errorf("a table for other %s was taken", name)
		}
	}
	if _, err := FromTable(b, a, Options{Turns: 3}, tbl); err == nil {
		t.Errorf("a table for the armies swapped was taken")
	}
	s, _ := FromTable(a, b, Options{Turns: 3}, tbl)
	if _, err := s.Table(); err == nil {
		t.Errorf("a solver made from a table made a table")
	}
}

// TestTableOutside: a battle that reaches a turn start its table lacks says so.
func TestTableOutside(t *testing.T) {
	a, b := roster("sm"), roster("mh")
	tbl := &Table{identity: solver(t, a, b, Options{Turns: 3}).Identity(), entries: map[key]Entry{}}
	s, err := FromTable(a, b, Options{Turns: 3}, tbl)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Value(s.Start()); !errors.Is(err, ErrOutsideTable) {
		t.Errorf("an empty table valued the start: %v", err)
	}
}

// TestZeroTableFitsEverySolver: A7 the zero Table, which names no armies, is taken by a
// solver of any armies, so that a command learns whether a question needs a table before
// it solves one: a question refused before the roll-off is refused as by any solver, and
// the start of the battle and the first step after the roll-off get ErrOutsideTable.
func TestZeroTableFitsEverySolver(t *testing.T) {
	a, b := roster("s"), roster("s")
	s, err := FromTable(a, b, Options{Turns: 3}, &Table{})
	if err != nil {
		t.Fatalf("the zero table was refused: %v", err)
	}
	if _, err := s.Value(s.Start()); !errors.Is(err, ErrOutsideTable) {
		t.Errorf("the zero table valued the start: %v", err)
	}
	s, _ = FromTable(a, b, Options{Turns: 3}, &Table{}) // ErrOutsideTable sticks to a solver
	if _, err := s.Hints(started(t, a, b).State()); err == nil || errors.Is(err, ErrOutsideTable) {
		t.Errorf("hints before the roll-off from the zero table: %v, want the refusal", err)
	}
	// Red won the roll-off: every step may lead to the turn's end, and the next turn's
	// start is not in the zero table.
	st := started(t, a, b, 6, 1).State()
	s, err = FromTable(a, b, Options{Turns: 3}, &Table{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Hints(st); !errors.Is(err, ErrOutsideTable) {
		t.Errorf("hints from the zero table: %v, want ErrOutsideTable", err)
	}
	if _, err := FromTable(a, b, Options{Turns: 3}, nil); err == nil {
		t.Error("a nil table was taken")
	}
}

func flip(data []byte, i int) []byte {
	out := append([]byte(nil), data...)
	out[i] ^= 0x10
	return out
}

// TestTableOneTurn: A5 with one turn, the table's turn starts are the draws after the last
// turn, and a solver made from it values the first step as a fresh solver does.
func TestTableOneTurn(t *testing.T) {
	a, b := roster("sm"), roster("mh")
	opt := Options{Turns: 1}
	tbl, err := solver(t, a, b, opt).Table()
	if err != nil {
		t.Fatal(err)
	}
	st := started(t, a, b, 6, 1).State()
	want, err := solver(t, a, b, opt).Hints(st)
	if err != nil {
		t.Fatal(err)
	}
	s, err := FromTable(a, b, opt, tbl)
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.Hints(st)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("hints %v, fresh %v", got, want)
	}
	for i := range want {
		if got[i].Step != want[i].Step || !near(got[i].WinChance, want[i].WinChance, 1e-12) {
			t.Errorf("hint %d: %+v, fresh %+v", i, got[i], want[i])
		}
	}
}

// TestTableBytesRepeat: the same table is written as the same bytes, its turn starts in
// the order of their positions, whatever order the map gives them in: a cache file is
// rewritten only when its numbers change.
func TestTableBytesRepeat(t *testing.T) {
	tbl, err := solver(t, roster("sm"), roster("mh"), Options{Turns: 3}).Table()
	if err != nil {
		t.Fatal(err)
	}
	first, err := tbl.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	for range 5 {
		again, _ := tbl.MarshalBinary()
		if !bytes.Equal(again, first) {
			t.Fatal("the same table was written as other bytes")
		}
	}
}

// TestZeroTableStopsAtTheFirstTurnEnd: asking the zero table, as every command does before
// it solves a pair's first question, builds the current turn only until a step leads out
// of the table, not the whole turn (which for the largest 10-point pair took 20 ms for an
// answer that was thrown away).
func TestZeroTableStopsAtTheFirstTurnEnd(t *testing.T) {
	a, b := roster("smh"), roster("smh")
	st := started(t, a, b, 6, 1).State()
	s, err := FromTable(a, b, Options{}, &Table{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Hints(st); !errors.Is(err, ErrOutsideTable) {
		t.Fatalf("hints from the zero table: %v, want ErrOutsideTable", err)
	}
	// One path down the turn: an activation or a pass a step, at most 3 actions each.
	if n := len(s.g.nodes); n > 50 {
		t.Errorf("the zero table's answer built %d positions, want one path to a turn's end", n)
	}
}
