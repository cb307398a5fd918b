package tankwar

import (
	"strings"
	"testing"

	"github.com/ezd-game/ezd/cmd/internal/cmdtest"
	"github.com/ezd-game/ezd/tankwar"
)

// TestPlayAccessible plays PvP in accessible mode to the end, one answer a line: the
// position in words, a refused answer asked again, the record saved.
func TestPlayAccessible(t *testing.T) {
	dir := t.TempDir()
	// P1 at (2,5) facing up drives off the grid on turn 1 (T4); P2 circles. The letters
	// are the screen's keys: w up for player 1, k down for player 2.
	code, out, errOut := cmdtest.Run(t, cmdtest.Group(NewCmd), nil, []string{"w", "k", "up", "straight", "i", "j"},
		"tankwar", "play", "--start1", "2,5,0", "--start2", "9,9,1", "-o", dir+"/g.json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	cmdtest.InOrder(t, out,
		"Turn 0, area (1,1) to (20,20), bullets fire. Player 1 (human) (2,5) facing up, life 5. Player 2 (human) (9,9) facing right, life 5. No bullets.",
		"Player 1, your action", "Player 2, your action",
		"Turn 0: no damage.",
		"Turn 1, area (1,1) to (20,20). Player 1 (human) (1,5) facing up",
		"Player 2 (human) (10,9) facing down, life 5. Bullets: player 2's (13,9) flying down.",
		`"up" is not an action: type 0, 1 or 2.`,
		"Can't reverse: facing down, it can go down, right or left (T3).", // i is up
		"Turn 1: player 1 (human) lost 5 (drove off the grid, life 5 -> 0).",
		"Game over. The game ended on turn 1: player 2 (human) wins.")
	g, _, err := loadRecord(dir + "/g.json")
	if err != nil || g.Turns() != 2 || g.Result() != tankwar.P2Wins {
		t.Errorf("record: %v", err)
	}
	if !strings.Contains(errOut, "the record is in") {
		t.Errorf("stderr: %s", errOut)
	}
}

// TestPlayAccessibleLeaves: q leaves with the turns played saved; against a bot, the bot
// says it has chosen, never what.
func TestPlayAccessibleLeaves(t *testing.T) {
	dir := t.TempDir()
	code, out, _ := cmdtest.Run(t, cmdtest.Group(NewCmd), nil, []string{"1", "q"},
		"tankwar", "play", "--p2", "bot:greedy", "--seed", "3", "-o", dir+"/g.json")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	cmdtest.InOrder(t, out, "Player 1, your action", "Player 2 (greedy) has chosen.", "Player 1, your action", "Left before turn 1.")
	if g, _, err := loadRecord(dir + "/g.json"); err != nil || g.Turns() != 1 {
		t.Errorf("record: %v", err)
	}
}
