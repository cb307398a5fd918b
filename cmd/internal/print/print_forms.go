package print

import (
	"errors"

	"github.com/charmbracelet/huh"

	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/printables"
	"github.com/ezd-game/ezd/terrain"
)

// printForm asks how to lay out a printout: the paper and the unit of its distances (R10).
func printForm(paper *printables.Paper, unit *terrain.Unit) *huh.Form {
	return huh.NewForm(huh.NewGroup(
		huh.NewSelect[printables.Paper]().Title("Paper").Options(
			huh.NewOption("A4", printables.A4),
			huh.NewOption("US Letter", printables.Letter),
		).Accessor(prompt.Chosen(paper)),
		huh.NewSelect[terrain.Unit]().Title("Distances").Options(
			huh.NewOption("centimetres, as the rules are written", terrain.Centimetres),
			huh.NewOption("inches, the house rule for larger models", terrain.Inches),
		).Accessor(prompt.Chosen(unit)),
	))
}

// outputForm asks where to write a file, offering *path; check refuses a name that cannot
// be used.
func outputForm(title string, path *string, check func(string) error, accessible bool) *huh.Form {
	current := *path
	return huh.NewForm(huh.NewGroup(huh.NewInput().Title(prompt.Keeps(title, current, accessible)).Value(path).
		Validate(func(in string) error {
			p := prompt.Typed(in, current)
			if p == "" {
				return errors.New("enter a file name, such as cards.pdf")
			}
			return check(p)
		})))
}

// backsForm asks whether to add card backs for printing on both sides (--backs).
func backsForm(backs *bool) *huh.Form {
	return huh.NewForm(huh.NewGroup(
		huh.NewConfirm().Title("Card backs, to print on both sides (flip on the long edge)?").
			Affirmative("Backs").Negative("No backs").Value(backs),
	))
}
