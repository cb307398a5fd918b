package bot

import "github.com/ezd-game/ezd/tankwar"

// Greedy looks one turn ahead and expects the opponent to keep going straight: it plays
// each of its three actions against that, scores the positions after the turn and keeps
// the best. It dodges what it sees coming and shoots what it can reach, but a foe that
// turns surprises it.
type Greedy struct{}

// NewGreedy returns the one-turn-ahead bot.
func NewGreedy() *Greedy { return &Greedy{} }

// Name returns "greedy".
func (*Greedy) Name() string { return "greedy" }

// Choose returns the action that scores best after one turn if the opponent goes straight.
func (*Greedy) Choose(p tankwar.Position, me int) (tankwar.Action, error) {
	best, bestV := tankwar.Straight, -inf
	for _, a := range tankwar.Actions {
		a1, a2 := a, tankwar.Straight
		if me == 1 {
			a1, a2 = a2, a1
		}
		q, err := p.Step(a1, a2)
		if err != nil {
			return 0, err
		}
		if v := evaluate(&q, me); v > bestV {
			best, bestV = a, v
		}
	}
	return best, nil
}

// outcomes scores the nine joint actions of one turn from p, rows me's actions, columns
// the opponent's.
func outcomes(p *tankwar.Position, me int, score func(*tankwar.Position) float64) (payoff, error) {
	var m payoff
	for _, a := range tankwar.Actions {
		for _, b := range tankwar.Actions {
			a1, a2 := a, b
			if me == 1 {
				a1, a2 = b, a
			}
			q, err := p.Step(a1, a2)
			if err != nil {
				return m, err
			}
			m[a][b] = score(&q)
		}
	}
	return m, nil
}
