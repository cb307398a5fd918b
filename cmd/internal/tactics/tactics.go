// Package tactics holds the ezd tactics commands over the pure engine in the top-level
// tactics package: simulate (a whole game of bots on a virtual clock) and replay (a
// journal folded and shown), and the referee server's commands in their own files.
package tactics

import (
	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
)

// NewCmd returns the "tactics" command and its subcommands.
func NewCmd(f *cmdutil.Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "tactics",
		Short: "Tank Turn Tactics: the slow social tank game for up to 16 people",
		Long: `Tank Turn Tactics is played over days: action points arrive once a weekday, players
spend them to move, shoot, heal or reach further, trade with whoever is in range, and
the downed form a jury (docs/tactics.md). A game is its journal: simulate a game of bots
into one, and replay any journal to see the game at any event.`,
		Example: `  ezd tactics simulate --players 8 --seed 7 -o game.json
  ezd tactics replay game.json
  ezd tactics replay game.json --upto 40 --json`,
		Args: cmdutil.NoArgs,
		RunE: cmdutil.ShowHelp,
	}
	cmd.AddCommand(newSimulateCmd(f), newReplayCmd(f))
	cmd.AddCommand(newServeCmd(), newNewCmd(f), newShowCmd(f), newActCmd(f), newExportCmd(f), newRotateCmd(f))
	cmd.AddCommand(newHostCmds(f)...)
	return cmd
}
