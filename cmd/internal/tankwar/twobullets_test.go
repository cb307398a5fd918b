package tankwar

import (
	"strings"
	"testing"

	"github.com/ezd-game/ezd/tankwar"
)

// TestTwoBulletsOnOneCell (issue 31, item 14): two bullets on one cell are both drawn, an
// arrow each, and the side panel's line names both with their ways.
func TestTwoBulletsOnOneCell(t *testing.T) {
	tk := func(x, y int8, d tankwar.Dir) tankwar.Tank {
		return tankwar.Tank{Cell: tankwar.Cell{X: x, Y: y}, Dir: d, Life: 5}
	}
	at := tankwar.Cell{X: 10, Y: 10}
	p, err := tankwar.NewPosition(1, [2]tankwar.Tank{tk(2, 2, tankwar.Up), tk(18, 18, tankwar.Down)},
		[]tankwar.Bullet{{Cell: at, Dir: tankwar.Up}, {Cell: at, Dir: tankwar.Left}})
	if err != nil {
		t.Fatal(err)
	}
	if g := cellGlyph(p, p.Area(), at); g != "↑←" {
		t.Errorf("the cell shows %q, want both arrows ↑←", g)
	}
	lines := sharedCells(p)
	if len(lines) != 1 || !strings.Contains(lines[0], "2 bullets ↑ ←") {
		t.Errorf("the side panel says %q", lines)
	}
}
