package battle

import (
	"fmt"
	"math"
	"strings"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/solo"
)

// How play shows the win chance. The bar is shown once for what it says: under the board
// when the board is printed (at the end of an activation or a turn, after undo), and
// above the question only when its figures differ from the board's bar, so that a step
// that changes no figure (the bot activating a tank to ask what it sees) draws no second,
// identical bar (docs/analysis.md).
// A chance that is not certain is never shown as 100% or 0%: it reads ">99%" or "<1%",
// and its bar keeps at least one cell of each side.

// assumesLine says under the bar what the chance assumes (issue 32, item 4).
const assumesLine = analysis.AssumesLine

// barCells is the length of the win-chance bar.
const barCells = 40

// certain is how close to 0 or 1 a chance must be to be certain (solo.Certain: the bot's
// reasons and the bar read a chance by the same rule).
const certain = solo.Certain

// chances writes red's and blue's chances in whole percent, as play shows them, adding up
// to 100: "62%" and "38%"; ">99%" and "<1%" when red's rounds to 100 or 0 without being
// certain; "100%" and "0%" when it is certain. Red's is solo.Percent's.
func chances(red float64) (string, string) {
	redP := solo.Percent(red)
	switch redP {
	case "100%", "0%", ">99%", "<1%":
		blue := map[string]string{"100%": "0%", "0%": "100%", ">99%": "<1%", "<1%": ">99%"}
		return redP, blue[redP]
	}
	return redP, fmt.Sprintf("%d%%", 100-int(math.Round(100*red)))
}

// winBar draws red's win chance as a bar of barCells cells, red's share from the left:
// "Win chance: red 62% ████████████████████████░░░░░░░░░░░░░░░░ 38% blue".
func winBar(a Advice) string {
	red := int(a.Red*barCells + 0.5)
	switch {
	case a.Red >= 1-certain:
		red = barCells
	case a.Red <= certain:
		red = 0
	default: // neither side is sure: both keep a cell
		red = min(max(red, 1), barCells-1)
	}
	redP, blueP := chances(a.Red)
	return fmt.Sprintf("Win chance: red %s %s%s %s blue", redP,
		strings.Repeat("█", red), strings.Repeat("░", barCells-red), blueP)
}

// winWords says the win chance in words, for accessible mode.
func winWords(a Advice) string {
	redP, blueP := chances(a.Red)
	return fmt.Sprintf("Win chance: red %s, blue %s (both playing their best, a draw counted half). %s", redP, blueP, analysis.AssumesLine)
}
