package tankwar

import (
	"testing"

	"github.com/ezd-game/ezd/tankwar"
)

// docs/tankwar.md (T7, what the screen says): a bullet on the board shows the way it
// flies and the player who fired it (T4 phase 3), in flight as when it was fired.
func TestBoardShowsWhoseBulletsT4(t *testing.T) {
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
		// want is the glyph of the bullet on each cell after the moves.
		want map[tankwar.Cell]string
	}{
		{"T4 both fire, each its own way", start(at(10, 5, tankwar.Right), at(3, 15, tankwar.Down)),
			[][2]tankwar.Action{{0, 0}}, map[tankwar.Cell]string{{X: 10, Y: 9}: "→1", {X: 7, Y: 15}: "↓2"}},
		{"T4 both fire the same way", start(at(10, 5, tankwar.Right), at(12, 2, tankwar.Right)),
			[][2]tankwar.Action{{0, 0}}, map[tankwar.Cell]string{{X: 10, Y: 9}: "→1", {X: 12, Y: 6}: "→2"}},
		{"T4 bullets keep their owner in flight", start(at(10, 5, tankwar.Right), at(12, 2, tankwar.Right)),
			[][2]tankwar.Action{{0, 0}, {tankwar.TurnLeft, tankwar.TurnRight}, {0, 0}},
			map[tankwar.Cell]string{{X: 10, Y: 13}: "→1", {X: 12, Y: 10}: "→2"}},
		{"T4 a second volley beside the first", start(at(10, 5, tankwar.Right), at(12, 2, tankwar.Right)),
			[][2]tankwar.Action{{0, 0}, {0, 0}, {0, 0}, {0, 0}},
			map[tankwar.Cell]string{{X: 10, Y: 15}: "→1", {X: 12, Y: 12}: "→2", {X: 10, Y: 12}: "→1", {X: 12, Y: 9}: "→2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, m := range tt.moves {
				if err := tt.game.Play(m[0], m[1]); err != nil {
					t.Fatal(err)
				}
			}
			p := tt.game.Position()
			if p.Bullets.Len() != len(tt.want) {
				t.Fatalf("%d bullets, want %d", p.Bullets.Len(), len(tt.want))
			}
			for c, want := range tt.want {
				if got := cellGlyph(p, p.Area(), c); got != want {
					t.Errorf("the bullet on %v shows %q, want %q", c, got, want)
				}
			}
		})
	}
}

// A bullet of a position set up directly has no owner (0) and is drawn without a number.
func TestBulletGlyph(t *testing.T) {
	b := tankwar.Bullet{Cell: tankwar.Cell{X: 12, Y: 8}, Dir: tankwar.Left}
	if got := bulletGlyph(b, 0); got != "← " {
		t.Errorf("no owner: %q", got)
	}
	if got := bulletGlyph(b, 2); got != "←2" {
		t.Errorf("player 2's: %q", got)
	}
	p, _ := tankwar.NewPosition(4, [2]tankwar.Tank{tk(10, 10, tankwar.Up, 5), tk(15, 15, tankwar.Up, 5)}, []tankwar.Bullet{b})
	if got := cellGlyph(p, p.Area(), b.Cell); got != "← " {
		t.Errorf("a set-up bullet shows %q", got)
	}
}
