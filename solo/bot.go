package solo

import (
	"fmt"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// Bot plays one side of a battle in a stance, judging steps with a solver.
type Bot struct {
	Side   combat.Player
	Stance Stance
	Judge  Judge
}

// Same is how close two win chances must be to count as equally good; the bot then breaks
// the tie with the battle's seed (see tieBreak). The solver's own tolerance is 1e-12 (A6);
// this one is wider so that rounding in the cover arithmetic never decides a choice.
const Same = 1e-9

// Ahead is the win chance above which the bot's side is ahead (Cautious).
const Ahead = 0.5

// Next returns the bot's step in s, where the bot's side acts. sight is what the active tank
// sees on the table; between activations it is only checked, since choosing a tank needs no
// table facts. The step is always one the rules allow (R3-R7) on a target in sight.
func (b Bot) Next(s combat.State, sight Sight) (Step, error) {
	if err := b.turn(s); err != nil {
		return Step{}, err
	}
	if err := sight.Check(s, b.Side); err != nil {
		return Step{}, err
	}
	if s.Active.IsZero() {
		return b.activation(s)
	}
	return b.action(s, sight)
}

// turn refuses a state in which the bot's side does not act now.
func (b Bot) turn(s combat.State) error {
	o := s.Options()
	switch {
	case !b.Side.Valid():
		return fmt.Errorf("the bot plays no side (want red or blue)")
	case s.Over():
		return fmt.Errorf("the battle is over: %s won on turn %d", s.Winner, s.Turn)
	case o.Initiative:
		return fmt.Errorf("initiative for turn %d has not been rolled yet: roll it first (R3)", s.Turn)
	case o.Player != b.Side:
		return fmt.Errorf("it is %s's turn to act, not %s's (the bot plays %s)", o.Player, b.Side, b.Side)
	case !s.Active.IsZero() && s.ActionsLeft <= 0:
		return fmt.Errorf("the active tank has no actions left (R4)")
	}
	return nil
}

// activation chooses which tank activates, or passing (R3).
func (b Bot) activation(s combat.State) (Step, error) {
	opts, err := b.Judge.Options(s)
	if err != nil {
		return Step{}, err
	}
	var acts []Option
	var pass *Option
	for i, o := range opts {
		switch o.Kind {
		case Activate:
			acts = append(acts, o)
		case Pass:
			pass = &opts[i]
		}
	}
	if len(acts) == 0 && pass == nil {
		return Step{}, fmt.Errorf("the solver offers %s no step", b.Side)
	}
	best := b.pick(s, opts, byValue)
	st, why := b.Stance, ""
	switch st {
	case Aggressive:
		if len(acts) > 0 {
			shots := b.pick(s, acts, byShots(s))
			// It passes only when the solver says it loses otherwise.
			if pass != nil && shots.WinChance < Ahead && pass.WinChance > shots.WinChance+Same {
				best, why = *pass, fmt.Sprintf("activating would leave %s: it passes", percent(shots.WinChance))
			} else {
				best, why = shots, "it can fire the most shots"
			}
		}
	case Cautious:
		now, err := b.Judge.WinChance(s, b.Side)
		if err != nil {
			return Step{}, err
		}
		if now > Ahead {
			var light []Option
			for _, o := range opts {
				if t, _ := s.Tank(o.Tank); o.Kind == Pass || t.Class != army.Heavy {
					light = append(light, o)
				}
			}
			if len(light) < len(opts) && hasActivation(light) {
				best = b.pick(s, light, byValue)
				why = fmt.Sprintf("ahead (%s): its heavy tanks are kept back", percent(now))
			}
		}
	}
	step := Step{Kind: best.Kind, Tank: best.Tank, WinChance: best.WinChance}
	step.Reason = b.activationReason(s, step, best, why)
	return step, nil
}

func hasActivation(opts []Option) bool {
	for _, o := range opts {
		if o.Kind == Activate {
			return true
		}
	}
	return false
}

// valued is an option of the active tank on the table: an attack weighed with its chance on
// the table, or defending.
type valued struct {
	Option
	cover terrain.Kind
	// hits is the attack's chance on the table, out of 36 (R7, R9).
	hits int
}

// action chooses the active tank's next action: defend, attack a target in sight, or move
// toward the target it most wants when none is in sight.
func (b Bot) action(s combat.State, sight Sight) (Step, error) {
	opts, err := b.Judge.Options(s)
	if err != nil {
		return Step{}, err
	}
	var defend *valued
	var wanted []Option // stand-up attacks: every target in the open (A1)
	for _, o := range opts {
		switch o.Kind {
		case Defend:
			defend = &valued{Option: o}
		case Attack:
			wanted = append(wanted, o)
		}
	}
	var attacks []valued
	for _, r := range sight.Sees {
		v, err := b.onTable(s, r, sight.InCover(r))
		if err != nil {
			return Step{}, err
		}
		attacks = append(attacks, v)
	}
	tank, _ := s.Tank(s.Active)
	var now float64
	if b.Stance == Cautious || len(attacks) == 0 {
		if now, err = b.Judge.WinChance(s, b.Side); err != nil {
			return Step{}, err
		}
	}
	move := func() (Step, error) {
		if len(wanted) == 0 {
			return Step{}, fmt.Errorf("the solver offers %s no target", tank.Name)
		}
		return b.move(s, tank, b.pick(s, wanted, byValue), now), nil
	}
	bestAttack := func(order func(a, b Option) int) valued {
		return b.pickValued(s, attacks, order)
	}
	switch b.Stance {
	case Aggressive:
		if len(attacks) > 0 {
			a := bestAttack(byFocus(s))
			if defend != nil && a.WinChance < Ahead && defend.WinChance > a.WinChance+Same {
				return b.defend(s, tank, *defend, fmt.Sprintf("attacking would leave %s", percent(a.WinChance))), nil
			}
			return b.attack(s, tank, a, "focus fire: ", len(attacks) == 1), nil
		}
		if defend != nil && len(wanted) > 0 {
			w := b.pick(s, wanted, byValue)
			if w.WinChance < Ahead && defend.WinChance > w.WinChance+Same {
				return b.defend(s, tank, *defend, fmt.Sprintf("nothing in sight, and attacking would leave %s", percent(w.WinChance))), nil
			}
		}
		return move()
	case Cautious:
		if now > Ahead {
			ahead := fmt.Sprintf("ahead (%s)", percent(now))
			if tank.Class == army.Heavy {
				if len(attacks) > 0 {
					return b.attack(s, tank, bestAttack(byValue), "", len(attacks) == 1), nil
				}
				if defend != nil {
					return b.defend(s, tank, *defend, ahead+", its heavy tank is kept back"), nil
				}
				return move()
			}
			if defend != nil {
				return b.defend(s, tank, *defend, ahead+", it plays safe"), nil
			}
		}
	}
	// Steady, and Cautious when it is not ahead.
	if len(attacks) > 0 {
		a := bestAttack(byValue)
		if defend != nil && defend.WinChance > a.WinChance+Same {
			return b.defend(s, tank, *defend, fmt.Sprintf("attacking would leave %s", percent(a.WinChance))), nil
		}
		return b.attack(s, tank, a, "", len(attacks) == 1), nil
	}
	if defend != nil && len(wanted) > 0 {
		// Nothing in sight: it defends where the solver would defend with every target
		// in sight, and moves where it would attack.
		if w := b.pick(s, wanted, byValue); defend.WinChance > w.WinChance+Same {
			return b.defend(s, tank, *defend, "nothing in sight"), nil
		}
	}
	return move()
}

// onTable weighs the active tank's attack on r with its chance on the table: light cover
// gives the attacker -1 (R9), a defending target its bonus (R5).
func (b Bot) onTable(s combat.State, r combat.Ref, light bool) (valued, error) {
	cover := terrain.Open
	if light {
		cover = terrain.LightCover
	}
	at, err := s.Aim(r, cover)
	if err != nil {
		return valued{}, err
	}
	hit, miss, err := b.Judge.Attack(s, r)
	if err != nil {
		return valued{}, err
	}
	p := at.Probability()
	return valued{Option: Option{Kind: Attack, Tank: r, WinChance: p*hit + (1-p)*miss}, cover: cover, hits: at.Hits()}, nil
}
