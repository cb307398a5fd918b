package cmdutil

import (
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/ezd-game/ezd/whole"
)

// Flags given a value that means nothing. Left out, such a flag has a default ("roll the
// battle's dice", "a fresh seed", "a file named after the army", "cm"); given explicitly
// empty, ezd used to take it as left out, so a script that meant to pass a value and
// passed "" silently got the default. A flag marked with RefuseEmpty is refused when given
// empty, with what to give instead. The mark is on the flag itself (a pflag annotation),
// so a flag of another command that happens to share its name is not touched.

// The reasons of the flags that several commands define, one of each.
const (
	// EmptyDice is why an empty --dice is refused.
	EmptyDice = "give the dice as 5,3, or leave --dice out for virtual dice"
	// EmptySeed is why an empty --seed is refused.
	EmptySeed = "give a whole number, or leave --seed out for a fresh seed"
	// EmptyOutput is why an empty -o/--output is refused.
	EmptyOutput = "give a file name (- for stdout), or leave -o out for the default"
	// EmptyUnits is why an empty --units is refused.
	EmptyUnits = "give cm or in, or leave --units out for cm"
	// EmptyPaper is why an empty --paper is refused.
	EmptyPaper = "give a4 or letter, or leave --paper out for a4"
)

// The annotations that carry the rules, keyed on the flag; the value is the reason.
const (
	refuseEmptyKey = "ezd-refuse-empty"
	refuseZeroKey  = "ezd-refuse-zero"
)

// RefuseEmpty marks the flag name of fs: given explicitly empty (or only spaces), the
// command is refused with a usage error that says why, what to give instead. The flag
// must be defined already.
func RefuseEmpty(fs *pflag.FlagSet, name, why string) {
	mark(fs, name, refuseEmptyKey, why)
}

// RefuseZero marks the number flag name of fs, whose default is worked out rather than 0,
// and for which 0 means nothing (--damage-left 0 would be a target destroyed already):
// given explicitly 0, the command is refused with why.
func RefuseZero(fs *pflag.FlagSet, name, why string) {
	mark(fs, name, refuseZeroKey, why)
}

func mark(fs *pflag.FlagSet, name, key, why string) {
	if err := fs.SetAnnotation(name, key, []string{why}); err != nil {
		panic("cmdutil: " + err.Error()) // a flag marked before it is defined: a bug in ezd, caught by any test of the command
	}
}

// refuseEmptyFlags refuses the flags marked by RefuseEmpty and RefuseZero that were given
// explicitly empty or zero. NewRoot runs it before every command.
func refuseEmptyFlags(cmd *cobra.Command, _ []string) error {
	var err error
	cmd.Flags().Visit(func(fl *pflag.Flag) {
		if err != nil {
			return
		}
		if why, ok := fl.Annotations[refuseEmptyKey]; ok && strings.TrimSpace(fl.Value.String()) == "" {
			err = Usagef("--%s is empty: %s", fl.Name, why[0])
		}
		if why, ok := fl.Annotations[refuseZeroKey]; ok && fl.Value.String() == "0" {
			err = Usagef("--%s 0: %s", fl.Name, why[0])
		}
	})
	return err
}

// wholeValue is an int flag read the one way package whole reads numbers: pflag's own int
// flags read "010" as 8, "0x0A" as 10 and take "+3" (docs/development.md).
type wholeValue struct{ p *int }

func (v wholeValue) String() string {
	if v.p == nil {
		return "0"
	}
	return strconv.Itoa(*v.p)
}

func (v wholeValue) Set(s string) error {
	n, err := whole.Parse(s)
	if err != nil {
		return err
	}
	if n > 1<<31-1 {
		return strconv.ErrRange
	}
	*v.p = int(n)
	return nil
}

func (v wholeValue) Type() string { return "int" }

// WholeVar defines an int flag that reads its value with whole.Parse: digits only, no
// sign, no leading zero.
func WholeVar(fs *pflag.FlagSet, p *int, name string, value int, usage string) {
	*p = value
	fs.Var(wholeValue{p}, name, usage)
}
