package analysis

import (
	"github.com/ezd-game/ezd/army"
)

// Solver solves the stand-up fight (A1-A8) between two armies. It memoises every position
// it has built and every value it has computed, so a session that asks it again and again
// (a battle's win chance after every step) pays for the graph once. A Solver is not safe
// for use by several goroutines at once.
type Solver struct {
	opt Options
	l   layout
	g   graph
	b   builder
	err error // a budget error sticks: the graph is incomplete

	// levels[t][c] is the value of turn start c with t turns left; levels[0] is the draw.
	// They hold for the graph of builtNodes nodes and are computed again when it grows.
	levels     [][]float64
	builtNodes int
	// cur holds every node's value with curLevel turns left, prev is scratch.
	cur, prev []float64
	curLevel  int
}

// NewSolver returns a solver for army a (side A, red in a battle) against army b. The
// armies are not checked against their points limits: a solver answers for any rosters
// within its limits (MaxTanks a side, the position budget).
func NewSolver(a, b army.Army, opt Options) (*Solver, error) {
	opt, err := opt.withDefaults()
	if err != nil {
		return nil, err
	}
	l, err := newLayout(a, b)
	if err != nil {
		return nil, err
	}
	s := &Solver{opt: opt, l: l}
	s.g = graph{index: map[key]int32{}, cfgAt: map[key]int32{}}
	s.b = builder{l: &s.l, g: &s.g, greedy: opt.Policy == Greedy, budget: opt.Budget}
	return s, nil
}

// Options returns the solver's options with the defaults filled in.
func (s *Solver) Options() Options { return s.opt }

// Start returns the position before the first roll-off: every tank whole, with the
// solver's turns left.
func (s *Solver) Start() Position {
	var p pos
	p.kind, p.active = kStart, -1
	return Position{k: s.l.pack(&p), turnsLeft: s.opt.Turns}
}

// Value returns the value of p for side A (A6): P(A wins) + P(draw)/2 under the solver's
// policy.
func (s *Solver) Value(p Position) (float64, error) {
	if err := s.check(p); err != nil {
		return 0, err
	}
	i, err := s.locate(p.k)
	if err != nil {
		return 0, err
	}
	return s.valueAt(i, p.turnsLeft)
}

// check refuses a position the solver cannot have made.
func (s *Solver) check(p Position) error {
	if s.err != nil {
		return s.err
	}
	return CheckTurns(p.turnsLeft)
}

// locate returns the node of a position, or for a turn start ^config, building what is
// missing.
func (s *Solver) locate(k key) (int32, error) {
	p := s.l.unpack(k)
	if p.kind == kStart {
		c := s.b.config(&p)
		return ^c, s.grow()
	}
	i, ok := s.g.index[k]
	if !ok {
		var err error
		if i, err = s.b.node(&p); err != nil {
			s.err = err
			return 0, err
		}
	}
	return i, s.grow()
}

// grow builds the pending turn starts, and remembers a budget error for good.
func (s *Solver) grow() error {
	if err := s.b.grow(); err != nil {
		s.err = err
		return err
	}
	return nil
}

// valueAt returns the value of node i (or turn start ^i) with t turns left.
func (s *Solver) valueAt(i int32, t int) (float64, error) {
	if i < 0 {
		s.solveLevels(t)
		return s.levels[t][^i], nil
	}
	s.sweepTo(t)
	return s.cur[i], nil
}

// solveLevels computes the values of every turn start for 1 to t turns left (A5: the
// last turn first; a battle undecided when the last turn ends is a draw).
func (s *Solver) solveLevels(t int) {
	if s.builtNodes != len(s.g.nodes) || len(s.levels) == 0 || len(s.levels[0]) != len(s.g.cfgs) {
		draw := make([]float64, len(s.g.cfgs))
		for c := range draw {
			draw[c] = 0.5
		}
		s.levels = [][]float64{draw}
		s.builtNodes = len(s.g.nodes)
		s.curLevel = 0
	}
	for lv := len(s.levels); lv <= t; lv++ {
		s.sweep(lv)
		vals := make([]float64, len(s.g.cfgs))
		for c, cf := range s.g.cfgs {
			vals[c] = (s.cur[cf.first[0]] + s.cur[cf.first[1]]) / 2
		}
		s.levels = append(s.levels, vals)
	}
}

// sweepTo leaves the values of every node with t turns left in cur.
func (s *Solver) sweepTo(t int) {
	s.solveLevels(t - 1)
	if s.curLevel != t || len(s.cur) != len(s.g.nodes) {
		s.sweep(t)
	}
}

// sweep computes every node's value with t turns left into cur, from the turn starts'
// values with t-1 turns left. Children come before their parents.
func (s *Solver) sweep(t int) {
	if len(s.cur) != len(s.g.nodes) {
		s.cur = make([]float64, len(s.g.nodes))
	}
	next := s.levels[t-1]
	cur, opts := s.cur, s.g.opts
	for i, nd := range s.g.nodes {
		switch nd.kind {
		case kWinA:
			cur[i] = 1
		case kWinB:
			cur[i] = 0
		case kTurnEnd:
			cur[i] = next[nd.first]
		default:
			os := opts[nd.first : nd.first+int32(nd.n)]
			best := optionValue(os[0], cur)
			switch nd.side {
			case sideA:
				for _, o := range os[1:] {
					best = max(best, optionValue(o, cur))
				}
			case sideB:
				for _, o := range os[1:] {
					best = min(best, optionValue(o, cur))
				}
			}
			cur[i] = best
		}
	}
	s.curLevel = t
}

// odds[h] is h/36, the chance of a hit in h of 36 throws.
var odds = func() (o [37]float64) {
	for h := range o {
		o[h] = float64(h) / 36
	}
	return o
}()

// optionValue averages an option's outcomes (A6: chance nodes average).
func optionValue(o option, v []float64) float64 {
	if o.hits == 36 {
		return v[o.hit]
	}
	p := odds[o.hits]
	return p*v[o.hit] + (1-p)*v[o.miss]
}

// tolerance is A6's: choices whose values differ by less are equally good.
const tolerance = 1e-12

// choose returns the index of the option the policy takes at node nd, given the values
// in v: the best for the side that chooses, the first of the equally good (A6).
func choose(nd node, opts []option, v []float64) int {
	os := opts[nd.first : nd.first+int32(nd.n)]
	if nd.side == chance || len(os) == 1 {
		return 0
	}
	sign := 1.0
	if nd.side == sideB {
		sign = -1
	}
	best := sign * optionValue(os[0], v)
	for _, o := range os[1:] {
		best = max(best, sign*optionValue(o, v))
	}
	for k, o := range os {
		if sign*optionValue(o, v) >= best-tolerance {
			return k
		}
	}
	return 0
}
