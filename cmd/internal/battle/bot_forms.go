package battle

import (
	"errors"
	"fmt"
	"slices"

	"github.com/charmbracelet/huh"

	"github.com/ezd-game/ezd/cmd/internal/prompt"
)

// The forms of solo play: the table facts the bot cannot see for itself.

// sightForm asks which of the enemy's tanks, labels, the bot's tank can see within its
// range: "Which of red's tanks can Panzer IV see within 15 cm?". The last label is "none";
// *picks gets the indexes chosen. Nothing chosen is none too; none with a tank is refused.
func sightForm(title string, labels []string, picks *[]int) *huh.Form {
	opts := make([]huh.Option[int], len(labels))
	for i, l := range labels {
		opts[i] = huh.NewOption(l, i)
	}
	none := len(labels) - 1
	return huh.NewForm(huh.NewGroup(huh.NewMultiSelect[int]().Title(title).Options(opts...).Value(picks).
		Height(min(len(opts)+2, prompt.MaxSelectHeight)).
		Validate(func(got []int) error {
			if slices.Contains(got, none) && len(got) > 1 {
				return errors.New(`"none" goes alone: unselect it, or the tanks`)
			}
			return nil
		})))
}

// lightCoverForm asks whether a target is in light cover (R9): "Is Char B1 bis in light
// cover?".
func lightCoverForm(target string, light *bool) *huh.Form {
	return huh.NewForm(huh.NewGroup(huh.NewConfirm().
		Title(fmt.Sprintf("Is %s in light cover?", target)).
		Affirmative("Yes").Negative("No").Value(light)))
}
