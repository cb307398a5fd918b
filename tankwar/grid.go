// Package tankwar is the Tank War Game engine (rulings T1-T9, docs/tankwar.md): two tanks on a 20x20
// grid move at the same moment, fire by themselves every third turn and fight on a map
// that shrinks every fourth. A game is its start and both actions of every turn (T9);
// positions are small values, so a search copies them freely. The package is pure: it
// takes values and returns values and errors, and never reads files or prints.
package tankwar

import "fmt"

// Size is the side of the grid (T1): cells run from (1,1) to (Size,Size).
const Size = 20

// Dir is a facing (T1): 0 up (x-1), 1 right (y+1), 2 down (x+1), 3 left (y-1).
type Dir int8

// The four facings of T1.
const (
	Up Dir = iota
	Right
	Down
	Left
)

// Valid reports whether d is one of the four facings.
func (d Dir) Valid() bool { return d >= Up && d <= Left }

// String names the facing.
func (d Dir) String() string {
	switch d {
	case Up:
		return "up"
	case Right:
		return "right"
	case Down:
		return "down"
	case Left:
		return "left"
	}
	return fmt.Sprintf("Dir(%d)", int8(d))
}

// dx and dy are the step of each facing (T1: x is the row, y the column).
var (
	dx = [4]int8{-1, 0, 1, 0}
	dy = [4]int8{0, 1, 0, -1}
)

// Action is what a player chooses each turn (T3): 0 straight, 1 turn left and move, 2 turn
// right and move. Every action moves the tank exactly one cell.
type Action int8

// The three actions of T3.
const (
	Straight Action = iota
	TurnLeft
	TurnRight
)

// Actions lists every action, in the order of their numbers.
var Actions = [3]Action{Straight, TurnLeft, TurnRight}

// Valid reports whether a is one of the three actions.
func (a Action) Valid() bool { return a >= Straight && a <= TurnRight }

// String names the action.
func (a Action) String() string {
	switch a {
	case Straight:
		return "straight"
	case TurnLeft:
		return "left"
	case TurnRight:
		return "right"
	}
	return fmt.Sprintf("Action(%d)", int8(a))
}

// Turn returns the facing after action a (T1): left is counter-clockwise, d -> (d+3) mod 4;
// right is clockwise, d -> (d+1) mod 4.
func (d Dir) Turn(a Action) Dir {
	return (d + turnBy[a&3]) & 3
}

// turnBy is what each action adds to a facing, mod 4 (T1): a table, not a branch, since
// the engine turns both tanks every turn and the actions are unpredictable.
var turnBy = [4]Dir{Straight: 0, TurnLeft: 3, TurnRight: 1}

// Cell is a square of the grid: X the row (1 at the top), Y the column (1 at the left). A
// tank that drove off the grid stands on a cell with a 0 or 21 (T4 phase 6), and a bullet
// may be born a cell further out.
type Cell struct {
	X int8 `json:"x"`
	Y int8 `json:"y"`
}

// Ahead returns the cell next to c in facing d.
func (c Cell) Ahead(d Dir) Cell { return Cell{c.X + dx[d&3], c.Y + dy[d&3]} }

// OnGrid reports whether c lies inside (1,1)-(20,20).
func (c Cell) OnGrid() bool { return c.X >= 1 && c.X <= Size && c.Y >= 1 && c.Y <= Size }

// String writes the cell as the rules do, "(x,y)".
func (c Cell) String() string { return fmt.Sprintf("(%d,%d)", c.X, c.Y) }

// Area is the playable area of a turn (T5): the cells from (Min,Min) to (Max,Max). From
// turn 40 Min is above Max and no cell is playable.
type Area struct {
	Min int `json:"min"`
	Max int `json:"max"`
}

// AreaOf returns the playable area of turn t (T5): (1+k,1+k)-(20-k,20-k) with k = t/4, as
// computed, so from turn 40 the bounds cross (11 to 10, 12 to 9, ...).
func AreaOf(turn int) Area {
	k := turn / 4
	return Area{Min: 1 + k, Max: Size - k}
}

// Holds reports whether c is playable in the area.
func (a Area) Holds(c Cell) bool {
	x, y := int(c.X), int(c.Y)
	return x >= a.Min && x <= a.Max && y >= a.Min && y <= a.Max
}
