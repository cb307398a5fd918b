package matchup

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// composition is a number of small, medium and heavy tanks (analysis.Composition).
type composition = analysis.Composition

// maxPoints bounds --points before the solver's limits are asked: a typo, not a game.
const maxPoints = 20

// checkSolvable refuses, before anything is solved, a points limit whose armies are beyond
// the solver (its estimate of their positions, analysis.BudgetError), naming the
// largest limit that can be solved.
func checkSolvable(opt analysis.Options, points int) error {
	a, b, err := solvable(opt, points)
	var be *analysis.BudgetError
	if !errors.As(err, &be) {
		return err
	}
	most := points - 1
	for ; most >= 2; most-- {
		if _, _, err := solvable(opt, most); err == nil {
			break
		}
	}
	return cmdutil.Usagef("--points %d is beyond the solver: %s against %s need about %.1f million positions, over its limit of %.1f million; the most --all solves is --points %d",
		points, a.Words(), b.Words(), be.Estimate/1e6, float64(be.Budget)/1e6, most)
}

// solvable returns the first pair of compositions of points the solver refuses, and why.
func solvable(opt analysis.Options, points int) (composition, composition, error) {
	comps := analysis.Compositions(points)
	for i, a := range comps {
		for _, b := range comps[i+1:] {
			if err := analysis.CheckSize(a.Army(), b.Army(), opt); err != nil {
				return a, b, err
			}
		}
	}
	return composition{}, composition{}, nil
}

// cellJSON is one matchup of `matchup --all --json`.
type cellJSON struct {
	A     string  `json:"a"`
	B     string  `json:"b"`
	Value float64 `json:"value"`
}

func runAll(f *cmdutil.Factory, opt analysis.Options, points int, asJSON bool) error {
	comps := analysis.Compositions(points)
	value, err := solveAll(f, opt, comps, f.IO.ErrTTY && !asJSON)
	if err != nil {
		return err
	}
	n := len(comps)
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

// solveAll returns value[i][j], composition i's value against composition j (A6). Each
// pair is solved once, the reverse being 1 minus it and a mirror 1/2; the pairs are
// solved on every core, only for their value (no strategy to follow, no losses), the
// largest first so that no core is left with a big one at the end. With progress, a line
// on stderr counts the pairs solved.
func solveAll(f *cmdutil.Factory, opt analysis.Options, comps []composition, progress bool) ([][]float64, error) {
	n := len(comps)
	value := make([][]float64, n)
	var pairs [][2]int
	for i := range n {
		value[i] = make([]float64, n)
		value[i][i] = 0.5
		for j := i + 1; j < n; j++ {
			pairs = append(pairs, [2]int{i, j})
		}
	}
	tanks := func(p [2]int) int {
		a, b := comps[p[0]], comps[p[1]]
		return a.Small + a.Medium + a.Heavy + b.Small + b.Medium + b.Heavy
	}
	slices.SortStableFunc(pairs, func(x, y [2]int) int { return tanks(y) - tanks(x) })
	errs := make([]error, len(pairs))
	var next, done atomic.Int64
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(pairs)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				k := int(next.Add(1)) - 1
				if k >= len(pairs) {
					return
				}
				i, j := pairs[k][0], pairs[k][1]
				v, err := solvePair(comps[i], comps[j], opt)
				if err != nil {
					errs[k] = fmt.Errorf("%s against %s: %w", comps[i].Words(), comps[j].Words(), err)
					continue
				}
				value[i][j], value[j][i] = v, 1-v
				if d := done.Add(1); progress {
					mu.Lock()
					fmt.Fprintf(f.IO.ErrOut, "\rsolving every pair: %d of %d", d, len(pairs))
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	if progress {
		fmt.Fprint(f.IO.ErrOut, "\r\033[K")
	}
	return value, errors.Join(errs...)
}

// solvePair returns a's value against b from the start (A6).
func solvePair(a, b composition, opt analysis.Options) (float64, error) {
	s, err := analysis.NewSolver(a.Army(), b.Army(), opt)
	if err != nil {
		return 0, err
	}
	return s.Value(s.Start())
}

// letters name the columns of the matrix; the rows say what each stands for.
const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

// writeMatrix prints the values in percent, the row's army against the column's. The
// columns are letters, and each row names its letter's composition in words (the legend),
// so the matrix of 10 points fits 80 columns.
func writeMatrix(w io.Writer, width int, comps []composition, order []int, value [][]float64, opt analysis.Options, points int) error {
	fmt.Fprintln(w, iostreams.Wrap(fmt.Sprintf("Every army a player fields at %d points (no room left for another tank), each against each.", points), width, ""))
	fmt.Fprintln(w, modelLine(opt, width))
	fmt.Fprintln(w, iostreams.Wrap("Each cell is the row's value against the column in percent (its wins and half the draws); the strongest armies come first, and each column's letter is its row's.", width, ""))
	fmt.Fprintln(w)
	tw := cmdutil.NewTable(w)
	for k := range order {
		fmt.Fprintf(tw, "\t%s", label(k))
	}
	fmt.Fprintln(tw)
	for k, i := range order {
		fmt.Fprintf(tw, "%s  %s", label(k), comps[i].Words())
		for _, j := range order {
			fmt.Fprintf(tw, "\t%.0f", 100*value[i][j])
		}
		fmt.Fprintln(tw)
	}
	return tw.Flush()
}

// label is the letter of the k-th composition, then AA, AB... past Z.
func label(k int) string {
	if k < len(letters) {
		return letters[k : k+1]
	}
	return label(k/len(letters)-1) + letters[k%len(letters):k%len(letters)+1]
}
