package nothanks

import (
	"strings"
	"testing"
	"unicode/utf8"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"github.com/ezd-game/ezd/nothanks"
)

// checkFits fails when the view has more lines or wider lines than the terminal.
func checkFits(t *testing.T, v string, width, height int, what string) {
	t.Helper()
	lines := strings.Split(strings.TrimRight(v, "\n"), "\n")
	if len(lines) > height {
		t.Errorf("%s: %d lines on %d:\n%s", what, len(lines), height, v)
	}
	for _, line := range lines {
		if w := utf8.RuneCountInString(ansi.Strip(line)); w > width {
			t.Errorf("%s: a line of %d columns on %d: %q", what, w, width, line)
		}
	}
}

// TestScreenTooSmall (issue 31, item 1): a terminal smaller than the screen is told what is
// needed instead of a panel cut off, and the board comes back when it grows.
func TestScreenTooSmall(t *testing.T) {
	l, _ := nothanks.BuiltIn(4)
	s, _ := newTestScreen(t, l, people(4), fixedDice(4))
	for _, size := range [][2]int{{60, 20}, {40, 12}, {79, 24}, {80, 23}} {
		s.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		v := s.View()
		if !strings.Contains(strings.Join(strings.Fields(v), " "), "needs a terminal of at least 80x24") || strings.Contains(v, "Targets") || strings.Contains(v, "MOVE") {
			t.Errorf("%dx%d:\n%s", size[0], size[1], v)
		}
		checkFits(t, v, size[0], size[1], "the note")
	}
	s.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if v := s.View(); strings.Contains(v, "needs a terminal") || !strings.Contains(v, "R red") {
		t.Errorf("grown back to 80x24:\n%s", v)
	}
}

// TestScreenTurnLinesWrap (issue 31, item 2): a turn line longer than the terminal is wrapped,
// not cut, so its end ("and white is out") shows; a wide terminal keeps it on one line, and
// the screen still fits.
func TestScreenTurnLinesWrap(t *testing.T) {
	l, _ := nothanks.BuiltIn(3)
	s, _ := newTestScreen(t, l, people(3), fixedDice(4))
	long := "48: blue shot from L13 at white's base on M14 (1 away, 6/6) and rolled 3: hit, and white is out"
	for range 12 {
		s.log = append(s.log, long)
	}
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		s.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		v := s.View()
		checkFits(t, v, size[0], size[1], "wrapped turns")
		if !strings.Contains(v, "and white is out") {
			t.Errorf("%dx%d: the end of the turn is lost:\n%s", size[0], size[1], v)
		}
		if size[0] == 120 && !strings.Contains(v, long) {
			t.Errorf("120 columns: the turn is not on one line:\n%s", v)
		}
	}
}

// TestScreenShotEchoesTyping (issue 31, item 3): after s, what is typed shows in the prompt
// as it is typed, on 80 columns and on 60.
func TestScreenShotEchoesTyping(t *testing.T) {
	s, _ := newTestScreen(t, duelLayout(t), people(2), fixedDice(3))
	keys(t, s, "s", "c", "3", " ", "c", "6")
	for _, size := range [][2]int{{80, 24}, {200, 50}} {
		s.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		if v := s.View(); !strings.Contains(v, "target > c3 c6_") {
			t.Errorf("%dx%d: the typed squares do not show:\n%s", size[0], size[1], v)
		}
	}
	keys(t, s, "enter")
	if s.m.game.Turns() != 1 {
		t.Fatalf("the typed shot was not played: %v", s.log)
	}
}

// TestScreenTargetMarkedWithoutColour (issue 31, item 8): with no colour (NO_COLOR, plainInk)
// the target under the arrow keys is marked by a character, and the mark moves with them.
func TestScreenTargetMarkedWithoutColour(t *testing.T) {
	s, _ := newTestScreen(t, duelLayout(t), people(2), fixedDice(3))
	keys(t, s, "s")
	v := s.View()
	if !strings.Contains(v, "> 1 A3>A6") || strings.Contains(v, "> 2 ") {
		t.Fatalf("the first target is not the one marked:\n%s", v)
	}
	keys(t, s, "down")
	if v := s.View(); !strings.Contains(v, "> 2 ") || strings.Contains(v, "> 1 A3>A6") {
		t.Fatalf("after down the mark did not move:\n%s", v)
	}
}

// TestScreenSquareOfThisBoard (issue 31, item 9): a square off the board is refused naming
// this board's columns (A to L on 12x12), not the largest board's.
func TestScreenSquareOfThisBoard(t *testing.T) {
	l, _ := nothanks.BuiltIn(2)
	s, _ := newTestScreen(t, l, people(2), fixedDice(3))
	keys(t, s, "m", "b", "3", " ", "t", "3", "enter")
	if !strings.Contains(s.note, "column letter A to L and a row number 1 to 12") {
		t.Errorf("note %q", s.note)
	}
}

// TestScreenEscGoesBack (issue 31, item 5): Esc in the target list goes back to MOVE or
// SHOOT, and during the steps clears the typing, then the chosen tank; it never leaves there.
func TestScreenEscGoesBack(t *testing.T) {
	s, _ := newTestScreen(t, duelLayout(t), people(2), fixedDice(3))
	keys(t, s, "s", "esc")
	if s.phase != phChoose {
		t.Fatalf("Esc in the target list: phase %d", s.phase)
	}
	keys(t, s, "m", "enter", "c", "esc")
	if s.phase != phSteps || s.typed != "" || s.chosen == nil {
		t.Fatalf("Esc on typing: phase %d, typed %q, chosen %v", s.phase, s.typed, s.chosen)
	}
	keys(t, s, "esc")
	if s.chosen != nil {
		t.Fatal("Esc did not let go of the chosen tank")
	}
	keys(t, s, "esc")
	if s.phase != phSteps || s.note == "" {
		t.Fatalf("Esc with nothing to take back: phase %d, note %q", s.phase, s.note)
	}
}
