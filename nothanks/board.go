package nothanks

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ezd-game/ezd/internal/quote"
)

// N1: the board is square, 8 to 20 squares a side; 12 for 2 players, 14 for 3 or 4.
const (
	MinSize = 8
	MaxSize = 20
)

// DefaultSize returns N1's board size for a number of players: 12 for 2, 14 for 3 or 4.
func DefaultSize(players int) int {
	if players <= 2 {
		return 12
	}
	return 14
}

// MinPlayers and MaxPlayers bound the number of players (N1: 2 to 4).
const (
	MinPlayers = 2
	MaxPlayers = 4
)

// Colour is a player, by the colour of their pieces, in seating order (N1: red, blue,
// white, black, clockwise).
type Colour uint8

// The four colours in seating order.
const (
	Red Colour = iota
	Blue
	White
	Black
)

var colourNames = [MaxPlayers]string{"red", "blue", "white", "black"}

// String returns the colour's name: "red", "blue", "white" or "black".
func (c Colour) String() string {
	if int(c) < len(colourNames) {
		return colourNames[c]
	}
	return fmt.Sprintf("colour %d", c)
}

// Letter returns the colour's capital letter (R, B, W, K), the letter its pieces show
// on a board without colour; black is K so that it differs from blue.
func (c Colour) Letter() byte { return "RBWK"[c&3] }

// ParseColour reads a colour's name.
func ParseColour(s string) (Colour, error) {
	for i, n := range colourNames {
		if s == n {
			return Colour(i), nil
		}
	}
	return 0, fmt.Errorf("unknown player %s (want red, blue, white or black)", quote.Value(s))
}

// Colours returns the first n colours, the players of an n-player game in seating order.
func Colours(n int) []Colour {
	out := make([]Colour, n)
	for i := range out {
		out[i] = Colour(i)
	}
	return out
}

// Kind is what a piece is (N1): a tank, which moves and shoots; a base (a flag); a barrier.
type Kind uint8

// The kinds of piece; None is an empty square.
const (
	None Kind = iota
	Tank
	Base
	Barrier
)

var kindNames = [...]string{"empty", "tank", "base", "barrier"}

// String returns the kind's name: "tank", "base", "barrier" (or "empty").
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("kind %d", k)
}

// ParseKind reads "tank", "base" or "barrier".
func ParseKind(s string) (Kind, error) {
	for i, n := range kindNames[1:] {
		if s == n {
			return Kind(i + 1), nil
		}
	}
	return None, fmt.Errorf("unknown kind %s (want tank, base or barrier)", quote.Value(s))
}

// Piece is what stands on a square, packed in a byte: its kind and its owner. The zero
// Piece is an empty square.
type Piece uint8

// PieceOf returns the piece of kind k owned by c.
func PieceOf(c Colour, k Kind) Piece { return Piece(k) | Piece(c&3)<<2 }

// Kind returns what the piece is; None for an empty square.
func (p Piece) Kind() Kind { return Kind(p & 3) }

// Owner returns the piece's player (meaningless for an empty square).
func (p Piece) Owner() Colour { return Colour(p >> 2 & 3) }

// Cell is a square [x, y]: x the column from 1 at the left, y the row from 1 at the top
// (N1). People read [3, 5] as C5.
type Cell struct {
	X, Y int8
}

// String names the square as people read it: column letter, then row ("C5").
func (c Cell) String() string {
	if c.X < 1 || c.X > 26 {
		return fmt.Sprintf("[%d, %d]", c.X, c.Y)
	}
	return string(rune('A'+c.X-1)) + strconv.Itoa(int(c.Y))
}

// ParseCell reads a square as people write it: a column letter and a row number ("C5",
// "c5"). It does not check that the square is on any board.
func ParseCell(s string) (Cell, error) {
	s = strings.TrimSpace(s)
	if len(s) < 2 || len(s) > 3 {
		return Cell{}, fmt.Errorf("%s is not a square (want a column letter and a row number, as C5)", quote.Value(s))
	}
	col := s[0] | 0x20
	if col < 'a' || col > 'a'+MaxSize-1 {
		return Cell{}, fmt.Errorf("%s is not a square (want a column letter A to %c and a row number, as C5)", quote.Value(s), 'A'+MaxSize-1)
	}
	row := 0
	for _, d := range []byte(s[1:]) {
		if d < '0' || d > '9' {
			return Cell{}, fmt.Errorf("%s is not a square (want a column letter and a row number, as C5)", quote.Value(s))
		}
		row = row*10 + int(d-'0')
	}
	if row < 1 || row > MaxSize || s[1] == '0' {
		return Cell{}, fmt.Errorf("%s is not a square (want a row from 1 to %d)", quote.Value(s), MaxSize)
	}
	return Cell{int8(col-'a') + 1, int8(row)}, nil
}

// On reports whether the square lies on a board of the given size.
func (c Cell) On(size int) bool {
	return c.X >= 1 && int(c.X) <= size && c.Y >= 1 && int(c.Y) <= size
}

// index is the square's place in a position's board (a fixed stride of MaxSize).
func (c Cell) index() int { return int(c.Y-1)*MaxSize + int(c.X-1) }

// cellAt is index's inverse.
func cellAt(i int) Cell { return Cell{int8(i%MaxSize) + 1, int8(i/MaxSize) + 1} }

// Placed is a piece on a square: what layouts, records and replays list.
type Placed struct {
	Player Colour
	Kind   Kind
	Cell   Cell
}

// String writes the piece as "red tank C5".
func (p Placed) String() string { return fmt.Sprintf("%s %s %s", p.Player, p.Kind, p.Cell) }
