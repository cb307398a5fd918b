package bot

import "github.com/ezd-game/ezd/tankwar"

// MinimaxDepth is how many turns the minimax bot looks ahead: 9^5 = 59,049 joint lines.
const MinimaxDepth = 5

// Minimax is a sparring partner modelled on the public C++ original's AI: a worst-case
// search MinimaxDepth turns deep over the nine joint actions of each turn (T3), assuming
// the opponent always answers with the reply worst for it, and an evaluation of life and
// of the distance to the shrinking edge (a penalty within edgeWatch cells of it, T5). It
// plays pure strategies, the first best action in the order straight, left, right: the
// same position always gets the same answer.
type Minimax struct {
	depth int
}

// NewMinimax returns the worst-case searcher looking depth turns ahead (at least 1).
func NewMinimax(depth int) *Minimax { return &Minimax{depth: max(depth, 1)} }

// Name returns "minimax".
func (*Minimax) Name() string { return "minimax" }

// Choose returns the action whose worst reply scores best.
func (m *Minimax) Choose(p tankwar.Position, me int) (tankwar.Action, error) {
	if p.Result.Over() {
		return 0, tankwar.ErrOver
	}
	best, bestV := tankwar.Straight, -inf
	for _, a := range tankwar.Actions {
		if v := m.worst(&p, me, a, m.depth-1, bestV); v > bestV {
			best, bestV = a, v
		}
	}
	return best, nil
}

// worst is the value to me of playing a from p when the opponent picks its best reply.
// Once a reply drives the value to floor or below, a is no better than an action already
// found and the other replies are skipped (alpha-beta).
func (m *Minimax) worst(p *tankwar.Position, me int, a tankwar.Action, depth int, floor float64) float64 {
	v := inf
	for _, b := range tankwar.Actions {
		a1, a2 := a, b
		if me == 1 {
			a1, a2 = b, a
		}
		q, _ := p.Step(a1, a2)            // valid actions on a game not over: no error
		v = min(v, m.value(q, me, depth)) // by value: a pointer would send q to the heap
		if v <= floor {
			return v
		}
	}
	return v
}

// value is the worth of p to me with depth turns still to look at.
func (m *Minimax) value(p tankwar.Position, me, depth int) float64 {
	if depth == 0 || p.Result.Over() {
		return minimaxScore(&p, me)
	}
	best := -inf
	for _, a := range tankwar.Actions {
		best = max(best, m.worst(&p, me, a, depth-1, best))
	}
	return best
}

// edgeWatch is how near the edge of the playable area a tank may come before the
// minimax bot's evaluation counts it against it.
const edgeWatch = 4

// minimaxScore is the minimax bot's evaluation: the end (T8), else the life difference
// and, for each tank, a penalty for every cell it stands within edgeWatch of the edge of
// the area of the coming turn (T5), twice that per cell outside it.
func minimaxScore(p *tankwar.Position, me int) float64 {
	if p.Result.Over() {
		return endScore(p.Result, me)
	}
	my, op := &p.Tanks[me], &p.Tanks[1-me]
	return lifePoint*float64(my.Life-op.Life) - edgePenalty(p, my) + edgePenalty(p, op)
}

// edgePenalty is what standing near or beyond the edge of p's area costs t.
func edgePenalty(p *tankwar.Position, t *tankwar.Tank) float64 {
	area := p.Area()
	x, y := int(t.X), int(t.Y)
	room := min(x-area.Min, area.Max-x, y-area.Min, area.Max-y)
	switch {
	case room < 0:
		return 2 * 20 * float64(edgeWatch-room)
	case room < edgeWatch:
		return 20 * float64(edgeWatch-room)
	}
	return 0
}
