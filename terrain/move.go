package terrain

import (
	"errors"
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/internal/quote"
)

// ErrImpassable is returned for a move through heavy cover or a river (R6, R9).
var ErrImpassable = errors.New("impassable: go around")

// Allowance returns how far one move action may go when its full distance is move and it
// enters the pieces through, in order (R6). Penalties add up; the allowance never goes
// below 0 (R9). Heavy cover or a river anywhere in through is ErrImpassable, wrapped with
// the piece that blocks.
func Allowance(move int, through []Kind) (int, error) {
	left := move
	for _, k := range through {
		e := k.Effect()
		if !e.Passable {
			return 0, fmt.Errorf("%w (%s)", ErrImpassable, e.Name)
		}
		left -= e.MovePenalty
	}
	return max(left, 0), nil
}

// Unit is the unit in which a battle reads every distance of R2 and R9 (R10).
type Unit int

// The units of R10. Centimetres are the rule as written and the default.
const (
	Centimetres Unit = iota
	Inches
)

// ParseUnit reads "cm" or "in" (also "centimetres", "inches", `"`).
func ParseUnit(s string) (Unit, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "cm", "centimetre", "centimetres", "centimeter", "centimeters":
		return Centimetres, nil
	case "in", "inch", "inches", `"`:
		return Inches, nil
	}
	return 0, fmt.Errorf("unknown unit %s (want cm or in)", quote.Value(s))
}

// String returns the unit's short name: "cm" or "in".
func (u Unit) String() string {
	if u == Inches {
		return "in"
	}
	return "cm"
}

// Name returns the unit's name in words: "centimetres" or "inches".
func (u Unit) Name() string {
	if u == Inches {
		return "inches"
	}
	return "centimetres"
}

// Format writes a distance with its unit as players write it: "9 cm" or `9"`.
func (u Unit) Format(d int) string {
	if u == Inches {
		return fmt.Sprintf("%d\"", d)
	}
	return fmt.Sprintf("%d cm", d)
}

// Millimetres returns the length of d units on paper, for true-scale rulers.
func (u Unit) Millimetres(d float64) float64 {
	if u == Inches {
		return d * 25.4
	}
	return d * 10
}

// MarshalText writes the unit's short name.
func (u Unit) MarshalText() ([]byte, error) { return []byte(u.String()), nil }

// UnmarshalText reads a unit with ParseUnit.
func (u *Unit) UnmarshalText(b []byte) error {
	v, err := ParseUnit(string(b))
	if err != nil {
		return err
	}
	*u = v
	return nil
}
