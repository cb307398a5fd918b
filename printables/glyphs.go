package printables

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/text/unicode/norm"

	"github.com/ezd-game/ezd/army"
)

// Undrawable returns the characters of s that the printouts' font cannot draw, each once,
// in the order they first appear: they print as "?". Spaces of every kind print
// as a space and are not reported; s is read in NFC, as the printouts draw it, so a
// decomposed "é" is the letter the font has.
func Undrawable(s string) []rune {
	s = norm.NFC.String(s)
	var buf sfnt.Buffer
	var out []rune
	for _, r := range s {
		if unicode.IsSpace(r) || slices.Contains(out, r) {
			continue
		}
		for _, f := range faces {
			if !f.has(r, &buf) {
				out = append(out, r)
				break
			}
		}
	}
	return out
}

// FontWarnings returns a line for each name of the army (its own, its faction, each tank's
// name and model) that holds characters the printouts cannot draw, saying which and that
// they print as "?". `army validate` and `print` show them; the army is still valid (R1
// allows any name) and still prints.
func FontWarnings(a army.Army) []string {
	var out []string
	check := func(what, name string) {
		if bad := Undrawable(name); len(bad) > 0 {
			quoted := make([]string, len(bad))
			for i, r := range bad {
				quoted[i] = fmt.Sprintf("%q", string(r))
			}
			out = append(out, fmt.Sprintf("%s %q has characters the printed font cannot draw (%s): they print as \"?\"",
				what, name, strings.Join(quoted, ", ")))
		}
	}
	check("army name", a.Name)
	check("faction", a.Faction)
	for i, t := range a.Tanks {
		check(fmt.Sprintf("tank %d's name", i+1), t.Name)
		check(fmt.Sprintf("tank %d's model", i+1), t.Model)
	}
	return out
}
