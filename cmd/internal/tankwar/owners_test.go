package tankwar

import (
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/ezd-game/ezd/tankwar"
)

// docs/tankwar.md (T7, what the screen says): whose each bullet is, worked out from one position to the next (T4
// phase 3: a bullet is born one cell ahead of the tank that fires it; phase 5: it moves
// two cells a turn the way it flies).
func TestBulletOwnersT4(t *testing.T) {
	start := func(t1, t2 tankwar.Placement) *tankwar.Game {
		g, err := tankwar.NewGame(tankwar.Start{Life: 9, Tanks: [2]tankwar.Placement{t1, t2}})
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	at := func(x, y int8, d tankwar.Dir) tankwar.Placement {
		return tankwar.Placement{Cell: tankwar.Cell{X: x, Y: y}, Dir: d}
	}
	tests := []struct {
		name  string
		game  *tankwar.Game
		moves [][2]tankwar.Action
		// want is the owner of the bullet on each cell after the moves.
		want map[tankwar.Cell]int
	}{
		{"T4 both fire, each its own way", start(at(10, 5, tankwar.Right), at(3, 15, tankwar.Down)),
			[][2]tankwar.Action{{0, 0}}, map[tankwar.Cell]int{{X: 10, Y: 9}: 0, {X: 7, Y: 15}: 1}},
		{"T4 both fire the same way", start(at(10, 5, tankwar.Right), at(12, 2, tankwar.Right)),
			[][2]tankwar.Action{{0, 0}}, map[tankwar.Cell]int{{X: 10, Y: 9}: 0, {X: 12, Y: 6}: 1}},
		{"T4 bullets keep their owner in flight", start(at(10, 5, tankwar.Right), at(12, 2, tankwar.Right)),
			[][2]tankwar.Action{{0, 0}, {tankwar.TurnLeft, tankwar.TurnRight}, {0, 0}},
			map[tankwar.Cell]int{{X: 10, Y: 13}: 0, {X: 12, Y: 10}: 1}},
		{"T4 a second volley beside the first", start(at(10, 5, tankwar.Right), at(12, 2, tankwar.Right)),
			[][2]tankwar.Action{{0, 0}, {0, 0}, {0, 0}, {0, 0}},
			// the first volley has flown 8 cells; the second was fired from (10,9) and (12,6)
			map[tankwar.Cell]int{{X: 10, Y: 15}: 0, {X: 12, Y: 12}: 1, {X: 10, Y: 12}: 0, {X: 12, Y: 9}: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, m := range tt.moves {
				if err := tt.game.Play(m[0], m[1]); err != nil {
					t.Fatal(err)
				}
			}
			ps := tt.game.Positions()
			owners := gameOwners(ps)[len(ps)-1]
			last := ps[len(ps)-1]
			got := map[tankwar.Cell]int{}
			for i := range last.Bullets.Len() {
				got[last.Bullets.At(i).Cell] = owners[i]
			}
			if len(got) != len(tt.want) {
				t.Fatalf("bullets %v, want %v", got, tt.want)
			}
			for c, o := range tt.want {
				if g, ok := got[c]; !ok || g != o {
					t.Errorf("bullet on %v: owner %d (there: %v), want %d", c, g, ok, o)
				}
			}
		})
	}
}

// In any game from a legal start every bullet has an owner, and a player never has more
// bullets after a turn than before it, but for the one it fires on a bullet turn.
func TestBulletOwnersProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, _ := tankwar.NewGame(tankwar.FairStart(rapid.Uint64().Draw(t, "seed"), 5))
		for !g.Result().Over() {
			a1 := tankwar.Actions[rapid.IntRange(0, 2).Draw(t, "a1")]
			a2 := tankwar.Actions[rapid.IntRange(0, 2).Draw(t, "a2")]
			_ = g.Play(a1, a2)
		}
		ps := g.Positions()
		all := gameOwners(ps)
		for k := 1; k < len(ps); k++ {
			if slices.Contains(all[k], noOwner) {
				t.Fatalf("after turn %d a bullet has no owner: %v", k-1, all[k])
			}
			for side := range 2 {
				before, after := count(all[k-1], side), count(all[k], side)
				fired := 0
				if ps[k-1].Turn%3 == 0 {
					fired = 1
				}
				if after > before+fired {
					t.Fatalf("turn %d: player %d has %d bullets after %d", k-1, side+1, after, before)
				}
			}
		}
	})
}

func count(owners []int, side int) int {
	n := 0
	for _, o := range owners {
		if o == side {
			n++
		}
	}
	return n
}

// A bullet no rule explains (a position set up directly) has no owner and is drawn
// without a number; one with an owner shows it, as a tank does.
func TestBulletGlyph(t *testing.T) {
	b := tankwar.Bullet{Cell: tankwar.Cell{X: 12, Y: 8}, Dir: tankwar.Left}
	if got := bulletGlyph(b, noOwner); got != "← " {
		t.Errorf("no owner: %q", got)
	}
	if got := bulletGlyph(b, 1); got != "←2" {
		t.Errorf("player 2's: %q", got)
	}
	p, _ := tankwar.NewPosition(4, [2]tankwar.Tank{tk(10, 10, tankwar.Up, 5), tk(15, 15, tankwar.Up, 5)}, []tankwar.Bullet{b})
	q, _ := p.Step(tankwar.Straight, tankwar.Straight)
	if got := bulletOwners(p, nil, q); len(got) != 1 || got[0] != noOwner {
		t.Errorf("a set-up bullet: %v", got)
	}
}
