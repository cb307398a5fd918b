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
func (p Position) Step(a1, a2 Action) (Position, error) {
	if p.Result.Over() {
		return p, ErrOver
	}
	if !a1.Valid() {
		return p, fmt.Errorf("action %d for player 1 is out of range (want 0 straight, 1 left or 2 right)", a1)
	}
	if !a2.Valid() {
		return p, fmt.Errorf("action %d for player 2 is out of range (want 0 straight, 1 left or 2 right)", a2)
	}
	p.step(a1, a2)
	return p, nil
}

// step plays one turn in place; the actions are valid and the game is not over.
func (p *Position) step(a1, a2 Action) {
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
	if uint(p.Turn)%3 == 0 {
		p.Bullets.add(Bullet{t1.Ahead(t1.Dir), t1.Dir})
		p.Bullets.add(Bullet{t2.Ahead(t2.Dir), t2.Dir})
	}

	// Phases 4 and 5: a bullet hits on its cell, then after each of its two steps. Bullets
	// never meet each other and tanks stand still meanwhile, so each bullet is followed on
	// its own: it meets a tank at step s (0, 1 or 2) when the tank lies s cells ahead of it
	// on its line (pathStep). The first step at which it meets a tank is a hit, on every
	// tank on that cell, its own included, and removes the bullet; otherwise it ends two
	// cells on.
	k := int8(uint(p.Turn) >> 2) // T5 as AreaOf: the turn is never negative here
	lo, hi := 1+k, Size-k
	c1, c2 := t1.Cell, t2.Cell
	kept := 0
	for i, n := 0, int(p.Bullets.n); i < n; i++ {
		b := p.Bullets.list[i]
		ddx, ddy := dx[b.Dir&3], dy[b.Dir&3]
		s1, s2 := pathStep(b.Cell, ddx, ddy, c1), pathStep(b.Cell, ddx, ddy, c2)
		if s := min(s1, s2); s < 3 {
			if s1 == s {
				t1.Life -= bulletDamage
			}
			if s2 == s {
				t2.Life -= bulletDamage
			}
			continue
		}
		b.X += 2 * ddx
		b.Y += 2 * ddy
		// Phase 6 for bullets: only now are those outside this turn's area removed.
		if b.X >= lo && b.X <= hi && b.Y >= lo && b.Y <= hi {
			p.Bullets.list[kept] = b
			kept++
		}
	}
	p.Bullets.n = uint8(kept)

	// Phase 6 for tanks: off the grid all life is lost (life becomes min(life, 0), without
	// the 1 as well); on the grid but outside the area, 1 is lost.
	for _, t := range [2]*Tank{t1, t2} {
		switch {
		case !t.OnGrid():
			t.Life = min(t.Life, 0)
		case t.X < lo || t.X > hi || t.Y < lo || t.Y > hi:
			t.Life--
		}
	}

	// Phase 7, the end check (T8): life 0 or less is destroyed (T6).
	d1, d2 := t1.Life <= 0, t2.Life <= 0
	switch {
	case d1 && d2:
		p.Result = Draw
	case d1:
		p.Result = P2Wins
	case d2:
		p.Result = P1Wins
	}
	p.Turn++
}

// pathStep returns s when cell t lies s cells (0, 1 or 2) ahead of c in the facing whose
// step is (ddx, ddy), else 3: the step of a bullet's flight at which it meets a tank there.
func pathStep(c Cell, ddx, ddy int8, t Cell) int8 {
	ox, oy := t.X-c.X, t.Y-c.Y
	along, across := ox*ddx+oy*ddy, ox*ddy-oy*ddx
	if across == 0 && uint8(along) <= 2 {
		return along
	}
	return 3
}
