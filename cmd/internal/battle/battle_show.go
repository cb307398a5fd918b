package battle

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/battles"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
)

// The battle commands that only look: list, status and log. They take no lock, so a
// battle being played in one terminal can be followed from another.

func newBattleListCmd(f *cmdutil.Factory) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:     "list",
		Short:   "List the battles, the most recently played first",
		Example: "  ezd battle list\n  ezd battle list --json",
		Args:    cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runBattleList(f, asJSON)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the list as JSON")
	return cmd
}

func runBattleList(f *cmdutil.Factory, asJSON bool) error {
	dir, err := battleDir(f)
	if err != nil {
		return err
	}
	rows, err := battles.List(dir)
	if err != nil {
		return err
	}
	if asJSON {
		return cmdutil.WriteJSON(f.IO.Out, rows)
	}
	if len(rows) == 0 {
		fmt.Fprintln(f.IO.ErrOut, "No battles yet: start one with ezd battle new NAME --red ARMY --blue ARMY, or ezd battle play.")
		return nil
	}
	tw := cmdutil.NewTable(f.IO.Out)
	fmt.Fprintln(tw, "BATTLE\tRED\tBLUE\tTURN\tRESULT\tPLAYED")
	for _, r := range rows {
		played := r.Played.Local().Format("2006-01-02 15:04")
		if r.Error != "" {
			// The reason goes to stderr, so that the table keeps its columns.
			fmt.Fprintf(tw, "%s\t-\t-\t-\tunreadable\t%s\n", r.Name, played)
			fmt.Fprintln(f.IO.ErrOut, f.IO.WrapErr(fmt.Sprintf("ezd: battle %s cannot be read: %s", r.Name, cmdutil.Printable(r.Error)), "  "))
			continue
		}
		result := "in progress"
		if r.Winner != nil {
			result = fmt.Sprintf("%s won", *r.Winner)
		}
		// The armies' names are read from the journal's first line only, not checked as
		// a battle that is opened checks them (army.CheckName): shown as outside text.
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\t%s\n", r.Name, cmdutil.Show(r.Red), cmdutil.Show(r.Blue), r.Turn, result, played)
	}
	return tw.Flush()
}

func newBattleStatusCmd(f *cmdutil.Factory, opts *battleOptions) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:     "status",
		Short:   "Show the battle: turn, who acts, every tank, points lost",
		Example: "  ezd battle status\n  ezd battle status -b sedan --json",
		Args:    cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			b, err := lookAt(f, opts.Battle)
			if err != nil {
				return err
			}
			if asJSON {
				out, err := battles.Report(cmd.Context(), battles.CacheOf(f), b)
				if err != nil {
					return err
				}
				return cmdutil.WriteJSON(f.IO.Out, out)
			}
			st := b.State()
			writeBoard(f.IO.Out, st)
			writeBots(f.IO.Out, b)
			writeNext(f.IO.Out, b, accountWidth(f))
			if !st.Over() { // the board says who won: nothing is left to solve
				return writeWinChance(cmd.Context(), f, f.IO.Out, st)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the status as JSON")
	return cmd
}

func newBattleLogCmd(f *cmdutil.Factory, opts *battleOptions) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:     "log",
		Short:   "Tell the battle from the start, one line per step",
		Example: "  ezd battle log\n  ezd battle log -b sedan --json",
		Args:    cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			b, err := lookAt(f, opts.Battle)
			if err != nil {
				return err
			}
			text := b.Log()
			if !asJSON {
				// One line per event for a script; wrapped to the terminal's width.
				writeAccount(f.IO.Out, b, len(text), accountWidth(f))
				return nil
			}
			entries, err := battles.LogEntries(b, 1)
			if err != nil {
				return err
			}
			return cmdutil.WriteJSON(f.IO.Out, entries)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the log as JSON: each event with its sentence")
	return cmd
}
