// Package terrain holds the terrain rules of Ein, Zwei, Drei (R9) and the unit in which a
// battle measures distances (R10). It is pure: no files, no printing.
package terrain

import (
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/internal/quote"
)

// Kind is a kind of terrain piece. The zero value is open ground.
type Kind int

// The terrain kinds of R9.
const (
	Open Kind = iota
	Rough
	LightCover
	HeavyCover
	River
)

// Effect is what a kind of terrain does to movement, attacks and line of sight (R9).
type Effect struct {
	Name string
	// MovePenalty is taken off a move's allowance for each piece entered (R6, R9).
	MovePenalty int
	// Passable is false for terrain a tank must go around.
	Passable bool
	// AttackModifier is added to the attacker's roll when the target is in this terrain.
	AttackModifier int
	// BlocksSight is true for terrain that cannot be shot through (R7).
	BlocksSight bool
	// Note is what the numbers above do not say, such as a river's bridges.
	Note string
}

// effects is the R9 table.
var effects = [...]Effect{
	Open:       {Name: "open", Passable: true},
	Rough:      {Name: "rough ground", MovePenalty: 2, Passable: true},
	LightCover: {Name: "light cover", MovePenalty: 4, Passable: true, AttackModifier: -1},
	HeavyCover: {Name: "heavy cover", BlocksSight: true},
	River:      {Name: "river", Note: "a bridge crosses it; it can be fired across"},
}

// Summary says the effect in a few words for tables and help, built from the numbers so
// that it cannot disagree with them: "-4 move per piece entered; -1 to hit a target in it".
func (e Effect) Summary() string {
	var parts []string
	switch {
	case !e.Passable:
		parts = append(parts, "impassable: go around")
	case e.MovePenalty > 0:
		parts = append(parts, fmt.Sprintf("-%d move per piece entered", e.MovePenalty))
	}
	if e.AttackModifier != 0 {
		parts = append(parts, fmt.Sprintf("%+d to hit a target in it", e.AttackModifier))
	}
	if e.BlocksSight {
		parts = append(parts, "cannot be shot through")
	}
	if e.Note != "" {
		parts = append(parts, e.Note)
	}
	if len(parts) == 0 {
		return "no change"
	}
	return strings.Join(parts, "; ")
}

// Kinds returns every terrain kind in the order of R9.
func Kinds() []Kind { return []Kind{Open, Rough, LightCover, HeavyCover, River} }

// Effect returns the R9 effect of k.
func (k Kind) Effect() Effect {
	if k < Open || k > River {
		panic(fmt.Sprintf("terrain: invalid kind %d", int(k)))
	}
	return effects[k]
}

// String returns the kind's name as R9 writes it, such as "light cover".
func (k Kind) String() string {
	if k < Open || k > River {
		return fmt.Sprintf("Kind(%d)", int(k))
	}
	return effects[k].Name
}

// Parse reads a terrain kind: "open" (or "none"), "rough", "light", "heavy", "river", or
// the full names of R9 such as "light cover", in any letter case.
func Parse(s string) (Kind, error) {
	switch strings.Join(strings.Fields(strings.ToLower(s)), " ") {
	case "open", "none", "clear":
		return Open, nil
	case "rough", "rough ground":
		return Rough, nil
	case "light", "light cover":
		return LightCover, nil
	case "heavy", "heavy cover":
		return HeavyCover, nil
	case "river":
		return River, nil
	}
	return 0, fmt.Errorf("unknown terrain %s (want open, rough, light, heavy or river)", quote.Value(s))
}

// ParseList reads a comma-separated list of terrain kinds, such as "rough,light".
// An empty string is an empty list.
func ParseList(s string) ([]Kind, error) {
	var ks []Kind
	for _, part := range strings.Split(s, ",") {
		if strings.TrimSpace(part) == "" {
			continue
		}
		k, err := Parse(part)
		if err != nil {
			return nil, err
		}
		ks = append(ks, k)
	}
	return ks, nil
}
