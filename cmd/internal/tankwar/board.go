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

// drawBoard returns the board's rows for position p, whose area is area.
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
	if here := bulletsAt(p, c); len(here) > 1 { // issue 31, item 14: both ways, no number
		return arrow(p.Bullets.At(here[0])) + arrow(p.Bullets.At(here[1]))
	} else if len(here) == 1 {
		return bulletGlyph(p.Bullets.At(here[0]), p.Bullets.Owner(here[0]))
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

// bulletGlyph shows a bullet as the way it flies and the number of the player who fired
// it (the engine's owner: 1 or 2), as a tank shows its own: ↑1 →2. A bullet of a position
// set up directly has owner 0 and shows no number.
func bulletGlyph(b tankwar.Bullet, owner int) string {
	way := arrow(b)
	if owner == 0 {
		return way + " "
	}
	return fmt.Sprintf("%s%d", way, owner)
}

// lifeWord writes a life as it is, below zero included (T6).
func lifeWord(l int16) string { return fmt.Sprintf("life %d", l) }

// describeTank is one line about player i's tank: "player 1 (search) (4,5) facing up,
// life 5".
func describeTank(i int, t tankwar.Tank, names [2]string) string {
	return fmt.Sprintf("%s %v facing %v, %s", who(i, names), t.Cell, t.Dir, lifeWord(t.Life))
}

// who names a player as every line does: "player 2 (search)", or "player 2" when who
// played it is not known (a replay: a record holds moves, not players).
func who(i int, names [2]string) string {
	if names[i] == "" {
		return fmt.Sprintf("player %d", i+1)
	}
	return fmt.Sprintf("player %d (%s)", i+1, names[i])
}

// resultWords says how a game ended, naming the players.
func resultWords(r tankwar.Result, names [2]string) string {
	switch r {
	case tankwar.P1Wins:
		return who(0, names) + " wins"
	case tankwar.P2Wins:
		return who(1, names) + " wins"
	case tankwar.Draw:
		return "a draw: both tanks destroyed"
	}
	return "the game goes on"
}

// endWords says when the game ended and how, counting turns as the turn lines do (from
// 0): "the game ended on turn 32: player 2 (search) wins". A forfeit comes before the turn
// that was not played.
func endWords(g *tankwar.Game, names [2]string, forfeit string) string {
	last := g.Turns() - 1
	switch {
	case forfeit != "":
		return fmt.Sprintf("the game ended before turn %d: %s", g.Turns(), forfeit)
	case g.Result().Over():
		return fmt.Sprintf("the game ended on turn %d: %s", last, resultWords(g.Result(), names))
	case last < 0:
		return "no turn played yet: the game goes on"
	}
	return fmt.Sprintf("after turn %d the game goes on", last)
}

// whatHappened says what a turn cost each tank and why (T4): "player 1 (search) lost 1
// (outside the area, life 3 -> 2)", or "no damage".
func whatHappened(before, after tankwar.Position, names [2]string) string {
	var parts []string
	for i := range 2 {
		b, a := before.Tanks[i].Life, after.Tanks[i].Life
		if a != b {
			parts = append(parts, fmt.Sprintf("%s lost %d (%s, life %d -> %d)", who(i, names), b-a,
				strings.Join(lossCauses(before, after, i), ", "), b, a))
		}
	}
	if len(parts) == 0 {
		return "no damage"
	}
	return strings.Join(parts, "; ")
}

// lossCauses says why tank i lost life in the turn from before to after, in the order of
// T4's phases: a collision costs the lower of the two lives before it, each hit 2, the
// edge 1; off the grid all is lost, which is said alone.
func lossCauses(before, after tankwar.Position, i int) []string {
	lost := before.Tanks[i].Life - after.Tanks[i].Life
	var why []string
	if after.Tanks[0].Cell == after.Tanks[1].Cell {
		why = append(why, "collision")
		lost -= min(before.Tanks[0].Life, before.Tanks[1].Life)
	}
	t := after.Tanks[i]
	if !t.OnGrid() {
		return append(why, "drove off the grid")
	}
	var edge int16
	if !tankwar.AreaOf(before.Turn).Holds(t.Cell) {
		edge = 1
	}
	switch hits := (lost - edge) / 2; {
	case hits == 1:
		why = append(why, "hit by a bullet")
	case hits > 1:
		why = append(why, fmt.Sprintf("hit by %d bullets", hits))
	}
	if edge == 1 {
		why = append(why, "outside the area")
	}
	return why
}

// arrow is the way a bullet flies: ↑ → ↓ ←.
func arrow(b tankwar.Bullet) string {
	return [4]string{tankwar.Up: "↑", tankwar.Right: "→", tankwar.Down: "↓", tankwar.Left: "←"}[b.Dir&3]
}

// bulletsAt lists the indexes of the bullets on c: two may share a cell (issue 31, item 14).
func bulletsAt(p tankwar.Position, c tankwar.Cell) []int {
	var out []int
	for i := range p.Bullets.Len() {
		if p.Bullets.At(i).Cell == c {
			out = append(out, i)
		}
	}
	return out
}

// sharedCells says, a line each, the cells that hold more than one bullet and every
// bullet on them: "(4,5): ↑1 ←2", for the side panel, since the board has room for two
// arrows but not their players.
func sharedCells(p tankwar.Position) []string {
	var out []string
	seen := map[tankwar.Cell]bool{}
	for i := range p.Bullets.Len() {
		c := p.Bullets.At(i).Cell
		here := bulletsAt(p, c)
		if len(here) < 2 || seen[c] {
			continue
		}
		seen[c] = true
		var glyphs []string
		for _, j := range here {
			glyphs = append(glyphs, strings.TrimSpace(bulletGlyph(p.Bullets.At(j), p.Bullets.Owner(j))))
		}
		out = append(out, fmt.Sprintf("%v: %d bullets %s", c, len(here), strings.Join(glyphs, " ")))
	}
	return out
}
