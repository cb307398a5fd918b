package solo

import (
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/internal/quote"
)

// Stance is how the bot plays: a documented rule over the solver's win chances. Every
// stance takes only steps the rules allow and only attacks targets the table allows.
type Stance int

// The stances (docs/solo.md). Win chances are the stand-up fight's (A6, A7) for the bot's side,
// with the target's light cover counted in the attack's hit chance (R9).
const (
	// Steady takes the step with the best win chance among those possible on the table:
	// the solver's best step when every target is in sight and none is in cover.
	Steady Stance = iota
	// Aggressive prefers attacks and focus fire. It activates the tank that can fire the
	// most shots (small, then medium, then heavy; the better win chance among equals) and
	// never passes while it may activate. It attacks the target in sight with the least
	// damage left (the better win chance among equals). It defends only when the solver
	// says it loses otherwise: defending is legal, the win chance after its preferred
	// attack (or move) is below one half, and defending's is higher.
	Aggressive
	// Cautious plays as Steady except while it is ahead, that is while the solver gives
	// its side a win chance above one half before the step. Then every tank that is not
	// heavy defends with its first action, and its heavy tanks are kept back: a heavy tank
	// is activated only when no other tank may be, and it never moves toward the enemy
	// (with nothing in sight it defends instead; with a target in sight it attacks).
	Cautious
)

// Stances returns every stance, the default first.
func Stances() []Stance { return []Stance{Steady, Aggressive, Cautious} }

var stanceNames = [...]string{Steady: "steady", Aggressive: "aggressive", Cautious: "cautious"}

// String returns the stance's name: "steady", "aggressive" or "cautious".
func (st Stance) String() string {
	if st < 0 || int(st) >= len(stanceNames) {
		return fmt.Sprintf("stance(%d)", int(st))
	}
	return stanceNames[st]
}

// Valid reports whether st is one of the three stances.
func (st Stance) Valid() bool { return st >= Steady && st <= Cautious }

// ParseStance reads a stance by name in any letter case; "" is Steady, the default.
func ParseStance(s string) (Stance, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "" {
		return Steady, nil
	}
	for _, st := range Stances() {
		if st.String() == s {
			return st, nil
		}
	}
	return Steady, fmt.Errorf("unknown stance %s (want steady, aggressive or cautious)", quote.Value(s))
}

// MarshalText writes the stance's name.
func (st Stance) MarshalText() ([]byte, error) {
	if !st.Valid() {
		return nil, fmt.Errorf("unknown stance %d", int(st))
	}
	return []byte(st.String()), nil
}

// UnmarshalText reads a stance with ParseStance.
func (st *Stance) UnmarshalText(b []byte) error {
	v, err := ParseStance(string(b))
	if err != nil {
		return err
	}
	*st = v
	return nil
}
