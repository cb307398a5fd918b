package battle

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/battles"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
)

// `battle history` is a club's season: every finished battle and a table per army, with
// an Elo rating each (issue 32, item 14). It only looks, as list does.

func newBattleHistoryCmd(f *cmdutil.Factory) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "history",
		Short: "Every finished battle, and each army's battles played, won and lost with its Elo",
		Long: `Every finished battle, the earliest first: when its last step was played, the armies,
the winner, the turns it lasted and the points each side lost (R8). Then a table per
army, known by its name: battles played, won and lost, and its Elo rating from them
(the armies' mean is 1500; ± is the 95% interval). Battles still going on are left out.`,
		Example: "  ezd battle history\n  ezd battle history --json",
		Args:    cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runBattleHistory(f, asJSON)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the battles and the armies as JSON")
	return cmd
}

func runBattleHistory(f *cmdutil.Factory, asJSON bool) error {
	dir, err := battleDir(f)
	if err != nil {
		return err
	}
	h, err := battles.History(dir)
	if err != nil {
		return err
	}
	for _, name := range h.Unreadable {
		fmt.Fprintf(f.IO.ErrOut, "warning: battle %s cannot be read and is left out: ezd battle log -b %s says why\n", cmdutil.Show(name), cmdutil.Show(name))
	}
	if asJSON {
		return cmdutil.WriteJSON(f.IO.Out, h)
	}
	if len(h.Battles) == 0 {
		fmt.Fprintln(f.IO.ErrOut, "No finished battles yet: ezd battle list shows those going on.")
		return nil
	}
	tw := cmdutil.NewTable(f.IO.Out)
	fmt.Fprintln(tw, "PLAYED\tBATTLE\tRED\tBLUE\tWINNER\tTURNS\tLOST (RED-BLUE)")
	for _, b := range h.Battles {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%d\t%d-%d\n", b.Played.Local().Format("2006-01-02"), b.Name,
			cmdutil.Show(b.Red), cmdutil.Show(b.Blue), b.Winner, b.Turns, b.RedLost, b.BlueLost)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(f.IO.Out)
	tw = cmdutil.NewTable(f.IO.Out)
	fmt.Fprintln(tw, "ARMY\tPLAYED\tWON\tLOST\tELO")
	for _, a := range h.Armies {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%.0f ± %.0f\n", cmdutil.Show(a.Army), a.Played, a.Won, a.Lost, a.Elo, a.EloError)
	}
	return tw.Flush()
}
