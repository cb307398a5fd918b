package cmdutil

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
)

// ShowHelp is the RunE of a command that only groups others: with NoArgs as its Args, a
// mistyped subcommand is a usage error (exit 2) instead of a silent help page.
func ShowHelp(cmd *cobra.Command, _ []string) error { return cmd.Help() }

// NoArgs refuses positional arguments with a usage error that names the first one. Under a
// command that has subcommands, the argument is a mistyped subcommand: the error suggests
// the nearest ones ("attak": did you mean attack?).
func NoArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		if cmd.HasSubCommands() {
			return Usagef("unknown command %s for %q%s", Quoted(args[0]), cmd.CommandPath(), suggest(cmd, args[0]))
		}
		return Usagef("%s takes no arguments, got %s", CommandName(cmd), Quoted(args[0]))
	}
	return nil
}

// suggest returns "; did you mean X?" for the subcommands of cmd near typed, or "".
func suggest(cmd *cobra.Command, typed string) string {
	if cmd.SuggestionsMinimumDistance <= 0 {
		cmd.SuggestionsMinimumDistance = 2 // cobra's own default, which it sets only on its own path
	}
	near := cmd.SuggestionsFor(typed)
	switch len(near) {
	case 0:
		return ""
	case 1:
		return fmt.Sprintf("; did you mean %s?", near[0])
	}
	return fmt.Sprintf("; did you mean %s or %s?", strings.Join(near[:len(near)-1], ", "), near[len(near)-1])
}

// CommandName is the command as a person types it after "ezd": "army show". Errors name
// commands this way, since Execute already starts them with "ezd: ".
func CommandName(cmd *cobra.Command) string {
	if !cmd.HasParent() {
		return cmd.Name()
	}
	return strings.TrimPrefix(cmd.CommandPath(), cmd.Root().Name()+" ")
}

// ExactArgs wants n positional arguments, named in what ("ARMY").
func ExactArgs(n int, what string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != n {
			return Usagef("%s wants %s", CommandName(cmd), what)
		}
		return nil
	}
}

// MinArgs wants at least n positional arguments, named in what ("ARMY...").
func MinArgs(n int, what string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) < n {
			return Usagef("%s wants %s", CommandName(cmd), what)
		}
		return nil
	}
}
