package tactics

import (
	"errors"
	"fmt"

	"github.com/ezd-game/ezd/internal/quote"
)

// seat finds a named player for an event, matching the name exactly (TT15).
func (s *State) seat(name, role string) (int, error) {
	i, ok := s.game.index(name)
	if !ok {
		return -1, fmt.Errorf("%s %s is not a player of this game (a journal names players exactly, case and all)", role, quote.Value(name))
	}
	return i, nil
}

// checkAction checks a player's action in their turn (TT3, TT6, TT7).
func (s *State) checkAction(e Event) error {
	i, err := s.seat(e.Player, "player")
	if err != nil {
		return err
	}
	p, t := s.players[i], s.turns[i]
	switch {
	case s.paused:
		return errors.New("the game is paused: no one acts until it resumes (TT16)")
	case p.Downed:
		return fmt.Errorf("%s is downed and cannot act (TT8)", p.Name)
	case t.ended && e.Kind == KindEndTurn:
		return fmt.Errorf("%s has already ended their turn in round %d (TT3: an extra end-turn is refused)", p.Name, s.round)
	case t.ended:
		return fmt.Errorf("%s has already ended their turn in round %d (TT3)", p.Name, s.round)
	case e.Kind.primary() && t.primary:
		return fmt.Errorf("%s has already taken a primary action in round %d (TT3: one a turn)", p.Name, s.round)
	case (e.Kind == KindGiveHeart || e.Kind == KindGiveAP) && t.secondary:
		return fmt.Errorf("%s has already taken a secondary action in round %d (TT3: one a turn)", p.Name, s.round)
	}
	cost := 0
	switch e.Kind {
	case KindMove:
		cost = MoveCost
		if err := s.checkMove(p, e.Dest); err != nil {
			return err
		}
	case KindAttack:
		cost = AttackCost
		j, err := s.seat(e.Target, "target")
		if err != nil {
			return err
		}
		q := s.players[j]
		switch {
		case j == i:
			return fmt.Errorf("%s cannot attack themselves", p.Name)
		case q.Downed:
			return fmt.Errorf("%s is downed and cannot be attacked (TT8)", q.Name)
		case Distance(p.Cell, q.Cell) > p.Range:
			return fmt.Errorf("%s is %d away from %s, out of range %d (TT6)", q.Name, Distance(p.Cell, q.Cell), p.Name, p.Range)
		}
	case KindHeart:
		cost = s.game.UpgradeCost()
	case KindRange:
		cost = s.game.UpgradeCost()
		if p.Range >= s.bounds.Side() {
			return fmt.Errorf("%s's range %d is already the grid's side (TT5: range is at most the side)", p.Name, p.Range)
		}
	case KindGiveHeart:
		if err := s.checkGiveHeart(i, e.To); err != nil {
			return err
		}
	case KindGiveAP:
		if err := s.checkGiveAP(i, e.To, e.AP); err != nil {
			return err
		}
		cost = e.AP
	}
	switch {
	case p.AP >= cost:
	case e.Kind == KindGiveAP:
		return fmt.Errorf("%s has %d AP and cannot give %d (TT7)", p.Name, p.AP, cost)
	default:
		return fmt.Errorf("%s has %d AP and %s costs %d (TT6)", p.Name, p.AP, aKind(e.Kind), cost)
	}
	return nil
}

func (s *State) checkMove(p Player, to Cell) error {
	switch {
	case !s.bounds.Contains(to):
		return fmt.Errorf("%s is off the grid (%s to %s)", to, s.bounds.Min, s.bounds.Max)
	case Distance(p.Cell, to) != 1:
		return fmt.Errorf("%s is %d away from %s's %s (TT6: a move goes to an adjacent cell)", to, Distance(p.Cell, to), p.Name, p.Cell)
	}
	if o := s.occupied(to); o >= 0 {
		return fmt.Errorf("%s holds %s (TT6: a move goes to a cell with no player)", to, s.players[o].Name)
	}
	return nil
}

