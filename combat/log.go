package combat

import (
	"fmt"
	"strings"
)

// Log returns the battle as a readable account, one sentence or two per event of the
// journal, in the same order: "Turn 1. Red wins initiative: 5 against 2.", "Char B1 bis
// attacks Small 1: 3 + 1 = 4 against 3, hit, Small 1 destroyed (blue has lost 2 of 10
// points)."
func (b *Battle) Log() []string {
	out := make([]string, 0, len(b.journal))
	var s State
	for i, e := range b.journal {
		if i == 0 {
			s, _ = startState(e.(BattleStarted)) // checked when the battle was made
		} else {
			s.apply(e)
		}
		out = append(out, s.describe(e))
	}
	return out
}

// describe tells one event in words, from the state just after it.
func (s *State) describe(e Event) string {
	name := func(r Ref) string {
		t, _ := s.tank(r)
		return t.Name
	}
	switch e := e.(type) {
	case BattleStarted:
		return fmt.Sprintf("Battle %q: red %s against blue %s; distances in %s, dice seed %d.",
			e.Name, s.describeForce(Red), s.describeForce(Blue), s.Unit.Name(), e.Seed)
	case InitiativeRolled:
		win, lose := e.Red, e.Blue
		if e.Winner == Blue {
			win, lose = lose, win
		}
		text := fmt.Sprintf("Turn %d. %s wins initiative: %d against %d.", e.Turn, e.Winner.Title(), win, lose)
		if ties := e.Virtual/2 - 1; ties > 0 {
			text += fmt.Sprintf(" (The dice tied %s first.)", times(ties))
		}
		return text
	case Activated:
		t, _ := s.tank(e.Tank)
		text := fmt.Sprintf("%s activates %s (%s)", e.Tank.Player.Title(), t.Name, plural(t.Class.Stats().Actions, "action"))
		if e.DefenceEnds {
			return text + "; its defence ends."
		}
		return text + "."
	case Defended:
		t, _ := s.tank(e.Tank)
		return fmt.Sprintf("%s defends: %+d to its defence rolls until its next activation.", t.Name, t.Class.Stats().DefenceBonus)
	case Moved:
		if len(e.Through) == 0 {
			return fmt.Sprintf("%s moves up to %s.", name(e.Tank), s.Unit.Format(e.Allowance))
		}
		return fmt.Sprintf("%s moves through %s: up to %s.", name(e.Tank), joinList(kindNames(e.Through), "and"), s.Unit.Format(e.Allowance))
	case Attacked:
		return s.describeAttack(e)
	case ActivationDone:
		if e.Unused == 0 {
			return fmt.Sprintf("%s has used its actions.", name(e.Tank))
		}
		return fmt.Sprintf("%s is done, %s unused.", name(e.Tank), plural(e.Unused, "action"))
	case Passed:
		return fmt.Sprintf("%s passes for the rest of turn %d.", e.Player.Title(), s.Turn)
	case TurnEnded:
		return fmt.Sprintf("Turn %d ends.", e.Turn)
	case BattleWon:
		f := s.force(e.Winner.Other())
		return fmt.Sprintf("%s wins on turn %d: %s has lost %d of %d points (R8).", e.Winner.Title(), e.Turn, f.Player, f.Lost, f.Fielded)
	}
	return e.Kind() + "."
}

func (s *State) describeForce(p Player) string {
	f := s.force(p)
	return fmt.Sprintf("%s (%d points, %s)", f.Army.Name, f.Fielded, plural(len(f.Tanks), "tank"))
}

// describeAttack writes each roll as players add it up: the die, each modifier and the
// total, "5 + 1 - 1 = 5 against 3 + 2 = 5"; a roll without modifiers is its die alone.
func (s *State) describeAttack(e Attacked) string {
	a, _ := s.tank(e.Tank)
	t, _ := s.tank(e.Target)
	at := Attack{Attacker: a.Class, Target: t.Class, Defending: t.Defending, Cover: e.Cover}
	roll := map[Side]*strings.Builder{AttackerSide: {}, TargetSide: {}}
	fmt.Fprint(roll[AttackerSide], e.AttackDie)
	fmt.Fprint(roll[TargetSide], e.DefenceDie)
	added := map[Side]bool{}
	for _, m := range at.Modifiers() {
		sign := "+"
		if m.Value < 0 {
			sign = "-"
		}
		fmt.Fprintf(roll[m.Side], " %s %d", sign, abs(m.Value))
		added[m.Side] = true
	}
	if added[AttackerSide] {
		fmt.Fprintf(roll[AttackerSide], " = %d", e.AttackTotal)
	}
	if added[TargetSide] {
		fmt.Fprintf(roll[TargetSide], " = %d", e.DefenceTotal)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s attacks %s", a.Name, t.Name)
	if e.Cover.Effect().AttackModifier != 0 {
		fmt.Fprintf(&b, " in %s", e.Cover)
	}
	fmt.Fprintf(&b, ": %s against %s", roll[AttackerSide], roll[TargetSide])
	switch {
	case !e.Hit:
		b.WriteString(", miss.")
	case e.Destroyed:
		f := s.force(e.Target.Player)
		fmt.Fprintf(&b, ", hit, %s destroyed (%s has lost %d of %d points).", t.Name, f.Player, f.Lost, f.Fielded)
	default:
		fmt.Fprintf(&b, ", hit, %s has %d of %d damage.", t.Name, e.Damage, t.Capacity())
	}
	return b.String()
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
