package tankwar

import (
	"errors"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
)

// Ctrl-C cancels play (exit 130), as everywhere in ezd, so that from the main menu it
// leaves ezd; q and Esc only end the game, and the menu comes back.
func TestScreenCtrlCCancels(t *testing.T) {
	for _, c := range []struct {
		msg  tea.KeyMsg
		want error
	}{
		{tea.KeyMsg{Type: tea.KeyCtrlC}, cmdutil.ErrCancelled},
		{key("q"), nil},
		{key("esc"), nil},
	} {
		s, _ := pvp(t, duel)
		s.Update(c.msg)
		if !s.done || !errors.Is(s.err, c.want) || (c.want == nil && s.err != nil) {
			t.Errorf("%s: done %v, err %v; want done, err %v", c.msg, s.done, s.err, c.want)
		}
	}
}

// Both players pressing at once reach the screen as one message of two runes ("al"):
// each is a player's key, and the turn runs.
func TestScreenKeysOfOneRead(t *testing.T) {
	s, _ := pvp(t, duel)
	s.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("al")})
	if s.m.game.Turns() != 1 {
		t.Errorf("after \"al\" in one read, %d turns played, want 1", s.m.game.Turns())
	}
}
