package battle

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/cmd/internal/cmdtest"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/journal"
	"github.com/ezd-game/ezd/combat"
)

// runBattle runs ezd with the battles kept under data. With lines, stdin and stdout are a
// terminal in accessible mode and lines are the answers, one a line; without, a script.
func runBattle(t *testing.T, data string, lines []string, args ...string) (int, string, string) {
	t.Helper()
	return cmdtest.Run(t, cmdtest.Group(NewCmd), map[string]string{"XDG_DATA_HOME": data}, lines, args...)
}

// steps plays step commands as a script would, each of which must succeed.
func steps(t *testing.T, data string, commands ...string) {
	t.Helper()
	for _, c := range commands {
		args := append([]string{"battle"}, strings.Fields(c)...)
		if code, _, errOut := runBattle(t, data, nil, args...); code != 0 {
			t.Fatalf("ezd battle %s: exit %d: %s", c, code, errOut)
		}
	}
}

// loadBattle reads a battle back from disk, as the next ezd would.
func loadBattle(t *testing.T, data, name string) *combat.Battle {
	t.Helper()
	raw, err := os.ReadFile(journal.Path(filepath.Join(data, "ezd", "battles"), name))
	if err != nil {
		t.Fatal(err)
	}
	d, err := combat.Decode(raw)
	if err != nil {
		t.Fatal(err)
	}
	if d.Torn != nil || d.Settled != nil {
		t.Errorf("the journal of %s is not whole: %s", name, d.Warning())
	}
	return d.Battle
}

