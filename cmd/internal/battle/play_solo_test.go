package battle

import (
	"fmt"
	"slices"
	"testing"

	"github.com/ezd-game/ezd/cmd/internal/cmdtest"
	"github.com/ezd-game/ezd/combat"
)

// Solo play in battle play (docs/solo.md): the bot announces its steps, asks only what it
// cannot see (which tanks its active tank sees, then light cover for each), and attacks
// only what it was told it sees, with the cover counted.
// With hints on, the bots judge with play's own solver once it is ready.
func TestBattlePlayWithABot(t *testing.T) {
	for _, flags := range [][]string{{"--no-hints"}, nil} {
		t.Run(fmt.Sprint(flags), func(t *testing.T) { playWithABot(t, flags) })
	}
}

func playWithABot(t *testing.T, flags []string) {
	data := t.TempDir()
	steps(t, data, "new evening --red sample:france-1940 --blue sample:germany-1940 --bot blue --seed 11")
	code, out, errOut := runBattle(t, data, []string{
		"1", "1", // roll initiative with the fair dice: blue wins, and ezd activates a tank
		"1",           // it sees Char B1 bis
		"2",           // in light cover
		"0",           // and no other
		"2", "6", "1", // ezd attacks: the dice we rolled, 6 and 1
		"9", // red to act: leave
	}, append([]string{"battle", "play", "-b", "evening"}, flags...)...)
	if code != 0 {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	cmdtest.InOrder(t, out,
		"Turn 1. Blue wins initiative",
		"Blue (ezd, steady): activate blue:2.",
		"Blue: Panzer 38(t) (blue:2) is active with 2 actions left. What does it see?",
		"Blue (ezd, steady): defend.",
		"Blue (ezd, steady): attack red:1. Char B1 bis in light cover: 10/36 to hit", "only target in sight",
		"Panzer 38(t) attacks Char B1 bis in light cover")
	// The questions, on stderr: which tanks it sees, one at a time, and the cover of each.
	cmdtest.InOrder(t, errOut,
		"Which of red's tanks can Panzer 38(t) see within 12 cm?", "4. red:4 Panhard 178", "0. None of them",
		"Is Char B1 bis in light cover?",
		"Which other of red's tanks can Panzer 38(t) see within 12 cm?", "2. red:2 Renault R35", "0. No other",
		"Panzer 38(t) attacks Char B1 bis. Who rolls?", "Panzer 38(t)'s die (the attacker's)", "Char B1 bis's die (the target's)",
		"Red to act")
	b := loadBattle(t, data, "evening")
	for _, e := range b.Journal() {
		if a, ok := e.(combat.Attacked); ok && (a.Target != combat.Ref{Player: combat.Red, Pos: 1} || a.Cover.String() != "light cover" ||
			a.AttackDie != 6 || a.DefenceDie != 1 || a.Virtual != 0) {
			t.Errorf("the bot's attack %+v; it was told it sees only red:1, in light cover, and the dice 6 and 1", a)
		}
	}
}

// A battle started from play's menu asks who plays: the menu's twin of battle new --bot.
func TestBattlePlayStartsASoloBattle(t *testing.T) {
	t.Chdir(t.TempDir()) // no army files here: the samples are offered
	data := t.TempDir()
	code, out, errOut := runBattle(t, data, []string{
		"y",            // no battle in progress: start one
		"tonight", "1", // its name, in centimetres
		"1", "2", // red: sample:france-1940, blue: sample:germany-1940
		"2", // ezd plays blue
		"3", // cautious
		"9", // leave before the roll-off
	}, "battle", "play", "--no-hints")
	if code != 0 {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	cmdtest.InOrder(t, errOut, "Who plays?", "2. ezd plays blue: you play red alone", "How does ezd play?", "3. Cautious")
	got := loadBattle(t, data, "tonight").Bots()
	if want := []combat.Bot{{Player: combat.Blue, Stance: "cautious"}}; !slices.Equal(got, want) {
		t.Errorf("bots %v, want %v", got, want)
	}
}

// With ezd on both sides, play shows ezd playing itself to the end, every tank in sight,
// its own dice rolled.
func TestBattlePlayBotAgainstBot(t *testing.T) {
	data := t.TempDir()
	steps(t, data, "new duel --red sample:france-1940 --blue sample:germany-1940 --bot red --bot blue:cautious --seed 5")
	var answers []string
	for range 60 {
		// Every tank sees every enemy tank, in the open: each tank by its roster number (a
		// number not offered, as a destroyed tank's, is asked again), "1" to "No" cover,
		// and 0 for no other.
		answers = append(answers, "1", "1", "2", "1", "3", "1", "4", "1", "0")
	}
	code, out, errOut := runBattle(t, data, answers, "battle", "play", "-b", "duel", "--no-hints")
	if !loadBattle(t, data, "duel").State().Over() {
		t.Fatalf("the battle is not over: exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	cmdtest.InOrder(t, out, "Turn 1.", "Red (ezd, steady):", "Blue (ezd, cautious):")
}