// recipient finds the receiver of a gift within the giver's range (TT7).
func (s *State) recipient(i int, to string) (int, error) {
	j, err := s.seat(to, "to")
	if err != nil {
		return -1, err
	}
	p, q := s.players[i], s.players[j]
	if j == i {
		return -1, fmt.Errorf("%s cannot give to themselves (TT7)", p.Name)
	}
	if d := Distance(p.Cell, q.Cell); d > p.Range {
		return -1, fmt.Errorf("%s is %d away from %s, out of range %d (TT7)", q.Name, d, p.Name, p.Range)
	}
	return j, nil
}

func (s *State) checkGiveHeart(i int, to string) error {
	j, err := s.recipient(i, to)
	if err != nil {
		return err
	}
	p, q := s.players[i], s.players[j]
	switch {
	case p.Hearts < 2:
		return fmt.Errorf("%s has %d heart and must keep at least 1 (TT7)", p.Name, p.Hearts)
	case q.Downed && s.game.Mode == Abridged:
		return fmt.Errorf("%s is downed: in an abridged game nothing is given to a downed player (TT7)", q.Name)
	case q.Downed && !q.Revivable:
		return fmt.Errorf("%s is downed for good and can never revive (TT8, TT11)", q.Name)
	}
	return nil
}

func (s *State) checkGiveAP(i int, to string, ap int) error {
	j, err := s.recipient(i, to)
	if err != nil {
		return err
	}
	if s.players[j].Downed {
		return fmt.Errorf("%s is downed: AP goes to a living player (TT7)", s.players[j].Name)
	}
	if ap < 1 || ap > s.game.MaxGiftAP() {
		return fmt.Errorf("a gift of %d AP (TT7: 1 to %d)", ap, s.game.MaxGiftAP())
	}
	return nil
}

// checkVote checks a juror's vote (TT10): standard only, by a downed player, for a living
// one. A vote is not an action; it is refused during a pause like everything a player does.
func (s *State) checkVote(e Event) error {
	if s.game.Mode != Standard {
		return errors.New("an abridged game has no jury (TT10)")
	}
	i, err := s.seat(e.Player, "player")
	if err != nil {
		return err
	}
	if !s.players[i].Downed {
		return fmt.Errorf("%s is living: only the downed vote (TT10)", e.Player)
	}
	if s.paused {
		return errors.New("the game is paused: no one votes until it resumes (TT16)")
	}
	if err := s.checkSeal(e); err != nil || e.Sealed {
		return err // a sealed vote says nothing more to check
	}
	if e.Vote != VoteHaunt && e.Vote != VoteIntercede {
		return fmt.Errorf("vote %s (want %q or %q)", quote.Value(e.Vote), VoteHaunt, VoteIntercede)
	}
	j, err := s.seat(e.For, "for")
	if err != nil {
		return err
	}
	if s.players[j].Downed {
		return fmt.Errorf("%s is downed: a vote is for a living player (TT10)", e.For)
	}
	return nil
}

// checkPropose checks a proposed ranking (TT13): with exactly 3 or 4 living players, by
// one of them, naming each of them once.
func (s *State) checkPropose(e Event) error {
	i, err := s.seat(e.Player, "player")
	if err != nil {
		return err
	}
	n := s.living()
	switch {
	case s.paused:
		return errors.New("the game is paused: no one proposes until it resumes (TT16)")
	case s.players[i].Downed:
		return fmt.Errorf("%s is downed: only the living propose a ranking (TT13)", e.Player)
	case n != 3 && n != 4:
		return fmt.Errorf("a ranking is proposed when exactly 3 or 4 players are living, not %d (TT13)", n)
	case len(e.Order) != n:
		return fmt.Errorf("the ranking must name each of the %d living players once (it names %d, TT13)", n, len(e.Order))
	}
	seen := make([]bool, len(s.players))
	for _, name := range e.Order {
		j, err := s.seat(name, "order")
		if err != nil {
			return err
		}
		if s.players[j].Downed {
			return fmt.Errorf("the ranking names %s, who is downed (want the living only, TT13)", name)
		}
		if seen[j] {
			return fmt.Errorf("the ranking names %s twice (TT13)", name)
		}
		seen[j] = true
	}
	return nil
}