// With no battle, play offers to start one; then it offers only the legal steps, each
// with the number it keeps (docs/battle.md), refuses a die that is not 1 to 6 and asks again
// (R11), asks the dice again after a tied roll-off (R3), shows the odds before the dice
// (R7), and saves every step as it is made, undo included. An empty answer asks again.
func TestBattlePlayAccessible(t *testing.T) {
	t.Chdir(t.TempDir()) // no army files here: the samples are offered
	data := t.TempDir()
	code, out, errOut := runBattle(t, data, []string{
		"y",          // no battle in progress: start one
		"sedan", "1", // its name, in centimetres
		"1", "2", // red: sample:france-1940, blue: sample:germany-1940
		"1",                // people play both sides
		"",                 // an empty answer chooses nothing
		"1",                // roll initiative
		"2", "7", "3", "3", // enter the dice: 7 is refused; 3 and 3 is a tie
		"5", "2", // asked again at once: red 5, blue 2
		"1", "1", // activate red:1, Char B1 bis
		"1", "3", "2", // attack blue:3, Panzer II, in light cover
		"2", "6", "1", // enter the dice: 6 and 1
		"7", // blue to act: undo the attack
		"9", // leave
	}, "battle", "play", "--no-hints")
	if code != 0 {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	for _, want := range []string{
		"Turn 1 begins: roll initiative (R3).\n1. Roll initiative for turn 1\n8. Show the log\n9. Leave: the battle is saved\n" +
			"Enter a number: 1, 8 or 9: Enter a number: 1, 8 or 9: Initiative",
		`"7" is not a die: enter a whole number from 1 to 6`,
		"initiative is a tie: both rolled 3, roll again (R3); nothing was recorded\nRed's die (1-6)",
		"3. blue:3 Panzer II · within 15 cm · 2 left · 58.3%\n0. Back",
		"Modifiers: attacker heavy +1, attacker light cover -1 (net 0).\nHits on 15 of 36 (41.7%). Who rolls?",
		"2. Pass: blue activates no more tanks this turn\n7. Undo: Char B1 bis attacks",
	} {
		if !strings.Contains(errOut, want) {
			t.Errorf("the questions lack %q:\n%s", want, errOut)
		}
	}
	cmdtest.InOrder(t, out,
		`Battle "sedan": red France 1940 (10 points, 4 tanks) against blue Germany 1940`,
		"Turn 1. Red wins initiative: 5 against 2.",
		"Red activates Char B1 bis (1 action).",
		"Battle sedan, turn 1: blue to act.", // the board when the activation ends
		"Char B1 bis attacks Panzer II in light cover: 6 + 1 - 1 = 6 against 1, hit,\n  Panzer II has 1 of 2 damage.",
		"  blue:3  Panzer II     medium  0/2 damage", // the board after the undo, then the undo
		"Undone: Char B1 bis attacks Panzer II in light cover",
		"Battle sedan is saved: ezd battle play -b sedan goes on from here.",
	)
	st := loadBattle(t, data, "sedan").State()
	if st.Active != (combat.Ref{Player: combat.Red, Pos: 1}) || st.ActionsLeft != 1 {
		t.Errorf("after the undo the journal holds active %v with %d actions, want red:1 with 1", st.Active, st.ActionsLeft)
	}
}

// R8: play announces the winner once, the moment an army breaks, and then offers only
// undo, the log and leaving, with the numbers they always have.
func TestBattlePlayToTheWin(t *testing.T) {
	data := t.TempDir()
	steps(t, data,
		"new sedan --red sample:france-1940 --blue sample:germany-1940 --seed 1",
		"initiative --dice 5,2", "activate red:2", "attack blue:2 --dice 6,1", "attack blue:2 --dice 6,1",
		"attack blue:3 --dice 6,1")
	code, out, errOut := runBattle(t, data, []string{
		"1", "1", // blue activates blue:1
		"3",      // blue defends
		"1", "1", // red activates red:1
		"1", "3", // attack blue:3 (blue:2 is destroyed)
		"1",           // in the open
		"2", "4", "4", // the dice: 4 + 1 = 5 against 4, hit
		"9", // the battle is over: leave
	}, "battle", "play", "--no-hints")
	if code != 0 {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	cmdtest.InOrder(t, out,
		"Battle sedan, turn 1: over, red won.",
		// The account of the last step stands above the question; wrapped to 80 columns.
		"Char B1 bis attacks Panzer II: 4 + 1 = 5 against 4, hit, Panzer II destroyed\n  (blue has lost 6 of 10 points).",
		"Red wins on turn 1: blue has lost 6 of 10 points (R8).",
		// Issue 32, item 13: the story of the battle, shown when it ends.
		"Battle sedan: red (France 1940) won on turn 1. Blue broke:",
		"  red:2   Renault R35   small   3        3     3      0",
		"The dice against the exact odds (R7):",
		"  Red: 4 hits from 4 attacks, 1.83 expected; 4 or more had a chance of 4.2%",
		"Battle sedan is over and saved: ezd battle log -b sedan tells it again.")
	if n := strings.Count(out, "Red wins"); n != 1 {
		t.Errorf("the win is announced %d times, want once:\n%s", n, out)
	}
	if _, after, _ := strings.Cut(errOut, "The battle is over."); !strings.HasPrefix(after, "\n7. Undo: Char B1 bis attacks Panzer II") {
		t.Errorf("after the win the menu does not offer undo as 7:\n%s", errOut)
	}
	if !loadBattle(t, data, "sedan").State().Over() {
		t.Error("the winning attack was not saved")
	}
}

// Ctrl-C, or the end of the input, leaves at once with 130; every step made before it is
// already saved.
func TestBattlePlayLeftMidway(t *testing.T) {
	data := t.TempDir()
	steps(t, data, "new sedan --red sample:france-1940 --blue sample:germany-1940 --seed 1")
	code, _, errOut := runBattle(t, data, []string{"1", "2", "2", "5", "1", "1"}, "battle", "play", "--no-hints")
	if code != cmdutil.ExitCancelled {
		t.Fatalf("exit %d, want %d\n%s", code, cmdutil.ExitCancelled, errOut)
	}
	st := loadBattle(t, data, "sedan").State()
	if st.Initiative != combat.Blue || st.Active != (combat.Ref{Player: combat.Blue, Pos: 1}) {
		t.Errorf("initiative %q, active %v: want blue's roll-off and blue:1 active, saved", st.Initiative, st.Active)
	}
	// The lock went with the command: the battle can be played on.
	steps(t, data, "defend")
}

func TestBattlePlayNeedsATerminal(t *testing.T) {
	code, _, errOut := runBattle(t, t.TempDir(), nil, "battle", "play")
	if code != cmdutil.ExitUsage || !strings.Contains(errOut, "battle play needs a terminal; use the step commands (ezd battle activate ...)") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}

// In a terminal, battle new asks for what its flags leave out; a name that is taken or not
// a plain file name is refused and asked again.
func TestBattleNewAsks(t *testing.T) {
	t.Chdir(t.TempDir())
	data := t.TempDir()
	steps(t, data, "new sedan --red sample:france-1940 --blue sample:germany-1940")
	code, out, errOut := runBattle(t, data, []string{
		"sedan", "../up", "arras", "2", // taken, not allowed, then arras, in inches
		"2", // blue: sample:germany-1940
	}, "battle", "new", "--red", "sample:france-1940")
	if code != 0 {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	for _, want := range []string{"a battle named sedan already exists", `battle name "../up" is not allowed`} {
		if !strings.Contains(errOut, want) {
			t.Errorf("the form did not refuse with %q:\n%s", want, errOut)
		}
	}
	if !strings.Contains(strings.Join(strings.Fields(out), " "), `Battle "arras": red France 1940 (10 points, 4 tanks) against blue Germany 1940 (10 points, 3 tanks)`) {
		t.Errorf("stdout:\n%s", out)
	}
	if st := loadBattle(t, data, "arras").State(); st.Unit.String() != "in" {
		t.Errorf("unit %v, want inches", st.Unit)
	}
}
