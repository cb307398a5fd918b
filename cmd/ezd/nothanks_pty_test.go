package main

import (
	"os"
	"os/exec"
	"path/filepath"
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
	term.expect("Leave?")
	term.send("y")
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
	term.expect("the die is rolled: make its 6 steps first")
	term.send(repeat("b3 b4\rb4 b3\r", 3))
	term.expect("Turn 2: red chose MOVE and rolled 6")
	term.expect("type m to MOVE")
	term.send("q\r")
	term.expect("Leave? The game is saved in g.json; resume with ezd nothanks play --resume g.json.")
	term.send("y\r")
	term.expect("Left after 3 turns.")
	if code := term.exitCode(); code != 0 {
		t.Errorf("exit %d, want 0", code)
	}
	out := term.screen()
	if strings.Contains(out, "\x1b") || strings.Contains(strings.ToLower(out), "arrow") {
		t.Errorf("accessible mode wrote an escape sequence or arrow keys:\n%q", out)
	}
}

// Issue 31, item 5, on a real terminal: q asks before leaving and says how to go on; Esc
// never leaves; --resume goes on with the game where it was left, with its seats and dice,
// and saves on into the same record.
func TestNoThanksLeaveAndResume(t *testing.T) {
	dir := t.TempDir()
	term := startTerminal(t, dir, "nothanks", "play", "--seed", "5", "-o", "g.json")
	term.expect("m MOVE")
	term.send("\x1b")
	term.expect("Esc does not leave")
	term.send("q")
	term.expect("Leave? The game is saved in g.json")
	term.send("y")
	if code := term.exitCode(); code != 0 {
		t.Fatalf("exit %d, want 0", code)
	}
	term.expect("resume it with ezd nothanks play --resume g.json")
	data, err := os.ReadFile(filepath.Join(dir, "g.json"))
	if err != nil || !strings.Contains(string(data), `"table":{"seats":["person","expecti"],"dice":"roll","seed":"5","rolled":3}`) {
		t.Fatalf("the record's table: %v\n%s", err, data)
	}

	term = startTerminal(t, dir, "nothanks", "play", "--resume", "g.json")
	term.expect("resumed from g.json after 1 turn; red is next")
	term.expect("m MOVE")
	term.send("q")
	term.expect("Leave?")
	term.send("n")
	term.expect("you stay")
	term.send("q", "y")
	if code := term.exitCode(); code != 0 {
		t.Fatalf("exit %d, want 0", code)
	}
}

// Issue 31, item 6, on a real terminal: replay draws the board turn by turn with Tank War's
// replay keys, and --upto starts at that turn.
func TestNoThanksReplayOnATerminal(t *testing.T) {
	dir := t.TempDir()
	play := exec.Command("ezd", "nothanks", "play", "--seat", "red=bot:greedy", "--seat", "blue=bot:random", "--seed", "4", "-o", "duel.json")
	play.Dir = dir
	if out, err := play.CombinedOutput(); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	term := startTerminal(t, dir, "nothanks", "replay", "duel.json", "--upto", "3")
	term.expect("REPLAY  turn 3 of 69")
	term.expect("turn 3: ")
	term.send("l")
	term.expect("REPLAY  turn 4 of 69")
	term.send("h", "h")
	term.expect("REPLAY  turn 2 of 69")
	term.send("\x1b[F") // End
	term.expect("END OF THE RECORD")
	term.expect("red wins")
	term.send("\x1b[H") // Home
	term.expect("REPLAY  the set-up")
	term.send("q")
	if code := term.exitCode(); code != 0 {
		t.Errorf("exit %d, want 0", code)
	}
}
