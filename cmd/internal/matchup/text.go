package matchup

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// barWidth is the length of the longest bar of a loss chart.
const barWidth = 30

// writeResult prints one matchup: the chances, the value, the expected turns and a bar
// chart of the points each side has lost when the battle ends.
func writeResult(w io.Writer, width int, a, b army.Army, opt analysis.Options, r analysis.Result) error {
	fmt.Fprintf(w, "%s against %s\n", a.Name, b.Name)
	fmt.Fprintf(w, "%s\n\n", modelLine(opt, width))
	tw := cmdutil.NewTable(w)
	fmt.Fprintf(tw, "  %s wins\t%6s\n", a.Name, percent(r.AWins))
	fmt.Fprintf(tw, "  %s wins\t%6s\n", b.Name, percent(r.BWins))
	fmt.Fprintf(tw, "  draw at the turn limit\t%6s\n", percent(r.Draw))
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "  Value for %s: %.4f (its wins and half the draws)\n", a.Name, r.Value)
	fmt.Fprintf(w, "  Expected length: %.2f turns\n\n", r.ExpectedTurns)
	fmt.Fprintln(w, "Points lost when the battle ends:")
	for _, side := range []struct {
		army army.Army
		loss map[int]float64
	}{{a, r.LossA}, {b, r.LossB}} {
		fmt.Fprintf(w, "  %s (fields %d, breaks at %d lost)\n", side.army.Name, side.army.Fielded(), side.army.LossThreshold())
		writeBars(w, side.loss)
	}
	return nil
}

// writeBars draws one bar a number of points lost, the longest barWidth long; chances too
// small to print are left out.
func writeBars(w io.Writer, loss map[int]float64) {
	top := 0.0
	for _, p := range loss {
		top = max(top, p)
	}
	for _, pts := range slices.Sorted(maps.Keys(loss)) {
		p := loss[pts]
		if p < 0.0005 {
			continue
		}
		n := int(p/top*barWidth + 0.5)
		fmt.Fprintf(w, "    %3d  %-*s %6s\n", pts, barWidth, strings.Repeat("█", max(n, 1)), percent(p))
	}
}

// modelLine names the model and the policy (A1-A6), wrapped at word boundaries to width
// (0: one line, as through a pipe).
func modelLine(opt analysis.Options, width int) string {
	line := fmt.Sprintf("Model: %s; %s, at most %d turns.", analysis.Model, playedBy(opt.Policy), opt.Turns)
	return iostreams.Wrap(line, width, "  ")
}

// playedBy says how both sides play.
func playedBy(p analysis.Policy) string {
	if p == analysis.Greedy {
		return "both sides play the greedy rule of thumb"
	}
	return "both sides play their best"
}

// percent writes a chance with one decimal, as the odds do.
func percent(p float64) string { return cmdutil.Percent(p) }
