package analysis

import (
	"runtime"
	"slices"

	"github.com/ezd-game/ezd/analysis/internal/hugepage"
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
	// cur holds every node's value with curLevel turns left.
	cur      []float64
	curLevel int
	// choices[t][i] is the option taken at node i with t turns left (see record).
	choices   [][]uint8
	recording bool

	// known holds the turn starts of a Table (table.go): their numbers with Turns-1 turns
	// left. A solver made from a table builds only the current turn; nil otherwise.
	known map[key]Entry

	// cores is how many goroutines build the whole battle's graph and sweep it for a
	// table (parallel.go, ranksweep.go); 1 builds and sweeps as before.
	cores int
}

// NewSolver returns a solver for army a (side A, red in a battle) against army b. The
// armies are not checked against their points limits: a solver answers for any rosters
// within its limits (MaxTanks a side, the position budget). Armies whose estimated
// positions are over the budget are refused at once with a *BudgetError (estimate.go).
func NewSolver(a, b army.Army, opt Options) (*Solver, error) {
	opt, err := opt.withDefaults()
	if err != nil {
		return nil, err
	}
	l, err := newLayout(a, b)
	if err != nil {
		return nil, err
	}
	if err := l.checkSize(opt); err != nil {
		return nil, err
	}
	s := &Solver{opt: opt, l: l, cores: min(runtime.GOMAXPROCS(0), maxCores)}
	s.g = graph{index: newIndex(1 << 14), cfgAt: map[key]int32{}}
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
	if p.kind == kStart && len(s.g.nodes) == 0 && s.known == nil && !s.buildParallel(k) {
		s.presize()
	}
	if p.kind == kStart {
		c := s.b.config(&p)
		if s.known != nil && s.g.cfgs[c].first[0] < 0 && !slices.Contains(s.g.pending, c) {
			// The table has this turn start only with a turn fewer: build its turn.
			s.g.pending = append(s.g.pending, c)
		}
		return ^c, s.grow()
	}
	i, ok := s.g.index.get(k)
	if !ok {
		var err error
		if i, err = s.b.node(&p); err != nil {
			s.err = err
			return 0, err
		}
	}
	return i, s.grow()
}

// presize makes room for the whole battle's graph, as estimated from the armies, before
// a question that builds all of it (a turn start): growing the arrays and the index step
// by step copied them over and over.
func (s *Solver) presize() { s.presizeFor(1) }

// presizeFor makes room for a share of the battle's positions and turn starts.
func (s *Solver) presizeFor(share float64) {
	positions, starts := s.room(share)
	s.g.index = newIndex(positions)
	s.g.nodes = hugepage.Make[node](0, positions)
	s.g.opts = hugepage.Make[option](0, 3*positions)
	s.g.cfgs = make([]config, 0, starts)
	s.g.cfgAt = make(map[key]int32, starts)
}

// room is how many positions and turn starts to make room for, for a share of the whole
// battle: the positions estimated from the armies (estimate.go) with a quarter more, and
// the turn starts counted exactly, neither over the budget.
func (s *Solver) room(share float64) (positions, starts int) {
	budget := float64(s.opt.Budget)
	return int(min(s.l.estimate(s.opt.Policy)*1.25*share, budget)),
		int(min(s.l.standings(sideA)*s.l.standings(sideB)*share, budget))
}

// grow builds the pending turn starts, and remembers a budget error for good.
func (s *Solver) grow() error {
	if err := s.b.grow(); err != nil {
		s.err = err
		return err
	}
	if s.b.missing {
		s.err = ErrOutsideTable
		return s.err
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
	if s.known != nil {
		s.knownLevels(t)
		return
	}
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
// values with t-1 turns left. Children come before their parents. With record, it keeps
// the step each node's side takes in choices[t], for Outcome.
func (s *Solver) sweep(t int) {
	if len(s.cur) != len(s.g.nodes) {
		s.cur = hugepage.Make[float64](len(s.g.nodes), len(s.g.nodes))
	}
	var chosen []uint8
	if s.record(t) {
		for len(s.choices) <= t {
			s.choices = append(s.choices, nil)
		}
		if len(s.choices[t]) != len(s.g.nodes) {
			s.choices[t] = make([]uint8, len(s.g.nodes))
		}
		chosen = s.choices[t]
	}
	next := s.levels[t-1]
	cur, opts := s.cur, s.g.opts
	for i, nd := range s.g.nodes {
		switch {
		case nd.kind == kTurnEnd:
			cur[i] = next[nd.first]
		case nd.kind == kWinA:
			cur[i] = 1
		case nd.kind == kWinB:
			cur[i] = 0
		case chosen != nil:
			v, k := pick(nd, opts, cur)
			cur[i], chosen[i] = v, uint8(k)
		default:
			os := opts[nd.first : nd.first+int32(nd.n)]
			best := optionValue(os[0], cur)
			if nd.side == sideA {
				for _, o := range os[1:] {
					if w := optionValue(o, cur); w > best {
						best = w
					}
				}
			} else if nd.side == sideB {
				for _, o := range os[1:] {
					if w := optionValue(o, cur); w < best {
						best = w
					}
				}
			}
			cur[i] = best
		}
	}
	s.curLevel = t
}

// maxChoices bounds the memory kept for the steps taken at every node and turn.
const maxChoices = 1 << 27

// record reports whether sweeps keep the steps taken, for every turn up to the solver's:
// only once an Outcome has asked for them, since values alone sweep faster.
func (s *Solver) record(t int) bool {
	return s.recording && t <= s.opt.Turns && len(s.g.nodes)*s.opt.Turns <= maxChoices
}

// odds[h] is h/36, the chance of a hit in h of 36 throws.
var odds = func() (o [37]float64) {
	for h := range o {
		o[h] = float64(h) / 36
	}
	return o
}()

// optionValue averages an option's outcomes (A6: chance nodes average). A step with one
// outcome has hits 36 and miss = hit, and 1*v + 0*v is v exactly.
func optionValue(o option, v []float64) float64 {
	p := odds[o.hits]
	return p*v[o.hit] + (1-p)*v[o.miss]
}

// tolerance is A6's: choices whose values differ by less are equally good.
const tolerance = 1e-12

// weigh is A6 for option j, of value w, of a node where side chooses, after the options
// before it: the step chosen so far (of value chosen, option k) gives way to it only when
// it is better by more than the tolerance, so of equally good steps the first wins; best
// is the most valuable for side of all of them, the node's value.
func weigh(side uint8, w float64, j int, chosen, best float64, k int) (float64, float64, int) {
	if side == sideA {
		if w > chosen+tolerance {
			chosen, k = w, j
		}
		return chosen, max(best, w), k
	}
	if w < chosen-tolerance {
		chosen, k = w, j
	}
	return chosen, min(best, w), k
}

// pick returns the value of node nd, for which the values of its children are in v, and
// the option its side takes (A6): side A the most valuable, side B the least; an option
// replaces the one chosen so far only when it is better by more than A6's tolerance, so
// of equally good steps the first in the order of steps wins.
func pick(nd node, opts []option, v []float64) (float64, int) {
	os := opts[nd.first : nd.first+int32(nd.n)]
	best := optionValue(os[0], v)
	if nd.side == chance {
		return best, 0
	}
	chosen, k := best, 0
	for j := 1; j < len(os); j++ {
		chosen, best, k = weigh(nd.side, optionValue(os[j], v), j, chosen, best, k)
	}
	return best, k
}
