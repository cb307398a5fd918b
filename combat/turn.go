package combat

import (
	"errors"
	"fmt"

	"github.com/ezd-game/ezd/army"
)

// ErrTie is returned for a roll-off in which both players rolled the same: nothing is
// recorded and the players roll again (R3).
var ErrTie = errors.New("initiative is a tie")

// The rules of a turn (R3) and of victory (R8). Each check works on the state before the
// step and either returns the event the step becomes or a Refusal that says why not and
// what is allowed instead. Commands and the fold of a journal use the same checks.

// open refuses every step once the battle is over (R8).
func (s *State) open() error {
	if s.Over() {
		return &Refusal{Reason: fmt.Sprintf("the battle is over: %s won on turn %d", s.Winner, s.Turn)}
	}
	return nil
}

// canRollOff checks that this turn's roll-off is still to come.
func (s *State) canRollOff() error {
	if err := s.open(); err != nil {
		return err
	}
	if s.Initiative != NoPlayer {
		return s.refuse("initiative for turn %d has been rolled already: %s won it", s.Turn, s.Initiative)
	}
	return nil
}

// rollOff is R3's roll-off for the turn: the higher die wins, a tie is rolled again.
func (s *State) rollOff(red, blue, virtual int) (InitiativeRolled, error) {
	if err := s.canRollOff(); err != nil {
		return InitiativeRolled{}, err
	}
	if _, err := NewEntered(red, blue); err != nil {
		return InitiativeRolled{}, err
	}
	if red == blue {
		return InitiativeRolled{}, fmt.Errorf("%w: both rolled %d, roll again (R3)", ErrTie, red)
	}
	e := InitiativeRolled{Turn: s.Turn, Red: red, Blue: blue, Winner: Red, Virtual: virtual}
	if blue > red {
		e.Winner = Blue
	}
	return e, nil
}

// needInitiative refuses a step of a turn whose roll-off has not been made.
func (s *State) needInitiative() error {
	if err := s.open(); err != nil {
		return err
	}
	if s.Initiative == NoPlayer {
		return s.refuse("initiative for turn %d has not been rolled yet (R3)", s.Turn)
	}
	return nil
}

// activate starts the activation of tank r (R3): one at a time, by the player whose turn it
// is, within their ceil(n/2) activations, each tank at most once a turn.
func (s *State) activate(r Ref) (Activated, error) {
	if err := s.needInitiative(); err != nil {
		return Activated{}, err
	}
	t, err := s.tank(r)
	if err != nil {
		return Activated{}, s.refuse("%v", err)
	}
	if !s.Active.IsZero() {
		a, _ := s.tank(s.Active)
		return Activated{}, s.refuse("%s (%s) is still active: end its activation first", a.Name, a.Ref)
	}
	f := s.force(r.Player)
	switch {
	case f.Passed:
		return Activated{}, s.refuse("%s has passed for the rest of turn %d (R3)", r.Player, s.Turn)
	case f.Activations >= f.Quota:
		return Activated{}, s.refuse("%s has used its %s in turn %d (R3: half its tanks standing at the start of the turn, rounded up)", r.Player, plural(f.Quota, "activation"), s.Turn)
	case s.ToAct() != r.Player:
		return Activated{}, s.refuse("it is %s's turn to act, not %s's (R3: players alternate)", s.ToAct(), r.Player)
	case t.Destroyed:
		return Activated{}, s.refuse("%s (%s) has been destroyed", t.Name, r)
	case t.Activated:
		return Activated{}, s.refuse("%s (%s) has already activated in turn %d (R3: once a turn)", t.Name, r, s.Turn)
	}
	return Activated{Tank: r, DefenceEnds: t.Defending}, nil
}

// acting returns the active tank, or refuses a step that needs one.
func (s *State) acting() (*TankState, error) {
	if err := s.needInitiative(); err != nil {
		return nil, err
	}
	if s.Active.IsZero() {
		return nil, s.refuse("no tank is active: activate one first")
	}
	t, err := s.tank(s.Active)
	if err != nil {
		return nil, err
	}
	if s.ActionsLeft <= 0 {
		return nil, s.refuse("%s (%s) has no actions left (R4)", t.Name, t.Ref)
	}
	return t, nil
}

// done ends the activation early; the actions left are lost (R4).
func (s *State) done() (ActivationDone, error) {
	t, err := s.acting()
	if err != nil {
		return ActivationDone{}, err
	}
	return ActivationDone{Tank: t.Ref, Unused: s.ActionsLeft}, nil
}

// pass ends the activations of the player to act for the rest of the turn (R3).
func (s *State) pass() (Passed, error) {
	if err := s.needInitiative(); err != nil {
		return Passed{}, err
	}
	if !s.Active.IsZero() {
		t, _ := s.tank(s.Active)
		return Passed{}, s.refuse("%s (%s) is still active: end its activation before passing", t.Name, t.Ref)
	}
	p := s.ToAct()
	if p == NoPlayer {
		return Passed{}, s.refuse("nobody can act in turn %d any more", s.Turn)
	}
	return Passed{Player: p}, nil
}

// due returns the automatic consequence the rules call for now, or nil. A broken army
// loses at once (R8); an activation whose actions are spent ends (R4); a turn in which
// neither player can act ends (R3).
func (s *State) due() Event {
	if s.Over() {
		return nil
	}
	for _, p := range Players() {
		if f := s.force(p); army.Broken(f.Lost, f.Fielded) {
			return BattleWon{Winner: p.Other(), Turn: s.Turn}
		}
	}
	if !s.Active.IsZero() {
		if s.ActionsLeft <= 0 {
			return ActivationDone{Tank: s.Active}
		}
		return nil
	}
	if s.Initiative != NoPlayer && s.ToAct() == NoPlayer {
		return TurnEnded{Turn: s.Turn}
	}
	return nil
}
