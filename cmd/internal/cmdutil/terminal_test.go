package cmdutil

import (
	"errors"
	"strings"
	"testing"
)

// TestPrintable pins a hostile-input rule (docs/development.md): no control or format character from data reaches a
// terminal; newlines, tabs and the joiners some scripts need pass.
func TestPrintable(t *testing.T) {
	for in, want := range map[string]string{
		"plain Ägir 🐺":             "plain Ägir 🐺",
		"two\nlines\tand a tab":    "two\nlines\tand a tab",
		"\x1b]0;pwned\a":           `\x1b]0;pwned\x07`,
		"x\x1b[2J.yaml":            `x\x1b[2J.yaml`,
		"nul\x00 del\x7f c1\u0085": `nul\x00 del\x7f c1\x85`,
		"\u202eevil":               `\u202eevil`,
		"ls\u2028ps\u2029":         `ls\u2028ps\u2029`,
		"cr\r":                     `cr\x0d`,
		"می\u200cخواهم":            "می\u200cخواهم",
	} {
		if got := Printable(in); got != want {
			t.Errorf("Printable(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestErrorsReachTheTerminalPrintable: Execute prints every error through Printable, and
// the error inside is still what errors.Is sees.
func TestErrorsReachTheTerminalPrintable(t *testing.T) {
	inner := errors.New("bad \x1b[31m name")
	e := printableError{inner}
	if e.Error() != `bad \x1b[31m name` || !errors.Is(e, inner) {
		t.Errorf("printableError = %q, Is %v", e.Error(), errors.Is(e, inner))
	}
}

// issue 33, item 6: Show is what a message shows of outside text: escaped, newlines too,
// and cut to 60 characters; ShowPath the same for a file's name, cut only past 1024.
func TestShow(t *testing.T) {
	long := strings.Repeat("x", 100)
	for _, tc := range []struct{ got, want string }{
		{Show("Panzer\x1b[2J\n\u202e\xff"), `Panzer\x1b[2J\x0a\u202e\xff`},
		{Show(long), strings.Repeat("x", 59) + "…"},
		{ShowPath("/tmp/a\nb/" + long), `/tmp/a\x0ab/` + long},
		{ShowPath(strings.Repeat("/d", 1000)), strings.Repeat("/d", 511) + "/…"},
		{Printable("bad \xff\nline"), "bad \\xff\nline"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}
