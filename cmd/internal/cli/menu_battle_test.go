package cli

import (
	"strings"
	"testing"

	"github.com/ezd-game/ezd/cmd/internal/cmdtest"
)

// runBattle runs ezd with the battles kept under data. With lines, stdin and stdout are a
// terminal in accessible mode and lines are the answers, one a line; without, a script.
func runBattle(t *testing.T, data string, lines []string, args ...string) (int, string, string) {
	t.Helper()
	return cmdtest.Run(t, newRootCmd, map[string]string{"XDG_DATA_HOME": data}, lines, args...)
}

// steps plays battle step commands as a script would, each of which must succeed.
func steps(t *testing.T, data string, commands ...string) {
	t.Helper()
	for _, c := range commands {
		args := append([]string{"battle"}, strings.Fields(c)...)
		if code, _, errOut := runBattle(t, data, nil, args...); code != 0 {
			t.Fatalf("ezd battle %s: exit %d: %s", c, code, errOut)
		}
	}
}

// The main menu's "Play a battle" offers the battles in progress, the most recent first,
// and a new one; leaving the battle comes back to the menu.
func TestMenuPlaysABattle(t *testing.T) {
	data := t.TempDir()
	steps(t, data, "new first --red sample:france-1940 --blue sample:germany-1940")
	steps(t, data, "new second --red sample:germany-1940 --blue sample:france-1940", "-b first initiative --dice 5,2")
	code, out, errOut := runBattle(t, data, []string{
		"6",  // Play a battle
		"1",  // Continue first, the most recently played
		"9",  // Leave the battle: 9 on every screen of play
		"11", // Quit
	})
	if code != 0 {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	if !strings.Contains(errOut, "1. Continue first: France 1940 against Germany 1940, turn 1\n2. Continue second:") {
		t.Errorf("the battles in progress are not offered, most recent first:\n%s", errOut)
	}
	cmdtest.InOrder(t, out, "Battle first, turn 1: red to act.", "Battle first is saved")
}

// docs/interactive.md: with battles in progress, "Start a new battle" goes straight to the new
// battle's questions: no "No battle is in progress. Start a new battle?" in between.
func TestMenuStartsANewBattleWithoutAskingAgain(t *testing.T) {
	t.Chdir(t.TempDir()) // no army files here: the samples are offered
	data := t.TempDir()
	steps(t, data, "new first --red sample:france-1940 --blue sample:germany-1940")
	code, out, errOut := runBattle(t, data, []string{
		"6",           // Play a battle
		"2",           // Start a new battle
		"second", "1", // its name, in centimetres
		"1", "2", // red: sample:france-1940, blue: sample:germany-1940
		"1",  // people play both sides
		"9",  // leave before the roll-off
		"11", // Quit
	})
	if code != 0 {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	if strings.Contains(errOut, "Start a new battle?") || strings.Contains(errOut, "No battle is in progress") {
		t.Errorf("a new battle chosen from the list is asked for again:\n%s", errOut)
	}
	cmdtest.InOrder(t, errOut, "2. Start a new battle", "Who plays?")
	cmdtest.InOrder(t, out, `Battle "second"`, "Battle second is saved")
}
