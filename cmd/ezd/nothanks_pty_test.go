package main

import (
	"strings"
	"testing"

	"github.com/creack/pty"
)

// Issue 31, item 1, on a real terminal: shrunk below 80x24, the Tanks, but no thanks! screen
// says what it needs instead of a panel cut off, shows the board again when it grows, and q
// still leaves.
func TestNoThanksSmallTerminal(t *testing.T) {
	term := startTerminal(t, t.TempDir(), "nothanks", "play", "--seed", "7", "-o", "g.json")
	term.expect("R red")
	if err := pty.Setsize(term.pty, &pty.Winsize{Rows: 20, Cols: 60}); err != nil {
		t.Fatal(err)
	}
	term.expect("Tanks, but no thanks! needs a terminal of at least")
	term.expect("this one is 60x20")
	if err := pty.Setsize(term.pty, &pty.Winsize{Rows: 24, Cols: 80}); err != nil {
		t.Fatal(err)
	}
	term.expect("R red")
	term.send("q")
	if code := term.exitCode(); code != 0 {
		t.Errorf("exit %d, want 0", code)
	}
}

// Issue 31, item 7, on a real terminal: accessible mode says who starts and what was rolled
// in sentences, mentions no arrow keys, and writes no escape sequence, not even the
// terminal queries Bubble Tea makes when it starts (ESC]11;? and ESC[6n).
func TestNoThanksAccessibleWritesNoEscape(t *testing.T) {
	term := startTerminalEnv(t, 80, 24, t.TempDir(), []string{"ACCESSIBLE=1"}, "nothanks", "play", "--seed", "5", "-o", "g.json")
	term.expect("Rolls for the first turn: red 1, blue 3; blue starts.")
	term.expect("Turn 1: blue chose MOVE and rolled 3, and moved: B10 A9, A9 B8, B8 C7.")
	term.expect("type m to MOVE")
	term.send("m\r")
	term.expect("red rolled 6. Step 1 of 6: type the tank's square")
	term.send("q\r")
	term.expect("Left after 1 turn.")
	if code := term.exitCode(); code != 0 {
		t.Errorf("exit %d, want 0", code)
	}
	out := term.screen()
	if strings.Contains(out, "\x1b") || strings.Contains(strings.ToLower(out), "arrow") {
		t.Errorf("accessible mode wrote an escape sequence or arrow keys:\n%q", out)
	}
}
