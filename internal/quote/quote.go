// Package quote shows text that came from outside ezd (a file, a flag, a bot, the
// environment) in a message or on a terminal: every character a terminal would act on
// written as an escape, and cut to a readable length. It is pure, so that the game
// packages, which must not import the command line's cmdutil, quote a refused value the
// same way (issue 33: one bad journal line echoed whole was 10 MB of stderr).
package quote

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Max is the most characters of an outside value a message shows; what is cut is marked
// with "…". A name is at most 60 characters (army.CheckName), so a valid one shows whole.
const Max = 60

// Text returns s as it may be shown on a terminal: every control character (C0, DEL, C1),
// newline and tab included, every format character (Unicode's Cf: the bidi overrides that
// make text read backwards, zero-width characters; the joiners U+200C and U+200D that some
// scripts need pass), the line and paragraph separators and every byte that is not UTF-8
// written as an escape (\x1b, \u202e, \xff), and the whole cut to Max characters, the last
// an ellipsis. A newline in a file name would otherwise split "FILE:LINE: message" in two,
// and ESC starts commands that can retitle the window or rewrite the screen.
func Text(s string) string { return escape(s, Max, true) }

// MaxPath is the most characters of a file's name a message shows: a path is cut only
// where it could not name a file (Linux's PATH_MAX is 4096 bytes), since a path cut short
// would send the reader to the wrong place.
const MaxPath = 1024

// Path is Text for a file's name, cut at MaxPath rather than Max.
func Path(s string) string { return escape(s, MaxPath, true) }

// Escape writes the same escapes as Text but keeps newlines and tabs and cuts nothing: it
// is for a whole message, whose outside values are cut already, as a last guard before it
// reaches the terminal.
func Escape(s string) string { return escape(s, -1, false) }

// Value returns s in double quotes for an error message, escaped as Go quotes strings
// (strconv.Quote: every character that is not printable, and every byte that is not
// UTF-8), of at most Max characters inside the quotes, the last an ellipsis when s was
// longer: `"Europe/Berli…"`.
func Value(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	n := 0
	for i := 0; i < len(s); {
		_, size := utf8.DecodeRuneInString(s[i:])
		q := strconv.Quote(s[i : i+size])
		q = q[1 : len(q)-1]
		k := utf8.RuneCountInString(q)
		if n+k > Max-1 && i+size < len(s) || n+k > Max {
			b.WriteString("…")
			break
		}
		n += k
		b.WriteString(q)
		i += size
	}
	b.WriteByte('"')
	return b.String()
}

// escape writes s with its hidden characters escaped, cut to max characters (none when
// max < 0); lines tells whether newlines and tabs are escaped too.
func escape(s string, max int, lines bool) string {
	clean := max < 0 || utf8.RuneCountInString(s) <= max
	if clean && utf8.ValidString(s) && !strings.ContainsFunc(s, func(r rune) bool { return hidden(r, lines) }) {
		return s
	}
	var b strings.Builder
	n := 0
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		piece := s[i : i+size]
		switch {
		case r == utf8.RuneError && size == 1:
			piece = `\x` + hex(uint32(s[i]), 2)
		case !hidden(r, lines):
		case r < 0x100:
			piece = `\x` + hex(uint32(r), 2)
		default:
			piece = `\u` + hex(uint32(r), 4)
		}
		k := utf8.RuneCountInString(piece)
		if max >= 0 && (n+k > max-1 && i+size < len(s) || n+k > max) {
			b.WriteString("…")
			break
		}
		n += k
		b.WriteString(piece)
		i += size
	}
	return b.String()
}

// hidden reports whether r must not reach a terminal as it is; lines tells whether
// newlines and tabs count.
func hidden(r rune, lines bool) bool {
	if r == '\n' || r == '\t' {
		return lines
	}
	return unicode.Is(unicode.Cc, r) || unicode.Is(unicode.Cf, r) && r != '\u200c' && r != '\u200d' ||
		r == '\u2028' || r == '\u2029'
}

// hex writes v as at least digits lower-case hexadecimal digits.
func hex(v uint32, digits int) string {
	h := strconv.FormatUint(uint64(v), 16)
	return strings.Repeat("0", max(0, digits-len(h))) + h
}
