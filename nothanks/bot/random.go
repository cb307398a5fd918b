package bot

import (
	"math/rand/v2"

	"github.com/ezd-game/ezd/nothanks"
)

// Random shoots at a drawn target half the time it may, and otherwise moves drawn steps.
type Random struct {
	rng *rand.Rand
}

// NewRandom returns a random bot whose choices the seed fixes.
func NewRandom(seed uint64) *Random {
	return &Random{rng: rand.New(rand.NewPCG(seed, 0x6e6f7468616e6b73))} // "nothanks"
}

// Name returns "random".
func (*Random) Name() string { return "random" }

// Decide shoots at a drawn target with chance 1/2 when there is one.
func (r *Random) Decide(p nothanks.Position) (nothanks.Choice, nothanks.Shot) {
	if shots := p.Shots(); len(shots) > 0 && r.rng.IntN(2) == 0 {
		return nothanks.Shoot, shots[r.rng.IntN(len(shots))]
	}
	return nothanks.Move, nothanks.Shot{}
}

// Steps draws each step from those possible after the steps before it.
func (r *Random) Steps(p nothanks.Position, roll int) []nothanks.Step {
	var out []nothanks.Step
	for range roll {
		all := p.Steps()
		if len(all) == 0 {
			break
		}
		s := all[r.rng.IntN(len(all))]
		out = append(out, s)
		p, _ = p.AfterStep(s)
	}
	return out
}
