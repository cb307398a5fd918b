package cli

import (
	"runtime/debug"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// Factory carries what every command needs from the outside world. Commands take it in
// their constructor and reach the terminal, the environment and files only through it.
type Factory struct {
	IO     *iostreams.IOStreams
	Getenv func(string) string
}

// version is set by the release build (-ldflags "-X .../cli.version=v1.2.3").
var version = ""

// Version returns ezd's version: the one set at build time, the module version of a
// `go install`, or "devel".
func Version() string {
	if version != "" {
		return version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "devel"
}

func newRootCmd(f *Factory) *cobra.Command {
	root := &cobra.Command{
		Use:   "ezd",
		Short: "Table-side companion for the Ein, Zwei, Drei tank wargame",
		Long: `ezd does the chores around a game of Ein, Zwei, Drei: it builds and checks armies,
shows the exact odds of every attack, rolls fair dice (or takes yours) and says why an
attack hit or missed.

Armies are YAML or JSON files; sample:germany-1940 and sample:france-1940 work anywhere
an army is wanted.`,
		Example: `  ezd army show sample:france-1940
  ezd odds --attacker heavy --target medium --defending
  ezd attack --attacker medium --target small --dice 5,3`,
		Version:       Version(),
		SilenceErrors: true,
		SilenceUsage:  true,
		Args:          noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if f.IO.Interactive() {
				return runMenu(cmd.Context(), f)
			}
			return cmd.Help()
		},
	}
	root.SetVersionTemplate("ezd {{.Version}}\n")
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return usageError{err} })
	root.PersistentFlags().BoolVar(&f.IO.Accessible, "accessible", f.IO.Accessible,
		"plain numbered prompts for screen readers and pipes (also ACCESSIBLE=1)")
	root.CompletionOptions.HiddenDefaultCmd = false

	root.AddGroup(&cobra.Group{ID: "play", Title: "At the table:"})
	root.AddGroup(&cobra.Group{ID: "prepare", Title: "Before the game:"})
	for _, c := range []*cobra.Command{
		newArmyCmd(f),
		newPrintCmd(f),
		newRulesCmd(f),
	} {
		c.GroupID = "prepare"
		root.AddCommand(c)
	}
	for _, c := range []*cobra.Command{
		newOddsCmd(f),
		newAttackCmd(f),
		newMoveCmd(f),
		newBattleCmd(f),
	} {
		c.GroupID = "play"
		root.AddCommand(c)
	}
	return root
}

// showHelp is the RunE of a command that only groups others: with noArgs as its Args, a
// mistyped subcommand is a usage error (exit 2) instead of a silent help page.
func showHelp(cmd *cobra.Command, _ []string) error { return cmd.Help() }

// noArgs refuses positional arguments with a usage error that names the first one.
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		if cmd.HasSubCommands() {
			return usagef("unknown command %q for %q", args[0], cmd.CommandPath())
		}
		return usagef("%s takes no arguments, got %q", cmd.CommandPath(), args[0])
	}
	return nil
}

// exactArgs wants n positional arguments, named in what ("ARMY").
func exactArgs(n int, what string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != n {
			return usagef("%s wants %s", cmd.CommandPath(), what)
		}
		return nil
	}
}

// minArgs wants at least n positional arguments, named in what ("ARMY...").
func minArgs(n int, what string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) < n {
			return usagef("%s wants %s", cmd.CommandPath(), what)
		}
		return nil
	}
}
