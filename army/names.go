package army

import (
	"fmt"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// MaxNameLength is the longest name an army, its faction or a tank may have, in characters
// (runes, counted after NFC normalisation, so "Ä" is one character however it was typed).
// It holds "Kleiner Panzerbefehlswagen des Regimentsstabes" with room to spare and still
// fits a card, a roster line and a terminal; a longer name is a mistake, and one of
// megabytes made printing take hours (docs/development.md).
const MaxNameLength = 60

// CheckName reports what is wrong with a name a player gave, or nil. what names it in the
// message, as "the army name" or "tank 2's name". A name may not be longer than
// MaxNameLength characters, nor hold a control character (NUL, a tab, ESC, CR, LF, DEL,
// the C1 controls), a line or paragraph separator, a noncharacter, or an invisible
// format character (such as the right-to-left override U+202E, which makes a name read
// backwards). Terminals act on these and printouts cannot show them; the zero-width
// joiner and non-joiner, which some scripts and emoji need, are allowed.
//
// The message never repeats the name: it may be the very thing that must not reach the
// terminal.
func CheckName(what, name string) error {
	if !utf8.ValidString(name) {
		return fmt.Errorf("%s is not valid UTF-8 text: save the file as UTF-8", what)
	}
	i := 0
	for _, r := range name {
		i++
		if hidden(r) {
			return fmt.Errorf("%s holds the invisible character U+%04X at character %d: names are plain text, remove it", what, r, i)
		}
	}
	if n := utf8.RuneCountInString(norm.NFC.String(name)); n > MaxNameLength {
		return fmt.Errorf("%s is %d characters long: shorten it to at most %d", what, n, MaxNameLength)
	}
	return nil
}

// hidden reports whether r is a character that a name may not hold (see CheckName).
func hidden(r rune) bool {
	switch {
	case r == '\u200c' || r == '\u200d': // zero-width non-joiner and joiner
		return false
	case unicode.Is(unicode.Cc, r), unicode.Is(unicode.Cf, r), unicode.Is(unicode.Zl, r), unicode.Is(unicode.Zp, r):
		return true
	}
	return noncharacter(r)
}

// noncharacter reports whether r is one of Unicode's 66 noncharacters, which are never
// text: U+FDD0 to U+FDEF and the last two code points of every plane.
func noncharacter(r rune) bool {
	return r >= 0xFDD0 && r <= 0xFDEF || r&0xFFFE == 0xFFFE
}
