package tankwar

// oldPosition is Position as it was before the engine was made faster for
// BenchmarkRandomGames (commit 2871e3e): bullets kept as Bullet values. owner is new: who
// fired each bullet (1 or 2, 0 for a set-up one), kept beside the list as the fast engine
// keeps it inside its packed bullets.
type oldPosition struct {
	Turn    int
	Tanks   [2]Tank
	Bullets oldBullets
	Result  Result
}

type oldBullets struct {
	list  [MaxBullets]Bullet
	owner [MaxBullets]int
	n     uint8
}

func (b *oldBullets) add(x Bullet, owner int) {
	b.list[b.n] = x
	b.owner[b.n] = owner
	b.n++
}

// oldOf gives p to the old engine.
func oldOf(p Position) oldPosition {
	o := oldPosition{Turn: p.Turn, Tanks: p.Tanks, Result: p.Result}
	for i := range p.Bullets.Len() {
		o.Bullets.add(p.Bullets.At(i), p.Bullets.Owner(i))
	}
	return o
}

// sameAsOld reports whether p is o: turn, tanks, result, and the bullets in the same order
// with the same owners.
func sameAsOld(p Position, o oldPosition) bool {
	if p.Turn != o.Turn || p.Tanks != o.Tanks || p.Result != o.Result || p.Bullets.Len() != int(o.Bullets.n) {
		return false
	}
	for i := range p.Bullets.Len() {
		if p.Bullets.At(i) != o.Bullets.list[i] || p.Bullets.Owner(i) != o.Bullets.owner[i] {
			return false
		}
	}
	return true
}

// oracleStep is the engine's step as it was before it was made faster (commit 2871e3e,
// tankwar/step.go), kept word for word on oldPosition but for its name and the lines
// marked "owner", as the oracle of TestStepMatchesTheOldEngine.
func oracleStep(p oldPosition, a1, a2 Action) oldPosition {
	t1, t2 := &p.Tanks[0], &p.Tanks[1]

	// Phase 1: both tanks turn and move at the same time.
	t1.Dir = t1.Dir.Turn(a1)
	t1.Cell = t1.Ahead(t1.Dir)
	t2.Dir = t2.Dir.Turn(a2)
	t2.Cell = t2.Ahead(t2.Dir)

	// Phase 2: on one cell, each loses the lower of the two lives before the collision.
	if t1.Cell == t2.Cell {
		m := min(t1.Life, t2.Life)
		t1.Life -= m
		t2.Life -= m
	}

	// Phase 3: every third turn, from turn 0, each tank fires one cell ahead.
	if uint(p.Turn)%3 == 0 {
		p.Bullets.add(Bullet{t1.Ahead(t1.Dir), t1.Dir}, 1) // owner
		p.Bullets.add(Bullet{t2.Ahead(t2.Dir), t2.Dir}, 2) // owner
	}

	// Phases 4 and 5, worked out from each bullet's line (oraclePathStep).
	k := int8(uint(p.Turn) >> 2)
	lo, hi := 1+k, Size-k
	c1, c2 := t1.Cell, t2.Cell
	kept := 0
	for i, n := 0, int(p.Bullets.n); i < n; i++ {
		b := p.Bullets.list[i]
		ddx, ddy := dx[b.Dir&3], dy[b.Dir&3]
		s1, s2 := oraclePathStep(b.Cell, ddx, ddy, c1), oraclePathStep(b.Cell, ddx, ddy, c2)
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
			p.Bullets.owner[kept] = p.Bullets.owner[i] // owner
			kept++
		}
	}
	p.Bullets.n = uint8(kept)

	// Phase 6 for tanks.
	for _, t := range [2]*Tank{t1, t2} {
		switch {
		case !t.OnGrid():
			t.Life = min(t.Life, 0)
		case t.X < lo || t.X > hi || t.Y < lo || t.Y > hi:
			t.Life--
		}
	}

	// Phase 7, the end check (T8).
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
	return p
}

// oraclePathStep is the old engine's pathStep.
func oraclePathStep(c Cell, ddx, ddy int8, t Cell) int8 {
	ox, oy := t.X-c.X, t.Y-c.Y
	along, across := ox*ddx+oy*ddy, ox*ddy-oy*ddx
	if across == 0 && uint8(along) <= 2 {
		return along
	}
	return 3
}
