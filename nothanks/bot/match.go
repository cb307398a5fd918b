package bot

import (
	"math/rand/v2"

	"github.com/ezd-game/ezd/nothanks"
)

// DefaultMaxTurns is how many turns a game between bots may last before it is stopped
// and the players still in share the places left (the rules have no limit; bots that
// never meet would play for ever).
const DefaultMaxTurns = 2000

// Outcome is how a game between bots ended: the game as played; Stopped when it reached
// the turn limit; Forfeit and Reason when a bot's turn was refused (that bot is then
// counted out on the spot).
type Outcome struct {
	Game    *nothanks.Game
	Stopped bool
	Forfeit int // 1-based seat of the bot whose turn was refused, 0 for none
	Reason  string
}

// NewDice returns a seeded die: the same seed rolls the same numbers (N9).
func NewDice(seed uint64) Dice {
	rng := rand.New(rand.NewPCG(seed, 0x646963650a)) // "dice"
	return func() int { return rng.IntN(6) + 1 }
}

// Play plays a game from the layout between bots, one a colour in seating order, first
// starting, rolling the dice given, until one player is left or maxTurns have been played.
func Play(l nothanks.Layout, first nothanks.Colour, bots []Bot, roll Dice, maxTurns int) (Outcome, error) {
	g, err := nothanks.NewGame(l, first)
	if err != nil {
		return Outcome{}, err
	}
	for !g.Position().Over() {
		if g.Turns() >= maxTurns {
			return Outcome{Game: g, Stopped: true}, nil
		}
		p := g.Position()
		t, err := TakeTurn(bots[p.Next()], p, roll)
		if err == nil {
			err = g.Play(t)
		}
		if err != nil {
			return Outcome{Game: g, Forfeit: int(p.Next()) + 1, Reason: err.Error()}, nil
		}
	}
	return Outcome{Game: g}, nil
}

// Places returns each player's place at the end of a game (1 the winner): a player who
// went out later places above one who went out earlier; players still in when a game was
// stopped share the best place, and so do players who went out on the same turn.
func Places(p nothanks.Position) []int {
	n := p.Players()
	out := make([]int, n)
	for c := range nothanks.Colour(n) {
		place := 1
		for d := range nothanks.Colour(n) {
			if d != c && outlasted(p, d, c) {
				place++
			}
		}
		out[c] = place
	}
	return out
}

// outlasted reports whether d stayed in longer than c.
func outlasted(p nothanks.Position, d, c nothanks.Colour) bool {
	od, oc := p.OutOnTurn(d), p.OutOnTurn(c)
	switch {
	case oc == 0:
		return false
	case od == 0:
		return true
	}
	return od > oc
}
