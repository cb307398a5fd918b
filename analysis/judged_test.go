package analysis

import (
	"testing"

	"github.com/ezd-game/ezd/combat"
)

// judge is red's judged win chance in b as it stands.
func judge(t *testing.T, s *Solver, b *combat.Battle) float64 {
	t.Helper()
	v, err := s.JudgeValue(b.State())
	if err != nil {
		t.Fatal(err)
	}
	r, err := s.Judge(b.State())
	if err != nil {
		t.Fatal(err)
	}
	if !near(r.Value, v, 1e-12) {
		t.Fatalf("Judge's value %v, JudgeValue %v", r.Value, v)
	}
	return v
}

// must fails the test on a step the battle refused: must(t)(b.Done()).
func must(t *testing.T) func([]combat.Event, error) {
	return func(_ []combat.Event, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
}

// TestA1MoveIsNotJudged: a move leaves the judged chance exactly as it was (A1: the move
// is left out), and the hints after it are those of the activation before it, less the
// defence the rules no longer allow (R4).
func TestA1MoveIsNotJudged(t *testing.T) {
	red, blue := roster("sm"), roster("mm")
	s := solver(t, red, blue, Options{})
	b := started(t, red, blue, 6, 1)
	must(t)(b.Activate(combat.Ref{Player: combat.Red, Pos: 2}))
	before := judge(t, s, b)
	hintsBefore, err := s.JudgedHints(b.State())
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = b.Move(nil)
	must(t)(nil, err)
	if after := judge(t, s, b); after != before {
		t.Errorf("A1 a move moved the chance from %v to %v", before, after)
	}
	if p, _ := s.Battle(b.State()); true {
		if v, _ := s.Value(p); v >= before-0.01 {
			t.Errorf("the model's own value after the move is %v, not below %v: the test proves nothing", v, before)
		}
	}
	hs, err := s.JudgedHints(b.State())
	if err != nil {
		t.Fatal(err)
	}
	var want []Hint
	for _, h := range hintsBefore {
		if h.Kind != Defend {
			want = append(want, h)
		}
	}
	if len(hs) != len(want) {
		t.Fatalf("R4 hints after a move %v, want %v", hs, want)
	}
	for i := range hs {
		if hs[i].Step != want[i].Step || hs[i].WinChance != want[i].WinChance {
			t.Errorf("hint %d after a move: %v %v, want %v %v", i, hs[i].Step, hs[i].WinChance, want[i].Step, want[i].WinChance)
		}
	}
}

// TestA1ActivationOfMovesIsKept: an activation that only moved is kept for the tank's next
// use, so a turn in which every activation only moved ends where it started, and at no
// step of it does the side that moves lose more than the first activation is worth.
func TestA1ActivationOfMovesIsKept(t *testing.T) {
	red, blue := roster("sm"), roster("ms")
	s := solver(t, red, blue, Options{})
	b := started(t, red, blue)
	start := judge(t, s, b)
	must(t)(b.Initiative(combat.TableDice(6, 1)))
	for _, r := range []combat.Ref{{Player: combat.Red, Pos: 1}, {Player: combat.Blue, Pos: 2}} {
		must(t)(b.Activate(r))
		_, _, err := b.Move(nil)
		must(t)(nil, err)
		must(t)(b.Done())
		if r.Player == combat.Red {
			// blue acts first now, as if it had won the roll-off
			bb := started(t, red, blue, 1, 6)
			if got, want := judge(t, s, b), judge(t, s, bb); !near(got, want, 1e-12) {
				t.Errorf("after red's moves the chance is %v, want blue acting first's %v", got, want)
			}
		}
	}
	st := b.State()
	if st.ToAct() != combat.NoPlayer || st.Turn != 2 {
		t.Fatalf("turn %d, %s to act: want turn 2 before its roll-off", st.Turn, st.ToAct())
	}
	if got := judge(t, s, b); !near(got, start, 1e-12) {
		t.Errorf("a turn of moves ended at %v, started at %v", got, start)
	}
}

// TestA2WinningTheInitiativeNeverLowers: in the matchups where acting first is worth less
// than acting second (R3, A2), the winner of the roll-off may let the other act first by
// only moving a tank, so winning the initiative never lowers its chance, and losing it
// never raises it.
func TestA2WinningTheInitiativeNeverLowers(t *testing.T) {
	for _, pair := range [][2]string{{"mm", "mm"}, {"h", "mm"}, {"mm", "h"}, {"sm", "ms"}, {"ss", "h"}} {
		red, blue := roster(pair[0]), roster(pair[1])
		s := solver(t, red, blue, Options{})
		before := judge(t, s, started(t, red, blue))
		redWon := judge(t, s, started(t, red, blue, 6, 1))
		blueWon := judge(t, s, started(t, red, blue, 1, 6))
		if redWon < before-1e-12 || blueWon > before+1e-12 {
			t.Errorf("A2 %s against %s: %v before the roll-off, %v when red wins it, %v when blue does", pair[0], pair[1], before, redWon, blueWon)
		}
	}
	// mm against mm is one where the model's own value falls when red wins: the test
	// above would have failed without the rule.
	red := roster("mm")
	s := solver(t, red, red, Options{})
	p0, _ := s.Battle(started(t, red, red).State())
	p1, _ := s.Battle(started(t, red, red, 6, 1).State())
	v0, _ := s.Value(p0)
	v1, _ := s.Value(p1)
	if v1 >= v0 {
		t.Errorf("mm against mm: acting first is worth %v, the roll-off %v: pick a matchup where it is less", v1, v0)
	}
}
