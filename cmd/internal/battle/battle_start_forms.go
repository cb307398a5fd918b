package battle

import (
	"errors"
	"strings"

	"github.com/charmbracelet/huh"

	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/terrain"
)

// The forms that start `ezd battle play`: whether to start one, and a new battle's name and
// unit. Play itself asks its questions on its own screen (cmd/internal/battle/play_*.go),
// so that keys typed ahead reach the question they were typed for.

// startForm asks whether to start a new battle; why says why it is asked.
func startForm(why string, start *bool) *huh.Form {
	*start = true
	return huh.NewForm(huh.NewGroup(huh.NewConfirm().Title(why + " Start a new battle?").
		Affirmative("Start one").Negative("Not now").Value(start)))
}

// battleNameForm asks for a new battle's name and its unit of measure (R10). check
// refuses a name that cannot be used (not a plain file name, or already taken).
func battleNameForm(name *string, unit *terrain.Unit, check func(string) error) *huh.Form {
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
		).Accessor(prompt.Chosen(unit)),
	))
}
