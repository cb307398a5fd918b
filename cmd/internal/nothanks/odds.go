package nothanks

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/nothanks"
)

type oddsRow struct {
	Distance int     `json:"distance"`
	Sixths   int     `json:"sixths"`
	Chance   float64 `json:"chance"`
	Rolls    string  `json:"rolls"`
}

func newOddsCmd(f *cmdutil.Factory) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "odds",
		Short: "The chance to hit at each distance",
		Long: `The chance that a shot hits at each distance from 1 to 6: the red die must show at least
the distance (N6), so distance d hits with chance (7-d)/6. Beyond 6 there is no shot.`,
		Example: "  ezd nothanks odds\n  ezd nothanks odds --json",
		Args:    cmdutil.NoArgs,
		RunE: func(*cobra.Command, []string) error {
			var rows []oddsRow
			for d := 1; d <= nothanks.MaxRange; d++ {
				s := nothanks.HitChance(d)
				rows = append(rows, oddsRow{d, s, float64(s) / 6, rollsWords(d)})
			}
			if asJSON {
				return cmdutil.WriteJSON(f.IO.Out, rows)
			}
			w := cmdutil.NewTable(f.IO.Out)
			fmt.Fprintln(w, "distance\tchance\t\thits on")
			for _, r := range rows {
				fmt.Fprintf(w, "%d\t%d/6\t%s\t%s\n", r.Distance, r.Sixths, cmdutil.Percent(r.Chance), r.Rolls)
			}
			return w.Flush()
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the table as JSON")
	return cmd
}

// rollsWords lists the rolls that hit at distance d: "4, 5 or 6".
func rollsWords(d int) string {
	if d == 6 {
		return "6"
	}
	s := ""
	for r := d; r < 6; r++ {
		if s != "" {
			s += ", "
		}
		s += fmt.Sprint(r)
	}
	return s + " or 6"
}
