package cmdutil

import (
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/ezd-game/ezd/whole"
)

// Flags given a value that means nothing (issue 11 item 6). Left out, each has a default
// ("roll the battle's dice", "a fresh seed", "a file named after the army", "cm"); given
// explicitly empty, ezd used to take it as left out, so a script that meant to pass a
// value and passed "" silently got the default. Now an explicit empty value is refused
// with what to give instead.
var emptyRefused = map[string]string{
	"dice":   "give the dice as 5,3, or leave --dice out for virtual dice",
	"seed":   "give a whole number, or leave --seed out for a fresh seed",
	"output": "give a file name (- for stdout), or leave -o out for the default",
	"units":  "give cm or in, or leave --units out for cm",
	"paper":  "give a4 or letter, or leave --paper out for a4",
}

// zeroRefused are number flags whose default is not 0 (it is worked out) and for which 0
// means nothing: --damage-left 0 would be a target already destroyed.
var zeroRefused = map[string]string{
	"damage-left": "a target with no damage left is destroyed already: give 1 or more, or leave --damage-left out for its class's capacity",
}

// refuseEmptyFlags refuses the flags of emptyRefused and zeroRefused given explicitly
// empty or zero. NewRoot runs it before every command.
func refuseEmptyFlags(cmd *cobra.Command, _ []string) error {
	var err error
	cmd.Flags().Visit(func(fl *pflag.Flag) {
		if err != nil {
			return
		}
		if why, ok := emptyRefused[fl.Name]; ok && strings.TrimSpace(fl.Value.String()) == "" {
			err = Usagef("--%s is empty: %s", fl.Name, why)
		}
		if why, ok := zeroRefused[fl.Name]; ok && fl.Value.String() == "0" {
			err = Usagef("--%s 0: %s", fl.Name, why)
		}
	})
	return err
}

// wholeValue is an int flag read the one way package whole reads numbers: pflag's own int
// flags read "010" as 8, "0x0A" as 10 and take "+3" (issue 11 item 7).
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
