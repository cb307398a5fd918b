package prompt

import (
	"errors"
	"fmt"

	"github.com/charmbracelet/huh"
)

// Save is what the save form asks: the file to write and whether to write it now.
type Save struct {
	Path string
	// Save is false when the player wants to go back to the builder.
	Save bool
}

// SaveForm asks where to save the army and whether to save it now. check refuses a path
// that cannot be written (a folder, say) before the player confirms.
func SaveForm(s *Save, check func(string) error, accessible bool) *huh.Form {
	s.Save = true
	return huh.NewForm(huh.NewGroup(
		huh.NewInput().Title(keeps("Save as", s.Path, accessible)).Value(&s.Path).
			Validate(func(in string) error {
				p := typed(in, s.Path)
				if p == "" {
					return errors.New("enter a file name, such as my-army.yaml")
				}
				return check(p)
			}),
		huh.NewConfirm().Title("Save the army now?").Affirmative("Save").Negative("Keep editing").Value(&s.Save),
	))
}

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
	return huh.NewForm(huh.NewGroup(huh.NewSelect[int]().Title(title).Options(opts...).Accessor(chosen(pick)).
		Height(min(len(opts)+2, 12))))
}

// PathForm asks for a file name; check refuses one that cannot be used.
func PathForm(title string, path *string, check func(string) error) *huh.Form {
	return huh.NewForm(huh.NewGroup(huh.NewInput().Title(title).Value(path).
		Validate(func(in string) error {
			p := typed(in, *path)
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
		Options(opts...).Accessor(chosen(choice))))
}
