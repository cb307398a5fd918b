package bot

import (
	"testing"

	"github.com/ezd-game/ezd/nothanks"
)

// inReach reports whether an enemy tank, to move, has a shot at a tank of me (N6).
func inReach(q nothanks.Position, me nothanks.Colour) bool {
	for _, s := range q.Shots() {
		if q.At(s.Target) == nothanks.PieceOf(me, nothanks.Tank) {
			return true
		}
	}
	return false
}

// TestCautiousKeepsOutOfReach (N6, issue 31 item 12): red walks a tank of the 2-player
// layout towards blue, every walk of 3 steps in turn; then, whatever the roll, when some
// walk of one blue tank leaves every blue tank out of reach of red's first shot,
// cautious's steps do too.
func TestCautiousKeepsOutOfReach(t *testing.T) {
	l, _ := nothanks.BuiltIn(2)
	start, err := l.Start(nothanks.Red)
	if err != nil {
		t.Fatal(err)
	}
	var sv survey
	sv.take(&start)
	checked := 0
	for _, from := range sv.tanksOf(nothanks.Red) {
		for _, red := range walks(&start, from) {
			if red.rolls&(1<<3) == 0 {
				continue
			}
			p := red.played(start)
			var bs survey
			bs.take(&p)
			for roll := 1; roll <= 6; roll++ {
				safe := false
				for _, b := range bs.tanksOf(nothanks.Blue) {
					for _, pl := range walks(&p, b) {
						safe = safe || pl.rolls&(1<<roll) != 0 && !inReach(pl.played(p), nothanks.Blue)
					}
				}
				if !safe {
					continue
				}
				checked++
				steps := Cautious{}.Steps(p, roll)
				q, err := p.Play(nothanks.Turn{Player: nothanks.Blue, Roll: roll, Steps: steps})
				if err != nil {
					t.Fatalf("red to %v, roll %d: cautious's steps %v: %v", red.to, roll, steps, err)
				}
				if inReach(q, nothanks.Blue) {
					t.Errorf("red to %v, roll %d: cautious moved %v into reach of red's first shot; a walk out of reach was there", red.to, roll, steps)
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no position had a walk out of reach: the set-up went wrong")
	}
	t.Logf("%d positions and rolls checked", checked)
}

// TestCautiousShootsFirst (N6): on the 8x8 duel every red tank faces a blue one 5 away,
// each in reach of the other (2/6): cautious shoots first rather than be shot at.
func TestCautiousShootsFirst(t *testing.T) {
	p := duelOn8(t).Position()
	if choice, shot := (Cautious{}).Decide(p); choice != nothanks.Shoot || p.At(shot.Target).Kind() != nothanks.Tank {
		t.Errorf("cautious chose %v %+v; want a shot at a blue tank", choice, shot)
	}
}

// afterOneWalk calls f with every position where red, to move on the 2-player layout, has
// made one walk of one tank and blue has passed (a step and back): red to move again.
func afterOneWalk(t *testing.T, f func(p nothanks.Position)) {
	t.Helper()
	l, _ := nothanks.BuiltIn(2)
	start, err := l.Start(nothanks.Red)
	if err != nil {
		t.Fatal(err)
	}
	var sv survey
	sv.take(&start)
	for _, from := range sv.tanksOf(nothanks.Red) {
		for _, w := range walks(&start, from) {
			q := w.played(start)
			var qs survey
			qs.take(&q)
			if p := pass(q, &qs); p.Next() == nothanks.Red {
				f(p)
			}
		}
	}
}

// standing is what cautious weighs in a position after its walk, me's turn over: the
// enemy's best chance (sixths) at each of me's tanks, summed; me's best chance at an enemy
// base; and the sum of its tanks' distances to the nearest enemy base.
func standing(q nothanks.Position, me nothanks.Colour) (danger, base, dist int) {
	best := map[nothanks.Cell]int{}
	for _, s := range q.Shots() { // the enemy's, to move
		if q.At(s.Target) == nothanks.PieceOf(me, nothanks.Tank) {
			best[s.Target] = max(best[s.Target], s.Sixths())
		}
	}
	for _, v := range best {
		danger += v
	}
	for _, pc := range q.Pieces() {
		if pc.Player != me || pc.Kind != nothanks.Tank {
			continue
		}
		var buf [64]nothanks.Shot
		for _, s := range q.AppendShotsFrom(buf[:0], pc.Cell) {
			if q.At(s.Target).Kind() == nothanks.Base {
				base = max(base, s.Sixths())
			}
		}
	}
	return danger, base, baseDistance(q, me)
}

// TestCautiousWalksSafeThenInLineThenNearer (N5, N6): of every walk of one tank for the
// roll, cautious takes one that leaves its tanks the least in reach of the enemy's first
// shots; of those, one with the best chance at an enemy base; of those, one nearest the
// enemy bases.
func TestCautiousWalksSafeThenInLineThenNearer(t *testing.T) {
	n := 0
	afterOneWalk(t, func(p nothanks.Position) {
		n++
		if n%7 != 0 {
			return // a sample: every position costs every walk of every roll
		}
		me := p.Next()
		var sv survey
		sv.take(&p)
		for roll := 1; roll <= 6; roll++ {
			bd, bb, bdist := 1<<30, -1, 1<<30
			for _, from := range sv.tanksOf(me) {
				for _, pl := range walks(&p, from) {
					if pl.rolls&(1<<roll) == 0 {
						continue
					}
					d, b, dist := standing(pl.played(p), me)
					if d < bd || d == bd && (b > bb || b == bb && dist < bdist) {
						bd, bb, bdist = d, b, dist
					}
				}
			}
			steps := Cautious{}.Steps(p, roll)
			q, err := p.Play(nothanks.Turn{Player: me, Roll: roll, Steps: steps})
			if err != nil {
				t.Fatalf("roll %d: cautious's steps %v: %v", roll, steps, err)
			}
			if d, b, dist := standing(q, me); d != bd || b != bb || dist != bdist {
				t.Fatalf("turn %d, roll %d: cautious walked %v: in reach %d, base at %d/6, %d from the bases; the best walk: %d, %d/6, %d",
					p.Turn()+1, roll, steps, d, b, dist, bd, bb, bdist)
			}
		}
	})
}

// TestCautiousShootsAtEvenOdds (N6): with no tank in reach, cautious shoots at a base it
// hits at 3/6 or better and moves on when its best is 2/6 or less, unless that shot wins.
func TestCautiousShootsAtEvenOdds(t *testing.T) {
	seen := map[bool]int{}
	afterOneWalk(t, func(p nothanks.Position) {
		shots := p.Shots()
		best := 0
		for _, s := range shots {
			if p.At(s.Target).Kind() == nothanks.Tank {
				return
			}
			best = max(best, s.Sixths())
		}
		if len(shots) == 0 {
			return
		}
		want := best >= 3
		seen[want]++
		if choice, shot := (Cautious{}).Decide(p); (choice == nothanks.Shoot) != want || want && shot.Sixths() != best {
			t.Errorf("turn %d: cautious chose %v %+v with its best shot at a base at %d/6", p.Turn()+1, choice, shot, best)
		}
	})
	if seen[true] == 0 || seen[false] == 0 {
		t.Fatalf("positions with a base at 3/6 or better: %d, at 2/6 or less: %d; want some of each", seen[true], seen[false])
	}
}

// TestCautiousTakesTheCostliestShot (N6): as greedy, cautious shoots where chance times
// loss is highest: from D6, blue's base on D8 at 5/6 over the tanks around it at 6/6.
func TestCautiousTakesTheCostliestShot(t *testing.T) {
	g := duelOn8(t)
	play(t, g, nothanks.Turn{Roll: 4, Steps: []nothanks.Step{
		{From: sq(t, "D2"), To: sq(t, "D3")}, {From: sq(t, "D3"), To: sq(t, "D4")},
		{From: sq(t, "D4"), To: sq(t, "D5")}, {From: sq(t, "D5"), To: sq(t, "D6")}}},
		fire(t, 1, "B7", "B2"))
	if choice, shot := (Cautious{}).Decide(g.Position()); choice != nothanks.Shoot || shot.Shooter != sq(t, "D6") || shot.Target != sq(t, "D8") {
		t.Errorf("cautious chose %v %+v, want D6 at D8", choice, shot)
	}
}
