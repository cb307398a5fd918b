package printables

import (
	"fmt"
	"io"

	"github.com/ezd-game/ezd/army"
)

// All writes everything a battle needs in one file: the army's unit cards, its roster,
// the rules reference and the rulers (`ezd print all`), and the paper bot's card when
// opt.Bot is set.
func All(w io.Writer, a army.Army, opt Options) error {
	a, err := printable(a)
	if err != nil {
		return err
	}
	if opt.Bot != nil && (opt.Bot.Stance == "" || len(opt.Bot.Sections) == 0) {
		return errNoBotRules
	}
	s := newSheet(opt, "Ein, Zwei, Drei: "+a.Name)
	s.cards(a)
	s.roster(a)
	s.reference()
	s.rulers()
	if opt.Bot != nil {
		s.botCard(*opt.Bot)
	}
	return s.write(w)
}

// printable returns the army with its R1 defaults made explicit (names, the classes of
// catalogue models), or an error if it breaks R1 or R12: a card for a tank without a class
// would have no numbers to print.
func printable(a army.Army) (army.Army, error) {
	a = a.WithDefaults()
	if ps := a.Validate(); len(ps) > 0 {
		return a, fmt.Errorf("army %q cannot be printed: %w", a.Name, ps)
	}
	return a, nil
}
