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
	// Heading is the target the active tank moved toward earlier in this activation, kept
	// for its next move unless something changed (see Heading); the zero Heading when it
	// has not moved, and for a caller that keeps none.
	Heading Heading
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
				best, why = *pass, fmt.Sprintf("it passes: activating would leave %s to win, passing %s", Percent(shots.WinChance), Percent(pass.WinChance))
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
				why = fmt.Sprintf("ahead (%s): its heavy tanks are kept back", Percent(now))
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

// table is what the bot weighs for its active tank's next action: the stand-up fight's
// options and the attacks on the targets in sight, weighed on the table.
type table struct {
	s    combat.State
	tank combat.TankState
	// defend is defending (first action only, R5), nil when it may not.
	defend *valued
	// wanted are the stand-up fight's attacks: every target in the open (A1).
	wanted []Option
	// attacks are the attacks on the targets in sight, their cover counted (R9).
	attacks []valued
	// now is the bot's side's win chance in the position as it stands: the figure the
	// win-chance bar shows.
	now float64
}

// action chooses the active tank's next action: defend, attack a target in sight, or move
// toward the target it most wants when none is in sight. Each stance has its own rule.
func (b Bot) action(s combat.State, sight Sight) (Step, error) {
	t, err := b.weigh(s, sight)
	if err != nil {
		return Step{}, err
	}
	switch b.Stance {
	case Aggressive:
		return b.aggressive(t)
	case Cautious:
		return b.cautious(t)
	}
	return b.steady(t)
}

// weigh asks the solver about the active tank's options and weighs its attacks on the
// targets in sight with their chance on the table.
func (b Bot) weigh(s combat.State, sight Sight) (table, error) {
	opts, err := b.Judge.Options(s)
	if err != nil {
		return table{}, err
	}
	t := table{s: s}
	t.tank, _ = s.Tank(s.Active)
	for _, o := range opts {
		switch o.Kind {
		case Defend:
			t.defend = &valued{Option: o}
		case Attack:
			t.wanted = append(t.wanted, o)
		}
	}
	for _, r := range sight.Sees {
		v, err := b.onTable(s, r, sight.InCover(r))
		if err != nil {
			return table{}, err
		}
		t.attacks = append(t.attacks, v)
	}
	t.now, err = b.Judge.WinChance(s, b.Side)
	return t, err
}

// steady takes the best step the table allows: the best attack in sight unless defending
// is better; with nothing in sight, it defends where the solver would defend with every
// target in sight, and moves where it would attack.
func (b Bot) steady(t table) (Step, error) {
	if len(t.attacks) > 0 {
		a := b.pickValued(t.s, t.attacks, byValue)
		if t.defend != nil && t.defend.WinChance > a.WinChance+Same {
			return b.defendOver(t, "attacking", a.WinChance), nil
		}
		return b.attack(t, a, ""), nil
	}
	if t.defend != nil && len(t.wanted) > 0 {
		if w := b.pick(t.s, t.wanted, byValue); t.defend.WinChance > w.WinChance+Same {
			return b.defend(t, "nothing in sight, and defending is better than moving up to attack"), nil
		}
	}
	return b.moveOn(t)
}

// aggressive attacks the target in sight with the least damage left (focus fire), and
// defends only when the solver says it loses otherwise.
func (b Bot) aggressive(t table) (Step, error) {
	if len(t.attacks) > 0 {
		a := b.pickValued(t.s, t.attacks, byFocus(t.s))
		if t.defend != nil && a.WinChance < Ahead && t.defend.WinChance > a.WinChance+Same {
			return b.defendOver(t, "attacking", a.WinChance), nil
		}
		return b.attack(t, a, "focus fire: "), nil
	}
	if t.defend != nil && len(t.wanted) > 0 {
		w := b.pick(t.s, t.wanted, byValue)
		if w.WinChance < Ahead && t.defend.WinChance > w.WinChance+Same {
			return b.defendOver(t, "moving up to attack", w.WinChance), nil
		}
	}
	return b.moveOn(t)
}

// cautious plays safe while ahead: a tank that is not heavy defends with its first action,
// and a heavy tank never moves toward the enemy. Otherwise it plays as steady.
func (b Bot) cautious(t table) (Step, error) {
	if t.now <= Ahead {
		return b.steady(t)
	}
	ahead := fmt.Sprintf("ahead (%s)", Percent(t.now))
	if t.tank.Class != army.Heavy {
		if t.defend != nil {
			return b.defend(t, ahead+", it plays safe"), nil
		}
		return b.steady(t)
	}
	switch {
	case len(t.attacks) > 0:
		return b.attack(t, b.pickValued(t.s, t.attacks, byValue), ""), nil
	case t.defend != nil:
		return b.defend(t, ahead+", its heavy tank is kept back"), nil
	}
	return b.moveOn(t)
}

// moveOn moves toward the target the stand-up fight most wants, when none is in sight.
func (b Bot) moveOn(t table) (Step, error) {
	if len(t.wanted) == 0 {
		return Step{}, fmt.Errorf("the solver offers %s no target", t.tank.Name)
	}
	want, kept, changed := b.heading(t)
	return b.move(t, want, kept, changed), nil
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
