package tankwar

import (
	"errors"
	"fmt"
)

// MaxLife is the most life a tank may start with (T2).
const MaxLife = 99

// MaxTurns bounds the length of a game from a legal start: from turn 40 no cell is playable
// (T5), so each tank loses at least 1 life a turn and a life of at most 99 is gone by turn
// 138. Turns 0 to 138 are 139 turns.
const MaxTurns = 40 + MaxLife

// ErrOver is returned by Step for a position whose game has ended (T8).
var ErrOver = errors.New("the game is over")

// bulletDamage is what a hit costs (T4).
const bulletDamage = 2

// Step plays one turn (T4) with player 1's action a1 and player 2's action a2 and returns
// the position after it. It fails only for an action out of range or a game that is over.
// It is small enough to be inlined, so a caller's p, _ = p.Step(a1, a2) costs no call
// with a position copied in and out (BenchmarkRandomGames).
func (p Position) Step(a1, a2 Action) (Position, error) {
	err := p.play(a1, a2)
	return p, err
}

// refuse says why a turn cannot be played: the game is over or an action is out of range.
func (p *Position) refuse(a1, a2 Action) error {
	if p.Result.Over() {
		return ErrOver
	}
	if !a1.Valid() {
		return fmt.Errorf("action %d for player 1 is out of range (want 0 straight, 1 left or 2 right)", a1)
	}
	return fmt.Errorf("action %d for player 2 is out of range (want 0 straight, 1 left or 2 right)", a2)
}

// step plays one turn in place; the actions are valid and the game is not over.
func (p *Position) step(a1, a2 Action) { _ = p.play(a1, a2) }

// play plays one turn in place, or leaves p as it is and says why it cannot (refuse).
func (p *Position) play(a1, a2 Action) error {
	if p.Result != Ongoing || uint8(a1) > uint8(TurnRight) || uint8(a2) > uint8(TurnRight) {
		return p.refuse(a1, a2)
	}
	t1, t2 := &p.Tanks[0], &p.Tanks[1]

	// Phase 1: both tanks turn and move at the same time.
	t1.Dir = t1.Dir.Turn(a1)
	t1.Cell = t1.Ahead(t1.Dir)
	t2.Dir = t2.Dir.Turn(a2)
	t2.Cell = t2.Ahead(t2.Dir)

	// Phase 2: on one cell, each loses the lower of the two lives before the collision.
	// Swapping or passing is no collision: only the cells after the move count.
	if t1.Cell == t2.Cell {
		m := min(t1.Life, t2.Life)
		t1.Life -= m
		t2.Life -= m
	}

	// Phase 3: every third turn, from turn 0, each tank fires one cell ahead.
	c1, c2 := t1.packed(), t2.packed()
	if uint(p.Turn)%3 == 0 {
		// At most 14 bullets fly before a turn's two are fired (MaxBullets), so the mask
		// never wraps; it only spares the bounds checks.
		n := p.Bullets.n
		p.Bullets.list[n&(MaxBullets-1)] = packedBullet(c1+step[t1.Dir&3]) | packedBullet(t1.Dir&3)<<dirShift | 1<<ownerShift
		p.Bullets.list[(n+1)&(MaxBullets-1)] = packedBullet(c2+step[t2.Dir&3]) | packedBullet(t2.Dir&3)<<dirShift | 2<<ownerShift
		p.Bullets.n = n + 2
	}

	// Phases 4 and 5: a bullet hits on its cell, then after each of its two steps. Bullets
	// never meet each other and tanks stand still meanwhile, so each bullet is followed on
	// its own: it meets a tank at step s (0, 1 or 2) when the tank lies s cells ahead of it
	// on its line, which hitAt looks up from the difference of their packed cells. The
	// first step at which it meets a tank is a hit, on every tank on that cell, its own
	// included, and removes the bullet; otherwise it ends two cells on.
	//
	// The area of the turn (T5) is the cells whose depth is above k = turn/4: from turn 40
	// no cell's is.
	k := int(uint(p.Turn) >> 2) // AreaOf's k: the turn is never negative here
	h1at, h2at := c1+hitReach, c2+hitReach
	kept := 0
	for _, w := range p.Bullets.list[:p.Bullets.n] {
		d := w >> dirShift & 3
		nc := -int(w & cellBits)
		at := &hitAt[d]
		if h1, h2 := at[(h1at+nc)&hitMask], at[(h2at+nc)&hitMask]; h1|h2 != 0 {
			h := max(h1, h2)
			if h1 == h {
				t1.Life -= bulletDamage
			}
			if h2 == h {
				t2.Life -= bulletDamage
			}
			continue
		}
		w += moveBy[d]
		// Phase 6 for bullets: only now are those outside this turn's area removed. The
		// list is compacted in place (kept is at most the index read, below MaxBullets):
		// every bullet is written and only the kept ones counted, which spares a branch
		// random games cannot predict and leaves the slots from Len() on as they fall.
		p.Bullets.list[kept&(MaxBullets-1)] = w
		if int(depth[w&cellBits]) > k {
			kept++
		}
	}
	p.Bullets.n = uint8(kept)

	// Phase 6 for tanks: outside the area but on the grid, 1 is lost; off the grid all
	// life is lost (life becomes min(life, 0), without the 1 as well).
	if e1, e2 := depth[c1&cellBits], depth[c2&cellBits]; int(min(e1, e2)) <= k {
		t1.payEdge(e1, k)
		t2.payEdge(e2, k)
	}

	// Phase 7, the end check (T8): life 0 or less is destroyed (T6).
	if t1.Life <= 0 || t2.Life <= 0 {
		p.end()
	}
	p.Turn++
	return nil
}

