package main

import (
	"testing"

	"github.com/creack/pty"
)

// docs/tankwar.md, on a real terminal: the main menu's Tank War bot list says how each bot
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

// docs/interactive.md, on a real terminal: shrunk below 80x24, the Tank War screen says what it
// needs instead of a cut-off board, and q still leaves.
func TestTankWarSmallTerminal(t *testing.T) {
	term := startTerminal(t, t.TempDir(), "tankwar", "demo", "--speed", "200")
	term.expect("TANK WAR")
	if err := pty.Setsize(term.pty, &pty.Winsize{Rows: 20, Cols: 60}); err != nil {
		t.Fatal(err)
	}
	term.expect("Tank War needs a terminal of at least 80x24; this one is")
	term.expect("60x20. Make the window larger, or press q to leave.")
	term.send("q")
	if code := term.exitCode(); code != 0 {
		t.Errorf("exit %d, want 0", code)
	}
}
