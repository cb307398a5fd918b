package combat

import (
	"errors"
	"fmt"
	"slices"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/terrain"
)

// Attack is one attack as R7 describes it: who shoots at whom, whether the target is
// defending (R5) and the terrain the target is in.
type Attack struct {
	Attacker  army.Class
	Target    army.Class
	Defending bool
	// Cover is the terrain the target is in. Open, rough ground and river change nothing;
	// light cover gives -1 to the attacker; heavy cover hides the target (R9).
	Cover terrain.Kind
}

// Side names who a modifier belongs to.
type Side string

// The two sides of an attack.
const (
	AttackerSide Side = "attacker"
	TargetSide   Side = "target"
)

// Modifier is one change to a roll, with the rule behind it.
type Modifier struct {
	Side   Side   `json:"side"`
	Reason string `json:"reason"`
	Value  int    `json:"value"`
}

// String writes the modifier as players say it: "heavy +1", "light cover -1".
func (m Modifier) String() string { return fmt.Sprintf("%s %+d", m.Reason, m.Value) }

// ErrHidden is returned for an attack on a target behind heavy cover (R7, R9).
var ErrHidden = errors.New("the target is hidden behind heavy cover: it cannot be shot through (R7)")

// Check reports whether the attack can be made at all.
func (a Attack) Check() error {
	if !a.Attacker.Valid() {
		return errors.New("the attacker has no class (want small, medium or heavy)")
	}
	if !a.Target.Valid() {
		return errors.New("the target has no class (want small, medium or heavy)")
	}
	if !slices.Contains(terrain.Kinds(), a.Cover) {
		return fmt.Errorf("the target's cover %v is not a kind of terrain (want open, rough, light, heavy or river)", a.Cover)
	}
	if a.Cover.Effect().BlocksSight {
		return ErrHidden
	}
	return nil
}

// Modifiers returns every modifier of the attack, the attacker's first (R7).
func (a Attack) Modifiers() []Modifier {
	var ms []Modifier
	if m := a.Attacker.Stats().Attack; m != 0 {
		ms = append(ms, Modifier{AttackerSide, a.Attacker.String(), m})
	}
	// R9: -1 at most, however many pieces are in between; only the target's own cover counts.
	if m := a.Cover.Effect().AttackModifier; m != 0 {
		ms = append(ms, Modifier{AttackerSide, a.Cover.String(), m})
	}
	if a.Defending {
		ms = append(ms, Modifier{TargetSide, "defending", a.Target.Stats().DefenceBonus})
	}
	return ms
}

// Net returns the attacker's modifiers minus the target's.
func (a Attack) Net() int {
	net := 0
	for _, m := range a.Modifiers() {
		if m.Side == AttackerSide {
			net += m.Value
		} else {
			net -= m.Value
		}
	}
	return net
}

// Hits returns in how many of the 36 equally likely pairs of dice the attack hits.
func (a Attack) Hits() int { return HitsOutOf36(a.Net()) }

// Probability returns the chance that the attack hits.
func (a Attack) Probability() float64 { return float64(a.Hits()) / 36 }

// Result is a resolved attack: both dice, every modifier, both totals and the outcome.
type Result struct {
	Attack       Attack
	AttackRoll   int
	AttackTotal  int
	DefenceRoll  int
	DefenceTotal int
	Modifiers    []Modifier
	// Hit is true only when the attacker's total is strictly higher (R7).
	Hit bool
}

// Resolve applies the dice the players rolled (or the virtual dice gave) to the attack.
func (a Attack) Resolve(attackDie, defenceDie int) (Result, error) {
	if err := a.Check(); err != nil {
		return Result{}, err
	}
	if _, err := NewEntered(attackDie, defenceDie); err != nil {
		return Result{}, err
	}
	r := Result{Attack: a, AttackRoll: attackDie, DefenceRoll: defenceDie, Modifiers: a.Modifiers()}
	r.AttackTotal, r.DefenceTotal = attackDie, defenceDie
	for _, m := range r.Modifiers {
		if m.Side == AttackerSide {
			r.AttackTotal += m.Value
		} else {
			r.DefenceTotal += m.Value
		}
	}
	r.Hit = r.AttackTotal > r.DefenceTotal // R7: a tie is a miss
	return r, nil
}

// Roll rolls the attacker's die, then the target's, and resolves the attack.
func (a Attack) Roll(dice Roller) (Result, error) {
	if err := a.Check(); err != nil {
		return Result{}, err
	}
	ad, err := dice.Roll()
	if err != nil {
		return Result{}, err
	}
	dd, err := dice.Roll()
	if err != nil {
		return Result{}, err
	}
	return a.Resolve(ad, dd)
}
