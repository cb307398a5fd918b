package tactics

import (
	"encoding/json"
	"fmt"
	"strconv"
)

// Cell is a square of the grid (TT1): X the column, 1 at the left; Y the row, 1 at the
// top. In a journal it is the array [x, y].
type Cell struct{ X, Y int }

// Distance is the king's distance between two cells (TT1): max(|dx|, |dy|).
func Distance(a, b Cell) int { return max(abs(a.X-b.X), abs(a.Y-b.Y)) }

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// String names the cell as people read it (TT1): column letters, then the row: [3, 5] is
// C5 and column 27 is AA.
func (c Cell) String() string { return ColumnName(c.X) + strconv.Itoa(c.Y) }

// ColumnName writes a column as a spreadsheet does (TT1): 1 A, 26 Z, 27 AA.
func ColumnName(x int) string {
	if x < 1 {
		return strconv.Itoa(x)
	}
	var b []byte
	for ; x > 0; x = (x - 1) / 26 {
		b = append([]byte{byte('A' + (x-1)%26)}, b...)
	}
	return string(b)
}

// MarshalJSON writes the cell as [x, y].
func (c Cell) MarshalJSON() ([]byte, error) { return json.Marshal([2]int{c.X, c.Y}) }

// UnmarshalJSON reads exactly [x, y] of two whole numbers.
func (c *Cell) UnmarshalJSON(b []byte) error {
	var xy []int
	if err := json.Unmarshal(b, &xy); err != nil || len(xy) != 2 {
		return fmt.Errorf("a cell is [x, y], two whole numbers")
	}
	*c = Cell{xy[0], xy[1]}
	return nil
}

// Bounds is the grid as it is now: the cells from Min to Max, corners included. It starts
// as [1, 1] to [side, side] and shrinks (TT11); cells keep their names.
type Bounds struct {
	Min Cell `json:"min"`
	Max Cell `json:"max"`
}

// Contains reports whether the cell is on the grid.
func (b Bounds) Contains(c Cell) bool {
	return c.X >= b.Min.X && c.X <= b.Max.X && c.Y >= b.Min.Y && c.Y <= b.Max.Y
}

// Side is the number of cells along a side of the grid.
func (b Bounds) Side() int { return b.Max.X - b.Min.X + 1 }

// shrunk is the grid after its n-th shrink (TT11, n from 1): the bottom row and right
// column go on odd shrinks, the top row and left column on even ones; never below 2x2.
func (b Bounds) shrunk(n int) Bounds {
	if b.Side() <= 2 {
		return b
	}
	if n%2 == 1 {
		b.Max.X--
		b.Max.Y--
	} else {
		b.Min.X++
		b.Min.Y++
	}
	return b
}
