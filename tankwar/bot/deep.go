package bot

import (
	"math"
	"math/rand/v2"
	"time"

	"github.com/ezd-game/ezd/tankwar"
)

// DeepBudget is the time the deep bot gives a move when it has a clock: well inside the
// 100 ms a move allowed, on a loaded machine too.
const DeepBudget = 50 * time.Millisecond

// deepFixedDepth is how deep the deep bot looks when it has no clock (tests, a seed that
// must replay the same game): the depth the budget reaches on a quiet machine.
const deepFixedDepth = 5

// deepSlip is how often the deep bot expects its opponent to slip (see tremble); as for
// search, it makes the bot set traps. (Tried against minimax over 20 games each: 0, 0.1
// and 0.2 all drew every game.)
const deepSlip = 0.2

// deepLastSquares is the first turn of the last areas of 4x4 cells or fewer (T5: turns 32
// to 39), where every cell is within a step or two of the edge.
const deepLastSquares = endgameTurn - 8

// deepSlipAt is the slip the deep bot expects on a turn: none in the last squares
// (deepLastSquares), where any action but the right one leaves the area and costs a life
// (T5, T4 phase 6). Expecting slips there, it counted on the opponent giving lives away
// in the 2x2 dance of turns 36 to 39, and so mixed in an action that left itself no way
// into turn 36's area: a life behind at turn 40, it bled out first (issue 31 item 13).
func deepSlipAt(turn int) float64 {
	if turn >= deepLastSquares {
		return 0
	}
	return deepSlip
}

// deepAim weighs the bullets and the aim of threat against the life lead: one aim is
// worth about a twentieth of a life lead at turn 0. (1000 and 2000 drew as often.)
const deepAim = 150.0

// deepMaxDepth bounds iterative deepening.
const deepMaxDepth = 12

// Deep searches deeper than search, for as long as its time budget allows (iterative
// deepening: depth 1, 2, 3... while the next depth fits in the time left), with the same
// mixed-strategy solution of each turn's 3x3 simultaneous game (T3), a transposition
// table that keeps the value of every position already searched, and an evaluation that
// knows the shrink schedule (T5) and the endgame (from turn 40 both tanks lose 1 a turn,
// so the life each will have at turn 40 decides the game): see deepScore. At the root it
// draws its action from the optimal mixed strategy of the deepest search finished.
type Deep struct {
	rng      *rand.Rand
	now      func() time.Time // nil: search to deepFixedDepth, never reading a clock
	budget   time.Duration
	deadline time.Time
	nodes    int
	aborted  bool
	me       int
	table    []ttEntry
	// Depth is the depth of the last move's deepest finished search, for tests and
	// benchmarks.
	Depth int
}

// ttEntry is one position's value, searched to depth turns, for player me.
type ttEntry struct {
	key   uint64
	value float64
	depth int8
	me    int8
}

// ttSize is the transposition table's number of entries (a power of two): 4 MiB.
const ttSize = 1 << 17

// NewDeep returns the deep bot. now is the clock it reads to keep to budget; with nil it
// searches deepFixedDepth turns every move, the same answer for the same seed and
// position.
func NewDeep(seed uint64, now func() time.Time, budget time.Duration) *Deep {
	return &Deep{rng: rand.New(rand.NewPCG(seed, 0x64656570)), now: now, budget: budget, table: make([]ttEntry, ttSize)} // "deep"
}

// Name returns "deep".
func (*Deep) Name() string { return "deep" }

// Choose searches deeper and deeper until the budget runs out and draws the action from
// the optimal mixed strategy of the deepest search that finished.
func (d *Deep) Choose(p tankwar.Position, me int) (tankwar.Action, error) {
	if p.Result.Over() {
		return 0, tankwar.ErrOver
	}
	d.me = me
	var start time.Time
	if d.now != nil {
		start = d.now()
		d.deadline = start.Add(d.budget)
	}
	var best payoff
	d.Depth = 0
	for depth := 1; depth <= deepMaxDepth; depth++ {
		if d.now == nil && depth > deepFixedDepth {
			break
		}
		d.aborted = false
		m := d.matrix(&p, depth)
		if d.aborted {
			break
		}
		best, d.Depth = m, depth
		if d.now != nil {
			// The next depth costs about nine times this one (three actions a side),
			// less what the table already knows: start it only if that fits.
			spent := d.now().Sub(start)
			if spent*6 > d.budget-spent {
				break
			}
		}
	}
	// The strategy safe against the best reply, and the one that also sets traps for a
	// slip (deepSlip): a trap may cost the safe worst case at most deepTrapCost. Against an
	// opponent that never slips (minimax), a trap that risks a collision of equal lives
	// (T4, a draw) for a hit that never comes gives the draw away.
	secure, safe := solve(&best)
	trapping := best
	trembleBy(&trapping, deepSlipAt(p.Turn))
	_, x := solve(&trapping)
	if guaranteed(&best, x) < secure-deepTrapCost {
		x = safe
	}
	return draw(d.rng, x), nil
}

// deepTrapCost is how much of its worst case the deep bot's root move may give up to set
// a trap: a hundredth of a near-certain outcome, less than one aim at the foe (deepAim).
const deepTrapCost = deepLikely / 100

