package combat

import (
	"fmt"
	"slices"
	"strings"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/terrain"
)

// State is a battle at one moment: its journal of events folded from the start. It is a
// plain value; Battle.State hands out copies, so changing one changes no battle.
type State struct {
	Name string
	Seed uint64
	Unit terrain.Unit
	// Turn is the current turn, from 1.
	Turn int
	// Initiative is the winner of this turn's roll-off, NoPlayer until it is rolled (R3).
	Initiative Player
	// Next is the player whose turn it is to activate, if they can (R3: players alternate).
	Next Player
	// Active is the tank whose activation is going on, the zero Ref between activations.
	Active Ref
	// ActionsLeft and ActionsTaken count the actions of the active tank (R4); Moves counts
	// those of its actions taken that were moves (R6), which the win chance leaves out
	// (analysis.Judged).
	ActionsLeft  int
	ActionsTaken int
	Moves        int
	// Winner is NoPlayer until an army breaks (R8).
	Winner Player
	// DiceDrawn is how many of the battle's virtual dice the journal has used: the position
	// of the next one (R11). See Throw.
	DiceDrawn int
	Red, Blue Force
}

// Force is one player's army on the table and what it has done this turn.
type Force struct {
	Player Player
	Army   army.Army
	// Fielded is the points of the whole roster and Lost those of its destroyed tanks (R8).
	Fielded int
	Lost    int
	// Quota is ceil(n/2), n the tanks not destroyed when the turn started (R3); Activations
	// counts those used this turn.
	Quota       int
	Activations int
	// Passed is true once the player passed this turn (R3).
	Passed bool
	Tanks  []TankState
}

// TankState is one tank in the battle.
type TankState struct {
	Ref       Ref
	Name      string
	Class     army.Class
	Damage    int
	Destroyed bool
	// Defending is true from the tank's defend action to the start of its next
	// activation (R5).
	Defending bool
	// Activated is true once the tank has activated this turn (R3).
	Activated bool
	// OnlyMoved is true while the tank's activation of this turn has neither attacked nor
	// defended: it moved, or did nothing (analysis.Judged keeps such an activation).
	OnlyMoved bool
}

// Capacity is the damage that destroys the tank (R2, R7).
func (t TankState) Capacity() int { return t.Class.Stats().Capacity }

// startState checks a started event and returns the state of the battle before turn 1's
// roll-off. A journal can be edited by hand, so nothing in it is trusted.
func startState(e BattleStarted) (State, error) {
	if strings.TrimSpace(e.Name) == "" {
		return State{}, fmt.Errorf("the battle has no name")
	}
	if e.Unit != terrain.Centimetres && e.Unit != terrain.Inches {
		return State{}, fmt.Errorf("unknown unit %d (want cm or in)", int(e.Unit))
	}
	s := State{Name: e.Name, Seed: e.Seed, Unit: e.Unit, Turn: 1}
	for _, p := range Players() {
		a := e.Red
		if p == Blue {
			a = e.Blue
		}
		if ps := a.Validate(); ps != nil {
			return State{}, fmt.Errorf("%s army: %s", p, strings.ReplaceAll(ps.Error(), "\n", "; "))
		}
		f := Force{Player: p, Army: a, Fielded: a.Fielded(), Tanks: make([]TankState, len(a.Tanks))}
		for i, t := range a.Tanks {
			f.Tanks[i] = TankState{Ref: Ref{p, i + 1}, Name: t.Name, Class: t.Class}
		}
		f.Quota = f.quota()
		*s.force(p) = f
	}
	return s, nil
}

// force returns the player's force, or nil for a player who is neither red nor blue.
func (s *State) force(p Player) *Force {
	switch p {
	case Red:
		return &s.Red
	case Blue:
		return &s.Blue
	}
	return nil
}

// Force returns player p's force, the zero Force for a player who is neither red nor blue.
func (s State) Force(p Player) Force {
	if f := s.force(p); f != nil {
		return *f
	}
	return Force{}
}

// tank returns the tank r names, or an error that lists the tanks there are.
func (s *State) tank(r Ref) (*TankState, error) {
	f := s.force(r.Player)
	if f == nil {
		return nil, fmt.Errorf("%q is not a tank (want red:N or blue:N)", r.String())
	}
	if r.Pos < 1 || r.Pos > len(f.Tanks) {
		return nil, fmt.Errorf("%s has no tank %d: its tanks are %s:1 to %s:%d", r.Player, r.Pos, r.Player, r.Player, len(f.Tanks))
	}
	return &f.Tanks[r.Pos-1], nil
}

