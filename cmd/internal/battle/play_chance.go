package battle

import (
	"fmt"
	"math"
	"strings"
)

// How play shows the win chance. The bar is shown once for a position: under the board
// when the board is printed (at the end of an activation or a turn, after undo), and
// above the question only while the position has moved on from that board (issue 8).
// A chance that is not certain is never shown as 100% or 0%: it reads ">99%" or "<1%",
// and its bar keeps at least one cell of each side.

// barCells is the length of the win-chance bar.
const barCells = 40

// certain is how close to 0 or 1 a chance must be to be certain: the solver's sums of
// probabilities may miss an exact 1 by rounding, never by more.
const certain = 1e-9

// chances writes red's and blue's chances in whole percent, as play shows them, adding up
// to 100: "62%" and "38%"; ">99%" and "<1%" when red's rounds to 100 or 0 without being
// certain; "100%" and "0%" when it is certain.
func chances(red float64) (string, string) {
	switch n := int(math.Round(100 * red)); {
	case red >= 1-certain:
		return "100%", "0%"
	case red <= certain:
		return "0%", "100%"
	case n >= 100:
		return ">99%", "<1%"
	case n <= 0:
		return "<1%", ">99%"
	default:
		return fmt.Sprintf("%d%%", n), fmt.Sprintf("%d%%", 100-n)
	}
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
	return fmt.Sprintf("Win chance: red %s, blue %s (both playing their best, a draw counted half).", redP, blueP)
}
