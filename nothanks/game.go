package nothanks

import (
	"fmt"
	"slices"
)

// Game is a game as N10 defines it: its layout, who started and every turn played. The
// current position is kept alongside, so playing a turn costs one Play.
type Game struct {
	layout Layout
	first  Colour
	turns  []Turn
	start  Position
	pos    Position
}

// NewGame starts a game from a layout, first to play (N3).
func NewGame(l Layout, first Colour) (*Game, error) {
	p, err := l.Start(first)
	if err != nil {
		return nil, err
	}
	return &Game{layout: l, first: first, start: p, pos: p}, nil
}

// Layout returns the game's layout.
func (g *Game) Layout() Layout { return g.layout }

// First returns the player who took the first turn.
func (g *Game) First() Colour { return g.first }

// Position returns the position before the next turn (after the last one, if over).
func (g *Game) Position() Position { return g.pos }

// Turns returns how many turns have been played.
func (g *Game) Turns() int { return len(g.turns) }

// Turn returns the i-th turn played, from 1.
func (g *Game) Turn(i int) Turn { return g.turns[i-1] }

// Play plays the next turn, or says why the rules forbid it, naming the turn ("turn 7:
// ...", N10).
func (g *Game) Play(t Turn) error {
	next, err := g.pos.Play(t)
	if err != nil {
		return fmt.Errorf("turn %d: %v", len(g.turns)+1, err)
	}
	t.Steps = slices.Clone(t.Steps)
	g.pos = next
	g.turns = append(g.turns, t)
	return nil
}

// Undo takes back the last turn by replaying the others from the start (N10). It reports
// whether there was a turn to take back.
func (g *Game) Undo() bool {
	if len(g.turns) == 0 {
		return false
	}
	g.turns = g.turns[:len(g.turns)-1]
	g.pos = g.start
	for _, t := range g.turns {
		g.pos, _ = g.pos.Play(t)
	}
	return true
}

// Positions returns the position before the first turn, then the one after every turn.
func (g *Game) Positions() []Position {
	out := make([]Position, 0, len(g.turns)+1)
	p := g.start
	out = append(out, p)
	for _, t := range g.turns {
		p, _ = p.Play(t)
		out = append(out, p)
	}
	return out
}

// Record returns the game written down (N10).
func (g *Game) Record() Record {
	turns := make([]Turn, len(g.turns))
	for i, t := range g.turns {
		t.Steps = slices.Clone(t.Steps)
		turns[i] = t
	}
	return Record{Layout: g.layout, First: g.first, Turns: turns}
}

// Replay plays a record from its layout and returns the game, or an error naming the
// piece ("C5: ...") or the first turn the rules forbid ("turn 7: ...", N10).
func Replay(r Record) (*Game, error) {
	g, err := NewGame(r.Layout, r.First)
	if err != nil {
		return nil, err
	}
	for _, t := range r.Turns {
		if err := g.Play(t); err != nil {
			return nil, err
		}
	}
	return g, nil
}