// Tank returns the tank r names, and false if there is none.
func (s State) Tank(r Ref) (TankState, bool) {
	t, err := s.tank(r)
	if err != nil {
		return TankState{}, false
	}
	return *t, true
}

// Over reports whether the battle has been won (R8).
func (s State) Over() bool { return s.Winner != NoPlayer }

// quota is R3: at most ceil(n/2) activations, n the tanks not destroyed.
func (f *Force) quota() int { return ActivationQuota(f.standing()) }

func (f *Force) standing() int {
	n := 0
	for _, t := range f.Tanks {
		if !t.Destroyed {
			n++
		}
	}
	return n
}

// ActivationsLeft returns how many more tanks player p may activate this turn (R3): none
// once they passed; else the quota left, but never more than the tanks still able to.
func (s State) ActivationsLeft(p Player) int {
	f := s.force(p)
	if f == nil || s.Over() || f.Passed {
		return 0
	}
	ready := 0
	for _, t := range f.Tanks {
		if !t.Destroyed && !t.Activated {
			ready++
		}
	}
	return min(f.Quota-f.Activations, ready)
}

// ToAct returns the player who acts now, or NoPlayer when nobody does: before the turn's
// roll-off, at the end of a turn and once the battle is over. The owner of the active tank
// acts; between activations the players alternate, and one who has no activations left lets
// the other carry on alone (R3).
func (s State) ToAct() Player {
	switch {
	case s.Over() || s.Initiative == NoPlayer:
		return NoPlayer
	case !s.Active.IsZero():
		return s.Active.Player
	case s.ActivationsLeft(s.Next) > 0:
		return s.Next
	case s.ActivationsLeft(s.Next.Other()) > 0:
		return s.Next.Other()
	}
	return NoPlayer
}

// apply folds one event into the state. The event has been checked against the rules
// already (Battle.Apply); apply only records it.
func (s *State) apply(e Event) {
	switch e := e.(type) {
	case InitiativeRolled:
		s.Initiative, s.Next = e.Winner, e.Winner
		s.DiceDrawn += e.Virtual
	case Activated:
		t, _ := s.tank(e.Tank)
		t.Activated, t.OnlyMoved = true, true
		t.Defending = false // R5: the bonus lasts until the tank's own next activation
		s.force(e.Tank.Player).Activations++
		s.Active = e.Tank
		s.ActionsLeft, s.ActionsTaken, s.Moves = t.Class.Stats().Actions, 0, 0
	case Defended:
		t, _ := s.tank(e.Tank)
		t.Defending, t.OnlyMoved = true, false
		s.spend()
	case Moved:
		s.Moves++
		s.spend()
	case Attacked:
		if a, err := s.tank(e.Tank); err == nil {
			a.OnlyMoved = false
		}
		t, _ := s.tank(e.Target)
		t.Damage, t.Destroyed = e.Damage, e.Destroyed
		if e.Destroyed {
			s.force(e.Target.Player).Lost += t.Class.Stats().Cost
		}
		s.DiceDrawn += e.Virtual
		s.spend()
	case ActivationDone:
		s.Active, s.ActionsLeft, s.ActionsTaken, s.Moves = Ref{}, 0, 0, 0
		s.Next = e.Tank.Player.Other()
	case Passed:
		s.force(e.Player).Passed = true
		s.Next = e.Player.Other()
	case TurnEnded:
		s.Turn++
		s.Initiative, s.Next = NoPlayer, NoPlayer
		for _, p := range Players() {
			f := s.force(p)
			f.Quota, f.Activations, f.Passed = f.quota(), 0, false // R3: n counted as the turn starts
			for i := range f.Tanks {
				f.Tanks[i].Activated, f.Tanks[i].OnlyMoved = false, false
			}
		}
	case BattleWon:
		s.Winner = e.Winner
		s.Active, s.ActionsLeft, s.ActionsTaken, s.Moves = Ref{}, 0, 0, 0
	}
}

func (s *State) spend() { s.ActionsLeft--; s.ActionsTaken++ }

// clone returns a deep copy, so that the copy shares no slice with s.
func (s State) clone() State {
	for _, f := range []*Force{&s.Red, &s.Blue} {
		f.Tanks = slices.Clone(f.Tanks)
		f.Army.Tanks = slices.Clone(f.Army.Tanks)
	}
	return s
}
