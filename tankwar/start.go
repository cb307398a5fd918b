package tankwar

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// DefaultLife is the life of both tanks unless the start sets another (T2).
const DefaultLife = 5

// Placement is where a player puts a tank at the start (T2): a cell and a facing.
type Placement struct {
	Cell
	Dir Dir
}

// Start is the set-up of a game (T2): both placements and the life both tanks begin with.
type Start struct {
	Life  int
	Tanks [2]Placement
}

// Validate checks the start against T2: life a whole number from 1 to 99, both tanks on
// the grid facing one of the four ways, on two different cells.
func (s Start) Validate() error {
	if s.Life < 1 || s.Life > MaxLife {
		return fmt.Errorf("life %d is out of range (want 1 to %d)", s.Life, MaxLife)
	}
	for i, t := range s.Tanks {
		if !t.OnGrid() {
			return fmt.Errorf("tank %d starts on %v, outside the grid (want x and y from 1 to %d)", i+1, t.Cell, Size)
		}
		if !t.Dir.Valid() {
			return fmt.Errorf("tank %d faces %d (want 0 up, 1 right, 2 down or 3 left)", i+1, t.Dir)
		}
	}
	if s.Tanks[0].Cell == s.Tanks[1].Cell {
		return fmt.Errorf("both tanks start on %v (want two different cells)", s.Tanks[0].Cell)
	}
	return nil
}

// Position returns the position before turn 0. The start must be valid.
func (s Start) Position() Position {
	var p Position
	for i, t := range s.Tanks {
		p.Tanks[i] = Tank{Cell: t.Cell, Dir: t.Dir, Life: int16(s.Life)}
	}
	return p
}

// Mirror returns the cell and facing that are to p what the grid turned half-way round
// about its centre makes of them: (x,y) facing d becomes (21-x,21-y) facing (d+2) mod 4.
// The turn keeps left and right, the area and every rule, so two tanks placed as each
// other's mirror stand equally.
func (p Placement) Mirror() Placement {
	return Placement{Cell{Size + 1 - p.X, Size + 1 - p.Y}, (p.Dir + 2) & 3}
}

// FairStart draws a fair start from seed: tank 1 on a cell at least three away from every
// edge with a random facing, tank 2 on its mirror (Placement.Mirror), so neither player
// stands better. The same seed always gives the same start. Life must be 1 to 99.
func FairStart(seed uint64, life int) Start {
	var src rand.PCG
	src.Seed(seed, 0x7a6b_7761_72) // "tankwar"
	const lo, hi = 4, Size - 3
	p := Placement{Cell{int8(lo + intN(&src, hi-lo+1)), int8(lo + intN(&src, hi-lo+1))}, Dir(intN(&src, 4))}
	return Start{Life: life, Tanks: [2]Placement{p, p.Mirror()}}
}

// intN draws from src a whole number from 0 to n-1, n > 0, as rand.New(src).IntN(n) does on
// a 64-bit machine (the multiply-and-reject of Lemire, with its mask for a power of two),
// so FairStart gives the starts it always gave on one, and the same on a 32-bit machine,
// where rand.Rand draws small numbers another way. A rand.Rand would carry src behind an
// interface and put it on the heap: one allocation a game in BenchmarkRandomGames and in
// every tournament game. TestFairStartDrawsAsRandIntN holds it to rand.Rand.
func intN(src *rand.PCG, n uint64) int {
	if n&(n-1) == 0 {
		return int(src.Uint64() & (n - 1))
	}
	hi, lo := bits.Mul64(src.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(src.Uint64(), n)
		}
	}
	return int(hi)
}
