package cmdutil

import (
	"fmt"
	"strings"
	"unicode"
)

// Printable returns s with every control and invisible format character written as an
// escape (\x1b, \u202e), except newlines and tabs. Terminals act on those characters: ESC
// starts commands that can retitle the window or rewrite the screen, and a right-to-left
// override makes text read backwards. Names are refused with them (army.CheckName), but an
// error message can quote any text a file or a flag held, so every error passes through
// here before it reaches the terminal (docs/development.md).
func Printable(s string) string {
	if !strings.ContainsFunc(s, hidden) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case !hidden(r):
			b.WriteRune(r)
		case r < 0x100:
			fmt.Fprintf(&b, `\x%02x`, r)
		default:
			fmt.Fprintf(&b, `\u%04x`, r)
		}
	}
	return b.String()
}

// hidden reports whether r must not reach a terminal as it is.
func hidden(r rune) bool {
	if r == '\n' || r == '\t' {
		return false
	}
	return unicode.Is(unicode.Cc, r) || unicode.Is(unicode.Cf, r) && r != '\u200c' && r != '\u200d' ||
		r == '\u2028' || r == '\u2029'
}
