package prompt

import (
	"fmt"

	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// MinWidth and MinHeight are the smallest terminal ezd's full screens are drawn for: the
// main menu, battle play and the Tank War screens fit 80 columns by 24 rows.
const (
	MinWidth  = 80
	MinHeight = 24
)

// TooSmall returns what a full screen shows instead of itself on a terminal of width
// columns by height rows smaller than MinWidth by MinHeight, wrapped to fit it, or ""
// when the screen fits or the size is not known (0). what names the screen ("battle
// play") and instead says what else the player can do.
func TooSmall(what, instead string, width, height int) string {
	if width <= 0 || height <= 0 || width >= MinWidth && height >= MinHeight {
		return ""
	}
	msg := fmt.Sprintf("The terminal is %dx%d: %s needs at least %dx%d (columns x rows). Make the window larger%s.",
		width, height, what, MinWidth, MinHeight, instead)
	return iostreams.Wrap(msg, width, "")
}
