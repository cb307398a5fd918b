package cmdutil

import (
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// The rule is on the flag, not on its name: a marked --seed given empty is refused with
// its reason, a marked --count given 0 too, while another command's --seed or --count,
// unmarked, takes "" and 0 as values of its own.
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
