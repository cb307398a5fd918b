package main

import "testing"

// Issue 20 item 8 on a real terminal: the main menu's Tank War bot list says how each bot
// plays and how strong it is.
func TestTankWarMenuSaysHowStrongEachBotIs(t *testing.T) {
	term := startTerminal(t, t.TempDir())
	term.choose("Tank War")
	term.expect("how will you play?")
	term.send(down, enter) // play a bot
	term.expect("Which bot do you play?")
	for _, label := range []string{"random: moves at random", "(easiest)", "greedy: looks one turn ahead (easy)",
		"search: looks four turns ahead", "(medium)", "minimax: looks five turns ahead", "(hard)"} {
		term.expect(label)
	}
}
