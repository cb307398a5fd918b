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
