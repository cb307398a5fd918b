package quote

import (
	"strings"
	"testing"
	"unicode/utf8"

	"pgregory.net/rapid"
)

// issue 33, item 6: no control or format character, no byte that is not UTF-8 and no
// newline of an outside value reaches a terminal raw; letters of any script and the
// joiners some scripts need pass.
func TestText(t *testing.T) {
	for in, want := range map[string]string{
		"plain Ägir 🐺":                  "plain Ägir 🐺",
		"Panzer\x1b[2J":                 `Panzer\x1b[2J`,
		"\x1b]0;pwned\a":                `\x1b]0;pwned\x07`,
		"nul\x00 del\x7f c1\u0085":      `nul\x00 del\x7f c1\x85`,
		"\u202eevil":                    `\u202eevil`,
		"ls\u2028ps\u2029":              `ls\u2028ps\u2029`,
		"two\nlines\tand a tab":         `two\x0alines\x09and a tab`,
		"bad \xff byte":                 `bad \xff byte`,
		"می\u200cخواهم":                 "می\u200cخواهم",
		strings.Repeat("a", 60):         strings.Repeat("a", 60),
		strings.Repeat("a", 61):         strings.Repeat("a", 59) + "…",
		strings.Repeat("\x1b", 100):     strings.Repeat(`\x1b`, 14) + "…",
		strings.Repeat("é", 1000) + "x": strings.Repeat("é", 59) + "…",
	} {
		if got := Text(in); got != want {
			t.Errorf("Text(%q) = %q, want %q", in, got, want)
		}
	}
}

// Escape is Text for a whole message: newlines and tabs pass, nothing is cut.
func TestEscape(t *testing.T) {
	long := strings.Repeat("b", 500)
	for in, want := range map[string]string{
		"two\nlines\tand a tab": "two\nlines\tand a tab",
		"x\x1b[2J.yaml":         `x\x1b[2J.yaml`,
		"cr\r":                  `cr\x0d`,
		"bad \xfe":              `bad \xfe`,
		long:                    long,
	} {
		if got := Escape(in); got != want {
			t.Errorf("Escape(%q) = %q, want %q", in, got, want)
		}
	}
}

// issue 33, item 7: a value quoted in a message is at most Max characters inside its
// quotes, escaped as Go escapes strings.
func TestValue(t *testing.T) {
	for in, want := range map[string]string{
		"Europe/Berlin":             `"Europe/Berlin"`,
		"":                          `""`,
		"a\"b\\":                    `"a\"b\\"`,
		"\x1b\u202e\xff":            `"\x1b\u202e\xff"`,
		strings.Repeat("7", 60):     `"` + strings.Repeat("7", 60) + `"`,
		strings.Repeat("7", 100000): `"` + strings.Repeat("7", 59) + `…"`,
		strings.Repeat("\x00", 50):  `"` + strings.Repeat(`\x00`, 14) + `…"`,
	} {
		if got := Value(in); got != want {
			t.Errorf("Value(%q) = %q, want %q", in, got, want)
		}
	}
}

// Whatever the text, what Text and Value give is valid UTF-8, holds no character that
// Text escapes, and is at most Max characters (Value: plus its quotes); text that fits and
// needs no escape is given back as it is.
func TestBounded(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.OneOf(rapid.String(), rapid.StringOf(rapid.RuneFrom([]rune{0x1b, 0x202e, 0x85, 0x2028, 0xfeff, 0x200d, 0, 0x7f, 0xfffd})), rapid.Custom(func(t *rapid.T) string {
			return string(rapid.SliceOf(rapid.Byte()).Draw(t, "bytes"))
		})).Draw(t, "s")
		for name, got := range map[string]string{"Text": Text(s), "Value": strings.TrimSuffix(strings.TrimPrefix(Value(s), `"`), `"`)} {
			if !utf8.ValidString(got) || utf8.RuneCountInString(got) > Max {
				t.Fatalf("%s(%q) = %q: %d characters", name, s, got, utf8.RuneCountInString(got))
			}
			if strings.ContainsFunc(got, func(r rune) bool { return hidden(r, true) }) {
				t.Fatalf("%s(%q) = %q holds a hidden character", name, s, got)
			}
		}
		if utf8.ValidString(s) && utf8.RuneCountInString(s) <= Max && !strings.ContainsFunc(s, func(r rune) bool { return hidden(r, true) }) && Text(s) != s {
			t.Fatalf("Text(%q) = %q, want it unchanged", s, Text(s))
		}
	})
}
