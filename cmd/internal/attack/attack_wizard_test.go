package attack

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdtest"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// R11: an entered die is a whole number from 1 to 6; anything else is refused and asked
// again, never guessed. R7: the odds come before the dice, the result with every modifier.
func TestAttackWizardEnteredDice(t *testing.T) {
	code, out, errOut := runForms(t, []string{
		"3", "2", // a heavy attacks a medium
		"n", "2", // not defending, in light cover
		"2",           // enter the dice
		"7", "0", "5", // the attacker's die: two refused, then 5
		"x", "3", // the target's die
		"n", // no other attack
	}, "attack")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	for _, bad := range []string{`"7" is not a die`, `"0" is not a die`, `"x" is not a die`} {
		if !strings.Contains(errOut, bad) {
			t.Errorf("the wizard did not refuse %s:\n%s", bad, errOut)
		}
	}
	odds := strings.Index(out, "Odds: hits on 15 of 36 (41.7%).")
	roll := strings.Index(out, "Attacker rolls 5 + 1 (heavy) - 1 (light cover) = 5\nTarget rolls   3 = 3\nHIT: 5 beats 3.")
	if odds < 0 || roll < odds {
		t.Errorf("want the odds, then the dice with every modifier; stdout:\n%s", out)
	}
}

func TestAttackWizardArmiesAndSeed(t *testing.T) {
	code, out, errOut := runForms(t, []string{
		"1", "3", "y", "1", "1", "y", // Char B1 bis on the defending Panzer II in the open, rolled
		"1", "3", "", "3", // the same again (Enter keeps "defending"), but in heavy cover: no attack
		"", "1", "3", "", "1", "1", "n", // an empty Enter asks again; the same in the open, rolled
	}, "attack", "--army", "sample:france-1940", "--target-army", "sample:germany-1940", "--seed", "42")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	if !strings.Contains(errOut, "\n1. Char B1 bis  heavy   4 pts\n") || strings.Contains(errOut, "1. 1.") {
		t.Errorf("the tanks are not listed once each, numbered once:\n%s", errOut)
	}
	if !strings.Contains(errOut, "seed 42") {
		t.Errorf("the seed was not told:\n%s", errOut)
	}
	if !strings.Contains(out, "No attack: heavy cover hides the target") {
		t.Errorf("an attack into heavy cover was not refused (R7):\n%s", out)
	}
	a := combat.Attack{Attacker: army.Heavy, Target: army.Medium, Defending: true, Cover: terrain.Open}
	if got := strings.Count(out, "Char B1 bis (heavy) attacks Panzer II (medium).\n"+cmdutil.DescribeAttack(a)); got != 2 {
		t.Errorf("the attack was described %d times, want 2:\n%s", got, out)
	}
	// --seed repeats the whole session: the same dice, in order.
	dice := combat.NewDice(42)
	for i := range 2 {
		r, err := a.Roll(dice)
		if err != nil {
			t.Fatal(err)
		}
		want := fmt.Sprintf("Attacker rolls %d + 1 (heavy) = %d\nTarget rolls   %d + 2 (defending) = %d\n",
			r.AttackRoll, r.AttackTotal, r.DefenceRoll, r.DefenceTotal)
		if !strings.Contains(out, want) {
			t.Errorf("attack %d: want %q in:\n%s", i+1, want, out)
		}
	}
}

func TestAttackWithoutTerminal(t *testing.T) {
	code, _, errOut := runPiped(t, "attack")
	if code != cmdutil.ExitUsage || !strings.Contains(errOut, "--attacker and --target are required when not running interactively") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}

func TestAttackArmyFlags(t *testing.T) {
	code, out, errOut := runPiped(t, "attack", "--army", "sample:france-1940", "-a", "char b1 BIS",
		"--target-army", "sample:germany-1940", "-t", "3", "--dice", "4,2")
	if code != 0 || !strings.Contains(out, "Heavy attacks medium.") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	code, _, errOut = runPiped(t, "attack", "--army", "sample:france-1940", "-a", "Tiger", "-t", "small", "--dice", "4,2")
	if code != cmdutil.ExitInvalid || !strings.Contains(errOut, `--attacker: France 1940 has no tank "Tiger" (want a name or number: 1 "Char B1 bis"`) {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}

// runForms runs ezd as if in a terminal in accessible mode, answering the prompts with
// lines. It returns the exit code, stdout and stderr, where the prompts go.
func runForms(t *testing.T, lines []string, args ...string) (int, string, string) {
	t.Helper()
	return cmdtest.Run(t, cmdtest.Group(NewCmd), nil, lines, args...)
}

// runPiped runs ezd with stdin and stdout not terminals, as in a script.
func runPiped(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	return cmdtest.Run(t, cmdtest.Group(NewCmd), nil, nil, args...)
}
