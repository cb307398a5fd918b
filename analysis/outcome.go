package analysis

// Result is how a battle ends from a position under the solver's policy (A6): for the
// optimal policy, under the one optimal strategy the tie-break picks.
type Result struct {
	// AWins, BWins and Draw are the chances that side A wins, that side B wins and that
	// the battle is undecided when its last turn ends (A5). They sum to 1.
	AWins, BWins, Draw float64
	// Value is side A's value, AWins + Draw/2 (A6).
	Value float64
	// ExpectedTurns is the expected number of turns played, counting the current one.
	ExpectedTurns float64
	// LossA and LossB map the points each side has lost when the battle ends to their
	// chance (R8); points with no chance are left out. A solver made from a Table
	// (FromTable) leaves them empty: the table keeps no losses.
	LossA, LossB map[int]float64
}

// Matchup returns the result of the whole battle, from before the first roll-off.
func (s *Solver) Matchup() (Result, error) { return s.Outcome(s.Start()) }

// Outcome returns the result of the battle from position p.
func (s *Solver) Outcome(p Position) (Result, error) {
	if err := s.check(p); err != nil {
		return Result{}, err
	}
	root, err := s.locate(p.k)
	if err != nil {
		return Result{}, err
	}
	if !s.recording {
		// Sweep again, keeping the steps taken at every node and turn.
		s.recording, s.builtNodes = true, -1
	}
	value, _ := s.valueAt(root, p.turnsLeft)
	f := s.newSpread(root, value)
	// The chance of reaching each node and each turn start flows forward, one turn at a
	// time, along the steps the policy takes (A6).
	for t := p.turnsLeft; t >= 1; t-- {
		chosen := s.choicesAt(t)
		f.startTurn(s)
		f.flowTurn(s, t, chosen)
		if s.known != nil {
			break // the rest came from the table
		}
	}
	return f.r, nil
}

// spread is an Outcome on its way: the result so far, and the chance of standing at each
// node of the turn and at each turn start of the next.
type spread struct {
	r      Result
	mass   []float64
	starts []float64
}

// newSpread puts all the chance on the root: a node (this turn counts) or a turn start
// (^root, counted when the turn begins).
func (s *Solver) newSpread(root int32, value float64) *spread {
	f := &spread{
		r:      Result{Value: value, LossA: map[int]float64{}, LossB: map[int]float64{}},
		mass:   make([]float64, len(s.g.nodes)),
		starts: make([]float64, len(s.g.cfgs)),
	}
	if root < 0 {
		f.starts[^root] = 1
	} else {
		f.mass[root] = 1
		f.r.ExpectedTurns = 1
	}
	return f
}

// choicesAt returns the steps recorded for t turns left, or nil when they were not kept
// (too many to keep): the turn's values are then swept for pick to choose again.
func (s *Solver) choicesAt(t int) []uint8 {
	if s.record(t) && t < len(s.choices) && len(s.choices[t]) == len(s.g.nodes) {
		return s.choices[t]
	}
	s.sweepTo(t)
	return nil
}

// startTurn counts a turn for every turn start reached and sends its chance to the two
// positions after the roll-off, each won with chance 1/2 (A2).
func (f *spread) startTurn(s *Solver) {
	for c, m := range f.starts {
		if m == 0 {
			continue
		}
		f.r.ExpectedTurns += m
		for _, i := range s.g.cfgs[c].first {
			f.mass[i] += m / 2
		}
		f.starts[c] = 0
	}
}

// flowTurn moves the chance through the turn with t turns left, parents before children
// (the reverse of the sweep's order), into the battle's ends and the next turn's starts.
func (f *spread) flowTurn(s *Solver, t int, chosen []uint8) {
	for i := len(f.mass) - 1; i >= 0; i-- {
		m := f.mass[i]
		if m == 0 {
			continue
		}
		f.mass[i] = 0
		nd := s.g.nodes[i]
		switch nd.kind {
		case kWinA, kWinB:
			f.battleEnd(nd, m)
		case kTurnEnd:
			f.turnEnd(s, nd, m, t)
		default:
			f.follow(s, nd, i, m, chosen)
		}
	}
}

// battleEnd adds the chance of a battle that ends with a side broken (R8), and its losses.
func (f *spread) battleEnd(nd node, m float64) {
	if nd.kind == kWinA {
		f.r.AWins += m
	} else {
		f.r.BWins += m
	}
	f.r.LossA[int(nd.first>>16)] += m
	f.r.LossB[int(nd.first&0xffff)] += m
}

// turnEnd carries the chance of a turn's end to the next turn's start, or from a table the
// rest of the battle at once; after the last turn it is a draw (A5).
func (f *spread) turnEnd(s *Solver, nd node, m float64, t int) {
	switch {
	case s.known != nil && t > 1:
		e := s.known[s.g.cfgs[nd.first].k]
		f.r.AWins += m * e.AWins
		f.r.Draw += m * e.Draw
		f.r.BWins += m * (1 - e.AWins - e.Draw)
		f.r.ExpectedTurns += m * e.Turns
	case t > 1:
		f.starts[nd.first] += m
	default:
		f.r.Draw += m
		cf := s.g.cfgs[nd.first]
		f.r.LossA[cf.lost[0]] += m
		f.r.LossB[cf.lost[1]] += m
	}
}

// follow sends node i's chance along the step its side takes (the recorded one, or pick's
// on the values swept), split between the hit and the miss.
func (f *spread) follow(s *Solver, nd node, i int, m float64, chosen []uint8) {
	var k int
	if chosen != nil {
		k = int(chosen[i])
	} else {
		_, k = pick(nd, s.g.opts, s.cur)
	}
	o := s.g.opts[nd.first+int32(k)]
	p := odds[o.hits]
	f.mass[o.hit] += m * p
	if o.hits < 36 {
		f.mass[o.miss] += m * (1 - p)
	}
}
