package cli

import (
	"strings"
	"testing"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// Every --dice, --seed, -o, --units and --paper of the real command tree, given empty, is
// refused with what to give instead: the rule is now on each flag (cmdutil.RefuseEmpty),
// and this walk shows that none was left unmarked when the rules left their table of names.
// A command's own reason may differ from the common one (tactics simulate's -o has no
// default to fall back on), so only the refusal is checked.
func TestEveryEmptyFlagOfADefaultIsRefused(t *testing.T) {
	t.Chdir(t.TempDir()) // a command that failed to refuse would write its file here
	env := map[string]string{"HOME": t.TempDir()}
	seen := 0
	for _, c := range everyCommand(t) {
		for _, name := range []string{"dice", "seed", "output", "units", "paper"} {
			if c.LocalNonPersistentFlags().Lookup(name) == nil {
				continue
			}
			seen++
			// The command's first example, so that its arguments pass their checks, which
			// cobra makes before the flags'.
			example := strings.TrimSuffix(strings.TrimSpace(strings.SplitN(c.Example, "\n", 2)[0]), "\\")
			args := append(strings.Fields(strings.TrimPrefix(example, "ezd")), "--"+name, "")
			ios, _, errOut := iostreams.Test("")
			code := cmdutil.Execute(t.Context(), newRootCmd(&cmdutil.Factory{IO: ios, Getenv: func(k string) string { return env[k] }}), args, ios)
			want := "ezd: --" + name + " is empty: "
			if code != cmdutil.ExitUsage || !strings.HasPrefix(errOut.String(), want) {
				t.Errorf("ezd %s: exit %d, %q; want exit %d and %q", strings.Join(args, " "), code, errOut, cmdutil.ExitUsage, want)
			}
		}
	}
	if seen < 20 {
		t.Fatalf("found only %d such flags", seen)
	}
}
