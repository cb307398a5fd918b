// Package combat resolves Ein, Zwei, Drei attacks (R7), computes their exact odds, rolls
// fair dice (R11) and keeps the books of a battle (R3-R8). It is pure: it takes values and
// returns values and errors, and never reads files or prints.
package combat

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/ezd-game/ezd/internal/quote"
	"github.com/ezd-game/ezd/whole"
)

// Roller gives six-sided die results, 1 to 6. Fair dice never fail; dice entered by the
// players can run out or be refused.
type Roller interface {
	Roll() (int, error)
}

// Dice are fair virtual dice (R11): each roll is uniform over 1..6 with no modulo bias,
// and the same seed always gives the same rolls.
type Dice struct {
	seed uint64
	rng  *rand.Rand
}

// NewDice returns fair dice that roll reproducibly from seed.
func NewDice(seed uint64) *Dice {
	var key [32]byte
	binary.LittleEndian.PutUint64(key[:], seed)
	return &Dice{seed: seed, rng: rand.New(rand.NewChaCha8(key))}
}

// RandomSeed returns a fresh seed for dice the players did not seed, to be recorded so the
// rolls can be replayed (R11).
func RandomSeed() uint64 { return rand.Uint64() }

// Seed returns the seed the dice were made with.
func (d *Dice) Seed() uint64 { return d.seed }

// Roll returns the next die, uniform over 1..6.
func (d *Dice) Roll() (int, error) { return d.rng.IntN(6) + 1, nil }

// ErrNoDice is returned by Entered when every die entered has been used.
var ErrNoDice = errors.New("no more dice entered")

// Entered are dice the players rolled on the table and typed in (R11), used in order.
type Entered struct {
	dice []int
}

// NewEntered checks every die (R11: a whole number from 1 to 6) and returns them as a
// Roller that gives them back in order.
func NewEntered(dice ...int) (*Entered, error) {
	for _, d := range dice {
		if d < 1 || d > 6 {
			return nil, fmt.Errorf("a die shows 1 to 6, not %d", d)
		}
	}
	// A copy: the caller's slice could change after the check.
	return &Entered{dice: slices.Clone(dice)}, nil
}

// Roll returns the next entered die, or ErrNoDice.
func (e *Entered) Roll() (int, error) {
	if len(e.dice) == 0 {
		return 0, ErrNoDice
	}
	d := e.dice[0]
	e.dice = e.dice[1:]
	return d, nil
}

// ParseDie reads one die as the players typed it: a whole number from 1 to 6 (R11),
// written as package whole reads numbers ("+3" and "03" are refused). Anything else is
// refused, never guessed.
func ParseDie(s string) (int, error) {
	n, err := whole.Parse(s)
	if err != nil || n < 1 || n > 6 {
		return 0, fmt.Errorf("%s is not a die: enter a whole number from 1 to 6", quote.Value(strings.TrimSpace(s)))
	}
	return int(n), nil
}

// ParseDice reads the two dice of an attack, "A,D": the attacker's die, then the target's.
func ParseDice(s string) (attack, defence int, err error) {
	a, d, ok := strings.Cut(s, ",")
	if !ok || strings.Contains(d, ",") {
		return 0, 0, fmt.Errorf("%s is not two dice: write the attacker's die and the target's, as 5,3", quote.Value(s))
	}
	if attack, err = ParseDie(a); err != nil {
		return 0, 0, fmt.Errorf("attacker's die: %w", err)
	}
	if defence, err = ParseDie(d); err != nil {
		return 0, 0, fmt.Errorf("target's die: %w", err)
	}
	return attack, defence, nil
}
