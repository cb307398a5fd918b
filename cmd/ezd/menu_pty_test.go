package main

import "testing"

// Issue 12, item 6: on a real 80x24 terminal the main menu shows every choice at once,
// Print, Who wins, Tank War and Quit included, and the last one is reached with Down keys
// and chosen.
func TestMainMenuInATerminal(t *testing.T) {
	term := startTerminal(t, t.TempDir())
	for _, choice := range []string{"Build an army", "Play a battle", "Print cards, roster, reference or rulers",
		"Who wins? Compare two armies", "Tank War Game", "Quit"} {
		term.expect(choice)
	}
	term.send(repeat(down, 9), enter) // Quit, the tenth
	if code := term.exitCode(); code != 0 {
		t.Errorf("exit %d, want 0; the terminal got:\n%q", code, term.out.String())
	}
}
