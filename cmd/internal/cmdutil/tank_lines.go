package cmdutil

import (
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/army"
)

// TankLines writes each tank for a list, in columns: "2. Jeanne       medium  3 pts  Somua S35".
// Options go without their number, which accessible mode adds itself.
func TankLines(a army.Army, numbered bool) []string {
	width := 0
	for i := range a.Tanks {
		width = max(width, len([]rune(a.TankName(i))))
	}
	lines := make([]string, len(a.Tanks))
	for i, t := range a.Tanks {
		name := a.TankName(i)
		pad := strings.Repeat(" ", width-len([]rune(name)))
		lines[i] = fmt.Sprintf("%s%s  %-6s  %d pts", name, pad, t.Class, t.Stats().Cost)
		if numbered {
			lines[i] = fmt.Sprintf("%d. %s", i+1, lines[i])
		}
		if t.Model != "" && t.Model != name {
			lines[i] += "  " + t.Model
		}
	}
	return lines
}
