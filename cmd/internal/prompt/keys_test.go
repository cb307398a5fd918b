package prompt

import (
	"slices"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

func TestKeysSplitsRunesOfOneRead(t *testing.T) {
	for _, c := range []struct {
		name string
		msg  tea.KeyMsg
		want []string
	}{
		{"two digits typed fast", tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("24")}, []string{"2", "4"}},
		{"both players at once", tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("al")}, []string{"a", "l"}},
		{"one rune", tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("w")}, []string{"w"}},
		{"alt with runes stays one key", tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("ab"), Alt: true}, []string{"alt+ab"}},
		{"a special key", tea.KeyMsg{Type: tea.KeyEnter}, []string{"enter"}},
	} {
		if got := Keys(c.msg); !slices.Equal(got, c.want) {
			t.Errorf("%s: Keys = %q, want %q", c.name, got, c.want)
		}
	}
}
