package solo

import (
	"slices"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/combat"
)

// The positions a step leads to, for the solver to value. Each is a copy of the battle's
// state with the step written in as the battle would record it; the automatic steps that
// follow (an activation whose actions are spent, a turn nobody can act in any more) are
// left to the solver's mapping (A7), which settles them as the rules do. after_test.go
// checks every one against the battle's own commands.

// clone returns a copy of s that shares no tank with it.
func clone(s combat.State) combat.State {
	s.Red.Tanks, s.Blue.Tanks = slices.Clone(s.Red.Tanks), slices.Clone(s.Blue.Tanks)
	return s
}

func force(s *combat.State, p combat.Player) *combat.Force {
	if p == combat.Blue {
		return &s.Blue
	}
	return &s.Red
}

// afterActivate is s after tank r starts its activation (R3, R4); its defence ends (R5).
func afterActivate(s combat.State, r combat.Ref) combat.State {
	s = clone(s)
	f := force(&s, r.Player)
	t := &f.Tanks[r.Pos-1]
	t.Activated, t.Defending = true, false
	f.Activations++
	s.Active, s.ActionsLeft, s.ActionsTaken = r, t.Class.Stats().Actions, 0
	return s
}

// afterPass is s after the side to act passes (R3).
func afterPass(s combat.State) combat.State {
	s = clone(s)
	p := s.ToAct()
	force(&s, p).Passed = true
	s.Next = p.Other()
	return s
}

// afterDefend is s after the active tank defends (R4, R5).
func afterDefend(s combat.State) combat.State {
	s = clone(s)
	force(&s, s.Active.Player).Tanks[s.Active.Pos-1].Defending = true
	s.ActionsLeft--
	s.ActionsTaken++
	return s
}

// afterAttack is s after the active tank's attack on target, hit or missed: a hit does 1
// damage and destroys at capacity (R7); an army breaks at once (R8).
func afterAttack(s combat.State, target combat.Ref, hit bool) combat.State {
	s = clone(s)
	s.ActionsLeft--
	s.ActionsTaken++
	if !hit {
		return s
	}
	f := force(&s, target.Player)
	t := &f.Tanks[target.Pos-1]
	t.Damage++
	if t.Damage >= t.Capacity() {
		t.Destroyed = true
		f.Lost += t.Class.Stats().Cost
		if army.Broken(f.Lost, f.Fielded) {
			s.Winner = target.Player.Other()
		}
	}
	return s
}
