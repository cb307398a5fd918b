package cli

import (
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// everyCommand walks the real command tree, as built at test time, so that a command added
// later is checked too. Hidden commands (cobra's __complete) are left out.
func everyCommand(t *testing.T) []*cobra.Command {
	t.Helper()
	ios, _, _ := iostreams.Test("")
	root := newRootCmd(&cmdutil.Factory{IO: ios, Getenv: func(string) string { return "" }})
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	var all []*cobra.Command
	var walk func(*cobra.Command)
	walk = func(c *cobra.Command) {
		all = append(all, c)
		for _, sub := range c.Commands() {
			if !sub.Hidden {
				walk(sub)
			}
		}
	}
	walk(root)
	if len(all) < 30 {
		t.Fatalf("walked only %d commands: the tree was not built", len(all))
	}
	return all
}

// helpArgs is how a person asks for c's help page: its path after "ezd", then --help.
func helpArgs(c *cobra.Command) []string {
	return append(strings.Fields(strings.TrimPrefix(c.CommandPath(), "ezd")), "--help")
}

// docs/interactive.md: every help page fits 80 columns, piped or on a terminal of any width.
func TestHelpFits80Columns(t *testing.T) {
	for _, c := range everyCommand(t) {
		for _, tty := range []bool{false, true} {
			ios, out, errOut := iostreams.Test("")
			ios.OutTTY, ios.ErrTTY, ios.Width = tty, tty, 200
			code := Run(context.Background(), helpArgs(c), ios, func(string) string { return "" })
			if code != 0 || out.Len() == 0 {
				t.Fatalf("%s --help: exit %d, stdout %q, stderr %q", c.CommandPath(), code, out, errOut)
			}
			for i, line := range strings.Split(out.String(), "\n") {
				if n := utf8.RuneCountInString(line); n > 80 {
					t.Errorf("%s --help (terminal %v), line %d is %d columns:\n%s", c.CommandPath(), tty, i+1, n, line)
				}
			}
		}
	}
}

// docs/interactive.md: every command that does something shows how, with an example.
func TestEveryRunnableCommandHasAnExample(t *testing.T) {
	for _, c := range everyCommand(t) {
		if c.Runnable() && !c.HasSubCommands() && c.Name() != "help" && strings.TrimSpace(c.Example) == "" {
			t.Errorf("%s has no Example", c.CommandPath())
		}
	}
}

// The help page of every command keeps cobra's parts, in cobra's order.
func TestHelpPageParts(t *testing.T) {
	_, out, _ := runPiped(t, "battle", "--help")
	wants := []string{"Usage:\n  ezd battle [flags]\n  ezd battle [command]\n", "Examples:\n  ezd battle new",
		"\nFlags:\n", "\nGlobal Flags:\n", "\nUse \"ezd battle [command] --help\" for more information about a command.\n"}
	rest := out
	for _, w := range wants {
		i := strings.Index(rest, w)
		if i < 0 {
			t.Fatalf("battle --help lacks %q after what came before:\n%s", w, out)
		}
		rest = rest[i+len(w):]
	}
}

// docs/interactive.md: -b is a flag of the commands that take a battle, and only of them:
// new names its own battle, and list and history take them all.
func TestBattleFlagOnlyWhereABattleIsTaken(t *testing.T) {
	seen := 0
	for _, c := range everyCommand(t) {
		if !c.HasParent() || c.Parent().Name() != "battle" || c.Name() == "help" {
			continue
		}
		seen++
		takes := c.Name() != "new" && c.Name() != "list" && c.Name() != "history"
		if has := c.Flags().Lookup("battle") != nil; has != takes {
			t.Errorf("%s: has -b %v, want %v", c.CommandPath(), has, takes)
		}
	}
	if seen < 10 {
		t.Fatalf("found %d battle subcommands", seen)
	}
}

// On a terminal narrower than 80 columns the help page fits the terminal, all but the
// examples, which stay commands that can be copied.
func TestHelpFitsANarrowTerminal(t *testing.T) {
	ios, out, _ := iostreams.Test("")
	ios.OutTTY, ios.Width = true, 60
	if code := Run(context.Background(), []string{"attack", "--help"}, ios, func(string) string { return "" }); code != 0 {
		t.Fatalf("exit %d", code)
	}
	examples := false
	for _, line := range strings.Split(out.String(), "\n") {
		switch {
		case line == "Examples:":
			examples = true
		case line == "":
			examples = false
		case !examples && utf8.RuneCountInString(line) > 60:
			t.Errorf("line of %d columns on a 60-column terminal: %q", utf8.RuneCountInString(line), line)
		}
	}
}
