package tankwar

import (
	"testing"

	"pgregory.net/rapid"
)

// referenceStep is T4 read phase by phase, cell by cell, as the engine once played it:
// every bullet steps and is checked against both tanks at each of its three places. The
// engine computes the same turn arithmetically (pathStep); TestStepMatchesTheReference
// holds it to this reading.
func referenceStep(p Position, a1, a2 Action) Position {
	t1, t2 := &p.Tanks[0], &p.Tanks[1]
	t1.Dir = t1.Dir.Turn(a1)
	t1.Cell = t1.Ahead(t1.Dir)
	t2.Dir = t2.Dir.Turn(a2)
	t2.Cell = t2.Ahead(t2.Dir)
	if t1.Cell == t2.Cell {
		m := min(t1.Life, t2.Life)
		t1.Life -= m
		t2.Life -= m
	}
	if p.Turn%3 == 0 {
		p.Bullets.push(packBullet(t1.Ahead(t1.Dir), t1.Dir, 1))
		p.Bullets.push(packBullet(t2.Ahead(t2.Dir), t2.Dir, 2))
	}
	area := AreaOf(p.Turn)
	kept := 0
	for i := 0; i < int(p.Bullets.n); i++ {
		b := p.Bullets.At(i)
		hit := false
		for s := 0; s < 3 && !hit; s++ {
			if s > 0 {
				b.Cell = b.Ahead(b.Dir)
			}
			if b.Cell == t1.Cell {
				t1.Life -= bulletDamage
				hit = true
			}
			if b.Cell == t2.Cell {
				t2.Life -= bulletDamage
				hit = true
			}
		}
		if !hit && area.Holds(b.Cell) {
			p.Bullets.list[kept] = packBullet(b.Cell, b.Dir, p.Bullets.Owner(i))
			kept++
		}
	}
	p.Bullets.n = uint8(kept)
	for _, t := range [2]*Tank{t1, t2} {
		switch {
		case !t.OnGrid():
			t.Life = min(t.Life, 0)
		case !area.Holds(t.Cell):
			t.Life--
		}
	}
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

// TestStepMatchesTheReference: from any set-up position (tanks anywhere, on one cell too,
// up to MaxSetUpBullets bullets anywhere, any turn) and any actions, every turn to the end
// of the game is the reference reading's turn, bullets in the same order with the same
// owners (sameAsOld: the store's slots from Len() on are not part of a position).
func TestStepMatchesTheReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var tanks [2]Tank
		for i := range tanks {
			tanks[i] = tk(int8(rapid.IntRange(1, Size).Draw(t, "x")), int8(rapid.IntRange(1, Size).Draw(t, "y")),
				Dir(rapid.IntRange(0, 3).Draw(t, "d")), int16(rapid.IntRange(1, MaxLife).Draw(t, "life")))
		}
		bs := rapid.SliceOfN(rapid.Custom(func(t *rapid.T) Bullet {
			return bl(int8(rapid.IntRange(1, Size).Draw(t, "x")), int8(rapid.IntRange(1, Size).Draw(t, "y")), Dir(rapid.IntRange(0, 3).Draw(t, "d")))
		}), 0, MaxSetUpBullets).Draw(t, "bullets")
		p, err := NewPosition(rapid.IntRange(0, MaxTurns).Draw(t, "turn"), tanks, bs)
		if err != nil {
			t.Fatal(err)
		}
		for !p.Result.Over() {
			a1, a2 := Action(rapid.IntRange(0, 2).Draw(t, "a1")), Action(rapid.IntRange(0, 2).Draw(t, "a2"))
			want := referenceStep(p, a1, a2)
			p, _ = p.Step(a1, a2)
			if !sameAsOld(p, oldOf(want)) {
				t.Fatalf("turn %d, actions %v %v:\n got  %+v\n want %+v", p.Turn-1, a1, a2, oldOf(p), oldOf(want))
			}
		}
	})
}
