package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/cmd/internal/cmdtest"
)

// docs/tankwar.md, in the main menu: "Tank War Game" asks the mode; the demo plays two bots to the
// end as `ezd tankwar demo` does, and the menu comes back.
func TestMenuTankWarDemo(t *testing.T) {
	code, out, errOut := runBattle(t, t.TempDir(), []string{
		"9", "3", // Tank War Game: watch two bots
		"11",
	})
	if code != 0 {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	if !strings.Contains(errOut, "Tank War Game: how will you play?") {
		t.Errorf("the mode was not asked:\n%s", errOut)
	}
	cmdtest.InOrder(t, out, "Turn 0", "Player 1 (search) has chosen.", "Player 2 (greedy) has chosen.", "Game over. ")
}

// Against a bot the menu asks which, and the person plays player 1; a game played is
// recorded in the data folder as `ezd tankwar play` records it. Against a friend both
// people are asked in turn.
func TestMenuTankWarPlay(t *testing.T) {
	data := t.TempDir()
	code, out, errOut := runBattle(t, data, []string{
		"9", "2", "1", // Tank War Game: play a bot, the random one
		"0", "q", // one turn straight ahead, then leave
		"9", "1", // Tank War Game: play a friend
		"2", "1", "q",
		"11",
	})
	if code != 0 {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	if !strings.Contains(errOut, "Which bot do you play? \n1. random: ") || !strings.Contains(errOut, "\n5. deep: ") {
		t.Errorf("the bots were not offered:\n%s", errOut)
	}
	cmdtest.InOrder(t, out, "Player 1, your action", "Player 2 (random) has chosen.", "Left before turn 1.",
		"Player 1, your action", "Player 2, your action", "Player 1, your action", "Left before turn 1.")
	records, _ := filepath.Glob(filepath.Join(data, "ezd", "tankwar", "game-*.json"))
	if len(records) != 2 || strings.Count(errOut, "the record is in ") != 2 {
		t.Errorf("want two games recorded and told, have %v:\n%s", records, errOut)
	}
	for _, r := range records {
		if info, err := os.Stat(r); err != nil || info.Size() == 0 {
			t.Errorf("record %s: %v", r, err)
		}
	}
}

// docs/interactive.md: a choice of the main menu keeps its number; new ones come last.
func TestMenuNumbersAreStable(t *testing.T) {
	want := []string{
		"Build an army", "Show an army", "Resolve an attack", "Odds table", "Rules", "Play a battle",
		"Print cards, roster, reference or rulers", "Who wins? Compare two armies", "Tank War Game",
		"Tanks, but no thanks!",
	}
	entries := menuEntries()
	if len(entries) != len(want) {
		t.Fatalf("%d menu entries, want %d", len(entries), len(want))
	}
	for i, e := range entries {
		if e.label != want[i] {
			t.Errorf("choice %d is %q, want %q", i+1, e.label, want[i])
		}
	}
}
