// Package battle holds the ezd battle commands: a battle kept in a journal file, played
// step by step from the command line or in a terminal by battle play, which is also the
// main menu's "Play a battle".
package battle

import (
	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
)

// battleOptions are the flags every battle subcommand shares.
type battleOptions struct {
	// Battle is -b/--battle: the battle to use. Empty means the most recently played
	// battle, even one that is over (play: the most recent one that is not over).
	Battle string
}

// NewCmd returns the "battle" command and its subcommands.
func NewCmd(f *cmdutil.Factory) *cobra.Command {
	opts := &battleOptions{}
	cmd := &cobra.Command{
		Use:   "battle",
		Short: "Keep the books of a whole battle, saved after every step",
		Long: `Keep the books of a battle while you play it on the table: whose turn it is, which
tanks may still activate, how many actions are left, who is defending, damage, points lost,
and the moment an army breaks (R3-R8).

Play interactively with 'ezd battle play', or one step at a time with the step commands,
which suit scripts. Every step is saved to disk before ezd reports it, so closing the
terminal or a power cut loses at most the step being typed.

Tanks are named by side and roster position, red:2, or by name, red:"Somua S35".
Without -b, a command uses the most recently played battle, and names it; a step on
a battle that is over is refused: undo, or name another with -b.
Battles are kept in $XDG_DATA_HOME/ezd/battles (~/.local/share/ezd/battles).`,
		Example: `  ezd battle new sedan --red sample:france-1940 --blue sample:germany-1940
  ezd battle play
  ezd battle initiative --dice 5,2
  ezd battle activate red:1
  ezd battle attack blue:2 --cover light --dice 4,3
  ezd battle status --json`,
		Args: cmdutil.NoArgs,
		RunE: cmdutil.ShowHelp,
	}
	cmd.AddCommand(newBattleNewCmd(f, opts), newBattleListCmd(f), newBattleHistoryCmd(f))
	// -b only where a command takes a battle: new names its own,
	// list shows them all.
	for _, c := range append([]*cobra.Command{
		newBattlePlayCmd(f, opts),
		newBattleStatusCmd(f, opts),
		newBattleHintCmd(f, opts),
		newBattleLogCmd(f, opts),
		newBattleSummaryCmd(f, opts),
		newBattleBotCmd(f, opts),
		newBattleLinksCmd(f, opts),
	}, newBattleStepCmds(f, opts)...) {
		c.Flags().StringVarP(&opts.Battle, "battle", "b", "",
			"the battle to use (default: the most recently played one)")
		cmd.AddCommand(c)
	}
	return cmd
}
