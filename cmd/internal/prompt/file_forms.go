package prompt

import (
	"errors"
	"fmt"

	"github.com/charmbracelet/huh"
)

// ReplaceForm asks before an existing file is replaced; no is the default.
func ReplaceForm(path string, replace *bool) *huh.Form {
	*replace = false
	return huh.NewForm(huh.NewGroup(
		huh.NewConfirm().Title(fmt.Sprintf("%s already exists. Replace it?", path)).
			Affirmative("Replace").Negative("Choose another name").Value(replace),
	))
}

// ArmyFileForm asks which army to use, one of choices: *pick is its index, or -1 for
// another file, to be typed in.
func ArmyFileForm(title string, choices []string, pick *int) *huh.Form {
	opts := make([]huh.Option[int], 0, len(choices)+1)
	for i, c := range choices {
		opts = append(opts, huh.NewOption(c, i))
	}
	opts = append(opts, huh.NewOption("Another file: type its name", -1))
	return huh.NewForm(huh.NewGroup(huh.NewSelect[int]().Title(title).Options(opts...).Accessor(Chosen(pick)).
		Height(min(len(opts)+2, 12))))
}

// PathForm asks for a file name; check refuses one that cannot be used.
func PathForm(title string, path *string, check func(string) error) *huh.Form {
	return huh.NewForm(huh.NewGroup(huh.NewInput().Title(title).Value(path).
		Validate(func(in string) error {
			p := Typed(in, *path)
			if p == "" {
				return errors.New("enter a file name")
			}
			return check(p)
		})))
}

// MenuForm is the main menu: one option per entry, in order, and Quit. *choice is the
// index of the entry, or -1 for Quit.
func MenuForm(labels []string, choice *int) *huh.Form {
	opts := make([]huh.Option[int], 0, len(labels)+1)
	for i, l := range labels {
		opts = append(opts, huh.NewOption(l, i))
	}
	opts = append(opts, huh.NewOption("Quit", -1))
	return huh.NewForm(huh.NewGroup(huh.NewSelect[int]().
		Title("Ein, Zwei, Drei: what shall we do?").
		Description("Esc or Ctrl-C leaves at any time.").
		Options(opts...).Accessor(Chosen(choice))))
}
