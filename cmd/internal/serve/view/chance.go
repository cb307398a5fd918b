package view

import (
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/solo"
)

// chanceModel is the win chance bar: red's share of the width, and each side's chance in
// words (a chance that is not certain never reads 0% or 100%).
type chanceModel struct {
	RedWidth, DrawWidth string // SVG widths, "56.0%"
	BlueX               string
	Red, Blue, Draw     string
	Words               string
}

func chanceView(c *Chance) *chanceModel {
	if c == nil {
		return nil
	}
	m := &chanceModel{Red: solo.Percent(c.Red), Blue: solo.Percent(c.Blue), Draw: solo.Percent(c.Draw)}
	r, d := clamp01(c.Red), clamp01(c.Draw)
	d = min(d, 1-r)
	m.RedWidth = fmt.Sprintf("%.1f%%", 100*r)
	m.DrawWidth = fmt.Sprintf("%.1f%%", 100*d)
	m.BlueX = fmt.Sprintf("%.1f%%", 100*(r+d))
	m.Words = fmt.Sprintf("Win chance: red %s, blue %s, draw %s", m.Red, m.Blue, m.Draw)
	return m
}

func clamp01(f float64) float64 {
	switch {
	case f != f || f < 0: // NaN too
		return 0
	case f > 1:
		return 1
	}
	return f
}

// hintModel is one line of the hints: the step, the chance it leaves, why.
type hintModel struct {
	Step, Chance, Reason string
}

func hintsView(hs []Hint) []hintModel {
	out := make([]hintModel, len(hs))
	for i, h := range hs {
		out[i] = hintModel{Step: capitalise(h.Step), Chance: solo.Percent(h.WinChance), Reason: h.Reason}
	}
	return out
}

func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// joinSentences joins log lines, each a sentence already, with a space.
func joinSentences(lines []string) string { return strings.Join(lines, " ") }
