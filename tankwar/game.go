package tankwar

import "fmt"

// Game is a game as T9 defines it: its start and both actions of every turn played. The
// current position is kept alongside, so playing a turn costs one Step.
type Game struct {
	start Start
	moves [][2]Action
	pos   Position
}

// NewGame starts a game from a valid start (T2).
func NewGame(s Start) (*Game, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	return &Game{start: s, pos: s.Position()}, nil
}

// Start returns the game's start.
func (g *Game) Start() Start { return g.start }

// Position returns the position before the next turn (after the last one, if over).
func (g *Game) Position() Position { return g.pos }

// Result returns the result of the last end check (T8).
func (g *Game) Result() Result { return g.pos.Result }

// Turns returns how many turns have been played.
func (g *Game) Turns() int { return len(g.moves) }

// Moves returns both actions of every turn played, as a new slice.
func (g *Game) Moves() [][2]Action { return append([][2]Action{}, g.moves...) }

// Play plays the next turn with both players' actions (T3, T4).
func (g *Game) Play(a1, a2 Action) error {
	next, err := g.pos.Step(a1, a2)
	if err != nil {
		return fmt.Errorf("turn %d: %w", g.pos.Turn, err)
	}
	g.pos = next
	g.moves = append(g.moves, [2]Action{a1, a2})
	return nil
}

// Undo takes back the last turn by replaying the others from the start (T9). It reports
// whether there was a turn to take back.
func (g *Game) Undo() bool {
	if len(g.moves) == 0 {
		return false
	}
	g.moves = g.moves[:len(g.moves)-1]
	p := g.start.Position()
	for _, m := range g.moves {
		p.step(m[0], m[1])
	}
	g.pos = p
	return true
}

// Positions returns the position before turn 0 followed by the position after every turn
// played, replayed from the start (T9).
func (g *Game) Positions() []Position {
	out := make([]Position, 0, len(g.moves)+1)
	p := g.start.Position()
	out = append(out, p)
	for _, m := range g.moves {
		p.step(m[0], m[1])
		out = append(out, p)
	}
	return out
}

// Record returns the game as a record: its start and its moves.
func (g *Game) Record() Record {
	return Record{Start: g.start, Moves: g.Moves()}
}

// Replay plays a record from its start and returns the game, or an error naming the first
// thing wrong with it (an invalid start, an action out of range, moves after the end).
func Replay(r Record) (*Game, error) {
	g, err := NewGame(r.Start)
	if err != nil {
		return nil, err
	}
	for i, m := range r.Moves {
		if g.pos.Result.Over() {
			return nil, fmt.Errorf("turn %d: the game ended on turn %d (%s); a record has no moves after the end", i, i-1, g.pos.Result.Words())
		}
		for who, a := range m {
			if !a.Valid() {
				return nil, fmt.Errorf("turn %d: action %d for player %d is out of range (want 0 straight, 1 left or 2 right)", i, a, who+1)
			}
		}
		g.pos.step(m[0], m[1])
		g.moves = append(g.moves, m)
	}
	return g, nil
}
