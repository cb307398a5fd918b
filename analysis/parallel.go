package analysis

import (
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/ezd-game/ezd/analysis/internal/hugepage"
)

// The whole battle's graph built on every core (up to maxCores): the first question of a
// pair of armies builds all of it before the first sweep, about half of its time on one
// core (docs/analysis.md, "Speed"). The builders share one index, claim each position by
// compare-and-swap on its slot, so that no position is built twice, and expand the
// positions they claimed. The nodes are numbered afterwards by rank (below), an order in
// which every step leads to an earlier node, as a sweep needs.
//
// rank is 8 x the activations left of both sides plus the active tank's actions left; a
// battle's end and a turn's end are 0. Every step within a turn lowers it (A2-A4): an
// activation spends one of the quota (-8) for at most 3 actions; an attack or a defence
// spends an action, the last one ending the activation; a pass gives up at least one
// activation; and canon only ever lowers the quota.

// maxCores is the most goroutines that build or sweep a graph at once. The tests under the
// race detector set it to 1 (cores_race_test.go): there the detector's bookkeeping of every
// atomic operation doubles the CPU of a build, and the tests of the cores set their own.
var maxCores = 4

// maxRank bounds rank: 8 x 14 activations (7 a side for 13 tanks) + 3 actions.
const maxRank = 8*14 + 3

// rank is a canonical position's place in the order of the sweeps.
func rank(p *pos) uint8 {
	switch p.kind {
	case kBetween, kActivation:
		return 8*(p.quota[0]+p.quota[1]) + p.actions // actions is 0 between activations
	}
	return 0
}

// parallel is one build on several cores.
type parallel struct {
	l      *layout
	greedy bool
	budget int
	slots  []slot // the index, as index.slots; i is a claim (below) + 1, 0 until it is set
	shift  uint
	limit  int64       // the most claims before the index is too full: the build gives up
	stride int32       // how many claims a builder makes between two looks at the claims of all
	failed atomic.Bool // the index is too full, or the budget is spent

	mu     sync.Mutex
	wake   *sync.Cond
	cfgs   []config
	ncfgs  atomic.Int64 // len(cfgs), for tell
	cfgAt  map[key]int32
	pool   []task // tasks shared with a builder that has none
	idle   int
	done   bool
	hungry atomic.Int32 // builders waiting for tasks
	ws     []*builderCore
}

// task is a claimed position to expand, and its claim.
type task struct {
	p pos
	c int32
}

// builderCore is one builder's own part of the graph: the nodes it built, each with its
// rank and claim. The builder's jth claim is j*len(ws) + its number; options lead to
// claims until the nodes are numbered. A builder expands the tasks of others when it has
// none left.
type builderCore struct {
	pb      *parallel
	id      int32
	nclaims int32
	// told is nclaims as other builders see it, updated every stride claims (a
	// counter shared by all would bounce between the cores' caches at every claim).
	told   atomic.Int64
	_      [64]byte
	nodes  []node
	ranks  []uint8
	claims []int32
	opts   []option
	stack  []task
	// The outcomes of the position expand works on, kept here so that they are not
	// cleared at every position.
	kids  [maxSteps + 1]pos
	keys  [maxSteps + 1]uint64
	found [maxSteps + 1]int32
	at    [maxSteps + 1]uint64
	outs  [maxSteps]option
	// firsts are the turn starts this builder found first: [config, claim after A won the
	// roll-off, after B].
	firsts [][3]int32
}

// buildParallel builds the graph of every position the battle can reach from turn start
// k, when the solver's graph is empty, its keys fit in one word and it has several cores.
// It reports false, leaving the graph empty, when it did not: the index grew too full or
// the budget ran out, and the one-core build then does it (or says why not).
func (s *Solver) buildParallel(k key) bool {
	positions, _ := s.room(1)
	// Room for a few thousand positions at least: the estimate of a battle of a few
	// tanks is off by more than for large ones.
	return s.buildOnCores(k, max(positions, 4096))
}

