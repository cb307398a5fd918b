package tactics

import (
	"fmt"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// skeleton is what a name looks like, after Unicode's UTS #39 (section 4, "Confusable
// Detection"), reduced to the confusables that matter for names on a phone (TT1): two
// names with the same skeleton are refused in one game. It is the name normalised
// (NormalizeName: no-break and other spaces are plain single spaces), decomposed with NFKD
// (which folds full-width and half-width forms, ligatures and styled letters such as 𝐚 to
// the plain letter), without combining marks (é is read as e, a lone mark is not seen),
// each character replaced by the Latin letter or digit it passes for (confusables), and
// case-folded. docs/tactics.md lists what the table covers and what it does not.
func skeleton(name string) string {
	var b strings.Builder
	for _, r := range norm.NFKD.String(NormalizeName(name)) {
		if unicode.In(r, unicode.Mn, unicode.Me) {
			continue
		}
		if s, ok := confusables[r]; ok {
			b.WriteString(s)
			continue
		}
		b.WriteRune(foldRune(r))
	}
	return b.String()
}

// confusables maps a character to the Latin letter or digit it is read as: the Cyrillic
// and Greek letters that look like Latin ones, in both cases (a name may be shown
// capitalised at the start of a sentence, so a small letter whose capital passes for a
// Latin one counts too), and the digits and letters that pass for each other (0 and O; 1,
// I and l). A subset of Unicode's confusables.txt; the values are lowercase, since the
// skeleton is compared case-blind.
var confusables = map[rune]string{
	// Latin and digits. 1, capital I and small l, which many fonts draw alike, are all a
	// vertical stroke "|" (capital L is not: it differs from l only in case).
	'0': "o", 'O': "o", '1': "|", 'I': "|", 'l': "|", 'ı': "i",
	// Cyrillic capitals.
	'А': "a", 'В': "b", 'Е': "e", 'З': "3", 'К': "k", 'М': "m", 'Н': "h", 'О': "o",
	'Р': "p", 'С': "c", 'Т': "t", 'У': "y", 'Х': "x", 'Ѕ': "s", 'І': "|", 'Ј': "j",
	'Ԛ': "q", 'Ԝ': "w", 'Ү': "y", 'Һ': "h", 'Ӏ': "|", 'Ь': "b",
	// Cyrillic small letters.
	'а': "a", 'в': "b", 'е': "e", 'з': "3", 'к': "k", 'м': "m", 'н': "h", 'о': "o",
	'р': "p", 'с': "c", 'т': "t", 'у': "y", 'х': "x", 'ѕ': "s", 'і': "i", 'ј': "j",
	'ԛ': "q", 'ԝ': "w", 'ү': "y", 'һ': "h", 'ӏ': "|", 'ь': "b", 'б': "6", 'ԁ': "d",
	// Greek capitals.
	'Α': "a", 'Β': "b", 'Ε': "e", 'Ζ': "z", 'Η': "h", 'Ι': "|", 'Κ': "k", 'Μ': "m",
	'Ν': "n", 'Ο': "o", 'Ρ': "p", 'Τ': "t", 'Υ': "y", 'Χ': "x",
	// Greek small letters.
	'α': "a", 'β': "b", 'γ': "y", 'ε': "e", 'ζ': "z", 'η': "n", 'ι': "i", 'κ': "k",
	'μ': "m", 'ν': "v", 'ο': "o", 'ρ': "p", 'τ': "t", 'υ': "u", 'χ': "x", 'ω': "w",
}

// lookAlike names the first character of a or b that is read as another, for the reason
// a clash gives: `: "а" (U+0430) is read as "a"`.
func lookAlike(a, b string) string {
	for _, name := range []string{a, b} {
		for _, r := range name {
			if s := skeleton(string(r)); s != string(foldRune(r)) {
				switch s {
				case "":
					return fmt.Sprintf(": the mark U+%04X cannot be seen", r)
				case "|":
					s = "1, I or l"
				}
				return fmt.Sprintf(": %q (U+%04X) is read as %q", string(r), r, s)
			}
		}
	}
	return ""
}
