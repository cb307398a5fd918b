package cmdutil

import (
	"errors"
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
