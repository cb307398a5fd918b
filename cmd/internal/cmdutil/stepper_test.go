package cmdutil

import (
	"errors"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// The replays' keys (issue 31, item 6): each key of one read in turn and none after q; p
// plays by ticks, a tick of an earlier play ignored; the terminal's size kept; Ctrl-C
// cancels.
func TestStepperKeys(t *testing.T) {
	s := &Stepper{At: 2, Last: 4}
	s.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("lhhhqll")})
	if s.At != 0 || !s.Done {
		t.Fatalf("after lhhhq: at %d, done %v; want 0, done", s.At, s.Done)
	}
	s = &Stepper{Last: 2}
	s.Key("p")
	s.Update(StepTick{Play: s.Plays - 1})
	if s.At != 0 {
		t.Fatalf("an old tick moved to %d", s.At)
	}
	s.Update(StepTick{Play: s.Plays})
	s.Update(StepTick{Play: s.Plays})
	if s.At != 2 || s.Playing {
		t.Fatalf("played to %d, playing %v", s.At, s.Playing)
	}
	if _, ok := s.Update(tea.WindowSizeMsg{Width: 70, Height: 20}); !ok || s.Width != 70 || s.Height != 20 || s.At != 2 {
		t.Errorf("a window size: taken %v, %dx%d, at %d", ok, s.Width, s.Height, s.At)
	}
	if _, ok := s.Update("other"); ok {
		t.Error("a message of the game's was taken")
	}
	s.Update(tea.KeyMsg{Type: tea.KeyCtrlC})
	if !errors.Is(s.Err, ErrCancelled) {
		t.Errorf("ctrl+c: %v", s.Err)
	}
}
