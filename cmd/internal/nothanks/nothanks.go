// Package nothanks holds the ezd nothanks commands: play (people and bots at one
// terminal, dice rolled or entered), demo (bots only), tournament (bots ranked by many
// games), replay (a record turn by turn), layout (the built-in set-ups) and odds, over the
// pure engine in the top-level nothanks package.
package nothanks

import (
	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
)

// NewCmd returns the "nothanks" command and its subcommands.
func NewCmd(f *cmdutil.Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "nothanks",
		Short: "Tanks, but no thanks!: the board game for 2-4, against people or bots",
		Long: `Tanks, but no thanks! is a board game for 2 to 4 players: each turn a player rolls the
green die and spreads that many steps over their tanks, or rolls the red die and shoots
with one tank along a straight line, hitting when the roll reaches the distance. Lose all
your tanks or all your bases and you are out; the last one in wins (docs/nothanks.md).

Play it at this terminal against people or bots (with ezd's dice or your own), watch
bots, rank them in a tournament, replay a record, or print the board to play on paper.`,
		Example: `  ezd nothanks play --players 3
  ezd nothanks play --seat red=person --seat blue=person --dice enter
  ezd nothanks tournament random greedy expecti --games 100
  ezd nothanks replay game.json`,
		Args: cmdutil.NoArgs,
		RunE: cmdutil.ShowHelp,
	}
	cmd.AddCommand(newPlayCmd(f), newDemoCmd(f), newTournamentCmd(f), newReplayCmd(f), newLayoutCmd(f), newOddsCmd(f))
	return cmd
}
