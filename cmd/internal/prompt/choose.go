package prompt

import (
	"errors"
	"fmt"

	"github.com/charmbracelet/huh"
)

// How ezd's menus behave, in both modes (docs/interactive.md):
//   - an empty Enter in accessible mode asks again; it never picks the option the cursor
//     happens to be on, which a screen-reader user cannot see;
//   - a choice keeps its number: an option that is not open now is still listed, marked
//     with why, and refused if chosen, so "4" means the same thing every time;
//   - every option is in view on an 80x24 terminal (menus_test.go).

// Chosen binds a select to *p like huh's Value, through an accessor that is not huh's
// pointer accessor: huh's accessible select takes that one's value as the default an
// empty line picks, and this one gives it none, so an empty line is refused and asked
// again. The full-screen select starts on *p either way.
func Chosen[T comparable](p *T) huh.Accessor[T] { return &answer[T]{p: p} }

type answer[T comparable] struct{ p *T }

func (a *answer[T]) Get() T  { return *a.p }
func (a *answer[T]) Set(v T) { *a.p = v }

// Choice is one option of a menu whose options are not all open at every moment.
type Choice[T comparable] struct {
	Label string
	Value T
	// Closed says why the option cannot be chosen now ("no tank fits"); empty when it can.
	Closed string
}

// StableOptions lists every choice, in its place, the closed ones marked with why; the
// validation refuses a closed one with its reason. *v is moved to the first open choice
// when it is not one already.
func StableOptions[T comparable](choices []Choice[T], v *T) ([]huh.Option[T], func(T) error) {
	opts := make([]huh.Option[T], len(choices))
	first, found := -1, false
	for i, c := range choices {
		label := c.Label
		if c.Closed != "" {
			label = fmt.Sprintf("%s (%s)", c.Label, c.Closed)
		} else {
			if first < 0 {
				first = i
			}
			found = found || c.Value == *v
		}
		opts[i] = huh.NewOption(label, c.Value)
	}
	if !found && first >= 0 {
		*v = choices[first].Value
	}
	refuse := func(v T) error {
		for _, c := range choices {
			if c.Value == v && c.Closed != "" {
				return errors.New("not now: " + c.Closed)
			}
		}
		return nil
	}
	return opts, refuse
}
