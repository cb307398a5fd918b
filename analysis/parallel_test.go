package analysis

import (
	"errors"
	"runtime"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"pgregory.net/rapid"

	"github.com/ezd-game/ezd/analysis/internal/hugepage"
	"github.com/ezd-game/ezd/army"
)

// onCores returns a solver of a against b that builds and sweeps on the given cores.
func onCores(t interface{ Fatal(...any) }, a, b army.Army, opt Options, cores int) *Solver {
	s, err := NewSolver(a, b, opt)
	if err != nil {
		t.Fatal(err)
	}
	s.cores = cores
	return s
}

// TestCoresGiveTheSameNumbers: A8, the numbers are the model's whatever the cores. The
// graph built on two or three cores and swept rank by rank gives the table of one core to
// the last bit, for any small armies, turns and policy, and the matchup to 1e-12 (its
// expected turns and losses add up the chances in the order of the nodes). The sweeps'
// chunks are drawn small, so that the cores take nodes from each other's parts.
func TestCoresGiveTheSameNumbers(t *testing.T) {
	defer func(c int) { chunk = c }(chunk)
	rapid.Check(t, func(t *rapid.T) {
		a, b := rosterGen("a").Draw(t, "a"), rosterGen("b").Draw(t, "b")
		opt := Options{Turns: rapid.IntRange(2, 8).Draw(t, "turns"), Policy: rapid.SampledFrom([]Policy{Optimal, Greedy}).Draw(t, "policy")}
		cores := rapid.IntRange(2, 3).Draw(t, "cores")
		chunk = rapid.IntRange(1, 64).Draw(t, "chunk")
		one, many := onCores(t, a, b, opt, 1), onCores(t, a, b, opt, cores)
		r1, err := one.Matchup()
		if err != nil {
			t.Fatal(err)
		}
		rn, err := many.Matchup()
		if err != nil {
			t.Fatal(err)
		}
		if len(many.g.ranks) == 0 {
			t.Fatal("the graph was not built on several cores")
		}
		if d := cmp.Diff(r1, rn, cmpopts.EquateApprox(0, 1e-12)); d != "" {
			t.Fatalf("matchup on %d cores differs from one core (-one +many):\n%s", cores, d)
		}
		t1, err := onCores(t, a, b, opt, 1).Table()
		if err != nil {
			t.Fatal(err)
		}
		tn, err := onCores(t, a, b, opt, cores).Table()
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(t1.entries, tn.entries); d != "" {
			t.Fatalf("table on %d cores differs from one core (-one +many):\n%s", cores, d)
		}
	})
}

// TestRunsKeepTheKindsApart: a node between activations and one within an activation
// never share a run, even side by side with the same side and options: the first is swept
// without its miss, the second with it.
func TestRunsKeepTheKindsApart(t *testing.T) {
	s := &Solver{}
	s.g.nodes = []node{
		{kind: kWinA, side: chance, first: 0},
		{kind: kBetween, side: sideA, n: 1, first: 0},
		{kind: kActivation, side: sideA, n: 1, first: 1},
	}
	s.g.opts = []option{{hits: 36, hit: 0, miss: 0}, {hits: 36, hit: 0, miss: 0}}
	var arena hugepage.Arena
	defer arena.Free()
	want := []run{
		{lo: 1, hi: 2, opt: 0, side: sideA, n: 1, sure: true},
		{lo: 2, hi: 3, opt: 1, side: sideA, n: 1},
	}
	if d := cmp.Diff(want, s.runsOf(&arena).list, cmp.AllowUnexported(run{})); d != "" {
		t.Errorf("runs (-want +got):\n%s", d)
	}
}

