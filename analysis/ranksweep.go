package analysis

import (
	"runtime"

	"github.com/ezd-game/ezd/analysis/internal/hugepage"
)

// A graph built on several cores is laid out by rank (parallel.go): the nodes of one rank
// never lead to each other, so a table's sweep shares each rank's nodes out between the
// cores, and waits for all of them before the next rank. Each core does both sweeps of its
// nodes at once: the value with the step pick takes, and the chances along that step
// (table.go's chooseLevel and followLevel, the same arithmetic, so the same numbers).

// rankedLevels is tableLevels on every core, for a graph laid out by rank.
func (s *Solver) rankedLevels(cores int) []Entry {
	n, nc := len(s.g.nodes), len(s.g.cfgs)
	draw := make([]float64, nc)
	prev := make([]Entry, nc)
	for c := range draw {
		draw[c] = 0.5
		prev[c] = Entry{Value: 0.5, Draw: 1}
	}
	s.levels = [][]float64{draw}
	var arena hugepage.Arena
	defer arena.Free()
	cur := hugepage.Alloc[float64](&arena, n, n)
	fl := hugepage.Alloc[follow](&arena, n, n)
	// Each rank is cut into one part a core; the workers take theirs from work, and the
	// caller does the first itself. A level has 17 or 18 ranks, so a table's sweeps hand
	// out about 500 parts, each a millisecond or less: a worker that went to sleep between
	// two would be woken 500 times, each wake taking tens of microseconds on a virtual
	// machine, so the workers and the caller look for their next part a while before they
	// sleep.
	type part struct{ lo, hi int }
	work := make([]chan part, cores)
	done := make(chan struct{}, cores)
	for w := 1; w < cores; w++ {
		work[w] = make(chan part, 1)
		go func() {
			for {
				p, ok := await(work[w])
				if !ok {
					return
				}
				s.settle(p.lo, p.hi, cur, fl, prev)
				done <- struct{}{}
			}
		}()
	}
	defer func() {
		for w := 1; w < cores; w++ {
			close(work[w])
		}
	}()
	for range s.opt.Turns - 1 {
		for r := 0; r+1 < len(s.g.ranks); r++ {
			lo, hi := int(s.g.ranks[r]), int(s.g.ranks[r+1])
			size := (hi - lo + cores - 1) / cores
			for w := 1; w < cores; w++ {
				work[w] <- part{min(lo+w*size, hi), min(lo+(w+1)*size, hi)}
			}
			s.settle(lo, min(lo+size, hi), cur, fl, prev)
			for w := 1; w < cores; w++ {
				await(done)
			}
		}
		s.levels = append(s.levels, s.startValues(cur))
		s.startEntries(fl, prev)
	}
	s.builtNodes, s.curLevel = n, 0
	return prev
}

// spins is how many times await looks for a value before it sleeps: a few hundred
// microseconds.
const spins = 1000

// await receives from c, looking for a value spins times, letting other goroutines run
// in between, before it sleeps until one comes.
func await[T any](c <-chan T) (T, bool) {
	for range spins {
		select {
		case v, ok := <-c:
			return v, ok
		default:
			runtime.Gosched()
		}
	}
	v, ok := <-c
	return v, ok
}

// settle sweeps nodes lo to hi with one turn more than the turn starts of the last level
// and prev: their values into cur, and the chances along the step pick takes into fl.
func (s *Solver) settle(lo, hi int, cur []float64, fl []follow, prev []Entry) {
	next := s.levels[len(s.levels)-1]
	opts := s.g.opts
	for i := lo; i < hi; i++ {
		nd := s.g.nodes[i]
		switch nd.kind {
		case kTurnEnd:
			cur[i] = next[nd.first]
			e := &prev[nd.first]
			fl[i] = follow{e.AWins, e.Draw, e.Turns}
		case kWinA:
			cur[i], fl[i] = 1, follow{aw: 1}
		case kWinB:
			cur[i], fl[i] = 0, follow{}
		default:
			v, k := pick(nd, opts, cur)
			cur[i] = v
			fl[i] = through(opts[nd.first+int32(k)], fl)
		}
	}
}
