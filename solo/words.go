package solo

import (
	"fmt"
	"math"
	"strings"

	"github.com/ezd-game/ezd/combat"
)

// The bot's steps in table words: the one-line reason, and what to do on the table.

// Certain is how close to 0 or 1 a chance must be to be certain: the solver's sums of
// probabilities may miss an exact 1 by rounding, never by more.
const Certain = 1e-9

// Percent writes a chance as a whole percentage, "58%". A chance that is not certain never
// reads 100% or 0%, which would say the battle is decided: it reads ">99%" or "<1%".
func Percent(p float64) string {
	switch n := int(math.Round(100 * p)); {
	case p >= 1-Certain:
		return "100%"
	case p <= Certain:
		return "0%"
	case n >= 100:
		return ">99%"
	case n <= 0:
		return "<1%"
	default:
		return fmt.Sprintf("%d%%", n)
	}
}

func (b Bot) activationReason(s combat.State, step Step, o Option, why string) string {
	if step.Kind == Pass {
		if why != "" {
			return why
		}
		return fmt.Sprintf("passing leaves %s to win, better than any activation", Percent(o.WinChance))
	}
	t, _ := s.Tank(step.Tank)
	if why == "" {
		why = "the best activation"
	}
	return fmt.Sprintf("%s: %s (%s to win)", t.Name, why, Percent(o.WinChance))
}

// defend defends with the active tank, for the reason why.
func (b Bot) defend(t table, why string) Step {
	return Step{
		Kind: Defend, Tank: t.tank.Ref, WinChance: t.defend.WinChance,
		Reason: fmt.Sprintf("%s: %s defends, %+d to its defence rolls until its next activation (%s to win)",
			why, t.tank.Name, t.tank.Class.Stats().DefenceBonus, Percent(t.defend.WinChance)),
	}
}

// defendOver defends because defending leaves more than the alternative, which would
// leave other: the reason compares the two in words, since "attacking would leave 99%"
// next to "99% to win" reads as nonsense when both round alike.
func (b Bot) defendOver(t table, alternative string, other float64) Step {
	d := t.defend.WinChance
	than := fmt.Sprintf("%s to win, against %s for %s", Percent(d), Percent(other), alternative)
	if Percent(d) == Percent(other) {
		about := "about "
		if strings.ContainsAny(Percent(d), "<>") {
			about = ""
		}
		than = fmt.Sprintf("both %s%s to win, a little more by defending", about, Percent(d))
	}
	return Step{
		Kind: Defend, Tank: t.tank.Ref, WinChance: d,
		Reason: fmt.Sprintf("%s defends, %+d to its defence rolls until its next activation: safer than %s (%s)",
			t.tank.Name, t.tank.Class.Stats().DefenceBonus, alternative, than),
	}
}

// attack attacks a, a target in sight. When the chance it leaves reads otherwise than the
// position's win chance (the bar), the reason says what it counts that the bar does not:
// the target's light cover, only the tanks in sight, or a step other than the best.
func (b Bot) attack(t table, a valued, prefix string) Step {
	target, _ := t.s.Tank(a.Tank)
	left := target.Capacity() - target.Damage
	cover := ""
	if a.cover != 0 {
		cover = " in " + a.cover.String()
	}
	var why string
	if left <= t.s.ActionsLeft {
		// The chance is over every attack the tank has left, as many as its actions:
		// said so, since one attack's is another figure (the target list's).
		p, _ := combat.DestroyChance(a.hits, left, t.s.ActionsLeft).Float64()
		over := ""
		if t.s.ActionsLeft > 1 {
			over = fmt.Sprintf(" over %d attacks", t.s.ActionsLeft)
		}
		why = fmt.Sprintf("%s%s has %d damage left: %s to destroy%s", target.Name, cover, left, Percent(p), over)
	} else {
		best := "the best target"
		if len(t.attacks) == 1 {
			best = "the only target in sight"
		}
		why = fmt.Sprintf("%s%s: %d/36 to hit, %s (%s)", target.Name, cover, a.hits, best, t.toWin(a))
	}
	return Step{
		Kind: Attack, Tank: t.tank.Ref, Target: a.Tank, Cover: a.cover,
		WinChance: a.WinChance, Reason: prefix + why,
	}
}

// toWin writes the chance an attack leaves, "43% to win". When the win chance of the
// position (the bar in battle play, the line of battle status) reads otherwise, it says
// what differs: "43% to win counting its light cover, 47% without".
func (t table) toWin(a valued) string {
	v, now := Percent(a.WinChance), Percent(t.now)
	fewer := len(t.attacks) < len(t.wanted)
	switch {
	case v == now:
		return v + " to win"
	case a.cover != 0 && fewer:
		return fmt.Sprintf("%s to win with only the tanks in sight and its %s, %s with all in the open", v, a.cover, now)
	case a.cover != 0:
		return fmt.Sprintf("%s to win counting its %s, %s without", v, a.cover, now)
	case fewer:
		return fmt.Sprintf("%s to win with only the tanks in sight, %s with all", v, now)
	}
	return fmt.Sprintf("%s to win, %s with the best step", v, now)
}

// move tells the person how to move the active tank when nothing is in sight: toward the
// target it most wants (the best attack of the stand-up fight), up to its move (R6, R10),
// ending in light cover if it can (R9: -1 to attacks on it). kept is true when the target
// is the one it set out for at an earlier move of the activation; changed says what
// changed on the table when it turns to another (Heading).
func (b Bot) move(t table, want Option, kept bool, changed string) Step {
	target, _ := t.s.Tank(want.Tank)
	d := t.tank.Class.Stats().Move
	then := "if it then sees a target, it attacks; if not, it moves on"
	if t.s.ActionsLeft <= 1 {
		then = "that is its last action"
	}
	reason := fmt.Sprintf("no enemy tank in sight: %s moves toward %s", t.tank.Name, target.Name)
	which := "the target it most wants"
	switch {
	case kept:
		reason = fmt.Sprintf("no enemy tank in sight: %s keeps moving toward %s", t.tank.Name, target.Name)
		which = "the target it set out for"
	case changed != "":
		was, _ := t.s.Tank(b.Heading.Target)
		reason = fmt.Sprintf("no enemy tank in sight: %s now moves toward %s instead of %s, since %s",
			t.tank.Name, target.Name, was.Name, changed)
	}
	return Step{
		Kind: Move, Tank: t.tank.Ref, Target: want.Tank, Distance: d, WinChance: t.now,
		Reason: reason,
		Say: fmt.Sprintf("Move %s up to %s toward %s (%s), ending in light cover if you can; %s.",
			t.tank.Name, t.s.Unit.Format(d), target.Name, which, then),
	}
}