// buildOnCores is buildParallel with an index made for size positions.
func (s *Solver) buildOnCores(k key, size int) bool {
	nw := s.cores
	if nw < 2 || len(s.g.nodes) > 0 || len(s.g.cfgs) > 0 || s.known != nil ||
		metaBits+4*(s.l.n[sideA]+s.l.n[sideB]) > 64 {
		return false
	}
	_, starts := s.room(1)
	x := newIndex(size)
	pb := &parallel{
		l: &s.l, greedy: s.opt.Policy == Greedy, budget: s.opt.Budget,
		slots: x.slots, shift: x.shift, limit: int64(len(x.slots)) * 15 / 16,
		stride: int32(max(1, min(1024, len(x.slots)/(64*nw)))),
		cfgs:   make([]config, 0, starts), cfgAt: make(map[key]int32, starts),
	}
	pb.wake = sync.NewCond(&pb.mu)
	// Room for twice the estimate a builder, in case one does most of the work: what is
	// not used is never touched. The builders' arrays live until the nodes are numbered.
	room := 2 * size / nw
	var arena hugepage.Arena
	defer arena.Free()
	for w := range nw {
		pb.ws = append(pb.ws, &builderCore{
			pb: pb, id: int32(w),
			nodes: hugepage.Alloc[node](&arena, 0, room), ranks: hugepage.Alloc[uint8](&arena, 0, room),
			claims: hugepage.Alloc[int32](&arena, 0, room), opts: hugepage.Alloc[option](&arena, 0, 3*room),
		})
	}
	start := s.l.unpack(k)
	pb.ws[0].config(start)
	var wg sync.WaitGroup
	for _, w := range pb.ws {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w.run()
		}()
	}
	wg.Wait()
	if pb.failed.Load() {
		return false
	}
	pb.number(s, x, &arena)
	return true
}

// run expands tasks until every builder is out of them.
func (w *builderCore) run() {
	pb := w.pb
	for !pb.failed.Load() {
		if len(w.stack) == 0 && !w.refill() {
			return
		}
		t := w.stack[len(w.stack)-1]
		w.stack = w.stack[:len(w.stack)-1]
		w.expand(&t)
		if len(w.stack) > 16 && pb.hungry.Load() > 0 {
			w.share()
		}
	}
	pb.mu.Lock()
	pb.done = true
	pb.wake.Broadcast()
	pb.mu.Unlock()
}

// refill takes the shared tasks, waiting for some while another builder works; it reports
// false when the build is over.
func (w *builderCore) refill() bool {
	pb := w.pb
	pb.mu.Lock()
	defer pb.mu.Unlock()
	for len(pb.pool) == 0 {
		if pb.done {
			return false
		}
		pb.idle++
		if pb.idle == len(pb.ws) {
			pb.done = true
			pb.wake.Broadcast()
			return false
		}
		pb.hungry.Add(1)
		pb.wake.Wait()
		pb.hungry.Add(-1)
		pb.idle--
	}
	w.stack = append(w.stack, pb.pool...)
	pb.pool = pb.pool[:0]
	return true
}

// share gives the older half of the builder's tasks to a builder that has none.
func (w *builderCore) share() {
	pb := w.pb
	pb.mu.Lock()
	if len(pb.pool) == 0 {
		half := len(w.stack) / 2
		pb.pool = append(pb.pool, w.stack[:half]...)
		w.stack = w.stack[:copy(w.stack, w.stack[half:])]
		pb.wake.Signal()
	}
	pb.mu.Unlock()
}

// expand builds the node of a claimed position: its steps, and the claims they lead to.
// The outcomes are worked out and looked up first, all of them, as builder.children does.
func (w *builderCore) expand(t *task) {
	pb, l, p := w.pb, w.pb.l, &t.p
	nd := node{kind: p.kind, side: chance}
	var buf [maxSteps]step
	var steps []step
	if pb.greedy {
		buf[0] = l.greedyStep(p)
		steps = buf[:1]
	} else {
		steps = l.steps(p, true, &buf)
		nd.side = p.toAct
	}
	kids, keys, found, at, opts := &w.kids, &w.keys, &w.found, &w.at, &w.outs
	n, miss := l.outcomes(p, steps, kids, opts)
	for j := range n {
		keys[j] = w.keyOf(&kids[j])
	}
	for j := range n {
		found[j], at[j] = pb.find(keys[j])
	}
	for j := range n {
		if found[j] < 0 {
			found[j] = w.claim(&kids[j], keys[j], at[j])
		}
	}
	for i := range steps {
		opts[i].hit, opts[i].miss = found[i], found[i]
		if opts[i].hits < 36 {
			opts[i].miss = found[miss]
		}
	}
	nd.first, nd.n = int32(len(w.opts)), uint8(len(steps))
	w.opts = append(w.opts, opts[:len(steps)]...)
	w.record(t.c, nd, rank(p))
}

// record keeps the node of claim c, of rank r.
func (w *builderCore) record(c int32, nd node, r uint8) {
	w.nodes = append(w.nodes, nd)
	w.ranks = append(w.ranks, r)
	w.claims = append(w.claims, c)
}

