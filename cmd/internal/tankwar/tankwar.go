// Package tankwar holds the ezd tankwar commands: play (a person against a person or a
// bot, on one screen), demo (two bots), tournament (bots ranked by many games) and replay
// (a record turn by turn), over the pure engine in the top-level tankwar package.
package tankwar

import (
	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
)

// NewCmd returns the "tankwar" command and its subcommands.
func NewCmd(f *cmdutil.Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "tankwar",
		Short: "Tank War Game: a two-tank duel on a shrinking grid, with bots",
		Long: `Tank War Game is a digital cousin of Ein, Zwei, Drei: two tanks on a 20x20 grid choose
their moves at the same moment, fire by themselves every third turn, and fight on a map
that shrinks every fourth (docs/tankwar.md). Play a friend or a bot, watch two bots,
rank bots in a tournament (your own too: docs/tankwar-bots.md) and replay any game.`,
		Example: `  ezd tankwar play --p2 bot:search
  ezd tankwar demo
  ezd tankwar tournament random greedy search --games 100
  ezd tankwar replay game.json`,
		Args: cmdutil.NoArgs,
		RunE: cmdutil.ShowHelp,
	}
	cmd.AddCommand(newPlayCmd(f), newDemoCmd(f), newTournamentCmd(f), newReplayCmd(f))
	return cmd
}
