package prompt

import (
	"errors"

	"github.com/charmbracelet/huh"

	"github.com/ezd-game/ezd/printables"
	"github.com/ezd-game/ezd/terrain"
)

// PrintForm asks how to lay out a printout: the paper and the unit of its distances (R10).
func PrintForm(paper *printables.Paper, unit *terrain.Unit) *huh.Form {
	return huh.NewForm(huh.NewGroup(
		huh.NewSelect[printables.Paper]().Title("Paper").Options(
			huh.NewOption("A4", printables.A4),
			huh.NewOption("US Letter", printables.Letter),
		).Accessor(chosen(paper)),
		huh.NewSelect[terrain.Unit]().Title("Distances").Options(
			huh.NewOption("centimetres, as the rules are written", terrain.Centimetres),
			huh.NewOption("inches, the house rule for larger models", terrain.Inches),
		).Accessor(chosen(unit)),
	))
}

// OutputForm asks where to write a file, offering *path; check refuses a name that cannot
// be used.
func OutputForm(title string, path *string, check func(string) error, accessible bool) *huh.Form {
	current := *path
	return huh.NewForm(huh.NewGroup(huh.NewInput().Title(keeps(title, current, accessible)).Value(path).
		Validate(func(in string) error {
			p := typed(in, current)
			if p == "" {
				return errors.New("enter a file name, such as cards.pdf")
			}
			return check(p)
		})))
}

// BacksForm asks whether to add card backs for printing on both sides (--backs).
func BacksForm(backs *bool) *huh.Form {
	return huh.NewForm(huh.NewGroup(
		huh.NewConfirm().Title("Card backs, to print on both sides (flip on the long edge)?").
			Affirmative("Backs").Negative("No backs").Value(backs),
	))
}
