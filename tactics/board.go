package tactics

import (
	"cmp"
	"slices"
)

// Board is the state as a replay shows it and `replay --json` prints it: the round in
// progress (the last once the game has ended), the grid, the players in the game's order,
// the items sorted by x then y, whether the game has ended and its places. Lists are never
// null. Votes and proposals are secret and not part of it (TT10).
type Board struct {
	Round   int           `json:"round"`
	Bounds  Bounds        `json:"bounds"`
	Players []BoardPlayer `json:"players"`
	Items   []BoardItem   `json:"items"`
	Ended   bool          `json:"ended"`
	Places  [][]string    `json:"places"`
}

// BoardPlayer is a player on the board; Revivable is false for the living. Acted says
// whether they have acted in the round in progress (an action taken or their turn ended,
// TT3); it is false before the start and after the end.
type BoardPlayer struct {
	Name      string `json:"name"`
	Cell      Cell   `json:"cell"`
	Hearts    int    `json:"hearts"`
	AP        int    `json:"ap"`
	Range     int    `json:"range"`
	Downed    bool   `json:"downed"`
	Revivable bool   `json:"revivable"`
	Acted     bool   `json:"acted"`
}

// BoardItem is what lies on one cell.
type BoardItem struct {
	Cell   Cell `json:"cell"`
	Hearts int  `json:"hearts"`
	AP     int  `json:"ap"`
}

// Board returns the state as the board shows it.
func (s *State) Board() Board {
	b := Board{Round: s.round, Bounds: s.bounds, Ended: s.ended, Places: s.Places(),
		Players: make([]BoardPlayer, len(s.players)), Items: make([]BoardItem, 0, len(s.items))}
	for i, p := range s.players {
		t := s.turns[i]
		b.Players[i] = BoardPlayer{Name: p.Name, Cell: p.Cell, Hearts: p.Hearts, AP: p.AP,
			Range: p.Range, Downed: p.Downed, Revivable: p.Downed && p.Revivable,
			Acted: s.started && !s.ended && (t.primary || t.secondary || t.ended)}
	}
	for c, it := range s.items {
		b.Items = append(b.Items, BoardItem{c, it.Hearts, it.AP})
	}
	slices.SortFunc(b.Items, func(a, b BoardItem) int {
		return cmp.Or(cmp.Compare(a.Cell.X, b.Cell.X), cmp.Compare(a.Cell.Y, b.Cell.Y))
	})
	return b
}
