package printables

import "testing"

func TestPrintable(t *testing.T) {
	for in, want := range map[string]string{
		"Škoda LT vz. 38":    "Škoda LT vz. 38",
		"Übungspanzer":       "Übungspanzer",
		"Т-34 Ёж":            "Т-34 Ёж", // Cyrillic is in the Go fonts
		"坦克 one":             "?? one",
		"tab\there":          "tab here",
		"e\u0301 (combined)": "e (combined)", // no combining acute: the letter stands alone
	} {
		for _, f := range faces {
			if got := f.printable(in); got != want {
				t.Errorf("face %q: printable(%q) = %q, want %q", f.style, in, got, want)
			}
		}
	}
}

func TestSymbolFallsBack(t *testing.T) {
	if got := regular.symbol("→", "vs"); got != "→" {
		t.Errorf("symbol(→) = %q: the Go font has the arrow", got)
	}
	if got := regular.symbol("✓", "v"); got != "v" {
		t.Errorf("symbol(✓) = %q: the Go font has no check mark, want the plain fallback", got)
	}
}