// keyOf is builder.keyOf's first word: a battle's end keeps the points lost.
func (w *builderCore) keyOf(p *pos) uint64 {
	l := w.pb.l
	if p.kind == kWinA || p.kind == kWinB {
		return uint64(l.lost(p, sideA)<<16|l.lost(p, sideB))<<3 | uint64(p.kind)
	}
	return l.pack(p)[0]
}

// find returns the claim of key k, or -1 and the empty slot where its search ended when
// it has none yet.
func (pb *parallel) find(k uint64) (int32, uint64) {
	mask := uint64(len(pb.slots) - 1)
	h := (k * 0x9e3779b97f4a7c15) >> pb.shift
	for range pb.slots {
		s := &pb.slots[h]
		switch atomic.LoadUint64(&s.k) {
		case k:
			return pb.await(s), h
		case 0:
			return -1, h
		}
		h = (h + 1) & mask
	}
	return pb.full(), h
}

// full gives the build up when a search went round the whole index, which tell keeps from
// happening by giving up when the index is 15/16 full: a claim of 0 stands in for the
// position in what is left of the build, which is thrown away.
func (pb *parallel) full() int32 {
	pb.failed.Store(true)
	return 0
}

// await returns the claim of a slot whose key is set: the builder that set it writes its
// claim right after.
func (pb *parallel) await(s *slot) int32 {
	for {
		if i := atomic.LoadInt32(&s.i); i != 0 {
			return i - 1
		}
		runtime.Gosched()
	}
}

// claim returns the claim of position p with key k, making it this builder's when no
// builder has: a battle's end or a turn's end is built at once, any other position is
// queued to be expanded. The search starts at slot h, where find's search for k ended:
// the slots before it are taken by other keys for good.
func (w *builderCore) claim(p *pos, k, h uint64) int32 {
	pb := w.pb
	mask := uint64(len(pb.slots) - 1)
	for range pb.slots {
		s := &pb.slots[h]
		cur := atomic.LoadUint64(&s.k)
		if cur == 0 && atomic.CompareAndSwapUint64(&s.k, 0, k) {
			c := w.nclaims*int32(len(pb.ws)) + w.id
			w.nclaims++
			atomic.StoreInt32(&s.i, c+1)
			if w.nclaims%pb.stride == 0 {
				w.tell()
			}
			switch p.kind {
			case kWinA, kWinB:
				w.record(c, node{kind: p.kind, side: chance, first: int32(k >> 3)}, 0)
			case kTurnEnd:
				w.record(c, node{kind: p.kind, side: chance, first: w.config(*p)}, 0)
			default:
				w.stack = append(w.stack, task{*p, c})
			}
			return c
		}
		if cur == 0 {
			cur = atomic.LoadUint64(&s.k) // another builder took the slot first
		}
		if cur == k {
			return pb.await(s)
		}
		h = (h + 1) & mask
	}
	return pb.full()
}

// tell publishes the builder's claims and gives the build up when all the builders'
// claims, with what each may have made since it last told, could fill the index or spend
// the budget.
func (w *builderCore) tell() {
	pb := w.pb
	w.told.Store(int64(w.nclaims))
	n := int64(len(pb.ws)) * int64(pb.stride)
	for _, b := range pb.ws {
		n += b.told.Load()
	}
	if n > pb.limit || n+pb.ncfgs.Load() >= int64(pb.budget) {
		pb.failed.Store(true)
	}
}

// config returns the turn start that follows the turn end p; a new one's two positions
// after the roll-off are claimed by this builder, as builder.grow does. p is a copy: a
// pointer that went round claim and config would put every position claimed here on the
// heap.
func (w *builderCore) config(p pos) int32 {
	pb, l := w.pb, w.pb.l
	st := p
	st.kind = kStart
	k := l.pack(&st)
	pb.mu.Lock()
	if i, ok := pb.cfgAt[k]; ok {
		pb.mu.Unlock()
		return i
	}
	i := int32(len(pb.cfgs))
	pb.cfgs = append(pb.cfgs, config{k: k, first: [2]int32{-1, -1}, lost: [2]int{l.lost(&p, sideA), l.lost(&p, sideB)}})
	pb.cfgAt[k] = i
	pb.ncfgs.Add(1)
	pb.mu.Unlock()
	start := l.unpack(k)
	f := [3]int32{i}
	for first := range uint8(2) {
		q := l.begin(start, first)
		l.canon(&q)
		kq := w.keyOf(&q)
		var h uint64
		if f[1+first], h = pb.find(kq); f[1+first] < 0 {
			f[1+first] = w.claim(&q, kq, h)
		}
	}
	w.firsts = append(w.firsts, f)
	return i
}

