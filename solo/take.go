package solo

import (
	"fmt"

	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// Take makes the bot's step on the battle through the battle's own commands, so the rules
// check it like any player's step, and returns the events to record. An attack uses the
// dice of t (R11); a move goes through the terrain pieces the person says it entered (R9).
func Take(b *combat.Battle, st Step, t combat.Throw, through []terrain.Kind) ([]combat.Event, error) {
	switch st.Kind {
	case Activate:
		return b.Activate(st.Tank)
	case Defend:
		return b.Defend()
	case Attack:
		return b.Attack(st.Target, st.Cover, t)
	case Move:
		_, events, err := b.Move(through)
		return events, err
	case Pass:
		return b.Pass()
	}
	return nil, fmt.Errorf("no step to take")
}

// Duel is a whole battle played by two bots in the stand-up fight: every tank in sight,
// none in cover (A1), the battle's fair dice rolling initiative and attacks (R11).
type Duel struct {
	Red, Blue Bot
	// Turns is the last turn played; a battle still undecided when it ends is a draw.
	Turns int
}

// Play plays b from where it is to its end, or to the end of turn d.Turns, and returns
// the winner, NoPlayer for a draw.
func (d Duel) Play(b *combat.Battle) (combat.Player, error) {
	for {
		s := b.State()
		switch {
		case s.Over():
			return s.Winner, nil
		case s.Turn > d.Turns:
			return combat.NoPlayer, nil
		case s.Options().Initiative:
			if _, err := b.Initiative(combat.FairDice()); err != nil {
				return combat.NoPlayer, err
			}
			continue
		}
		bot := d.Red
		if s.ToAct() == combat.Blue {
			bot = d.Blue
		}
		g := Everything(s, bot.Side)
		st, err := bot.Next(s, g)
		if err != nil {
			return combat.NoPlayer, fmt.Errorf("turn %d: %w", s.Turn, err)
		}
		if _, err := Take(b, st, combat.FairDice(), nil); err != nil {
			return combat.NoPlayer, fmt.Errorf("turn %d: the bot's step %v: %w", s.Turn, st, err)
		}
	}
}
