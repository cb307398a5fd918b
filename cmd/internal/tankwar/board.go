package tankwar

import (
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/tankwar"
)

// The board is drawn two columns a cell, with a ring around the grid for the cells just
// off it, where a tank that drove off stands (T4 phase 6): 22 rows of 44 columns, which
// leaves room at the right of an 80x24 terminal for the panel. Playable cells show a dot;
// cells the map has lost (T5) are blank, so the shrinking edge is plain to see.

// tankGlyph shows a tank as its facing and its player number: ^1 >1 v1 <1.
func tankGlyph(t tankwar.Tank, n int) string {
	return fmt.Sprintf("%c%d", "^>v<"[t.Dir&3], n)
}

// drawBoard returns the board's rows for position p, whose area is that of turn areaTurn.
func drawBoard(p tankwar.Position, area tankwar.Area) []string {
	var rows []string
	for x := 0; x <= tankwar.Size+1; x++ {
		var b strings.Builder
		for y := 0; y <= tankwar.Size+1; y++ {
			b.WriteString(cellGlyph(p, area, tankwar.Cell{X: int8(x), Y: int8(y)}))
		}
		rows = append(rows, b.String())
	}
	return rows
}

// cellGlyph is one cell's two columns.
func cellGlyph(p tankwar.Position, area tankwar.Area, c tankwar.Cell) string {
	t1, t2 := p.Tanks[0].Cell == c, p.Tanks[1].Cell == c
	switch {
	case t1 && t2:
		return "XX"
	case t1:
		return tankGlyph(p.Tanks[0], 1)
	case t2:
		return tankGlyph(p.Tanks[1], 2)
	}
	for i := range p.Bullets.Len() {
		if b := p.Bullets.At(i); b.Cell == c {
			return "* "
		}
	}
	x, y := int(c.X), int(c.Y)
	edgeRow := x == 0 || x == tankwar.Size+1
	switch {
	case edgeRow && y == 0:
		return " +"
	case edgeRow && y == tankwar.Size+1:
		return "+ "
	case edgeRow:
		return "--"
	case y == 0:
		return " |"
	case y == tankwar.Size+1:
		return "| "
	case area.Holds(c):
		return ". "
	}
	return "  "
}

// lifeWord writes a life as it is, below zero included (T6).
func lifeWord(l int16) string { return fmt.Sprintf("life %d", l) }

// describeTank is one line about a tank: "P1 (4,5) facing up, life 5".
func describeTank(n int, t tankwar.Tank) string {
	return fmt.Sprintf("P%d %v facing %v, %s", n, t.Cell, t.Dir, lifeWord(t.Life))
}

// resultWords says how a game ended, naming the players.
func resultWords(r tankwar.Result, names [2]string) string {
	who := func(i int) string {
		if names[i] == "" {
			return fmt.Sprintf("player %d", i+1)
		}
		return fmt.Sprintf("player %d (%s)", i+1, names[i])
	}
	switch r {
	case tankwar.P1Wins:
		return who(0) + " wins"
	case tankwar.P2Wins:
		return who(1) + " wins"
	case tankwar.Draw:
		return "a draw: both tanks destroyed"
	}
	return "the game goes on"
}

// whatHappened sums up a turn by its losses: "P1 lost 2 (life 5 -> 3)".
func whatHappened(before, after tankwar.Position) string {
	var parts []string
	for i := range 2 {
		b, a := before.Tanks[i].Life, after.Tanks[i].Life
		if a != b {
			parts = append(parts, fmt.Sprintf("P%d lost %d (life %d -> %d)", i+1, b-a, b, a))
		}
	}
	if after.Tanks[0].Cell == after.Tanks[1].Cell {
		parts = append([]string{"the tanks collided"}, parts...)
	}
	if len(parts) == 0 {
		return "no damage"
	}
	return strings.Join(parts, ", ")
}