// Within a rank, the nodes are numbered by side and then by their number of options, so
// that a sweep meets a long run of nodes of one side with as many options each: whose
// side maximises and how many options it reads are then choices the processor guesses
// right, where in the order they were built it guessed wrong at about every node.
const (
	perRank = 3 * (maxSteps + 1) // sides (A, B, chance) x options (0 to maxSteps)
	buckets = (maxRank + 1) * perRank
)

// bucket is where node nd of rank r goes in the sweeps' order.
func bucket(r uint8, nd node) int {
	return int(r)*perRank + int(nd.side)*(maxSteps+1) + int(nd.n)
}

// number lays the builders' nodes out in the solver's graph by rank, lowest first, so
// that every step leads to an earlier node, and turns every claim into its node: in the
// options, the turn starts and the index. The nodes of each rank are numbered by bucket,
// and within one builder by builder, in the order they were built; each builder numbers
// and copies its own, all at once.
func (pb *parallel) number(s *Solver, x index, arena *hugepage.Arena) {
	nw := len(pb.ws)
	// at[w][k] is the first node, and opt[w][k] the first option, of builder w's nodes in
	// bucket k (bucket).
	at := make([][buckets]int, nw)
	opt := make([][buckets]int, nw)
	eachBuilder := func(f func(w int, b *builderCore)) {
		var wg sync.WaitGroup
		for w, b := range pb.ws {
			wg.Add(1)
			go func() {
				defer wg.Done()
				f(w, b)
			}()
		}
		wg.Wait()
	}
	claims := 0
	for _, b := range pb.ws {
		claims = max(claims, int(b.nclaims)*nw)
	}
	eachBuilder(func(w int, b *builderCore) {
		for j, r := range b.ranks {
			k := bucket(r, b.nodes[j])
			at[w][k]++
			opt[w][k] += int(b.nodes[j].n)
		}
	})
	total, nopts := 0, 0
	var ranks []int32 // where the nodes of each rank that has some start
	for k := range buckets {
		if k%perRank == 0 {
			ranks = append(ranks, int32(total))
		}
		for w := range nw {
			at[w][k], total = total, total+at[w][k]
			opt[w][k], nopts = nopts, nopts+opt[w][k]
		}
	}
	// Only the ranks that have nodes.
	ranks = append(ranks, int32(total))
	ranks = slices.Compact(ranks)
	ranks = ranks[:len(ranks)-1]
	nodeOf := hugepage.Alloc[int32](arena, claims, claims) // claim c's node
	nodes := hugepage.Make[node](total, total)
	opts := hugepage.Make[option](nopts, nopts)
	eachBuilder(func(w int, b *builderCore) {
		next := at[w]
		for j, r := range b.ranks {
			k := bucket(r, b.nodes[j])
			nodeOf[b.claims[j]] = int32(next[k])
			next[k]++
		}
	})
	eachBuilder(func(w int, b *builderCore) {
		next, nextOpt := at[w], opt[w]
		for j, r := range b.ranks {
			nd := b.nodes[j]
			k := bucket(r, nd)
			if nd.kind == kBetween || nd.kind == kActivation {
				first := nextOpt[k]
				for k, o := range b.opts[nd.first : nd.first+int32(nd.n)] {
					o.hit, o.miss = nodeOf[o.hit], nodeOf[o.miss]
					opts[first+k] = o
				}
				nd.first = int32(first)
				nextOpt[k] += int(nd.n)
			}
			nodes[next[k]] = nd
			next[k]++
		}
		// The index too, a part each.
		part := len(x.slots) / nw
		for h := w * part; h < (w+1)*part; h++ {
			if x.slots[h].k != 0 {
				x.slots[h].i = nodeOf[x.slots[h].i-1]
			}
		}
	})
	for _, b := range pb.ws {
		for _, f := range b.firsts {
			pb.cfgs[f[0]].first = [2]int32{nodeOf[f[1]], nodeOf[f[2]]}
		}
	}
	x.n = total
	s.g.index, s.g.nodes, s.g.opts = x, nodes, opts
	s.g.cfgs, s.g.cfgAt = pb.cfgs, pb.cfgAt
	s.g.ranks = append(ranks, int32(total))
}
