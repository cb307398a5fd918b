package analysis

import (
	"fmt"
	"math"
	"slices"

	"github.com/ezd-game/ezd/combat"
)

// StepKind is what a step of the model does (A2, A3).
type StepKind int

// The steps a side may take in the stand-up fight. Moving is left out (A1) and so is
// ending an activation early (A3).
const (
	Activate StepKind = iota + 1
	Attack
	Defend
	Pass
)

// Step is one step the side to act may take now: activate a tank, attack a tank, defend
// or pass. Tank is the tank activated or attacked, the zero Ref otherwise.
type Step struct {
	Kind StepKind
	Tank combat.Ref
}

// String writes the step as commands and JSON write it: "activate red:2", "defend",
// "attack blue:1" or "pass".
func (s Step) String() string {
	switch s.Kind {
	case Activate:
		return "activate " + s.Tank.String()
	case Attack:
		return "attack " + s.Tank.String()
	case Defend:
		return "defend"
	case Pass:
		return "pass"
	}
	return fmt.Sprintf("StepKind(%d)", int(s.Kind))
}

// Hint is a step with the win chance it leaves for the side that takes it, P(win) +
// P(draw)/2 under the solver's policy (an attack counts as the average of its hit and
// its miss), and the reason for it in words.
type Hint struct {
	Step
	WinChance float64
	Reason    string
}

// Hints returns every step the side to act may take in the battle now, best first (A7);
// steps whose win chances differ by less than A6's tolerance keep the order of the battle's
// rosters, defend and pass last. Identical tanks are each listed, with the same chance.
func (s *Solver) Hints(st combat.State) ([]Hint, error) {
	p, at, err := s.acting(st)
	if err != nil {
		return nil, err
	}
	hs, err := s.hints(st, p, at)
	if err != nil {
		return nil, err
	}
	bestFirst(hs)
	return hs, nil
}

// Choose returns the step the solver's policy takes in the battle now, with its win
// chance and reason: for the optimal policy the first of Hints (the best, the first in
// roster order of the equally good, A6), for the greedy one the rule of thumb's.
func (s *Solver) Choose(st combat.State) (Hint, error) {
	p, at, err := s.acting(st)
	if err != nil {
		return Hint{}, err
	}
	hs, err := s.hints(st, p, at)
	if err != nil {
		return Hint{}, err
	}
	if s.opt.Policy == Greedy {
		g := s.l.greedyStep(&p)
		for _, h := range hs {
			if at.slotOf(h.Step) == g {
				return h, nil
			}
		}
	}
	bestFirst(hs)
	return hs[0], nil
}

// bestFirst sorts hints best first; of chances within A6's tolerance, the first stays first.
func bestFirst(hs []Hint) {
	slices.SortStableFunc(hs, func(a, b Hint) int {
		return -cmpRounded(a.WinChance, b.WinChance)
	})
}

// cmpRounded compares win chances to A6's tolerance.
func cmpRounded(a, b float64) int {
	ra, rb := math.Round(a/tolerance), math.Round(b/tolerance)
	switch {
	case ra < rb:
		return -1
	case ra > rb:
		return 1
	}
	return 0
}

// acting maps the battle and refuses one in which no side chooses a step now.
func (s *Solver) acting(st combat.State) (pos, seat, error) {
	if s.err != nil {
		return pos{}, seat{}, s.err
	}
	p, at, err := s.fromBattle(st)
	if err != nil {
		return p, at, err
	}
	switch p.kind {
	case kWinA, kWinB:
		return p, at, fmt.Errorf("the battle is over: %s won", st.Winner)
	case kStart:
		return p, at, fmt.Errorf("nobody acts before the roll-off of turn %d: roll initiative first", st.Turn)
	case kTurnEnd:
		return p, at, fmt.Errorf("nobody can act in turn %d any more", st.Turn)
	}
	return p, at, nil
}

// hints values every step of the battle, in the order of the rosters.
func (s *Solver) hints(st combat.State, p pos, at seat) ([]Hint, error) {
	x := int(p.toAct)
	var steps []Step
	if p.kind == kBetween {
		f := st.Force(playerOf(x))
		for _, t := range f.Tanks {
			if !t.Destroyed && !t.Activated {
				steps = append(steps, Step{Activate, t.Ref})
			}
		}
		steps = append(steps, Step{Kind: Pass})
	} else {
		for _, t := range st.Force(playerOf(1 - x)).Tanks {
			if !t.Destroyed {
				steps = append(steps, Step{Attack, t.Ref})
			}
		}
		if s.l.canDefend(&p) {
			steps = append(steps, Step{Kind: Defend})
		}
	}
	type outcome struct {
		h         int
		hit, miss int32
	}
	outs := make([]outcome, len(steps))
	for k, sp := range steps {
		var hit, miss pos
		h := s.l.play(&p, at.slotOf(sp), &hit, &miss)
		o := outcome{h: h}
		var err error
		if o.hit, err = s.b.child(hit); err == nil && h < 36 {
			o.miss, err = s.b.child(miss)
		}
		if err == nil {
			err = s.grow()
		}
		if err != nil {
			s.err = err
			return nil, err
		}
		outs[k] = o
	}
	s.sweepTo(s.opt.Turns)
	hs := make([]Hint, len(steps))
	for k, sp := range steps {
		o := outs[k]
		v := optionValue(option{hits: uint8(o.h), hit: o.hit, miss: o.miss}, s.cur)
		if x == sideB {
			v = 1 - v
		}
		hs[k] = Hint{Step: sp, WinChance: v, Reason: s.reason(st, p, sp, s.g.nodes[o.hit].kind)}
	}
	return hs, nil
}

// slotOf turns a battle's step into the model's.
func (at seat) slotOf(sp Step) step {
	switch sp.Kind {
	case Activate, Attack:
		k := sActivate
		if sp.Kind == Attack {
			k = sAttack
		}
		return step{k, int8(at.slot[sideOf(sp.Tank.Player)][sp.Tank.Pos-1])}
	case Defend:
		return step{kind: sDefend}
	}
	return step{kind: sPass}
}
