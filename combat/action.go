package combat

import (
	"errors"
	"slices"

	"github.com/ezd-game/ezd/terrain"
)

// The actions of an activation (R4): defend (R5), move (R6) and attack (R7). Each check
// works on the state before the action and returns the event it becomes, or a Refusal.

// defend is R4 and R5: allowed only as the first action of an activation, hence once.
func (s *State) defend() (Defended, error) {
	t, err := s.acting()
	if err != nil {
		return Defended{}, err
	}
	if s.ActionsTaken > 0 {
		return Defended{}, s.refuse("%s (%s) can defend only as the first action of its activation (R4)", t.Name, t.Ref)
	}
	return Defended{Tank: t.Ref}, nil
}

// move is R6: one move action goes up to the class's move distance, less the penalties of
// the terrain it enters (R9). Heavy cover and rivers are refused: go around.
func (s *State) move(through []terrain.Kind) (Moved, error) {
	t, err := s.acting()
	if err != nil {
		return Moved{}, err
	}
	for _, k := range through {
		if !validKind(k) {
			return Moved{}, s.refuse("unknown terrain %d (want open, rough, light, heavy or river)", int(k))
		}
	}
	allowance, err := terrain.Allowance(t.Class.Stats().Move, through)
	if err != nil {
		return Moved{}, s.refuse("%s (%s) cannot move through that: %v (R6, R9)", t.Name, t.Ref, err)
	}
	if len(through) == 0 {
		through = nil
	}
	return Moved{Tank: t.Ref, Through: slices.Clone(through), Allowance: allowance}, nil
}

func validKind(k terrain.Kind) bool { return slices.Contains(terrain.Kinds(), k) }

// Aim returns the attack the active tank would make on target in cover, checked against
// R7 but not yet rolled: for the odds to show before the dice. Range and line of sight are
// measured on the table; heavy cover hides the target.
func (s State) Aim(target Ref, cover terrain.Kind) (Attack, error) {
	return s.aim(target, cover)
}

func (s *State) aim(target Ref, cover terrain.Kind) (Attack, error) {
	a, err := s.acting()
	if err != nil {
		return Attack{}, err
	}
	t, err := s.tank(target)
	switch {
	case err != nil:
		return Attack{}, s.refuse("%v", err)
	case target.Player == a.Ref.Player:
		return Attack{}, s.refuse("%s (%s) is %s's own tank: attack an enemy tank (R7)", t.Name, t.Ref, target.Player)
	case t.Destroyed:
		return Attack{}, s.refuse("%s (%s) has been destroyed already (R7)", t.Name, t.Ref)
	case !validKind(cover):
		return Attack{}, s.refuse("unknown cover %d (want open or light)", int(cover))
	}
	at := Attack{Attacker: a.Class, Target: t.Class, Defending: t.Defending, Cover: cover}
	if err := at.Check(); err != nil {
		if errors.Is(err, ErrHidden) {
			return Attack{}, s.refuse("%s (%s) is hidden behind heavy cover and cannot be shot through (R7, R9)", t.Name, t.Ref)
		}
		return Attack{}, s.refuse("%v", err)
	}
	return at, nil
}

// attack is R7: the active tank's die against the target's, each with its modifiers; a hit
// does 1 damage and a tank whose damage reaches its capacity is destroyed.
func (s *State) attack(target Ref, cover terrain.Kind, attackDie, defenceDie, virtual int) (Attacked, error) {
	at, err := s.aim(target, cover)
	if err != nil {
		return Attacked{}, err
	}
	res, err := at.Resolve(attackDie, defenceDie)
	if err != nil {
		return Attacked{}, err
	}
	t, _ := s.tank(target)
	e := Attacked{
		Tank: s.Active, Target: target, Cover: cover,
		AttackDie: attackDie, DefenceDie: defenceDie, Virtual: virtual,
		AttackTotal: res.AttackTotal, DefenceTotal: res.DefenceTotal, Hit: res.Hit,
		Damage: t.Damage,
	}
	if res.Hit {
		e.Damage++
	}
	e.Destroyed = e.Damage >= t.Capacity()
	return e, nil
}
