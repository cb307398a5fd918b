package tactics

import (
	"maps"
	"slices"
	"time"
)

// Player is one seat of a game as it stands.
type Player struct {
	Name   string
	Cell   Cell
	Hearts int
	AP     int
	Range  int
	// Downed is true at 0 hearts (TT8); Revivable says whether a heart can still bring the
	// player back (standard only; never after the shrinking grid, TT8, TT11).
	Downed    bool
	Revivable bool
}

// Item is what lies on a cell (TT9): spawned hearts, and AP from loot and drops.
type Item struct {
	Hearts int
	AP     int
}

// turn is a player's part of the round in progress (TT3).
type turn struct {
	primary, secondary, ended bool
	// revived during this round: may act, and is not punished for a missed turn (TT3).
	revived bool
}

// owedDrop is a downed player's AP still to fall on the grid (TT12): the drop event that
// says where comes next.
type owedDrop struct {
	player, ap int
}

// State is a game after some of its events: the fold of its journal (TT15). Change it only
// through Apply; read it through its methods.
type State struct {
	game    Game
	loc     *time.Location
	players []Player
	turns   []turn
	items   map[Cell]Item
	bounds  Bounds
	shrinks int

	started   bool
	startedAt time.Time
	placed    int // players placed so far
	events    int // events applied
	lastAt    time.Time

	round      int
	roundStart time.Time
	paused     bool
	pausedAt   time.Time
	pausedFor  time.Duration // of the round in progress (TT16)
	allDone    bool          // every living player has ended their turn...
	doneAt     time.Time     // ...at this moment

	owed []owedDrop

	// The jury (TT10): each juror's standing votes, -1 for none; whether the journal's
	// votes are open or sealed (seal.go).
	haunt, intercede []int
	seal             int
	// proposals of a ranking (TT13), nil for none.
	proposals [][]int

	// downedBy is, for each downed player, the index (from 1) of the event that downed
	// them; 0 for the living. It ranks the places (TT13).
	downedBy []int

	ended  bool
	places [][]int

	// The game's day in progress (TT14), as days since 1 January 1970 in its zone, and
	// what happened in it.
	day       int
	dayMoment bool // its AP moment (weekday) or count (weekend)
	dayHearts int
	dayLoots  int
}

// NewState is a game made but not started: its header checked, no events.
func NewState(g Game) (*State, error) {
	if err := g.Validate(); err != nil {
		return nil, err
	}
	loc, _ := g.Location()
	n := len(g.Players)
	s := &State{
		game:      g,
		loc:       loc,
		players:   make([]Player, n),
		turns:     make([]turn, n),
		items:     map[Cell]Item{},
		bounds:    Bounds{Cell{1, 1}, Cell{g.Side, g.Side}},
		haunt:     make([]int, n),
		intercede: make([]int, n),
		proposals: make([][]int, n),
		downedBy:  make([]int, n),
	}
	for i, name := range g.Players {
		s.players[i] = Player{Name: name}
		s.haunt[i], s.intercede[i] = -1, -1
	}
	return s, nil
}

// Clone returns a copy that later events change independently.
func (s *State) Clone() *State {
	c := *s
	c.players = slices.Clone(s.players)
	c.turns = slices.Clone(s.turns)
	c.items = maps.Clone(s.items)
	c.owed = slices.Clone(s.owed)
	c.haunt = slices.Clone(s.haunt)
	c.intercede = slices.Clone(s.intercede)
	c.proposals = slices.Clone(s.proposals) // each proposal is replaced, never changed
	c.downedBy = slices.Clone(s.downedBy)
	c.places = slices.Clone(s.places)
	return &c
}

// Game is the game's header.
func (s *State) Game() Game { return s.game }

// Location is the game's time zone.
func (s *State) Location() *time.Location { return s.loc }

// Players are the seats in the game's order of players.
func (s *State) Players() []Player { return slices.Clone(s.players) }

// Player returns the named player (exact name) and whether there is one.
func (s *State) Player(name string) (Player, bool) {
	i, ok := s.game.index(name)
	if !ok {
		return Player{}, false
	}
	return s.players[i], true
}

// Items are what lies on the grid, by cell.
func (s *State) Items() map[Cell]Item { return maps.Clone(s.items) }

