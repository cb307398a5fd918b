package solo

import (
	"fmt"
	"math"

	"github.com/ezd-game/ezd/combat"
)

// The bot's steps in table words: the one-line reason, and what to do on the table.

// percent writes a chance as a whole percentage: "58%".
func percent(p float64) string { return fmt.Sprintf("%.0f%%", math.Round(100*p)) }

func (b Bot) activationReason(s combat.State, step Step, o Option, why string) string {
	if step.Kind == Pass {
		if why != "" {
			return why
		}
		return fmt.Sprintf("passing leaves %s, better than any activation", percent(o.WinChance))
	}
	t, _ := s.Tank(step.Tank)
	if why == "" {
		why = "the best activation"
	}
	return fmt.Sprintf("%s: %s (%s %s)", t.Name, why, percent(o.WinChance), "to win")
}

func (b Bot) defend(s combat.State, tank combat.TankState, o valued, why string) Step {
	return Step{
		Kind: Defend, Tank: tank.Ref, WinChance: o.WinChance,
		Reason: fmt.Sprintf("%s: %s defends, %+d to its defence rolls until its next activation (%s to win)",
			why, tank.Name, tank.Class.Stats().DefenceBonus, percent(o.WinChance)),
	}
}

func (b Bot) attack(s combat.State, tank combat.TankState, a valued, prefix string, only bool) Step {
	t, _ := s.Tank(a.Tank)
	left := t.Capacity() - t.Damage
	cover := ""
	if a.cover != 0 {
		cover = " in " + a.cover.String()
	}
	var why string
	if left <= s.ActionsLeft {
		p, _ := combat.DestroyChance(a.hits, left, s.ActionsLeft).Float64()
		why = fmt.Sprintf("%s%s has %d damage left: %s to destroy", t.Name, cover, left, percent(p))
	} else {
		best := "the best target"
		if only {
			best = "the only target in sight"
		}
		why = fmt.Sprintf("%s%s: %d/36 to hit, %s (%s to win)", t.Name, cover, a.hits, best, percent(a.WinChance))
	}
	return Step{
		Kind: Attack, Tank: tank.Ref, Target: a.Tank, Cover: a.cover,
		WinChance: a.WinChance, Reason: prefix + why,
	}
}

// move tells the person how to move the active tank when nothing is in sight: toward the
// target it most wants (the best attack of the stand-up fight), up to its move (R6, R10),
// ending in light cover if it can (R9: -1 to attacks on it).
func (b Bot) move(s combat.State, tank combat.TankState, want Option, now float64) Step {
	target, _ := s.Tank(want.Tank)
	d := tank.Class.Stats().Move
	then := "if it then sees a target, it attacks; if not, it moves on"
	if s.ActionsLeft <= 1 {
		then = "that is its last action"
	}
	return Step{
		Kind: Move, Tank: tank.Ref, Target: want.Tank, Distance: d, WinChance: now,
		Reason: fmt.Sprintf("no enemy tank in sight: %s moves toward %s", tank.Name, target.Name),
		Say: fmt.Sprintf("Move %s up to %s toward %s (the target it most wants), ending in light cover if you can; %s.",
			tank.Name, s.Unit.Format(d), target.Name, then),
	}
}
