package analysis

import (
	"fmt"

	"github.com/ezd-game/ezd/combat"
)

// reason says in words why a step may be worth taking: what it does and the numbers
// behind it. hitKind is the kind of the position a hit (or the one outcome) leads to.
func (s *Solver) reason(st combat.State, p pos, sp Step, hitKind uint8) string {
	switch sp.Kind {
	case Activate:
		t, _ := st.Tank(sp.Tank)
		r := fmt.Sprintf("%s acts with %s", t.Name, actions(t.Class.Stats().Actions))
		if t.Defending {
			r += ", and its defence ends (R5)"
		}
		return r
	case Pass:
		return "no more activations this turn (R3); defending tanks stay defending"
	case Defend:
		t, _ := st.Tank(st.Active)
		return fmt.Sprintf("+%d to %s's defence rolls until it activates again (R5)", t.Class.Stats().DefenceBonus, t.Name)
	case Attack:
		a, _ := st.Tank(st.Active)
		t, _ := st.Tank(sp.Tank)
		h := hits(a.Class, t.Class, tankState(t))
		left := t.Capacity() - t.Damage
		var r string
		switch {
		case hitKind == kWinA || hitKind == kWinB:
			r = fmt.Sprintf("a hit wins the battle: destroying %s breaks %s (R8)", t.Name, sp.Tank.Player)
		case left == 1:
			r = fmt.Sprintf("focus fire: %s has 1 damage left", t.Name)
		default:
			r = fmt.Sprintf("%s has %d damage left", t.Name, left)
		}
		r += fmt.Sprintf(", hits in %d of 36", h)
		if t.Defending {
			r += " (it defends)"
		}
		return r
	}
	return ""
}

// actions writes a number of actions: "1 action", "3 actions".
func actions(n int) string {
	if n == 1 {
		return "1 action"
	}
	return fmt.Sprintf("%d actions", n)
}
