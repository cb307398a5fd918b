package analysis

import (
	"fmt"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/combat"
)

// ForBattle returns a solver for the armies of a battle: red is side A (A7).
func ForBattle(st combat.State, opt Options) (*Solver, error) {
	return NewSolver(st.Red.Army, st.Blue.Army, opt)
}

// Battle returns the position of a battle in progress (A7) with the solver's turns left,
// counting the current turn: the one place where the battle's state (R3-R8) becomes a
// position of the model. Red is side A. A battle before a roll-off is the start of a turn,
// so a battle before its first roll-off is the solver's Start.
func (s *Solver) Battle(st combat.State) (Position, error) {
	p, _, err := s.fromBattle(st)
	if err != nil {
		return Position{}, err
	}
	return Position{k: s.l.pack(&p), turnsLeft: s.opt.Turns}, nil
}

// seat says where each real tank sits in a canonical position: slot[side][i] is the slot
// of the tank at roster position i+1 (A8: of identical tanks in the same state, each has
// its own slot, and any of them stands for the others).
type seat struct {
	slot [2][]int
}

// fromBattle maps the state onto a canonical position and says where each tank sits.
func (s *Solver) fromBattle(st combat.State) (pos, seat, error) {
	var p pos
	var who seats
	var at seat
	p.active = -1
	forces := [2]combat.Force{st.Red, st.Blue}
	for side, f := range forces {
		if err := s.fits(side, f); err != nil {
			return p, at, err
		}
		// Each tank takes the first free slot of its class; canon then sorts them.
		next := s.l.runs[side]
		at.slot[side] = make([]int, len(f.Tanks))
		for i, t := range f.Tanks {
			slot := next[t.Class]
			next[t.Class]++
			p.t[side][slot] = tankState(t)
			who[side][slot] = int8(i)
			at.slot[side][i] = slot
		}
	}
	switch {
	case st.Over():
		p.kind = kWinA
		if st.Winner == combat.Blue {
			p.kind = kWinB
		}
	case s.broken(&p, sideB):
		p.kind = kWinA // R8: a state not yet settled, whose army has broken
	case s.broken(&p, sideA):
		p.kind = kWinB
	case st.Initiative == combat.NoPlayer:
		p.kind = kStart
		for side := range 2 {
			for i := range s.l.n[side] {
				p.t[side][i] &^= activated
			}
		}
	default:
		p.quota = [2]uint8{uint8(st.ActivationsLeft(combat.Red)), uint8(st.ActivationsLeft(combat.Blue))}
		switch who := st.ToAct(); {
		case !st.Active.IsZero():
			p.kind, p.toAct = kActivation, sideOf(st.Active.Player)
			p.active = int8(at.slot[p.toAct][st.Active.Pos-1])
			p.actions = uint8(st.ActionsLeft)
			if st.ActionsLeft <= 0 {
				s.l.next(&p)
			}
		case who == combat.NoPlayer:
			s.l.endTurn(&p)
		default:
			p.kind, p.toAct = kBetween, sideOf(who)
		}
	}
	s.l.canonSeats(&p, &who)
	for side := range 2 {
		for slot := range s.l.n[side] {
			at.slot[side][who[side][slot]] = slot
		}
	}
	return p, at, nil
}

// broken reports whether side's army has broken (R8).
func (s *Solver) broken(p *pos, side int) bool {
	return army.Broken(s.l.lost(p, side), s.l.fielded[side])
}

// fits checks that a battle's force has the classes of the solver's side.
func (s *Solver) fits(side int, f combat.Force) error {
	var want, got [army.Heavy + 1]int
	for i := range s.l.n[side] {
		want[s.l.class[side][i]]++
	}
	for _, t := range f.Tanks {
		if !t.Class.Valid() {
			return fmt.Errorf("%s's tank %s has no class (want small, medium or heavy)", f.Player, t.Ref)
		}
		got[t.Class]++
	}
	if want != got {
		return fmt.Errorf("%s's army is not the army this solver was made for: solve its battle with a new solver", f.Player)
	}
	return nil
}

// tankState is a battle's tank as 4 bits (position.go).
func tankState(t combat.TankState) uint8 {
	capacity := uint8(t.Capacity())
	if t.Destroyed || t.Damage >= int(capacity) {
		return capacity
	}
	st := uint8(t.Damage)
	if t.Defending {
		st |= defending
	}
	if t.Activated {
		st |= activated
	}
	return st
}

func sideOf(p combat.Player) uint8 {
	if p == combat.Blue {
		return sideB
	}
	return sideA
}

func playerOf(side int) combat.Player {
	if side == sideB {
		return combat.Blue
	}
	return combat.Red
}