// TestSpanGivesEachNodeOnce: the cores that take chunks of a rank, one from the front and
// the others from the back, all at once, sweep every node of it once.
func TestSpanGivesEachNodeOnce(t *testing.T) {
	defer func(c int) { chunk = c }(chunk)
	rapid.Check(t, func(t *rapid.T) {
		lo := rapid.IntRange(0, 1000).Draw(t, "lo")
		hi := lo + rapid.IntRange(0, 3000).Draw(t, "size")
		chunk = rapid.IntRange(1, 100).Draw(t, "chunk")
		takers := rapid.IntRange(1, 4).Draw(t, "takers")
		var x span
		x.set(lo, hi)
		seen := make([][]int, takers)
		bad := make([][]int, takers) // a chunk too long, or empty, that a taker got
		var wg sync.WaitGroup
		for w := range takers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					a, b, ok := x.take(w == 0)
					if !ok {
						return
					}
					if a >= b || b-a > chunk {
						bad[w] = []int{a, b}
						return
					}
					for i := a; i < b; i++ {
						seen[w] = append(seen[w], i)
					}
				}
			}()
		}
		wg.Wait()
		for _, c := range bad {
			if c != nil {
				t.Fatalf("a chunk of nodes %d to %d, with chunks of %d", c[0], c[1], chunk)
			}
		}
		count := make(map[int]int)
		for _, s := range seen {
			for _, i := range s {
				count[i]++
			}
		}
		for i := lo; i < hi; i++ {
			if count[i] != 1 {
				t.Fatalf("node %d of %d to %d swept %d times", i, lo, hi, count[i])
			}
		}
		if len(count) != hi-lo {
			t.Fatalf("%d nodes swept, want %d", len(count), hi-lo)
		}
	})
}

// TestCoresLayOutByRank: in the graph built on several cores every step leads to an
// earlier node of a lower rank, as a sweep needs, and the index finds every node.
func TestCoresLayOutByRank(t *testing.T) {
	fr, de := samples(t)
	s := onCores(t, fr, de, Options{}, 2)
	if _, err := s.locate(s.Start().k); err != nil {
		t.Fatal(err)
	}
	g := &s.g
	if len(g.ranks) < 2 || g.ranks[0] != 0 || int(g.ranks[len(g.ranks)-1]) != len(g.nodes) {
		t.Fatalf("ranks %v do not cover the %d nodes", g.ranks, len(g.nodes))
	}
	rankOf := make([]int, len(g.nodes))
	for r := 0; r+1 < len(g.ranks); r++ {
		for i := g.ranks[r]; i < g.ranks[r+1]; i++ {
			rankOf[i] = r
		}
	}
	for i, nd := range g.nodes {
		if nd.kind != kBetween && nd.kind != kActivation {
			continue
		}
		for _, o := range g.opts[nd.first : nd.first+int32(nd.n)] {
			for _, c := range []int32{o.hit, o.miss} {
				if c >= int32(i) || rankOf[c] >= rankOf[i] {
					t.Fatalf("node %d (rank %d) leads to node %d (rank %d)", i, rankOf[i], c, rankOf[c])
				}
			}
		}
	}
	seen := make([]bool, len(g.nodes))
	for _, sl := range g.index.slots {
		if sl.k == 0 {
			continue
		}
		if sl.i < 0 || int(sl.i) >= len(g.nodes) || seen[sl.i] {
			t.Fatalf("the index gives node %d of %d, or twice", sl.i, len(g.nodes))
		}
		seen[sl.i] = true
		if kind := uint8(sl.k & 7); g.nodes[sl.i].kind != kind {
			t.Fatalf("the index gives a node of kind %d for a key of kind %d", g.nodes[sl.i].kind, kind)
		}
	}
	if g.index.len() != len(g.nodes) {
		t.Fatalf("the index holds %d positions, the graph %d", g.index.len(), len(g.nodes))
	}
	for c, cf := range g.cfgs {
		for _, i := range cf.first {
			if i < 0 || int(i) >= len(g.nodes) {
				t.Fatalf("turn start %d begins at node %d of %d", c, i, len(g.nodes))
			}
		}
	}
}

// TestCoresGiveUpWhenTheIndexIsFull: a build on several cores whose index fills up leaves
// the graph empty, and the one-core build then gives the same value.
func TestCoresGiveUpWhenTheIndexIsFull(t *testing.T) {
	fr, de := samples(t)
	s := onCores(t, fr, de, Options{Turns: 3}, 2)
	if s.buildOnCores(s.Start().k, 64) {
		t.Fatal("a build of 400,000 positions fitted an index of 64")
	}
	if len(s.g.nodes) != 0 || len(s.g.cfgs) != 0 || s.g.index.len() != 0 {
		t.Fatalf("the build left %d nodes, %d turn starts and %d keys", len(s.g.nodes), len(s.g.cfgs), s.g.index.len())
	}
	got, err := s.Value(s.Start())
	if err != nil {
		t.Fatal(err)
	}
	want, err := onCores(t, fr, de, Options{Turns: 3}, 1).Value(s.Start())
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Fatalf("value after giving up %v, one core %v", got, want)
	}
}

