package nothanks

import (
	"errors"
	"fmt"
	"slices"
)

// N1: each player has 5 tanks, 3 bases and 4 barriers.
const (
	TanksEach    = 5
	BasesEach    = 3
	BarriersEach = 4
)

// Layout is a set-up (N3): the board's side, the number of players and every piece.
type Layout struct {
	Size    int
	Players int
	Pieces  []Placed
}

// InTerritory reports whether a square lies in a player's territory (N3): with 2 players
// the 3 rows at their edge (red the top, blue the bottom); with 3 or 4 the 4x4 corners
// (red top left, blue top right, white bottom right, black bottom left).
func InTerritory(size, players int, c Colour, at Cell) bool {
	x, y, s := int(at.X), int(at.Y), size
	if players == 2 {
		switch c {
		case Red:
			return y <= 3
		case Blue:
			return y > s-3
		}
		return false
	}
	left, top := x <= 4, y <= 4
	right, bottom := x > s-4, y > s-4
	switch c {
	case Red:
		return left && top
	case Blue:
		return right && top
	case White:
		return right && bottom
	case Black:
		return left && bottom
	}
	return false
}

// redCorner is red's set-up in the top-left 4x4 corner of a 3- or 4-player board
// (N3): the barriers on alternate squares, none adjacent; the bases behind them; every tank
// on the corner's inner edge, free to step out. It is symmetric about the diagonal, so the
// other corners are its mirror images.
var redCorner = []Placed{
	{Red, Barrier, Cell{1, 1}}, {Red, Barrier, Cell{3, 1}}, {Red, Barrier, Cell{1, 3}}, {Red, Barrier, Cell{3, 3}},
	{Red, Base, Cell{2, 1}}, {Red, Base, Cell{1, 2}}, {Red, Base, Cell{2, 2}},
	{Red, Tank, Cell{4, 4}}, {Red, Tank, Cell{4, 2}}, {Red, Tank, Cell{2, 4}}, {Red, Tank, Cell{4, 3}}, {Red, Tank, Cell{3, 4}},
}

// redEdge is red's set-up in the top 3 rows of a 2-player board (N3): bases on the back
// row, barriers in the middle row three apart, tanks on the front row.
var redEdge = []Placed{
	{Red, Base, Cell{3, 1}}, {Red, Base, Cell{6, 1}}, {Red, Base, Cell{10, 1}},
	{Red, Barrier, Cell{2, 2}}, {Red, Barrier, Cell{5, 2}}, {Red, Barrier, Cell{8, 2}}, {Red, Barrier, Cell{11, 2}},
	{Red, Tank, Cell{2, 3}}, {Red, Tank, Cell{4, 3}}, {Red, Tank, Cell{6, 3}}, {Red, Tank, Cell{9, 3}}, {Red, Tank, Cell{11, 3}},
}

// BuiltIn returns ezd's layout for 2, 3 or 4 players on N1's default board (N3: the
// booklet's pictures are not in the text, so ezd ships its own; every player's set-up is
// red's turned or mirrored into their territory).
func BuiltIn(players int) (Layout, error) {
	if players < MinPlayers || players > MaxPlayers {
		return Layout{}, fmt.Errorf("a game has 2, 3 or 4 players, not %d", players)
	}
	s := int8(DefaultSize(players))
	l := Layout{Size: int(s), Players: players}
	if players == 2 {
		for _, p := range redEdge {
			l.Pieces = append(l.Pieces, p)
			l.Pieces = append(l.Pieces, Placed{Blue, p.Kind, Cell{p.Cell.X, s + 1 - p.Cell.Y}})
		}
		return l, nil
	}
	for c := range Colour(players) {
		for _, p := range redCorner {
			at := p.Cell
			if c == Blue || c == White {
				at.X = s + 1 - at.X
			}
			if c == White || c == Black {
				at.Y = s + 1 - at.Y
			}
			l.Pieces = append(l.Pieces, Placed{c, p.Kind, at})
		}
	}
	return l, nil
}

