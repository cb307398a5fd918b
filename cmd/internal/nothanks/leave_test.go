package nothanks

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// pressed sends one key and reports whether the screen quit on it.
func pressed(s *screen, k string) bool {
	msg := tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)}
	if k == "esc" {
		msg = tea.KeyMsg{Type: tea.KeyEsc}
	}
	_, cmd := s.Update(msg)
	return cmd != nil && isQuit(cmd)
}

func isQuit(cmd tea.Cmd) bool {
	_, ok := cmd().(tea.QuitMsg)
	return ok
}

// TestScreenQAsksBeforeLeaving (issue 31, item 5): q asks, naming the file and how to
// resume; any key but y stays; y leaves, and the screen knows the game was left.
func TestScreenQAsksBeforeLeaving(t *testing.T) {
	s, path := newTestScreen(t, duelLayout(t), []seat{{person: true}, {bot: "greedy"}}, fixedDice(3))
	if pressed(s, "q") || !s.asking {
		t.Fatal("q left at once")
	}
	v := strings.Join(strings.Fields(s.View()), " ") // the question is wrapped
	if !strings.Contains(v, "Leave? The game is saved in "+path+"; resume with ezd nothanks play --resume "+path+". y leaves") {
		t.Fatalf("the question:\n%s", v)
	}
	if pressed(s, "n") || s.asking || s.phase != phChoose {
		t.Fatalf("n: asking %v, phase %d", s.asking, s.phase)
	}
	pressed(s, "q")
	if pressed(s, "esc") || s.asking {
		t.Fatal("Esc did not stay")
	}
	pressed(s, "q")
	if !pressed(s, "y") || !s.left {
		t.Fatal("y did not leave")
	}
	if w := s.savedWords(); !strings.Contains(w, "resume it with ezd nothanks play --resume "+path) {
		t.Errorf("after leaving: %q", w)
	}
}

// TestScreenEscNeverLeaves (issue 31, item 5): in a game a person plays, Esc with no step to
// go back says how to leave and stays, in every phase; a demo's Esc leaves.
func TestScreenEscNeverLeaves(t *testing.T) {
	s, _ := newTestScreen(t, duelLayout(t), []seat{{person: true}, {bot: "greedy"}}, fixedDice(3))
	for _, k := range []string{"esc", "s", "esc", "esc", "m", "esc", "esc", "esc"} {
		if pressed(s, k) {
			t.Fatalf("%s left, phase %d", k, s.phase)
		}
	}
	if !strings.Contains(s.note, "q leaves") && !strings.Contains(s.note, "make its steps") {
		t.Errorf("note %q", s.note)
	}
	demo, _ := newTestScreen(t, duelLayout(t), []seat{{bot: "greedy"}, {bot: "greedy"}}, fixedDice(3))
	if !pressed(demo, "esc") {
		t.Error("a demo's Esc stayed")
	}
}

// TestScreenQWaitsForTheSteps (issue 31, item 5): with the die rolled for steps not made, q
// says to make them first (leaving would let the turn be chosen again knowing its die).
func TestScreenQWaitsForTheSteps(t *testing.T) {
	s, _ := newTestScreen(t, duelLayout(t), []seat{{person: true}, {bot: "greedy"}}, fixedDice(3))
	pressed(s, "m")
	if pressed(s, "q") || s.asking || !strings.Contains(s.note, "the die is rolled: make its 3 steps first") {
		t.Fatalf("q in the steps: asking %v, note %q", s.asking, s.note)
	}
}

// A game over, or a demo, leaves on q at once: there is nothing to resume.
func TestScreenQLeavesAtOnceWithNothingToResume(t *testing.T) {
	demo, _ := newTestScreen(t, duelLayout(t), []seat{{bot: "greedy"}, {bot: "greedy"}}, fixedDice(3))
	if !pressed(demo, "q") {
		t.Error("a demo's q asked")
	}
	s, _ := newTestScreen(t, duelLayout(t), []seat{{person: true}, {bot: "greedy"}}, fixedDice(3))
	s.phase = phOver
	if !pressed(s, "q") {
		t.Error("q at the end asked")
	}
}
