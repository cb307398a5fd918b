package terrain

import (
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/internal/quote"
)

// ParseCover reads the cover a target is in, as an attack is told it: "none", "light" (or
// "light cover") or "heavy" (or "heavy cover"), in any letter case. Only light cover
// changes an attack and only heavy cover hides the target (R7, R9), so those are the
// answers. Open ground, rough ground and a river are not cover, and are refused with the
// reason rather than taken as none: the player may have meant something else.
func ParseCover(s string) (Kind, error) {
	switch strings.Join(strings.Fields(strings.ToLower(s)), " ") {
	case "none":
		return Open, nil
	case "light", "light cover":
		return LightCover, nil
	case "heavy", "heavy cover":
		return HeavyCover, nil
	case "":
		return 0, fmt.Errorf("no cover given (want none, light or heavy)")
	}
	k, err := Parse(s)
	switch {
	case err != nil:
		return 0, fmt.Errorf("unknown cover %s (want none, light or heavy)", quote.Value(s))
	case k == Open:
		return 0, fmt.Errorf("%s is not cover: a target in the open has none (want none, light or heavy)", quote.Value(s))
	case k == Rough:
		return 0, fmt.Errorf("rough ground is not cover: it slows movement and changes no attack (R9); say none, light or heavy")
	default: // River
		return 0, fmt.Errorf("a river is not cover: it can be fired across and changes no attack (R9); say none, light or heavy")
	}
}
