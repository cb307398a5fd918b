package cmdutil

import "github.com/spf13/cobra"

// ShowHelp is the RunE of a command that only groups others: with NoArgs as its Args, a
// mistyped subcommand is a usage error (exit 2) instead of a silent help page.
func ShowHelp(cmd *cobra.Command, _ []string) error { return cmd.Help() }

// NoArgs refuses positional arguments with a usage error that names the first one.
func NoArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		if cmd.HasSubCommands() {
			return Usagef("unknown command %q for %q", args[0], cmd.CommandPath())
		}
		return Usagef("%s takes no arguments, got %q", cmd.CommandPath(), args[0])
	}
	return nil
}

// ExactArgs wants n positional arguments, named in what ("ARMY").
func ExactArgs(n int, what string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != n {
			return Usagef("%s wants %s", cmd.CommandPath(), what)
		}
		return nil
	}
}

// MinArgs wants at least n positional arguments, named in what ("ARMY...").
func MinArgs(n int, what string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) < n {
			return Usagef("%s wants %s", cmd.CommandPath(), what)
		}
		return nil
	}
}
