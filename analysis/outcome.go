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
	r := Result{Value: value, LossA: map[int]float64{}, LossB: map[int]float64{}}

	// The chance of reaching each node and each turn start flows forward, one turn at a
	// time, along the steps the policy takes (A6).
	mass := make([]float64, len(s.g.nodes))
	starts := make([]float64, len(s.g.cfgs))
	if root < 0 {
		starts[^root] = 1
	} else {
		mass[root] = 1
		r.ExpectedTurns = 1
	}
	for t := p.turnsLeft; t >= 1; t-- {
		var chosen []uint8
		if s.record(t) && t < len(s.choices) && len(s.choices[t]) == len(s.g.nodes) {
			chosen = s.choices[t]
		} else {
			s.sweepTo(t)
		}
		for c, m := range starts {
			if m == 0 {
				continue
			}
			r.ExpectedTurns += m
			for _, i := range s.g.cfgs[c].first {
				mass[i] += m / 2
			}
			starts[c] = 0
		}
		for i := len(mass) - 1; i >= 0; i-- {
			m := mass[i]
			if m == 0 {
				continue
			}
			mass[i] = 0
			nd := s.g.nodes[i]
			switch nd.kind {
			case kWinA, kWinB:
				if nd.kind == kWinA {
					r.AWins += m
				} else {
					r.BWins += m
				}
				r.LossA[int(nd.first>>16)] += m
				r.LossB[int(nd.first&0xffff)] += m
			case kTurnEnd:
				if s.known != nil && t > 1 {
					// The table has the rest of the battle from this turn start.
					e := s.known[s.g.cfgs[nd.first].k]
					r.AWins += m * e.AWins
					r.Draw += m * e.Draw
					r.BWins += m * (1 - e.AWins - e.Draw)
					r.ExpectedTurns += m * e.Turns
					continue
				}
				if t > 1 {
					starts[nd.first] += m
					continue
				}
				r.Draw += m
				cf := s.g.cfgs[nd.first]
				r.LossA[cf.lost[0]] += m
				r.LossB[cf.lost[1]] += m
			default:
				var k int
				if chosen != nil {
					k = int(chosen[i])
				} else {
					_, k = pick(nd, s.g.opts, s.cur)
				}
				o := s.g.opts[nd.first+int32(k)]
				p := odds[o.hits]
				mass[o.hit] += m * p
				if o.hits < 36 {
					mass[o.miss] += m * (1 - p)
				}
			}
		}
		if s.known != nil {
			break // the rest came from the table
		}
	}
	return r, nil
}
