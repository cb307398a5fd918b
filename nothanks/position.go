package nothanks

// Kills counts what a player destroyed (N6: tanks and bases counted apart).
type Kills struct {
	Tanks int `json:"tanks"`
	Bases int `json:"bases"`
}

// Position is a game between turns: the board, whose turn it is, the turns played, who is
// out and what each player destroyed. It is a value of fixed size (a few hundred bytes),
// so a bot can copy and search it.
type Position struct {
	board   [MaxSize * MaxSize]Piece
	size    int8
	players int8
	next    Colour
	turn    int32
	// tanks and bases count each player's pieces still on the board.
	tanks, bases [MaxPlayers]int8
	// outAt is the turn on which a player went out (N7), 0 while they are in.
	outAt [MaxPlayers]int32
	kills [MaxPlayers]Kills
}

// Size returns the board's side.
func (p Position) Size() int { return int(p.size) }

// Players returns the number of players.
func (p Position) Players() int { return int(p.players) }

// At returns the piece on a square (the empty Piece off the board).
func (p Position) At(c Cell) Piece {
	if !c.On(int(p.size)) {
		return 0
	}
	return p.board[c.index()]
}

// Next returns the player whose turn comes next.
func (p Position) Next() Colour { return p.next }

// Turn returns the number of turns played.
func (p Position) Turn() int { return int(p.turn) }

// Out reports whether a player is out (N7).
func (p Position) Out(c Colour) bool { return p.outAt[c] != 0 }

// OutOnTurn returns the turn on which a player went out, 0 while they are in.
func (p Position) OutOnTurn(c Colour) int { return int(p.outAt[c]) }

// Kills returns what a player destroyed.
func (p Position) Kills(c Colour) Kills { return p.kills[c] }

// Tanks returns how many tanks a player has on the board.
func (p Position) Tanks(c Colour) int { return int(p.tanks[c]) }

// Bases returns how many bases a player has on the board.
func (p Position) Bases(c Colour) int { return int(p.bases[c]) }

// InPlay returns the players still in, in seating order.
func (p Position) InPlay() []Colour {
	var out []Colour
	for c := range Colour(p.players) {
		if p.outAt[c] == 0 {
			out = append(out, c)
		}
	}
	return out
}

// Winner returns the last player in and true once the game is over (N7).
func (p Position) Winner() (Colour, bool) {
	in, last := 0, Colour(0)
	for c := range Colour(p.players) {
		if p.outAt[c] == 0 {
			in++
			last = c
		}
	}
	return last, in == 1
}

// Over reports whether the game has ended (N7: one player is left).
func (p Position) Over() bool {
	_, over := p.Winner()
	return over
}

// Pieces lists every piece on the board, row by row from the top, left to right.
func (p Position) Pieces() []Placed {
	out := []Placed{}
	for y := int8(1); y <= p.size; y++ {
		for x := int8(1); x <= p.size; x++ {
			c := Cell{x, y}
			if q := p.board[c.index()]; q != 0 {
				out = append(out, Placed{q.Owner(), q.Kind(), c})
			}
		}
	}
	return out
}
