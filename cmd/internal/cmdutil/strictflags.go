package cmdutil

import (
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/ezd-game/ezd/whole"
)

// Flags given a value that means nothing. Left out, a flag has a default ("roll the
// battle's dice", "the most recent battle", "a file named after the army"); given
// explicitly empty, ezd used to take it as left out, so a script that meant to pass a value
// and passed "" silently got the default: `NAME=; ezd battle undo -b "$NAME"` undid a step
// of the most recent battle (issue 33). So every flag that takes a value refuses an empty
// one, on every command: the root's PersistentPreRunE checks every flag given, whoever
// defined it. A flag whose empty value means something is exempted with AllowEmpty and its
// reason; a flag may carry a better reason for its refusal with RefuseEmpty. Number flags
// whose default is worked out, for which 0 means nothing, are marked with RefuseZero.

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
	// EmptyOut is why a tournament's empty --out is refused.
	EmptyOut = "give a folder, or leave --out out to keep no records"
	// EmptyPaper is why an empty --paper is refused.
	EmptyPaper = "give a4 or letter, or leave --paper out for a4"
)

// The annotations that carry the rules, keyed on the flag; the value is the reason.
const (
	refuseEmptyKey = "ezd-refuse-empty"
	allowEmptyKey  = "ezd-allow-empty"
	refuseZeroKey  = "ezd-refuse-zero"
)

// RefuseEmpty gives the flag name of fs the reason it is refused with when given
// explicitly empty (or only spaces): what to give instead. Every flag that takes a value is
// refused empty; without a reason of its own it says to give a value or leave the flag
// out. The flag must be defined already.
func RefuseEmpty(fs *pflag.FlagSet, name, why string) {
	mark(fs, name, refuseEmptyKey, why)
}

// AllowEmpty exempts the flag name of fs from the refusal of empty values, for a flag
// whose empty value means something other than leaving it out; why says what, for the
// reader of the code and of the test that walks every flag.
func AllowEmpty(fs *pflag.FlagSet, name, why string) {
	mark(fs, name, allowEmptyKey, why)
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

// refuseEmptyFlags refuses every flag given explicitly empty (but those AllowEmpty
// exempts), and those marked by RefuseZero given 0. NewRoot runs it before every command.
func refuseEmptyFlags(cmd *cobra.Command, _ []string) error {
	var err error
	cmd.Flags().Visit(func(fl *pflag.Flag) {
		if err != nil {
			return
		}
		if _, ok := fl.Annotations[allowEmptyKey]; !ok && givenEmpty(fl) {
			why := "give a value, or leave --" + fl.Name + " out"
			if w, ok := fl.Annotations[refuseEmptyKey]; ok {
				why = w[0]
			}
			err = Usagef("--%s is empty: %s", fl.Name, why)
		}
		if why, ok := fl.Annotations[refuseZeroKey]; ok && isZero(fl.Value.String()) {
			err = Usagef("--%s 0: %s", fl.Name, why[0])
		}
	})
	return err
}

// givenEmpty reports whether the value of fl, a flag that was given, is empty or only
// spaces. Only strings and lists of them can be read back so: a flag of another type
// refuses "" when it is set (a number, a duration, `army new --tank`), and its String
// need not give back what was set.
func givenEmpty(fl *pflag.Flag) bool {
	if sv, ok := fl.Value.(pflag.SliceValue); ok {
		items := sv.GetSlice()
		return len(items) == 0 || slices.ContainsFunc(items, func(s string) bool { return strings.TrimSpace(s) == "" })
	}
	return fl.Value.Type() == "string" && strings.TrimSpace(fl.Value.String()) == ""
}

// isZero reports whether a number or a duration flag's value is 0 ("0", "0s").
func isZero(v string) bool { return v == "0" || v == "0s" }

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