// end is the end check (T8) once a tank's life is 0 or less (T6): it is destroyed.
func (p *Position) end() {
	var dead uint8
	if p.Tanks[0].Life <= 0 {
		dead |= 1
	}
	if p.Tanks[1].Life <= 0 {
		dead |= 2
	}
	p.Result = endOf[dead]
}

// payEdge is phase 6 of T4 for a tank on a cell of depth e (see depth) in a turn whose area
// is the cells of depth above k: outside it, 1 is lost, and off the grid (depth 0) all life.
func (t *Tank) payEdge(e uint8, k int) {
	if int(e) <= k {
		if e == 0 {
			t.Life = min(t.Life, 0)
		} else {
			t.Life--
		}
	}
}

// endOf is the result of the end check (T8) from which tanks are destroyed: bit 0 player
// 1's, bit 1 player 2's.
var endOf = [4]Result{Ongoing, P2Wins, P1Wins, Draw}

// step is what one cell ahead in each facing adds to a packed cell (T1).
var step = [4]int{Up: -32, Right: 1, Down: 32, Left: -1}

// moveBy is what a bullet's two cells of flight in each facing add to its packed word: the
// cell field's sum never leaves 0..1023, and the uint16 sum wraps for the negative ones.
var moveBy = [4]packedBullet{Up: 1<<16 - 64, Right: 2, Down: 64, Left: 1<<16 - 2}

// depth[c] is 0 for a packed cell c off the grid and 1+min(x-1, 20-x, y-1, 20-y) for a cell
// (x,y) on it: the cell is in the area of turn t (T5) when its depth is above k = t/4, the
// k of AreaOf.
var depth = func() (d [cellBits + 1]uint8) {
	for x := int8(1); x <= Size; x++ {
		for y := int8(1); y <= Size; y++ {
			d[Cell{x, y}.packed()] = uint8(1 + min(x-1, Size-x, y-1, Size-y))
		}
	}
	return d
}()

// hitReach and hitMask index hitAt: a difference of packed cells from -hitReach to
// hitMask-hitReach has its own entry. Tanks and bullets differ by less than 32 rows and
// columns, so the differences of a turn are -1023 to 1023 and never share an entry.
const (
	hitReach = 2 * 32
	hitMask  = 1<<11 - 1
)

// hitAt[d][(tank-bullet+hitReach)&hitMask] is 3-s when a tank on packed cell tank lies s
// cells ahead (0, 1 or 2) of a bullet flying in facing d on packed cell bullet, else 0:
// the earliest step of a hit has the largest entry.
var hitAt = [4][hitMask + 1]uint8{
	Up:    {hitReach: 3, hitReach - 32: 2, hitReach - 64: 1},
	Right: {hitReach: 3, hitReach + 1: 2, hitReach + 2: 1},
	Down:  {hitReach: 3, hitReach + 32: 2, hitReach + 64: 1},
	Left:  {hitReach: 3, hitReach - 1: 2, hitReach - 2: 1},
}
