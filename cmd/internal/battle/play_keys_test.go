package battle

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/ezd-game/ezd/combat"
)

// docs/battle.md: keys typed fast reach Bubble Tea in one read, which it delivers as one
// message of several runes ("24"); each is a key of its own and none is lost.
func TestPlayKeysOfOneRead(t *testing.T) {
	m, _ := playScreen(t, "initiative --dice 5,2")
	m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("124")}) // activate red:2, done
	st := m.s.t.Battle.State()
	if st.ToAct() != combat.Blue || !st.Active.IsZero() {
		t.Fatalf("after \"124\" in one read: %+v", st)
	}
	wantView(t, m, "Blue to act")
}
