package main

import (
	"encoding/json"
	"os"
	"path/filepath"
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

// Arrow keys as a terminal sends them.
const (
	arrowUp    = "\x1b[A"
	arrowDown  = "\x1b[B"
	arrowRight = "\x1b[C"
	arrowLeft  = "\x1b[D"
)

// movesOf reads the moves of a Tank War record, as the record writes them: "[[2,1]]".
func movesOf(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var r struct{ Moves json.RawMessage }
	if err := json.Unmarshal(data, &r); err != nil || r.Moves == nil {
		t.Fatalf("no moves in %s (%v)", data, err)
	}
	return string(r.Moves)
}

// docs/tankwar.md (T7), on a real terminal: w a s d and the arrows drive the tanks that way on
// the screen; the way back is refused with a word (T3), and chooses nothing.
func TestTankWarScreenKeys(t *testing.T) {
	dir := t.TempDir()
	// P1 at (5,5) faces down, P2 at (16,16) faces up.
	term := startTerminal(t, dir, "tankwar", "play", "--start1", "5,5,2", "--start2", "16,16,0", "-o", "g.json")
	term.expect("TANK WAR")
	term.send("w") // up: P1's way back
	term.expect("player 1 (human) can't reverse: facing down, it can go down, right or left (T3)")
	term.send(arrowDown) // down: P2's way back
	term.expect("player 2 (human) can't reverse: facing up, it can go up, left or right (T3)")
	term.send("a") // left on the screen: P1 turns to its right (T1)
	term.expect("chosen")
	term.send(arrowLeft) // left on the screen: P2 turns to its left
	term.expect("<1")    // both face left now (the board is drawn before the line below it)
	term.expect("<2")
	term.expect("turn 0: no damage")
	term.send("s", arrowUp) // both face left: s turns P1 down, ↑ turns P2 up
	term.expect("turn 1: no damage")
	term.send("q")
	if code := term.exitCode(); code != 0 {
		t.Fatalf("exit %d", code)
	}
	// turn 0: a = right turn for a tank facing down, ← = left turn for one facing up; turn
	// 1: s = left turn for a tank facing left, ↑ = right turn for one facing left.
	if got := movesOf(t, filepath.Join(dir, "g.json")); got != "[[2,1],[1,2]]" {
		t.Errorf("moves %s, want [[2,1],[1,2]]", got)
	}
}

// docs/tankwar.md (T7): the keys that turn the tank stay, with --keys turns or the setting
// EZD_TANKWAR_KEYS=turns (the main menu's games follow it).
func TestTankWarTurnKeys(t *testing.T) {
	for _, c := range []struct {
		name string
		env  string
		args []string
	}{
		{"flag", "", []string{"--keys", "turns"}},
		{"setting", "turns", nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Setenv("EZD_TANKWAR_KEYS", c.env)
			dir := t.TempDir()
			args := append([]string{"tankwar", "play", "--start1", "5,5,2", "--start2", "16,16,0", "-o", "g.json"}, c.args...)
			term := startTerminal(t, dir, args...)
			term.expect("TANK WAR")
			term.send("a", arrowLeft) // both turn to their own left
			term.expect("turn 0: no damage")
			term.send("w", arrowRight) // P1 straight on, P2 turns to its right
			term.expect("turn 1: no damage")
			term.send("q")
			if code := term.exitCode(); code != 0 {
				t.Fatalf("exit %d", code)
			}
			if got := movesOf(t, filepath.Join(dir, "g.json")); got != "[[1,1],[0,2]]" {
				t.Errorf("moves %s, want [[1,1],[0,2]]", got)
			}
		})
	}
}

// docs/tankwar.md (T7, what the screen says), on a real terminal: a turn's line says why each player lost life, both
// players' parts whole within 79 columns; T4: the bullets born between the tanks on turn
// 0 hit both.
func TestTankWarSaysWhyLifeWasLost(t *testing.T) {
	dir := t.TempDir()
	term := startTerminal(t, dir, "tankwar", "play", "--start1", "5,5,1", "--start2", "5,9,3", "--life", "3", "-o", "g.json")
	term.expect("TANK WAR")
	term.send("d", arrowLeft) // both straight on
	term.expect("turn 0: player 1 (human) lost 2 (hit by a bullet, life 3 -> 1);")
	term.expect("player 2 (human) lost 2 (hit by a bullet, life 3 -> 1)")
	term.send("d", arrowLeft) // into one cell: T4 collision, equal lives destroy both
	term.expect("GAME OVER")  // beside the board, drawn before the lines below it
	term.expect("turn 1: player 1 (human) lost 1 (collision, life 1 -> 0);")
	term.expect("player 2 (human) lost 1 (collision, life 1 -> 0)")
	term.send("q")
	if code := term.exitCode(); code != 0 {
		t.Fatalf("exit %d", code)
	}
}

// docs/tankwar.md (T9, replay on a terminal), on a real terminal: the board turn by turn,
// → forward and ← back, the line below saying why life was lost; q leaves.
func TestTankWarReplaySteps(t *testing.T) {
	dir := t.TempDir()
	record := `{"life":3,"tanks":[{"x":5,"y":5,"dir":1},{"x":5,"y":9,"dir":3}],"moves":[[0,0],[1,2],[0,0]]}` + "\n"
	if err := os.WriteFile(filepath.Join(dir, "g.json"), []byte(record), 0o644); err != nil {
		t.Fatal(err)
	}
	term := startTerminal(t, dir, "tankwar", "replay", "g.json")
	term.expect("REPLAY  the start")
	term.send(arrowRight)
	term.expect("REPLAY  turn 0 of 2")
	term.expect("turn 0: player 1 lost 2 (hit by a bullet, life 3 -> 1);")
	term.expect("player 2 lost 2 (hit by a bullet, life 3 -> 1)")
	term.send("l")
	term.expect("REPLAY  turn 1 of 2")
	term.expect("turn 1: no damage")
	term.send(arrowLeft)
	term.expect("REPLAY  turn 0 of 2")
	term.expect("turn 0: player 1 lost 2")
	term.send("\x1b[F") // End
	term.expect("END OF THE RECORD")
	term.send("q")
	if code := term.exitCode(); code != 0 {
		t.Fatalf("exit %d", code)
	}
}
