package matchup

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
)

// maxPoints bounds --points: larger compositions are beyond the solver's budget anyway.
const maxPoints = 20

// composition is a number of small, medium and heavy tanks.
type composition struct{ small, medium, heavy int }

// String writes the composition as "2s1h": counts and class letters, small first, and
// the classes it has none of left out.
func (c composition) String() string {
	var b strings.Builder
	for _, part := range []struct {
		n      int
		letter string
	}{{c.small, "s"}, {c.medium, "m"}, {c.heavy, "h"}} {
		if part.n > 0 {
			fmt.Fprintf(&b, "%d%s", part.n, part.letter)
		}
	}
	return b.String()
}

// army returns the composition as an army named after it.
func (c composition) army() army.Army {
	a := army.Army{Name: c.String()}
	for _, part := range []struct {
		n     int
		class army.Class
	}{{c.small, army.Small}, {c.medium, army.Medium}, {c.heavy, army.Heavy}} {
		for range part.n {
			a.Tanks = append(a.Tanks, army.Tank{Class: part.class})
		}
	}
	return a.WithDefaults()
}

// compositions returns every composition with at least one tank that fits points (R1).
func compositions(points int) []composition {
	cost := func(c army.Class) int { return c.Stats().Cost }
	var out []composition
	for h := 0; h*cost(army.Heavy) <= points; h++ {
		for m := 0; h*cost(army.Heavy)+m*cost(army.Medium) <= points; m++ {
			for s := 0; h*cost(army.Heavy)+m*cost(army.Medium)+s*cost(army.Small) <= points; s++ {
				if s+m+h > 0 {
					out = append(out, composition{s, m, h})
				}
			}
		}
	}
	return out
}

// cellJSON is one matchup of `matchup --all --json`.
type cellJSON struct {
	A     string  `json:"a"`
	B     string  `json:"b"`
	Value float64 `json:"value"`
}

func runAll(f *cmdutil.Factory, opt analysis.Options, points int, asJSON bool) error {
	comps := compositions(points)
	n := len(comps)
	value := make([][]float64, n)
	for i := range value {
		value[i] = make([]float64, n)
	}
	// value(A, B) = 1 - value(B, A) and a mirror is 1/2 (A6): one solve a pair.
	for i := range n {
		value[i][i] = 0.5
		for j := i + 1; j < n; j++ {
			s, err := analysis.NewSolver(comps[i].army(), comps[j].army(), opt)
			if err != nil {
				return err
			}
			r, err := s.Matchup()
			if err != nil {
				return fmt.Errorf("%s against %s: %w", comps[i], comps[j], err)
			}
			value[i][j], value[j][i] = r.Value, 1-r.Value
		}
	}
	// Strongest first: by the average value against every composition.
	order := make([]int, n)
	strength := make([]float64, n)
	for i := range n {
		order[i] = i
		for j := range n {
			strength[i] += value[i][j] / float64(n)
		}
	}
	slices.SortStableFunc(order, func(x, y int) int {
		switch {
		case strength[x] > strength[y]:
			return -1
		case strength[x] < strength[y]:
			return 1
		}
		return 0
	})
	if asJSON {
		cells := make([]cellJSON, 0, n*n)
		for _, i := range order {
			for _, j := range order {
				cells = append(cells, cellJSON{comps[i].String(), comps[j].String(), value[i][j]})
			}
		}
		return cmdutil.WriteJSON(f.IO.Out, cells)
	}
	return writeMatrix(f.IO.Out, f.IO.TextWidth(), comps, order, value, opt, points)
}

// writeMatrix prints the values in percent, the row's army against the column's.
func writeMatrix(w io.Writer, width int, comps []composition, order []int, value [][]float64, opt analysis.Options, points int) error {
	fmt.Fprintf(w, "Every composition of %d points against every other (s small, m medium, h heavy).\n", points)
	fmt.Fprintln(w, modelLine(opt, width))
	fmt.Fprintln(w, "Each cell is the row's value against the column in percent (its wins and half the")
	fmt.Fprintln(w, "draws); the strongest compositions come first.")
	fmt.Fprintln(w)
	tw := cmdutil.NewTable(w)
	for _, j := range order {
		fmt.Fprintf(tw, "\t%s", comps[j])
	}
	fmt.Fprintln(tw)
	for _, i := range order {
		fmt.Fprint(tw, comps[i])
		for _, j := range order {
			fmt.Fprintf(tw, "\t%.0f", 100*value[i][j])
		}
		fmt.Fprintln(tw)
	}
	return tw.Flush()
}
