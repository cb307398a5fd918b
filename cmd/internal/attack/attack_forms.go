package attack

import (
	"fmt"

	"github.com/charmbracelet/huh"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// classForm asks for the class of the attacker or the target, with the numbers of R2 that
// matter to an attack.
func classForm(title string, c *army.Class) *huh.Form {
	opts := make([]huh.Option[army.Class], 0, 3)
	for _, k := range army.Classes() {
		s := k.Stats()
		opts = append(opts, huh.NewOption(fmt.Sprintf("%-6s  range %2d, attack %+d, defends %+d, %d damage",
			k, s.Range, s.Attack, s.DefenceBonus, s.Capacity), k))
	}
	if !c.Valid() {
		*c = army.Medium
	}
	return huh.NewForm(huh.NewGroup(huh.NewSelect[army.Class]().Title(title).Options(opts...).Accessor(prompt.Chosen(c))))
}

// armyTankForm asks for one tank of an army, the attacker or the target.
func armyTankForm(title string, a army.Army, i *int) *huh.Form {
	opts := make([]huh.Option[int], len(a.Tanks))
	for k, line := range cmdutil.TankLines(a, false) {
		opts[k] = huh.NewOption(line, k)
	}
	if *i < 0 || *i >= len(a.Tanks) {
		*i = 0
	}
	return huh.NewForm(huh.NewGroup(huh.NewSelect[int]().Title(title + " (" + a.Name + ")").Options(opts...).Accessor(prompt.Chosen(i)).
		Height(min(len(opts)+1, prompt.MaxSelectHeight))))
}

// situationForm asks whether the target is defending (R5) and what cover it is in (R9).
// Heavy cover is offered too: the wizard then explains why the target cannot be attacked (R7).
func situationForm(target army.Class, defending *bool, cover *terrain.Kind) *huh.Form {
	covers := []huh.Option[terrain.Kind]{
		huh.NewOption("Open ground, rough ground or across a river: no change", terrain.Open),
		huh.NewOption(fmt.Sprintf("Light cover: %+d to the attacker", terrain.LightCover.Effect().AttackModifier), terrain.LightCover),
		huh.NewOption("Heavy cover: cannot be shot through", terrain.HeavyCover),
	}
	if !prompt.HasOption(covers, *cover) {
		*cover = terrain.Open
	}
	return huh.NewForm(huh.NewGroup(
		huh.NewConfirm().
			Title(fmt.Sprintf("Is the target defending? (R5: %+d to its roll)", target.Stats().DefenceBonus)).
			Affirmative("Defending").Negative("Not defending").Value(defending),
		huh.NewSelect[terrain.Kind]().Title("What is the target in?").Options(covers...).Accessor(prompt.Chosen(cover)),
	))
}

// diceMode is how the wizard gets the two dice of an attack.
type diceMode int

// The ways to roll (R11).
const (
	rollForMe diceMode = iota + 1
	enterDice
)

// diceModeForm asks whether ezd rolls fair virtual dice or the players enter theirs. The
// title carries the odds, so they are in view when the choice is made.
func diceModeForm(odds string, mode *diceMode) *huh.Form {
	if *mode == 0 {
		*mode = rollForMe
	}
	return huh.NewForm(huh.NewGroup(huh.NewSelect[diceMode]().Title(odds).Options(
		huh.NewOption("Roll for me (fair virtual dice)", rollForMe),
		huh.NewOption("Enter the two dice we rolled", enterDice),
	).Accessor(prompt.Chosen(mode))))
}

// diceForm asks for the two dice the players rolled. Each must be a whole number from 1
// to 6; anything else is refused and asked again, never guessed (R11).
func diceForm(attack, defence *string) *huh.Form {
	die := func(s string) error { _, err := combat.ParseDie(s); return err }
	return huh.NewForm(huh.NewGroup(
		huh.NewInput().Title("Attacker's die (1-6)").Value(attack).CharLimit(2).Validate(die),
		huh.NewInput().Title("Target's die (1-6)").Value(defence).CharLimit(2).Validate(die),
	))
}

// againForm asks whether to resolve another attack.
func againForm(again *bool) *huh.Form {
	return huh.NewForm(huh.NewGroup(
		huh.NewConfirm().Title("Another attack?").Affirmative("Yes").Negative("No, done").Value(again),
	))
}