// draw picks an action with the probabilities x.
func draw(rng *rand.Rand, x [3]float64) tankwar.Action {
	r := rng.Float64()
	for _, a := range tankwar.Actions {
		if r < x[a] {
			return a
		}
		r -= x[a]
	}
	best := tankwar.Straight // rounding left r above the sum: the likeliest action
	for _, a := range tankwar.Actions {
		if x[a] > x[best] {
			best = a
		}
	}
	return best
}

// matrix scores the nine joint actions from p, each searched depth-1 turns further.
func (d *Deep) matrix(p *tankwar.Position, depth int) payoff {
	var m payoff
	for _, a := range tankwar.Actions {
		for _, b := range tankwar.Actions {
			a1, a2 := a, b
			if d.me == 1 {
				a1, a2 = b, a
			}
			q, _ := p.Step(a1, a2)        // valid actions on a game not over: no error
			m[a][b] = d.value(q, depth-1) // by value: a pointer would send q to the heap
			if d.aborted {
				return m
			}
		}
	}
	return m
}

// value is the worth of p to the bot with depth turns still to look at.
func (d *Deep) value(p tankwar.Position, depth int) float64 {
	if p.Result.Over() {
		return deepEnd(&p, d.me, depth)
	}
	if depth == 0 {
		return deepScore(&p, d.me)
	}
	d.nodes++
	if d.now != nil && d.nodes&255 == 0 && d.now().After(d.deadline) {
		d.aborted = true
		return 0
	}
	key := positionKey(&p)
	e := &d.table[key&(ttSize-1)]
	if e.key == key && int(e.depth) >= depth && int(e.me) == d.me {
		return e.value
	}
	m := d.matrix(&p, depth)
	if d.aborted {
		return 0
	}
	trembleBy(&m, deepSlipAt(p.Turn))
	v, _ := solve(&m)
	*e = ttEntry{key: key, value: v, depth: int8(depth), me: int8(d.me)}
	return v
}

// Scores of the deep bot's evaluation: an end is worth deepWin (sooner a little more), a
// position at most deepLikely, by how sure its outcome looks.
const (
	deepWin    = 2 * winScore
	deepLikely = winScore
)

// deepDraw is what a draw costs: the bot plays to win, so it would rather a level game
// went on than end in a collision of equal lives (T4). (-winScore/2 drew as often.)
const deepDraw = -winScore / 20

// deepEnd scores a game over (T8) with depth turns of the search left: a win found sooner
// is worth a little more, a loss later a little less.
func deepEnd(p *tankwar.Position, me, depth int) float64 {
	switch p.Result {
	case tankwar.Draw:
		return deepDraw
	case tankwar.P1Wins, tankwar.P2Wins:
		v := deepWin * (1 + float64(depth)/100)
		if (p.Result == tankwar.P1Wins) == (me == 0) {
			return v
		}
		return -v
	}
	return 0
}

// deepScore is the deep bot's evaluation of a game going on, for player me. What decides a
// game is the life each tank will have at turn 40 (T5, T8): its life now less what the
// shrinking edge must still take from it (lifeAtEndgame, exact when nothing else touches
// it). The lead in that life counts the more the nearer turn 40 is, up to near-certainty
// (tanh); bullets flying at a tank and the aim of each tank (standing, without its room
// term, which edgeLoss replaces) count a little.
func deepScore(p *tankwar.Position, me int) float64 {
	my, op := &p.Tanks[me], &p.Tanks[1-me]
	lead := float64(lifeAtEndgame(my, p.Turn) - lifeAtEndgame(op, p.Turn))
	sure := 0.35 + 0.06*float64(min(p.Turn, endgameTurn))
	s := deepLikely * math.Tanh(sure*lead)
	return s + deepAim*(threat(p, my, op)-threat(p, op, my))
}

// threat scores one tank's chances apart from life: bullets flying at it, the nearer the
// worse, and, before a bullet turn, its aim at the foe.
func threat(p *tankwar.Position, t, foe *tankwar.Tank) float64 {
	s := 0.0
	for i := range p.Bullets.Len() {
		b := p.Bullets.At(i)
		if d := approach(b.Cell, b.Dir, t.Cell); d > 0 && d <= 6 {
			s -= 90 / float64(d)
		}
	}
	if p.Turn%3 != 1 {
		if d := approach(t.Cell, t.Dir, foe.Cell); d > 0 && d <= 5 {
			s += 25
		}
	}
	return s
}

// positionKey hashes a position for the transposition table: the turn, both tanks and
// the bullets (64-bit FNV-1a over their bytes).
func positionKey(p *tankwar.Position) uint64 {
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	mix := func(v uint64) { h = (h ^ v) * prime }
	mix(uint64(p.Turn))
	for _, t := range p.Tanks {
		mix(uint64(uint8(t.X)) | uint64(uint8(t.Y))<<8 | uint64(uint8(t.Dir))<<16 | uint64(uint16(t.Life))<<24)
	}
	for i := range p.Bullets.Len() {
		b := p.Bullets.At(i)
		mix(uint64(uint8(b.X)) | uint64(uint8(b.Y))<<8 | uint64(uint8(b.Dir))<<16 | 1<<40)
	}
	return h
}
