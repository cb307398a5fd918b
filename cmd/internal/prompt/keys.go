package prompt

import tea "github.com/charmbracelet/bubbletea"

// Keys splits a key message of several runes into its keys. Bubble Tea delivers the
// characters of one read as one message: "24" when 2 and 4 are typed fast or pasted in
// battle play, "al" when both players press at once in Tank War. Each is a key of its own
// to a screen, so that none is lost.
func Keys(msg tea.KeyMsg) []string {
	if msg.Type != tea.KeyRunes || msg.Alt || len(msg.Runes) < 2 {
		return []string{msg.String()}
	}
	keys := make([]string, len(msg.Runes))
	for i, r := range msg.Runes {
		keys[i] = string(r)
	}
	return keys
}
