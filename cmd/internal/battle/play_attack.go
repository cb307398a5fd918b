package battle

import (
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// The questions of an attack (R7): which target, what it is in, who rolls, the dice.
// Each has Back; Esc goes back one question.

// askTarget lists the enemy tanks with what the players need to pick one: the range to
// measure, the damage it can still take and the chance to hit it, "blue:2 Panzer 38(t)
// · within 12 cm · 2 left · 41.7%". Each keeps its roster number.
func (s *session) askTarget() error {
	st := s.t.Battle.State()
	o := st.Options()
	at, _ := st.Tank(o.Tank)
	best := s.bestStep(st)
	q := &question{title: fmt.Sprintf("Which tank does %s (%s) attack?", at.Name, at.Ref)}
	for _, ref := range o.Targets {
		t, _ := st.Tank(ref)
		cover := s.covers[ref]
		label := fmt.Sprintf("%s %s · within %s · %s", ref, t.Name, st.Unit.Format(at.Class.Stats().Range), left(t))
		if a, err := st.Aim(ref, cover); err == nil {
			label += " · " + cmdutil.Percent(a.Probability())
		}
		if t.Defending {
			label += " · defending"
		}
		if cover != terrain.Open {
			label += " · in " + cover.String()
		}
		q.options = append(q.options, option{key: ref.Pos, label: label,
			best:   best == Step{Kind: AttackStep, Tank: ref}.String(),
			choose: func(s *session) error { return s.aimAt(ref) }})
		if ref == s.target {
			q.cursor = len(q.options) - 1
		}
	}
	q.options = append(q.options, backOption())
	s.push(q)
	return nil
}

// aimAt asks what the target is in, unless it was told earlier in this activation; then
// it goes straight to who rolls, and Back still reaches the cover question.
func (s *session) aimAt(target combat.Ref) error {
	s.verb = mainKey
	s.push(s.coverQuestion(target))
	if cover, ok := s.covers[target]; ok {
		return s.askRoll(target, cover)
	}
	return nil
}

// coverQuestion asks what the target is in (R9). Heavy cover is offered, so that the
// players hear why the target cannot be shot at (R7).
func (s *session) coverQuestion(target combat.Ref) *question {
	st := s.t.Battle.State()
	t, _ := st.Tank(target)
	q := &question{title: fmt.Sprintf("What is %s (%s) in?", t.Name, target)}
	for i, c := range []struct {
		kind  terrain.Kind
		label string
	}{
		{terrain.Open, "Open ground, rough ground or across a river: no change"},
		{terrain.LightCover, fmt.Sprintf("Light cover: %+d to the attacker", terrain.LightCover.Effect().AttackModifier)},
		{terrain.HeavyCover, "Heavy cover: cannot be shot through"},
	} {
		q.options = append(q.options, option{key: i + 1, label: c.label,
			choose: func(s *session) error { return s.askRoll(target, c.kind) }})
		if c.kind == s.covers[target] {
			q.cursor = i
		}
	}
	q.options = append(q.options, backOption())
	return q
}

// askRoll shows what to measure and the modifiers, and asks who rolls with the odds in
// the question, once (docs/battle.md). A target hidden by heavy cover is refused here.
func (s *session) askRoll(target combat.Ref, cover terrain.Kind) error {
	st := s.t.Battle.State()
	a, err := st.Aim(target, cover)
	if err != nil {
		return err
	}
	var about strings.Builder
	writeAim(&about, st, target, a, s.width)
	lines := strings.Split(strings.TrimSuffix(about.String(), "\n"), "\n")
	q := &question{
		title: fmt.Sprintf("Hits on %d of 36 (%s). Who rolls?", a.Hits(), cmdutil.Percent(a.Probability())),
		about: lines[:len(lines)-1], // the odds are the title
	}
	attack := func(t combat.Throw) error {
		return s.play(Step{Kind: AttackStep, Tank: target, Cover: cover, Throw: t})
	}
	s.diceQuestion(q, "Attacker's die", "Target's die", attack)
	s.push(q)
	return nil
}

// diceQuestion fills q with the two ways to roll (R11) and Back; enter asks for the
// dice, first and second, and throw makes the step with them.
func (s *session) diceQuestion(q *question, first, second string, throw func(combat.Throw) error) {
	q.options = []option{
		{key: 1, label: "Roll for me (fair virtual dice)", choose: func(s *session) error {
			s.mode = rollForMe
			return throw(combat.FairDice())
		}},
		{key: 2, label: "Enter the two dice we rolled", choose: func(s *session) error {
			s.mode = enterDice
			s.push(&question{title: "The dice you rolled:", dice: &diceEntry{
				labels: [2]string{first, second},
				throw:  func(a, b int) error { return throw(combat.TableDice(a, b)) },
			}})
			return nil
		}},
		backOption(),
	}
	q.cursor = int(s.mode)
}

// askInitiative asks who rolls this turn's roll-off (R3).
func (s *session) askInitiative() error {
	q := &question{title: "Initiative: red's die against blue's. Who rolls?"}
	s.diceQuestion(q, "Red's die", "Blue's die", func(t combat.Throw) error {
		return s.play(Step{Kind: RollInitiative, Throw: t})
	})
	s.push(q)
	return nil
}
