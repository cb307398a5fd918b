package bot

import (
	"fmt"

	"github.com/ezd-game/ezd/tankwar"
)

// Outcome is how a game between two bots ended: the game as played, its result, and, when
// a bot failed to answer (late, crashed, garbage), which player forfeited and why.
type Outcome struct {
	Game   *tankwar.Game
	Result tankwar.Result
	// Forfeit is 1 or 2 for the player who forfeited, 0 when the game was played out.
	Forfeit int
	Reason  string
}

// Play plays a game from start between two bots to its end (T8). A bot whose Choose fails
// loses by forfeit: the result goes to the other player and the error is the reason. The
// error returned is for a start that is not valid.
func Play(start tankwar.Start, p1, p2 Bot) (Outcome, error) {
	g, err := tankwar.NewGame(start)
	if err != nil {
		return Outcome{}, err
	}
	bots := [2]Bot{p1, p2}
	for !g.Result().Over() {
		var acts [2]tankwar.Action
		for i, b := range bots {
			a, err := b.Choose(g.Position(), i)
			if err == nil && !a.Valid() {
				err = fmt.Errorf("answered %d (want 0, 1 or 2)", a)
			}
			if err != nil {
				won := tankwar.P2Wins
				if i == 1 {
					won = tankwar.P1Wins
				}
				return Outcome{Game: g, Result: won, Forfeit: i + 1,
					Reason: fmt.Sprintf("turn %d: %s: %v", g.Position().Turn, b.Name(), err)}, nil
			}
			acts[i] = a
		}
		if err := g.Play(acts[0], acts[1]); err != nil {
			return Outcome{}, err
		}
	}
	return Outcome{Game: g, Result: g.Result()}, nil
}
