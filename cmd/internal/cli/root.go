package cli

import (
	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/army"
	"github.com/ezd-game/ezd/cmd/internal/attack"
	"github.com/ezd-game/ezd/cmd/internal/battle"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/matchup"
	"github.com/ezd-game/ezd/cmd/internal/move"
	"github.com/ezd-game/ezd/cmd/internal/nothanks"
	"github.com/ezd-game/ezd/cmd/internal/odds"
	"github.com/ezd-game/ezd/cmd/internal/print"
	"github.com/ezd-game/ezd/cmd/internal/rules"
	"github.com/ezd-game/ezd/cmd/internal/serve"
	"github.com/ezd-game/ezd/cmd/internal/tactics"
	"github.com/ezd-game/ezd/cmd/internal/tankwar"
)

// newRootCmd builds the ezd command: the root of Execute, dressed, with every group. Shell
// completion of the arguments' values is added by Run, for the shell's requests only.
func newRootCmd(f *cmdutil.Factory) *cobra.Command {
	root := newBareRoot(f)
	root.Short = "Table-side companion for the Ein, Zwei, Drei tank wargame"
	root.Long = `ezd does the chores around a game of Ein, Zwei, Drei: it builds and checks armies,
shows the exact odds of every attack, rolls fair dice (or takes yours) and says why an
attack hit or missed.

Armies are YAML or JSON files; sample:germany-1940 and sample:france-1940 work anywhere
an army is wanted.`
	root.Example = `  ezd army show sample:france-1940
  ezd odds --attacker heavy --target medium --defending
  ezd attack --attacker medium --target small --dice 5,3`
	root.RunE = func(cmd *cobra.Command, _ []string) error {
		if f.IO.Interactive() {
			return runMenu(cmd.Context(), f)
		}
		return cmd.Help()
	}
	root.CompletionOptions.HiddenDefaultCmd = false

	root.AddGroup(&cobra.Group{ID: "play", Title: "At the table:"})
	root.AddGroup(&cobra.Group{ID: "prepare", Title: "Before the game:"})
	for _, c := range []*cobra.Command{
		army.NewCmd(f),
		print.NewCmd(f),
		rules.NewCmd(f),
		matchup.NewCmd(f),
	} {
		c.GroupID = "prepare"
		root.AddCommand(c)
	}
	for _, c := range []*cobra.Command{
		odds.NewCmd(f),
		attack.NewCmd(f),
		move.NewCmd(f),
		battle.NewCmd(f),
		serve.NewCmd(f),
		tankwar.NewCmd(f),
		tactics.NewCmd(f),
		nothanks.NewCmd(f),
	} {
		c.GroupID = "play"
		root.AddCommand(c)
	}
	addCompletionCmd(root)
	return root
}

// newBareRoot is the root without its groups: what `ezd --version` needs.
func newBareRoot(f *cmdutil.Factory) *cobra.Command {
	root := cmdutil.NewRoot(f)
	root.Version = cmdutil.Version()
	root.SetVersionTemplate("ezd {{.Version}}\n")
	return root
}