// TestCoresKeepTheBudget: the position budget holds on several cores as on one: the
// largest 10-point pair, estimated at 457,000 positions, needs 688,000, and a budget of
// 500,000 stops both builds with the same error, naming the limit.
func TestCoresKeepTheBudget(t *testing.T) {
	for _, cores := range []int{1, 2} {
		_, err := onCores(t, roster("smh"), roster("smh"), Options{Budget: 500_000}, cores).Table()
		var be *BudgetError
		if !errors.As(err, &be) || be.Budget != 500_000 {
			t.Fatalf("%d cores: got %v, want the budget of 500,000 spent", cores, err)
		}
	}
}

// TestCoresEndTheirWorkers: the goroutines that sweep a table on several cores end with
// it; a `battle play` session or `matchup --all` makes table after table.
func TestCoresEndTheirWorkers(t *testing.T) {
	before := runtime.NumGoroutine()
	for range 3 {
		if _, err := onCores(t, roster("sm"), roster("ms"), Options{Turns: 4}, 3).Table(); err != nil {
			t.Fatal(err)
		}
	}
	// A worker told to stop may not have returned yet: let it run, a bounded number of
	// times.
	for range 1000 {
		if runtime.NumGoroutine() <= before {
			return
		}
		runtime.Gosched()
	}
	t.Errorf("%d goroutines after three tables, %d before", runtime.NumGoroutine(), before)
}

// TestRunsCoverEveryChoice: the table's sweeps read the nodes where a side chooses as runs
// of one side with as many options each (ranksweep.go): every such node once, in order,
// with its own options, and no two runs that could have been one, so that a sweep meets
// long runs and not node after node.
func TestRunsCoverEveryChoice(t *testing.T) {
	s := onCores(t, roster("smh"), roster("sm"), Options{Turns: 3}, 2)
	if _, err := s.locate(s.Start().k); err != nil {
		t.Fatal(err)
	}
	var arena hugepage.Arena
	defer arena.Free()
	rs := s.runsOf(&arena)
	if rs == nil {
		t.Fatal("no runs for a graph of a few thousand nodes")
	}
	i := 0
	next := func() { // skips the nodes where nobody chooses
		for i < len(s.g.nodes) && s.g.nodes[i].kind != kBetween && s.g.nodes[i].kind != kActivation {
			i++
		}
	}
	next()
	for k, rn := range rs.list {
		if int(rn.lo) != i {
			t.Fatalf("run %d starts at node %d, want %d", k, rn.lo, i)
		}
		for j := rn.lo; j < rn.hi; j++ {
			nd := s.g.nodes[j]
			if nd.side != rn.side || nd.n != rn.n || nd.first != rn.opt+(j-rn.lo)*int32(rn.n) {
				t.Fatalf("run %d: node %d (side %d, %d options from %d) is not the run's (side %d, %d options from %d)",
					k, j, nd.side, nd.n, nd.first, rn.side, rn.n, rn.opt+(j-rn.lo)*int32(rn.n))
			}
			// A run is swept without the misses exactly when its nodes are between
			// activations, where every step has one outcome.
			if rn.sure != (nd.kind == kBetween) {
				t.Fatalf("run %d (sure %v) has node %d of kind %d", k, rn.sure, j, nd.kind)
			}
			if rn.sure {
				for _, o := range s.g.opts[nd.first : nd.first+int32(nd.n)] {
					if o.hits != 36 {
						t.Fatalf("run %d is sure, but node %d has a step that hits in %d of 36", k, j, o.hits)
					}
				}
			}
		}
		if k > 0 {
			if last := rs.list[k-1]; last.hi == rn.lo && last.side == rn.side && last.n == rn.n &&
				last.sure == rn.sure && last.opt+(last.hi-last.lo)*int32(rn.n) == rn.opt {
				t.Errorf("runs %d and %d could be one", k-1, k)
			}
		}
		i = int(rn.hi)
		next()
	}
	if i != len(s.g.nodes) {
		t.Errorf("the runs end at node %d of %d", i, len(s.g.nodes))
	}
	if buckets := len(s.g.ranks) * 3 * (maxSteps + 1); len(rs.list) > buckets {
		t.Errorf("%d runs, more than the %d buckets the nodes are numbered by", len(rs.list), buckets)
	}
}
