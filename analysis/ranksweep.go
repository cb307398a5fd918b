package analysis

import (
	"runtime"
	"sort"
	"sync/atomic"

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
	rs := s.runsOf(&arena)
	// The cores share each rank a chunk of nodes at a time, the caller taking its chunks
	// from the front and the workers theirs from the back, so that each core sweeps its
	// nodes in order and the faster takes more. Cut into one part a core, the ranks kept a
	// core waiting for another for a fifth of the sweeps' time, as nodes differ in their
	// options and a virtual machine's cores in their speed. The workers learn of each rank
	// from work. A level has 17 or 18 ranks, so a table's sweeps hand out about 500 ranks,
	// each a millisecond or less: a worker that went to sleep between two would be woken
	// 500 times, each wake taking tens of microseconds on a virtual machine, so the workers
	// and the caller look for their next rank a while before they sleep.
	var left span
	sweepRank := func(w, r int) {
		for {
			lo, hi, ok := left.take(w == 0)
			if !ok {
				return
			}
			s.settlePart(rs, r, lo, hi, cur, fl, prev)
		}
	}
	work := make([]chan int, cores)
	done := make(chan struct{}, cores)
	for w := 1; w < cores; w++ {
		work[w] = make(chan int, 1)
		go func() {
			for {
				r, ok := await(work[w])
				if !ok {
					return
				}
				sweepRank(w, r)
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
			left.set(int(s.g.ranks[r]), int(s.g.ranks[r+1]))
			for w := 1; w < cores; w++ {
				work[w] <- r
			}
			sweepRank(0, r)
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

// span is what is left of a rank, nodes front to back, in one word so that the cores can
// take chunks of it at once: one from the front, the others from the back. Nodes are
// numbered in an int32, so each end fits in half the word.
type span struct{ fb atomic.Uint64 }

// chunk is how many nodes a core takes of a rank at a time: tens of microseconds of work.
var chunk = 1024

// set makes the span nodes lo to hi.
func (x *span) set(lo, hi int) { x.fb.Store(uint64(lo)<<32 | uint64(hi)) }

// take takes a chunk from the front of the span, or from its back, and reports false when
// the span is empty.
func (x *span) take(front bool) (lo, hi int, ok bool) {
	for {
		v := x.fb.Load()
		f, b := int(v>>32), int(uint32(v))
		if f >= b {
			return 0, 0, false
		}
		lo, hi = f, min(f+chunk, b)
		left := uint64(hi)<<32 | uint64(b)
		if !front {
			lo, hi = max(b-chunk, f), b
			left = uint64(f)<<32 | uint64(lo)
		}
		if x.fb.CompareAndSwap(v, left) {
			return lo, hi, true
		}
	}
}

// settlePart sweeps nodes lo to hi of rank r: the battle's and the turns' ends of rank 0
// with settle, the positions where a side chooses with runs.settle when rs has them.
func (s *Solver) settlePart(rs *runs, r, lo, hi int, cur []float64, fl []follow, prev []Entry) {
	if r == 0 || rs == nil {
		s.settle(lo, hi, cur, fl, prev)
		return
	}
	rs.settle(lo, hi, cur, fl)
}

// runs is the graph as the table's sweeps read it, in fewer bytes: a sweep reads every
// node and option once a turn left, and the nodes and options of the samples take 17 MB,
// more than the processor's caches hold. Within a rank the nodes come in runs of one side
// with as many options each (parallel.go, bucket), so a run says once what each node said
// again; an option is its chance and its hit in 4 bytes, and every option of a node that
// can miss misses into the same position (an attack that misses spends the action and
// nothing else), kept once a node: 6 MB in all for the samples.
type runs struct {
	list []run
	opts []uint32 // an option's hit in the low hitBits, its hits in 36 above
	miss []int32  // each node's miss, or any of its outcomes when it cannot miss
}

// run is nodes lo to hi, of one side, each with n options; the first option of node lo is
// opts[opt], and each node's options come right after those of the node before.
type run struct {
	lo, hi, opt int32
	side, n     uint8
	sure        bool // every step of the run's nodes has one outcome: between activations
}

// hitBits is the bits of an option's hit in runs: 67 million nodes, 33 times the
// default budget.
const hitBits = 26

// runsOf lays the graph out as runs, in arena, or returns nil for a graph too large for
// them (settle then sweeps it as it is).
func (s *Solver) runsOf(arena *hugepage.Arena) *runs {
	if len(s.g.nodes) >= 1<<hitBits {
		return nil
	}
	rs := &runs{
		opts: hugepage.Alloc[uint32](arena, len(s.g.opts), len(s.g.opts)),
		miss: hugepage.Alloc[int32](arena, len(s.g.nodes), len(s.g.nodes)),
	}
	for j, o := range s.g.opts {
		rs.opts[j] = uint32(o.hit) | uint32(o.hits)<<hitBits
	}
	for i, nd := range s.g.nodes {
		if nd.kind != kBetween && nd.kind != kActivation {
			continue
		}
		os := s.g.opts[nd.first : nd.first+int32(nd.n)]
		// A step with one outcome has hits 36: the miss it reads is weighed by 0, and 0
		// times a chance is 0 whatever the chance, so the numbers are the same bits.
		rs.miss[i] = os[0].miss
		for _, o := range os {
			if o.hits < 36 {
				rs.miss[i] = o.miss
				break
			}
		}
		if k := len(rs.list) - 1; k >= 0 {
			if last := &rs.list[k]; last.hi == int32(i) && last.side == nd.side && last.n == nd.n &&
				last.sure == (nd.kind == kBetween) && last.opt+(last.hi-last.lo)*int32(nd.n) == nd.first {
				last.hi++
				continue
			}
		}
		rs.list = append(rs.list, run{lo: int32(i), hi: int32(i) + 1, opt: nd.first, side: nd.side, n: nd.n, sure: nd.kind == kBetween})
	}
	return rs
}

// settle is Solver.settle for the positions where a side chooses, nodes lo to hi, with
// pick's and through's arithmetic.
func (rs *runs) settle(lo, hi int, cur []float64, fl []follow) {
	const mask = 1<<hitBits - 1
	k := sort.Search(len(rs.list), func(k int) bool { return rs.list[k].hi > int32(lo) })
	for ; k < len(rs.list) && int(rs.list[k].lo) < hi; k++ {
		rn := rs.list[k]
		a, b, n := max(int(rn.lo), lo), min(int(rn.hi), hi), int(rn.n)
		first := int(rn.opt) + (a-int(rn.lo))*n
		if rn.sure {
			rs.settleSure(rn, a, b, first, cur, fl)
			continue
		}
		for i := a; i < b; i, first = i+1, first+n {
			os := rs.opts[first : first+n]
			mv := cur[rs.miss[i]]
			p := odds[os[0]>>hitBits]
			best := p*cur[os[0]&mask] + (1-p)*mv
			chosen, c := best, 0
			for j := 1; j < n && rn.side != chance; j++ { // chance takes its one option (pick)
				p := odds[os[j]>>hitBits]
				chosen, best, c = weigh(rn.side, p*cur[os[j]&mask]+(1-p)*mv, j, chosen, best, c)
			}
			cur[i] = best
			fl[i] = through(option{hits: uint8(os[c] >> hitBits), hit: int32(os[c] & mask), miss: rs.miss[i]}, fl)
		}
	}
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

// settleSure is runs.settle for nodes a to b of run rn, whose first option is opts[first]:
// nodes between activations, whose steps (activate a tank, A3, or pass, A2) each have one
// outcome (36 in 36). The numbers are the same, since 1 x v + 0 x the miss is v, without
// reading the miss.
func (rs *runs) settleSure(rn run, a, b, first int, cur []float64, fl []follow) {
	const mask = 1<<hitBits - 1
	n := int(rn.n)
	for i := a; i < b; i, first = i+1, first+n {
		os := rs.opts[first : first+n]
		best := cur[os[0]&mask]
		chosen, c := best, 0
		for j := 1; j < n && rn.side != chance; j++ {
			chosen, best, c = weigh(rn.side, cur[os[j]&mask], j, chosen, best, c)
		}
		cur[i] = best
		fl[i] = fl[os[c]&mask]
	}
}
