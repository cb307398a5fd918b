package bot

import (
	"math/rand/v2"

	"github.com/ezd-game/ezd/tankwar"
)

// DefaultDepth is how many turns the search bot looks ahead: 9^4 = 6561 positions at the
// leaves, a few milliseconds a move (BenchmarkSearchChoose), far inside the 100 ms a move
// allowed.
const DefaultDepth = 4

// Search looks several turns ahead over both players' simultaneous choices (T3). Each
// position's value is the value of the 3x3 game of the nine joint actions after it,
// solved in mixed strategies (solve), down to a fixed depth where evaluate scores the
// position. At the root it draws its action from its optimal mixed strategy, with a seeded
// stream, so an opponent cannot read it and the same seed replays the same game.
type Search struct {
	depth int
	rng   *rand.Rand
}

// NewSearch returns a search bot looking depth turns ahead (at least 1).
func NewSearch(seed uint64, depth int) *Search {
	return &Search{depth: max(depth, 1), rng: rand.New(rand.NewPCG(seed, 0x736561726368))} // "search"
}

// Name returns "search".
func (*Search) Name() string { return "search" }

// Choose solves the position to the bot's depth and draws an action from the optimal
// mixed strategy.
func (s *Search) Choose(p tankwar.Position, me int) (tankwar.Action, error) {
	m, err := outcomes(&p, me, func(q *tankwar.Position) float64 { return s.value(*q, me, s.depth-1) })
	if err != nil {
		return 0, err
	}
	tremble(&m)
	_, x := solve(&m)
	return draw(s.rng, x), nil
}

// contempt is what a draw costs the search bot: it plays to win, so a collision of equal
// lives (T4: both destroyed) is worth less to it than a level game that goes on.
const contempt = lifePoint * 3 / 2

// value is the worth of p to me with depth turns still to look at. A win found sooner
// scores a little more, a loss later a little less, so the bot hurries and holds out.
func (s *Search) value(p tankwar.Position, me, depth int) float64 {
	if p.Result == tankwar.Draw {
		return -contempt
	}
	if p.Result.Over() {
		v := evaluate(&p, me)
		return v + v/winScore*float64(depth)
	}
	if depth == 0 {
		return evaluate(&p, me)
	}
	var m payoff
	for _, a := range tankwar.Actions {
		for _, b := range tankwar.Actions {
			a1, a2 := a, b
			if me == 1 {
				a1, a2 = b, a
			}
			q, _ := p.Step(a1, a2) // valid actions on a game not over: no error
			m[a][b] = s.value(q, me, depth-1)
		}
	}
	tremble(&m)
	v, _ := solve(&m)
	return v
}