// Check says what is wrong with a layout, naming the piece by its square ("C5: ..."), or
// returns nil (N1, N3): 2 to 4 players on a board of 8 to 20, each with exactly 5 tanks,
// 3 bases and 4 barriers in their own territory, one piece a square, no two barriers
// adjacent whoever owns them.
func (l Layout) Check() error {
	if l.Players < MinPlayers || l.Players > MaxPlayers {
		return fmt.Errorf("a game has 2, 3 or 4 players, not %d", l.Players)
	}
	if l.Size < MinSize || l.Size > MaxSize {
		return fmt.Errorf("a board of %d (want %d to %d squares a side)", l.Size, MinSize, MaxSize)
	}
	var count [MaxPlayers][4]int
	seen := map[Cell]Placed{}
	for _, p := range l.Pieces {
		if int(p.Player) >= l.Players {
			return fmt.Errorf("%v: a %s piece in a game of %d players (want %s)", p.Cell, p.Player, l.Players, playerList(l.Players))
		}
		if p.Kind == None || p.Kind > Barrier {
			return fmt.Errorf("%v: unknown kind of piece (want tank, base or barrier)", p.Cell)
		}
		if !p.Cell.On(l.Size) {
			return fmt.Errorf("%v: off the %dx%d board", p.Cell, l.Size, l.Size)
		}
		if q, ok := seen[p.Cell]; ok {
			return fmt.Errorf("%v: holds both a %s %s and a %s %s (N1: one piece a square)", p.Cell, q.Player, q.Kind, p.Player, p.Kind)
		}
		seen[p.Cell] = p
		if !InTerritory(l.Size, l.Players, p.Player, p.Cell) {
			return fmt.Errorf("%v: the %s %s is outside %s's territory (%s)", p.Cell, p.Player, p.Kind, p.Player, TerritoryWords(l.Size, l.Players, p.Player))
		}
		count[p.Player][p.Kind]++
	}
	for _, p := range l.Pieces {
		if p.Kind != Barrier {
			continue
		}
		for _, q := range l.Pieces {
			if q.Kind == Barrier && Adjacent(p.Cell, q.Cell) {
				return fmt.Errorf("%v: the %s barrier is next to the %s barrier on %v (N3: no two barriers adjacent)", p.Cell, p.Player, q.Player, q.Cell)
			}
		}
	}
	for c := range Colour(l.Players) {
		want := [4]int{0, TanksEach, BasesEach, BarriersEach}
		for k := Tank; k <= Barrier; k++ {
			if count[c][k] != want[k] {
				return fmt.Errorf("%s has %d %ss (want %d, N1)", c, count[c][k], k, want[k])
			}
		}
	}
	return nil
}

// TerritoryWords describes a player's territory for a message: "rows 1 to 3",
// "the top-left corner A1 to D4".
func TerritoryWords(size, players int, c Colour) string {
	if players == 2 {
		if c == Red {
			return "rows 1 to 3"
		}
		return fmt.Sprintf("rows %d to %d", size-2, size)
	}
	s := int8(size)
	lo, hi := [4]Cell{{1, 1}, {s - 3, 1}, {s - 3, s - 3}, {1, s - 3}}[c&3], [4]Cell{{4, 4}, {s, 4}, {s, s}, {4, s}}[c&3]
	name := [4]string{"top-left", "top-right", "bottom-right", "bottom-left"}[c&3]
	return fmt.Sprintf("the %s corner %v to %v", name, lo, hi)
}

func playerList(n int) string {
	switch n {
	case 2:
		return "red or blue"
	case 3:
		return "red, blue or white"
	}
	return "red, blue, white or black"
}

// Start returns the position before the first turn: the layout's pieces, with first to
// play (N3: the winner of the roll-off).
func (l Layout) Start(first Colour) (Position, error) {
	if err := l.Check(); err != nil {
		return Position{}, err
	}
	if int(first) >= l.Players {
		return Position{}, fmt.Errorf("%s cannot start a game of %d players (want %s)", first, l.Players, playerList(l.Players))
	}
	p := Position{size: int8(l.Size), players: int8(l.Players), next: first}
	for _, q := range l.Pieces {
		p.board[q.Cell.index()] = PieceOf(q.Player, q.Kind)
		switch q.Kind {
		case Tank:
			p.tanks[q.Player]++
		case Base:
			p.bases[q.Player]++
		}
	}
	return p, nil
}

// Sorted returns the layout with its pieces in board order (row by row, left to right),
// as ezd writes layouts.
func (l Layout) Sorted() Layout {
	l.Pieces = slices.Clone(l.Pieces)
	slices.SortFunc(l.Pieces, func(a, b Placed) int { return a.Cell.index() - b.Cell.index() })
	return l
}

// FirstByRolls settles N3's roll-off: each player rolls, the highest starts, and players
// tied for highest roll again. rolls returns the next die for a player. It gives up with
// an error after 100 rounds of ties (a die that always ties is not a die).
func FirstByRolls(players int, roll func(Colour) (int, error)) (Colour, error) {
	in := Colours(players)
	for range 100 {
		best, top := 0, []Colour(nil)
		for _, c := range in {
			r, err := roll(c)
			if err != nil {
				return 0, err
			}
			if err := checkRoll(r); err != nil {
				return 0, fmt.Errorf("%s: %v", c, err)
			}
			switch {
			case r > best:
				best, top = r, []Colour{c}
			case r == best:
				top = append(top, c)
			}
		}
		if len(top) == 1 {
			return top[0], nil
		}
		in = top
	}
	return 0, errors.New("the roll for the first player tied 100 times")
}
