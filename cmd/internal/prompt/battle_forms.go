package prompt

import (
	"errors"
	"fmt"
	"strings"

	"github.com/charmbracelet/huh"

	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// The forms of `ezd battle play`. The command works out which steps the rules allow
// (combat.State.Options) and labels them; these forms only ask.

// StepForm asks for the next step of a battle, one of labels; *pick is its index. The
// title carries what the players need to choose (whose turn, actions left), since
// accessible mode shows titles but not descriptions.
func StepForm(title string, labels []string, pick *int) *huh.Form {
	opts := make([]huh.Option[int], len(labels))
	for i, l := range labels {
		opts[i] = huh.NewOption(l, i)
	}
	if *pick < 0 || *pick >= len(labels) {
		*pick = 0
	}
	return huh.NewForm(huh.NewGroup(huh.NewSelect[int]().Title(title).Options(opts...).Accessor(chosen(pick)).
		Height(min(len(opts)+1, maxSelectHeight))))
}

// ThroughForm asks which terrain pieces a move enters, in order (R9). The move's full
// distance is move, in unit; a move into heavy cover or a river is refused: go around (R6).
func ThroughForm(move int, unit terrain.Unit, through *string) *huh.Form {
	return huh.NewForm(huh.NewGroup(huh.NewInput().
		Title(fmt.Sprintf("Terrain the move enters, in order: rough, light (Enter: none; up to %s)", unit.Format(move))).
		Value(through).CharLimit(80).
		Validate(func(s string) error {
			kinds, err := terrain.ParseList(s)
			if err != nil {
				return err
			}
			if _, err := terrain.Allowance(move, kinds); err != nil {
				return fmt.Errorf("%v (R6, R9)", err)
			}
			return nil
		})))
}

// CoverForm asks what the target of an attack is in (R9). Heavy cover is offered too, so
// that the players hear why the target cannot be shot at (R7).
func CoverForm(target string, cover *terrain.Kind) *huh.Form {
	covers := []huh.Option[terrain.Kind]{
		huh.NewOption("Open ground, rough ground or across a river: no change", terrain.Open),
		huh.NewOption(fmt.Sprintf("Light cover: %+d to the attacker", terrain.LightCover.Effect().AttackModifier), terrain.LightCover),
		huh.NewOption("Heavy cover: cannot be shot through", terrain.HeavyCover),
	}
	if !hasOption(covers, *cover) {
		*cover = terrain.Open
	}
	return huh.NewForm(huh.NewGroup(huh.NewSelect[terrain.Kind]().
		Title(fmt.Sprintf("What is %s in?", target)).Options(covers...).Accessor(chosen(cover))))
}

// RollOffForm asks for the two dice of an initiative roll-off, red's then blue's. Each
// must be a whole number from 1 to 6; anything else is refused and asked again (R11).
func RollOffForm(red, blue *string) *huh.Form {
	die := func(s string) error { _, err := combat.ParseDie(s); return err }
	return huh.NewForm(huh.NewGroup(
		huh.NewInput().Title("Red's die (1-6)").Value(red).CharLimit(2).Validate(die),
		huh.NewInput().Title("Blue's die (1-6)").Value(blue).CharLimit(2).Validate(die),
	))
}

// StartForm asks whether to start a new battle; why says why it is asked.
func StartForm(why string, start *bool) *huh.Form {
	*start = true
	return huh.NewForm(huh.NewGroup(huh.NewConfirm().Title(why + " Start a new battle?").
		Affirmative("Start one").Negative("Not now").Value(start)))
}

// BattleNameForm asks for a new battle's name and its unit of measure (R10). check
// refuses a name that cannot be used (not a plain file name, or already taken).
func BattleNameForm(name *string, unit *terrain.Unit, check func(string) error) *huh.Form {
	return huh.NewForm(huh.NewGroup(
		huh.NewInput().Title("Name of the battle (letters, digits, - _ .)").Value(name).CharLimit(64).
			Validate(func(s string) error {
				s = strings.TrimSpace(s)
				if s == "" {
					return errors.New("the battle needs a name, such as sedan")
				}
				return check(s)
			}),
		huh.NewSelect[terrain.Unit]().Title("Measure distances in").Options(
			huh.NewOption("centimetres, as the rules are written", terrain.Centimetres),
			huh.NewOption(`inches: 6", 9", 12", 15" (R10)`, terrain.Inches),
		).Accessor(chosen(unit)),
	))
}
