package battle

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/journal"
	"github.com/ezd-game/ezd/combat"
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

// battleListJSON is one battle in `battle list --json`; its keys are part of the contract.
type battleListJSON struct {
	Name   string         `json:"name"`
	Red    string         `json:"red"`
	Blue   string         `json:"blue"`
	Turn   int            `json:"turn"`
	Winner *combat.Player `json:"winner"`
	// Played is when the last step was played or undone.
	Played time.Time `json:"played"`
	// Error says why the battle cannot be read; the other keys are then empty.
	Error string `json:"error,omitempty"`
}

func runBattleList(f *cmdutil.Factory, asJSON bool) error {
	dir, err := battleDir(f)
	if err != nil {
		return err
	}
	infos, err := journal.List(dir)
	if err != nil {
		return err
	}
	rows := []battleListJSON{}
	for _, info := range infos {
		row := battleListJSON{Name: info.Name, Played: info.Modified}
		if s, err := summarize(dir, info.Name); err != nil {
			row.Error = err.Error()
		} else {
			row.Red, row.Blue, row.Turn = s.Red, s.Blue, s.Turn
			if s.Winner != combat.NoPlayer {
				row.Winner = &s.Winner
			}
		}
		rows = append(rows, row)
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
			fmt.Fprintln(f.IO.ErrOut, f.IO.WrapErr(fmt.Sprintf("ezd: battle %s cannot be read: %s", r.Name, r.Error), "  "))
			continue
		}
		result := "in progress"
		if r.Winner != nil {
			result = fmt.Sprintf("%s won", *r.Winner)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\t%s\n", r.Name, r.Red, r.Blue, r.Turn, result, played)
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
				out, err := statusReport(cmd.Context(), f, b)
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

// statusReportJSON is `battle status --json`: the status, its win chance and the sides ezd
// plays, [] when people play both.
type statusReportJSON struct {
	statusJSON
	Bots []combat.Bot `json:"bots"`
}

// statusReport is the status as JSON. A finished battle's win chance is certain and
// needs no solver: the winner's is 1.
func statusReport(ctx context.Context, f *cmdutil.Factory, b *combat.Battle) (statusReportJSON, error) {
	var out statusReportJSON
	if st := b.State(); st.Over() {
		certain := &winChanceJSON{Policy: analysis.Optimal.String()}
		if st.Winner == combat.Red {
			certain.Red = 1
		} else {
			certain.Blue = 1
		}
		out.statusJSON = statusJSON{Status: b.Status(), WinChance: certain}
	} else {
		var err error
		if out.statusJSON, err = newStatusJSON(ctx, f, b); err != nil {
			return out, err
		}
	}
	out.Bots = append([]combat.Bot{}, b.Bots()...)
	return out, nil
}

// logEntryJSON is one event of `battle log --json`: its place in the journal, the
// sentence the log tells it in, and the event as the journal stores it.
type logEntryJSON struct {
	Line  int             `json:"line"`
	Text  string          `json:"text"`
	Event json.RawMessage `json:"event"`
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
			entries := make([]logEntryJSON, len(text))
			for i, e := range b.Journal() {
				line, err := combat.Encode(e)
				if err != nil {
					return err
				}
				entries[i] = logEntryJSON{i + 1, text[i], line}
			}
			return cmdutil.WriteJSON(f.IO.Out, entries)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the log as JSON: each event with its sentence")
	return cmd
}
