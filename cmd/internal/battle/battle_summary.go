package battle

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/cmd/internal/battles"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/recap"
)

// summaryOptions are the flags of `battle summary`.
type summaryOptions struct {
	asJSON bool
	svg    string
	force  bool
}

func newBattleSummaryCmd(f *cmdutil.Factory, opts *battleOptions) *cobra.Command {
	var so summaryOptions
	cmd := &cobra.Command{
		Use:   "summary",
		Short: "Tell the story of a battle: who won and how, each tank, the dice's luck, the turning point",
		Long: `Tell the story of a battle, finished or not: who won and how (points lost against the
threshold, R8), each tank's attacks, hits and damage dealt and taken, the dice's luck
against the exact odds of every attack (R7), the step that moved the win chance most and
the win chance over the battle, as a sparkline. --svg FILE writes the chart as an SVG
file (refused if FILE exists, unless --force).`,
		Example: "  ezd battle summary\n  ezd battle summary -b sedan --json\n  ezd battle summary --svg sedan.svg",
		Args:    cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if so.force && so.svg == "" {
				return cmdutil.Usagef("--force replaces the file of --svg FILE: give --svg too")
			}
			if so.svg != "" {
				// Refused before the battle is solved; the write checks again, atomically.
				if err := cmdutil.CheckSavePath(so.svg); err != nil {
					return err
				}
				if _, err := os.Lstat(so.svg); err == nil && !so.force {
					return cmdutil.ExistsError(cmdutil.ShowPath(so.svg))
				}
			}
			b, err := lookAt(f, opts.Battle)
			if err != nil {
				return err
			}
			r, err := battles.Recap(cmd.Context(), battles.CacheOf(f), b)
			if err != nil {
				return err
			}
			if so.svg != "" {
				var chart bytes.Buffer
				if err := recap.WriteSVG(&chart, r); err != nil {
					return err
				}
				if err := cmdutil.WriteFileAtomic(so.svg, chart.Bytes(), so.force); err != nil {
					return err
				}
			}
			if so.asJSON {
				return cmdutil.WriteJSON(f.IO.Out, battles.NewSummaryJSON(r))
			}
			writeSummary(f.IO.Out, r, accountWidth(f))
			if so.svg != "" {
				fmt.Fprintf(f.IO.ErrOut, "The chart is in %s.\n", cmdutil.ShowPath(so.svg))
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&so.asJSON, "json", false, "print the summary as JSON")
	cmd.Flags().StringVar(&so.svg, "svg", "", "write the win chance over the battle as an SVG chart to `FILE`")
	cmd.Flags().BoolVar(&so.force, "force", false, "replace the file of --svg if it exists")
	return cmd
}

// sparkCells is the most cells the sparkline of the win chance takes.
const sparkCells = 60

// writeSummary tells the recap r, wrapped to width columns when width is not 0.
func writeSummary(w io.Writer, r recap.Recap, width int) {
	line := func(s string) { fmt.Fprintln(w, iostreams.Wrap(s, width, "  ")) }
	switch r.Winner {
	case combat.NoPlayer:
		line(fmt.Sprintf("Battle %s, turn %d: nobody has won yet.", r.Name, r.Turn))
	default:
		loser := r.Red
		if r.Winner == combat.Red {
			loser = r.Blue
		}
		line(fmt.Sprintf("Battle %s: %s (%s) won on turn %d. %s broke: it lost %d of the %d points it fielded, and %d break it (R8).",
			r.Name, r.Winner, cmdutil.Show(armyOf(r, r.Winner)), r.Turn, loser.Player.Title(), loser.Lost, loser.Fielded, loser.Threshold))
	}
	for _, s := range []recap.Side{r.Red, r.Blue} {
		line(fmt.Sprintf("%s, %s: lost %d of %d points (breaks at %d).", s.Player.Title(), cmdutil.Show(s.Army), s.Lost, s.Fielded, s.Threshold))
	}
	fmt.Fprintln(w)
	tw := cmdutil.NewTable(w)
	fmt.Fprintln(tw, "  TANK\tNAME\tCLASS\tATTACKS\tHITS\tDEALT\tTAKEN")
	for _, t := range r.Tanks {
		gone := ""
		if t.Destroyed {
			gone = "  destroyed"
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s\t%d\t%d\t%d\t%d%s\n", t.Ref, cmdutil.Show(t.Name), t.Class, t.Attacks, t.Hits, t.Dealt, t.Taken, gone)
	}
	_ = tw.Flush() // a failed write shows in the output itself
	fmt.Fprintln(w)
	line("The dice against the exact odds (R7):")
	for _, s := range []recap.Side{r.Red, r.Blue} {
		line("  " + luckWords(s))
	}
	if len(r.Chance) == 0 {
		return
	}
	fmt.Fprintln(w)
	first, last := r.Chance[0].Red, r.Chance[len(r.Chance)-1].Red
	line(fmt.Sprintf("Red's win chance, %s at the start, %s now, after each of %s:", cmdutil.Percent(first), cmdutil.Percent(last), plural(len(r.Chance)-1, "step")))
	fmt.Fprintln(w, "  "+recap.Sparkline(r.Chance, sparkCells))
	if t := r.Turning; t > 0 {
		p := r.Chance[t]
		line(fmt.Sprintf("The turning point, line %d: %s Red's chance went from %s to %s.",
			p.Line, cmdutil.Printable(p.Text), cmdutil.Percent(r.Chance[t-1].Red), cmdutil.Percent(p.Red)))
	}
	line(analysis.AssumesLine)
}

// luckWords says one side's luck: "red: 4 hits from 6 attacks, 2.5 expected; 4 or more
// had a chance of 20.3%."
func luckWords(s recap.Side) string {
	l := s.Luck
	if s.Attacks == 0 {
		return fmt.Sprintf("%s made no attack.", s.Player.Title())
	}
	verdict := "as expected"
	switch {
	case l.AtLeast < 0.25:
		verdict = "lucky"
	case float64(l.Made) < l.Expected && l.AtLeast > 0.75:
		verdict = "unlucky"
	}
	return fmt.Sprintf("%s: %s from %s, %.2f expected; %d or more had a chance of %s (%s).",
		s.Player.Title(), plural(l.Made, "hit"), plural(s.Attacks, "attack"), l.Expected, l.Made, cmdutil.Percent(l.AtLeast), verdict)
}

// armyOf is the name of player p's army in r.
func armyOf(r recap.Recap, p combat.Player) string {
	if p == combat.Blue {
		return r.Blue.Army
	}
	return r.Red.Army
}

// summary is the story of the battle as play shows it when the battle ends, after a
// blank line: with the win chance over the battle when the session's solver is ready,
// without it otherwise (no solve is started for it).
func (s *session) summary() []string {
	var judge recap.Judge
	if a, ok := s.advisor.(*solverAdvice); ok {
		judge = a.judge
	}
	r, err := recap.Tell(s.t.Battle, judge)
	if err != nil && judge != nil {
		r, err = recap.Tell(s.t.Battle, nil)
	}
	if err != nil {
		return nil
	}
	var b strings.Builder
	writeSummary(&b, r, s.width)
	return append([]string{""}, strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")...)
}

// plural writes n and the word, with an s unless n is 1: "1 hit", "4 hits".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
