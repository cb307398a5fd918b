package prompt

import (
	"cmp"
	"fmt"
	"strings"

	"github.com/charmbracelet/huh"

	"github.com/ezd-game/ezd/internal/quote"
)

// The generic pieces that the commands' forms are made of; each command keeps its own
// forms in its own package.

// MaxSelectHeight keeps a long list, with its title, a note and the help line, on an
// 80x24 screen; longer lists scroll.
const MaxSelectHeight = 16

// StepForm asks for one of labels; *pick is its index. The title carries what the players
// need to choose (whose turn, actions left), since accessible mode shows titles but not
// descriptions.
func StepForm(title string, labels []string, pick *int) *huh.Form {
	opts := make([]huh.Option[int], len(labels))
	for i, l := range labels {
		opts[i] = huh.NewOption(l, i)
	}
	if *pick < 0 || *pick >= len(labels) {
		*pick = 0
	}
	return huh.NewForm(huh.NewGroup(huh.NewSelect[int]().Title(title).Options(opts...).Accessor(Chosen(pick)).
		Height(min(len(opts)+1, MaxSelectHeight))))
}

// Keeps adds to a title what Enter keeps, for accessible mode, where the prompt does not
// show the current value.
func Keeps(title, current string, accessible bool) string {
	switch {
	case !accessible:
		return title
	case strings.TrimSpace(current) == "":
		return title + ":"
	}
	return fmt.Sprintf("%s (Enter keeps %s):", title, quote.Value(current))
}

// Typed returns what an input field will hold: what was typed, or, when nothing was (an
// accessible prompt answered with Enter), its current value.
func Typed(s, current string) string {
	return cmp.Or(strings.TrimSpace(s), strings.TrimSpace(current))
}

// HasOption reports whether one of opts has the value v.
func HasOption[T comparable](opts []huh.Option[T], v T) bool {
	for _, o := range opts {
		if o.Value == v {
			return true
		}
	}
	return false
}
