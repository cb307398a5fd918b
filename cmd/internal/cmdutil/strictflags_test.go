package cmdutil

import (
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// Every flag given empty is refused, with its own reason where it has one and the common
// one otherwise; a marked --count given 0 too. The exemption and the zero rule are on the
// flag, not on its name: another command's --seed exempted by AllowEmpty takes "", and its
// --count, unmarked, takes 0.
func TestRefuseEmptyIsOnTheFlagNotTheName(t *testing.T) {
	run := func(args ...string) (int, string, bool) {
		ios, _, errOut := iostreams.Test("")
		f := &Factory{IO: ios, Getenv: func(string) string { return "" }}
		root := NewRoot(f)
		ran := false
		var seed string
		var count int
		marked := &cobra.Command{Use: "marked", Args: NoArgs, RunE: func(*cobra.Command, []string) error { ran = true; return nil }}
		marked.Flags().StringVar(&seed, "seed", "", "a seed")
		RefuseEmpty(marked.Flags(), "seed", EmptySeed)
		WholeVar(marked.Flags(), &count, "count", 3, "a count")
		RefuseZero(marked.Flags(), "count", "give 1 or more")
		plain := &cobra.Command{Use: "plain", Args: NoArgs, RunE: func(*cobra.Command, []string) error { ran = true; return nil }}
		plain.Flags().StringVar(&seed, "seed", "", "a seed")
		AllowEmpty(plain.Flags(), "seed", "an empty seed is a seed")
		var name string
		var seats []string
		plain.Flags().StringVar(&name, "name", "x", "a name")
		plain.Flags().StringArrayVar(&seats, "seat", nil, "a seat")
		WholeVar(plain.Flags(), &count, "count", 3, "a count")
		root.AddCommand(marked, plain)
		code := Execute(t.Context(), root, args, ios)
		return code, errOut.String(), ran
	}
	for _, tc := range []struct {
		args []string
		want string // the refusal, or "" when the command runs
	}{
		{[]string{"marked", "--seed", ""}, "ezd: --seed is empty: " + EmptySeed},
		{[]string{"marked", "--seed", "  "}, "ezd: --seed is empty: " + EmptySeed},
		{[]string{"marked", "--count", "0"}, "ezd: --count 0: give 1 or more"},
		{[]string{"marked", "--seed", "7", "--count", "2"}, ""},
		{[]string{"marked"}, ""},
		{[]string{"plain", "--seed", "", "--count", "0"}, ""},
		{[]string{"plain", "--name", ""}, "ezd: --name is empty: give a value, or leave --name out"},
		{[]string{"plain", "--name", "n", "--seat", "a", "--seat", " "}, "ezd: --seat is empty: give a value, or leave --seat out"},
		{[]string{"plain", "--seat", "a", "--seat", "b"}, ""},
	} {
		code, errOut, ran := run(tc.args...)
		if tc.want == "" {
			if code != 0 || !ran {
				t.Errorf("%q: exit %d, ran %v, want it run\n%s", tc.args, code, ran, errOut)
			}
			continue
		}
		if code != ExitUsage || ran || !strings.Contains(errOut, tc.want) {
			t.Errorf("%q: exit %d, ran %v, stderr %q; want exit %d and %q", tc.args, code, ran, errOut, ExitUsage, tc.want)
		}
	}
}
