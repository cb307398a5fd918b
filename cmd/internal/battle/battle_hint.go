package battle

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/cmd/internal/battles"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/combat"
)

func newBattleHintCmd(f *cmdutil.Factory, opts *battleOptions) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "hint",
		Short: "Every step the side to act may take, with the win chance it leaves, best first",
		Long: `Show every step the side to act may take now (activate a tank, defend, attack a tank,
pass), each with the win chance it leaves that side, best first, and why.

The win chance is exact in the stand-up fight, the battle with the table taken away: every
tank in range, no cover, both sides playing their best from here, for at most 30 turns
counted from the current one (A1-A8 in docs/analysis.md). An attack counts as the average
of its hit and its miss. Moving and ending an activation early are not in the model.`,
		Example: "  ezd battle hint\n  ezd battle hint -b sedan --json",
		Args:    cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			b, err := lookAt(f, opts.Battle)
			if err != nil {
				return err
			}
			if err := refuseOver(b); err != nil {
				return err // a finished battle has no step to hint, and is named
			}
			return runBattleHint(cmd.Context(), f, b.State(), asJSON)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the steps and their win chances as JSON")
	return cmd
}

func runBattleHint(ctx context.Context, f *cmdutil.Factory, st combat.State, asJSON bool) error {
	hs, err := battles.Hints(ctx, battles.CacheOf(f), st)
	if err != nil {
		return err
	}
	side := st.ToAct()
	if asJSON {
		return cmdutil.WriteJSON(f.IO.Out, battles.NewHintJSON(st, hs))
	}
	w := f.IO.Out
	fmt.Fprintf(w, "%s to act, turn %d. Win chance for %s after each step, best first\n", side.Title(), st.Turn, side)
	fmt.Fprintf(w, "(%s; best play, %d turns from now):\n", analysis.Assumes, analysis.DefaultTurns)
	tw := cmdutil.NewTable(w)
	for _, h := range hs {
		fmt.Fprintf(tw, "  %6s\t%s\t%s\n", cmdutil.Percent(h.WinChance), h, h.Reason)
	}
	return tw.Flush()
}
