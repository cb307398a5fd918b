package battle

import (
	"strings"
	"testing"

	"github.com/ezd-game/ezd/combat"
)

// sureAdvice gives red the same chance in every position.
type sureAdvice struct{ red float64 }

func (a sureAdvice) Advise(combat.State) (Advice, error) { return Advice{Red: a.red}, nil }

// docs/analysis.md: when an activation ends the board is printed with the win-chance bar under it,
// and the question that follows does not show the same bar again; once a step moves the
// position on, the bar is above the question again, with the new numbers.
func TestPlayWinChanceShownOnce(t *testing.T) {
	m, _ := playScreen(t, "initiative --dice 5,2")
	m.Update(adviceReady{advisor: &fakeAdvice{}})
	shown(m)
	wantView(t, m, "Win chance: red 55% ")
	press(t, m, "1", "2") // red activates red:2
	wantView(t, m, "Win chance: red 62% ")
	press(t, m, "4") // and is done: the activation ends, the board is printed
	out, view := shown(m), m.View()
	if !strings.Contains(out, "Battle sedan, turn 1") || !strings.Contains(out, "Win chance: red 50% ") {
		t.Fatalf("the board with its bar was not printed at the end of the activation:\n%s", out)
	}
	if !strings.Contains(out, "Win chance: red 50% ") || !strings.Contains(out, assumesLine) {
		t.Errorf("issue 32, item 4: the board's bar does not say what the chance assumes:\n%s", out)
	}
	if n := strings.Count(out+"\n"+view, "Win chance:"); n != 1 {
		t.Errorf("the win chance is shown %d times for one position:\n%s\n--- the question:\n%s", n, out, view)
	}
	press(t, m, "1", "1") // blue activates blue:1: the position moves on
	if out := shown(m); strings.Contains(out, "Win chance:") {
		t.Errorf("a bar was printed within an activation:\n%s", out)
	}
	wantView(t, m, "Win chance: red 62% ")
}

// docs/analysis.md: a chance that is not certain never reads 100% or 0%, on the bar nor in words;
// a certain one does, and its bar is all one side's.
func TestPlayWinChanceNeverRoundsToCertain(t *testing.T) {
	for _, c := range []struct {
		red        float64
		bar, words string
		redCells   int
	}{
		{0.998, "red >99% ", "red >99%, blue <1% ", 39},
		{0.002, "red <1% ", "red <1%, blue >99% ", 1},
		{0.994, "red 99% ", "red 99%, blue 1% ", 39}, // 39.76 cells round to 40: blue keeps one
		{0.995, "red >99% ", "red >99%, blue <1% ", 39},
		{0.005, "red 1% ", "red 1%, blue 99% ", 1}, // the two add up to 100
		{0.5, "red 50% ", "red 50%, blue 50% ", 20},
		{1, "red 100% ", "red 100%, blue 0% ", 40},
		{1 - 1e-12, "red 100% ", "red 100%, blue 0% ", 40}, // certain, short of 1 by rounding
		{0, "red 0% ", "red 0%, blue 100% ", 0},
	} {
		m, _ := playScreen(t, "initiative --dice 5,2")
		m.Update(adviceReady{advisor: sureAdvice{c.red}})
		bar := "Win chance: " + c.bar + strings.Repeat("█", c.redCells) + strings.Repeat("░", barCells-c.redCells) + " "
		wantView(t, m, bar)
		if got := winWords(Advice{Red: c.red}); !strings.HasPrefix(got, "Win chance: "+c.words) {
			t.Errorf("red %v in words: %q", c.red, got)
		}
	}
}

// docs/solo.md: in accessible mode the first board is printed before the solver is
// ready; the win chance is said in words as soon as it is, as later boards say it.
func TestPlayAccessibleSaysTheWinChanceWhenReady(t *testing.T) {
	m, _ := playScreen(t, "initiative --dice 5,2")
	s := m.s
	s.accessible = true
	if out := strings.Join(s.takeOut(), "\n"); strings.Contains(out, "Win chance") {
		t.Fatalf("a win chance before the solver is ready:\n%s", out)
	}
	s.adopt(sureAdvice{0.62}, nil)
	out := strings.Join(s.takeOut(), "\n")
	if !strings.Contains(out, "Win chance: red 62%, blue 38% (both playing their best") {
		t.Errorf("the win chance is not said once the solver is ready:\n%s", out)
	}
}

// docs/solo.md: the first move with the win chance on screen says why the bar may drop
// though the tank moved into cover (A1: the model has no table); only once a session.
func TestPlaySaysOnceThatTheWinChanceIgnoresMoves(t *testing.T) {
	m, _ := playScreen(t, "initiative --dice 5,2")
	m.Update(adviceReady{advisor: sureAdvice{0.6}})
	shown(m)
	press(t, m, "1", "2") // red activates red:2, Renault R35, with 3 actions
	press(t, m, "2", "1") // and moves
	note := moveNote[:40] // wrapped on the screen
	if out := shown(m); strings.Count(out, note) != 1 {
		t.Errorf("the first move does not say the win chance ignores it:\n%s", out)
	}
	press(t, m, "2", "1") // and moves again
	if out := shown(m); strings.Contains(out, note) {
		t.Errorf("the note is said again:\n%s", out)
	}
}

// Issue 32, item 4: with the solver, a move leaves the win chance as it was
// (analysis.Judged): before, each move of a small tank cost its side about 10 points. The
// best step is one the rules still allow: no defence after a move (R4).
func TestPlayMoveLeavesTheWinChance(t *testing.T) {
	m, _ := playScreen(t, "initiative --dice 5,2")
	b := m.s.t.Battle
	a, err := newSolverAdvice(b.State())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.Activate(combat.Ref{Player: combat.Red, Pos: 2}); err != nil {
		t.Fatal(err)
	}
	before, err := a.Advise(b.State())
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if _, _, err := b.Move(nil); err != nil {
			t.Fatal(err)
		}
		after, err := a.Advise(b.State())
		if err != nil {
			t.Fatal(err)
		}
		if after.Red != before.Red || !strings.HasPrefix(after.Best, "attack ") {
			t.Errorf("after a move: red %v, best %q; before it: red %v, best %q", after.Red, after.Best, before.Red, before.Best)
		}
	}
}
