package solo

import (
	"fmt"

	"github.com/ezd-game/ezd/combat"
)

// Heading is the target a tank set out for at an earlier move of its activation, and the
// battle as it was then. The bot keeps it for the activation's later moves unless
// something changed on the table meanwhile (a tank was hit or destroyed): the stand-up
// fight's values shift with every action spent, and a tank that turned from one target
// to another between two moves with nothing new to see would read as a whim
// (docs/solo.md). The caller keeps it, since the bot remembers nothing.
type Heading struct {
	// Target is the tank moved toward; the zero Ref when the tank has not moved yet.
	Target combat.Ref
	// Then is the battle when the move was chosen.
	Then combat.State
}

// of reports whether h belongs to the activation under way in s: the same turn and the
// same active tank (a tank activates once a turn, R3).
func (h Heading) of(s combat.State) bool {
	return !h.Target.IsZero() && !s.Active.IsZero() && h.Then.Turn == s.Turn && h.Then.Active == s.Active
}

// change says what changed on the table since h was set, "" when nothing did: the first
// tank, in roster order, that was destroyed or hit since.
func (h Heading) change(s combat.State) string {
	for _, p := range combat.Players() {
		then := h.Then.Force(p).Tanks
		for i, t := range s.Force(p).Tanks {
			if i >= len(then) {
				break
			}
			switch {
			case t.Destroyed && !then[i].Destroyed:
				return fmt.Sprintf("%s was destroyed", t.Name)
			case t.Damage != then[i].Damage:
				return fmt.Sprintf("%s was hit", t.Name)
			}
		}
	}
	return ""
}

// heading chooses the target of a move: the one kept from an earlier move of the
// activation when nothing changed (or when what changed leaves it the best), else the
// one the stand-up fight wants most now, with what changed when it differs from the
// one kept.
func (b Bot) heading(t table) (want Option, kept bool, changed string) {
	best := b.pick(t.s, t.wanted, byValue)
	h := b.Heading
	if !h.of(t.s) {
		return best, false, ""
	}
	changed = h.change(t.s)
	if changed == "" {
		for _, o := range t.wanted {
			if o.Tank == h.Target {
				return o, true, ""
			}
		}
	}
	if best.Tank == h.Target {
		return best, true, ""
	}
	return best, false, changed
}
