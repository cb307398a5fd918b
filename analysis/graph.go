package analysis

// The graph of one turn (A8): every position the battle can reach between two turn starts,
// built once and evaluated once per turn left. Nodes are numbered children first, so a
// sweep in index order meets a node's children before the node.

// node is one position in the graph. Its options are opts[first : first+n]; a turn's end
// keeps the index of the next turn's start configuration in first, and a battle's end the
// points lost (A's in the high half, B's in the low half).
type node struct {
	kind  uint8
	side  uint8 // who chooses: sideA maximises, sideB minimises, chance only averages
	n     uint8
	first int32
}

// option is one step: with hits in 36 it leads to node hit, otherwise to node miss (a step
// with one outcome has hits 36 and miss equal to hit).
type option struct {
	hits      uint8
	hit, miss int32
}

// config is the start of a turn: the tanks, before the roll-off (A2). Its value is the
// average of the two positions the roll-off leads to.
type config struct {
	k     key
	first [2]int32 // the positions after A and after B won the roll-off
	lost  [2]int
}

// graph holds the nodes, their options and the turn starts, and the index that finds a
// position's node.
type graph struct {
	index   index
	nodes   []node
	opts    []option
	cfgs    []config
	cfgAt   map[key]int32
	pending []int32
	// ranks, when the graph was built on several cores (parallel.go), are where the
	// nodes of each rank start, and its length at the end: a step never leads to a node of
	// the same rank, so the nodes of one rank can be swept on several cores at once.
	ranks []int32
}

// builder builds the graph for one solver: all steps for the optimal policy, the greedy
// rule's step only for the greedy one.
type builder struct {
	l      *layout
	g      *graph
	greedy bool
	budget int
	// known is the solver's table, if any: its turn starts are not built. missing is set
	// when a turn end leads to a turn start the table does not have.
	known   map[key]Entry
	missing bool
}

// node returns the node of canonical position p, building it and everything it leads to
// within the turn.
func (b *builder) node(p *pos) (int32, error) {
	k := b.keyOf(p)
	if i, ok := b.g.index.get(k); ok {
		return i, nil
	}
	if err := b.room(); err != nil {
		return 0, err
	}
	nd := node{kind: p.kind, side: chance}
	switch p.kind {
	case kWinA, kWinB:
		nd.first = int32(k[0] >> 3)
	case kTurnEnd:
		nd.first = b.config(p)
		if b.missing {
			// The question cannot be answered from the table: building the rest of the
			// turn would only be thrown away.
			return 0, ErrOutsideTable
		}
	default:
		var buf [maxSteps]step
		var steps []step
		if b.greedy {
			buf[0] = b.l.greedyStep(p)
			steps = buf[:1]
		} else {
			steps = b.l.steps(p, true, &buf)
			nd.side = p.toAct
		}
		var opts [maxSteps]option
		if err := b.children(p, steps, &opts); err != nil {
			return 0, err
		}
		nd.first, nd.n = int32(len(b.g.opts)), uint8(len(steps))
		b.g.opts = append(b.g.opts, opts[:len(steps)]...)
	}
	i := int32(len(b.g.nodes))
	b.g.nodes = append(b.g.nodes, nd)
	b.g.index.put(k, i)
	return i, nil
}

// keyOf returns the key of canonical position p in the index: its packing, or for a
// battle's end one key per end and points lost (a battle's end is one node each).
func (b *builder) keyOf(p *pos) key {
	if p.kind == kWinA || p.kind == kWinB {
		lost := uint64(b.l.lost(p, sideA)<<16 | b.l.lost(p, sideB))
		return key{lost<<3 | uint64(p.kind)}
	}
	return b.l.pack(p)
}

// children fills the options of the steps of p. Every outcome is worked out and looked up
// first, and only then are the missing ones built, in the order of the steps: the lookups,
// nearly each a miss of the processor's cache, then wait for memory side by side instead of
// one after the other, and the nodes are numbered as if each were built in turn.
func (b *builder) children(p *pos, steps []step, opts *[maxSteps]option) error {
	var kids [maxSteps + 1]pos
	var keys [maxSteps + 1]key
	var found [maxSteps + 1]int32
	n, miss := b.l.outcomes(p, steps, &kids, opts)
	for j := range n {
		keys[j] = b.keyOf(&kids[j])
	}
	for j := range n {
		found[j] = -1
		if i, ok := b.g.index.get(keys[j]); ok {
			found[j] = i
		}
	}
	resolve := func(j int) (int32, error) {
		if found[j] >= 0 {
			return found[j], nil
		}
		i, err := b.node(&kids[j])
		found[j] = i
		return i, err
	}
	for i := range steps {
		o := &opts[i]
		var err error
		if o.hit, err = resolve(i); err != nil {
			return err
		}
		o.miss = o.hit
		if o.hits < 36 {
			if o.miss, err = resolve(miss); err != nil {
				return err
			}
		}
	}
	return nil
}

// child canonicalises an outcome and returns its node.
func (b *builder) child(p pos) (int32, error) {
	b.l.canon(&p)
	return b.node(&p)
}

// room checks the position budget before a position is created.
func (b *builder) room() error {
	if len(b.g.nodes)+len(b.g.cfgs) >= b.budget {
		return &BudgetError{Budget: b.budget, Tanks: b.l.n}
	}
	return nil
}

// config returns the turn start that follows the turn end p, queueing it to be built.
func (b *builder) config(p *pos) int32 {
	s := *p
	s.kind = kStart
	k := b.l.pack(&s)
	if i, ok := b.g.cfgAt[k]; ok {
		return i
	}
	i := int32(len(b.g.cfgs))
	b.g.cfgs = append(b.g.cfgs, config{k: k, first: [2]int32{-1, -1}, lost: [2]int{b.l.lost(p, sideA), b.l.lost(p, sideB)}})
	b.g.cfgAt[k] = i
	if b.known != nil {
		if _, ok := b.known[k]; !ok {
			b.missing = true
		}
		return i
	}
	b.g.pending = append(b.g.pending, i)
	return i
}

// grow builds the turn starts still pending and all they lead to.
func (b *builder) grow() error {
	for len(b.g.pending) > 0 {
		c := b.g.pending[len(b.g.pending)-1]
		b.g.pending = b.g.pending[:len(b.g.pending)-1]
		start := b.l.unpack(b.g.cfgs[c].k)
		for first := range uint8(2) {
			p := b.l.begin(start, first)
			b.l.canon(&p)
			i, err := b.node(&p)
			if err != nil {
				return err
			}
			b.g.cfgs[c].first[first] = i
		}
		if err := b.room(); err != nil {
			return err
		}
	}
	return nil
}
