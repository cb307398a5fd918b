package bot

import "github.com/ezd-game/ezd/nothanks"

// Greedy takes the best shot there is, and otherwise steps its tanks, one step at a time,
// toward the enemy bases (the simple score: the sum of its tanks' distances to the
// nearest enemy base, smaller is better). It looks no further than the turn it plays.
type Greedy struct{}

// Name returns "greedy".
func (Greedy) Name() string { return "greedy" }

// Decide shoots whenever there is a target, at the one whose chance times the loss to its
// owner is highest.
func (Greedy) Decide(p nothanks.Position) (nothanks.Choice, nothanks.Shot) {
	best, found, bestV := nothanks.Shot{}, false, 0.0
	for _, s := range p.Shots() {
		if v := float64(s.Sixths()) * loss(&p, s.Target); !found || v > bestV {
			best, found, bestV = s, true, v
		}
	}
	if found {
		return nothanks.Shoot, best
	}
	return nothanks.Move, nothanks.Shot{}
}

// Steps makes each step the one that brings a tank nearest an enemy base; when every
// step moves away, the one that costs least.
func (Greedy) Steps(p nothanks.Position, roll int) []nothanks.Step {
	var out []nothanks.Step
	me := p.Next()
	var sv survey
	sv.take(&p) // bases never move, so one survey serves every step
	for range roll {
		best, bestV := nothanks.Step{}, 1<<30
		for _, s := range p.Steps() {
			v := sv.nearestEnemyBase(me, s.To) - sv.nearestEnemyBase(me, s.From)
			if v < bestV {
				best, bestV = s, v
			}
		}
		if bestV == 1<<30 {
			break
		}
		out = append(out, best)
		p, _ = p.AfterStep(best)
	}
	return out
}