// Bounds is the grid as it is now (TT11).
func (s *State) Bounds() Bounds { return s.bounds }

// Round is the round in progress, the last one once the game has ended; 0 before the start.
func (s *State) Round() int { return s.round }

// Events is how many events the state has folded.
func (s *State) Events() int { return s.events }

// RoundStart is when the round in progress began (zero before the start).
func (s *State) RoundStart() time.Time { return s.roundStart }

// LastAt is the moment of the last event folded.
func (s *State) LastAt() time.Time { return s.lastAt }

// Started reports whether the game has started and every player is placed.
func (s *State) Started() bool { return s.started && s.placed == len(s.players) }

// Paused reports whether the host has paused the game (TT16).
func (s *State) Paused() bool { return s.paused }

// Ended reports whether the game is over (TT13).
func (s *State) Ended() bool { return s.ended }

// Places are the final ranking once the game has ended, best first, each place the names
// that share it in the game's order of players (TT13); empty before the end.
func (s *State) Places() [][]string {
	out := make([][]string, 0, len(s.places))
	for _, place := range s.places {
		names := make([]string, len(place))
		for i, p := range place {
			names[i] = s.players[p].Name
		}
		out = append(out, names)
	}
	return out
}

// RoundDue is the moment the round in progress must end: when its last living player
// ended their turn, or its time limit extended by its pauses (TT3, TT16). ok is false
// while no round can end: before the start, during a pause, after the end.
func (s *State) RoundDue() (at time.Time, ok bool) {
	if !s.Started() || s.ended || s.paused {
		return time.Time{}, false
	}
	if s.allDone {
		return s.doneAt, true
	}
	return s.roundStart.Add(time.Duration(s.game.RoundSeconds)*time.Second + s.pausedFor), true
}

// PendingDrop names the player whose dropped AP the next event must place (TT12), if any.
func (s *State) PendingDrop() (string, bool) {
	if len(s.owed) == 0 {
		return "", false
	}
	return s.players[s.owed[0].player].Name, true
}

// living counts the players with hearts.
func (s *State) living() int {
	n := 0
	for _, p := range s.players {
		if !p.Downed {
			n++
		}
	}
	return n
}

// occupied returns the seat of the player (living or downed) on the cell, or -1.
func (s *State) occupied(c Cell) int {
	for i, p := range s.players[:s.placed] {
		if p.Cell == c {
			return i
		}
	}
	return -1
}

// FreeCells are the cells of the grid that hold no player, in order of x then y; with
// noItem, those that hold no item either (TT9).
func (s *State) FreeCells(noItem bool) []Cell {
	var out []Cell
	for x := s.bounds.Min.X; x <= s.bounds.Max.X; x++ {
		for y := s.bounds.Min.Y; y <= s.bounds.Max.Y; y++ {
			c := Cell{x, y}
			if s.occupied(c) >= 0 {
				continue
			}
			if _, ok := s.items[c]; noItem && ok {
				continue
			}
			out = append(out, c)
		}
	}
	return out
}

// Day is the day of the game a moment falls on in the game's zone (TT14): 1 for the day of
// the start; 0 before the start.
func (s *State) Day(t time.Time) int {
	if !s.started {
		return 0
	}
	return s.dayOf(t) - s.dayOf(s.startedAt) + 1
}

// dayOf is the day of a moment in the game's zone, as days since 1 January 1970 (TT14),
// negative before it: midnight is a whole number of days, so the division is exact (from
// noon it rounded 31 December 1969 and 1 January 1970 both to day 0).
func (s *State) dayOf(t time.Time) int {
	y, m, d := t.In(s.loc).Date()
	return int(time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Unix() / 86400)
}

// dayStart is midnight at the start of a day in the game's zone (23 or 25 hours from the
// next at a clock change, TT14).
func (s *State) dayStart(day int) time.Time {
	y, m, d := time.Unix(int64(day)*86400, 0).UTC().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, s.loc)
}

// weekend reports whether a day is a Saturday or Sunday (TT5).
func weekend(day int) bool {
	wd := time.Unix(int64(day)*86400, 0).UTC().Weekday()
	return wd == time.Saturday || wd == time.Sunday
}
