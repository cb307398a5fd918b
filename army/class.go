// Package army holds the Ein, Zwei, Drei army rules: the class table (R2), tanks and
// rosters (R1), the points that decide victory (R8) and the 1940 catalogue (R12).
//
// The package is pure: it reads no files and prints nothing. Callers hand it bytes and
// values and get values and errors back.
package army

import (
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/internal/quote"
)

// Class is a tank's weight class: small, medium or heavy. The zero value is not a class.
type Class int

// The three classes of R2, lightest first.
const (
	Small Class = iota + 1
	Medium
	Heavy
)

// Stats are the numbers R2 gives a class. Distances are in the battle's unit (R10).
type Stats struct {
	Cost         int // points to field one tank
	Actions      int // actions per activation (R4)
	Move         int // distance of one move action (R6)
	Range        int // attack range (R7)
	Capacity     int // damage that destroys the tank (R7)
	Attack       int // modifier to the tank's attack roll (R7)
	DefenceBonus int // bonus to its defence roll while defending (R5)
}

// classTable is R2, the single source of truth for every class statistic.
var classTable = [...]struct {
	name  string
	stats Stats
}{
	Small:  {"small", Stats{Cost: 2, Actions: 3, Move: 6, Range: 9, Capacity: 1, Attack: 0, DefenceBonus: 3}},
	Medium: {"medium", Stats{Cost: 3, Actions: 2, Move: 9, Range: 12, Capacity: 2, Attack: 0, DefenceBonus: 2}},
	Heavy:  {"heavy", Stats{Cost: 4, Actions: 1, Move: 12, Range: 15, Capacity: 3, Attack: 1, DefenceBonus: 1}},
}

// Classes returns the three classes, lightest first.
func Classes() []Class { return []Class{Small, Medium, Heavy} }

// Valid reports whether c is one of the three classes.
func (c Class) Valid() bool { return c >= Small && c <= Heavy }

// Stats returns the R2 statistics of c. It panics for an invalid class, which is a
// programming error: every Class that reaches it came through ParseClass or the constants.
func (c Class) Stats() Stats {
	if !c.Valid() {
		panic(fmt.Sprintf("army: invalid class %d", int(c)))
	}
	return classTable[c].stats
}

// String returns the class name as players write it: "small", "medium" or "heavy".
func (c Class) String() string {
	if !c.Valid() {
		return fmt.Sprintf("Class(%d)", int(c))
	}
	return classTable[c].name
}

// Title returns the class name with a capital letter, as in the default tank name "Medium 2".
func (c Class) Title() string {
	s := c.String()
	return strings.ToUpper(s[:1]) + s[1:]
}

// ParseClass reads a class name. It accepts any letter case and "light" for small, since
// the rule notes call armoured cars light.
func ParseClass(s string) (Class, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "small", "light", "s":
		return Small, nil
	case "medium", "m":
		return Medium, nil
	case "heavy", "h":
		return Heavy, nil
	}
	return 0, fmt.Errorf("unknown class %s (want small, medium or heavy)", quote.Value(s))
}

// MarshalText writes the class name, so classes read naturally in YAML and JSON.
func (c Class) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("invalid class %d", int(c))
	}
	return []byte(c.String()), nil
}

// UnmarshalText reads a class name with ParseClass.
func (c *Class) UnmarshalText(b []byte) error {
	v, err := ParseClass(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}
