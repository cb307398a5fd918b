package bot

import (
	"math/rand/v2"

	"github.com/ezd-game/ezd/tankwar"
)

// Random chooses each action uniformly at random from a seeded stream.
type Random struct {
	rng *rand.Rand
}

// NewRandom returns a random bot whose choices the seed fixes.
func NewRandom(seed uint64) *Random {
	return &Random{rng: rand.New(rand.NewPCG(seed, 0x72616e646f6d))} // "random"
}

// Name returns "random".
func (*Random) Name() string { return "random" }

// Choose returns 0, 1 or 2 with equal chances, whatever the position.
func (r *Random) Choose(tankwar.Position, int) (tankwar.Action, error) {
	return tankwar.Action(r.rng.IntN(3)), nil
}
