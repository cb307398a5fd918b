package printables

import (
	"strings"
	"testing"

	"github.com/ezd-game/ezd/army"
)

func TestPrintable(t *testing.T) {
	for in, want := range map[string]string{
		"Škoda LT vz. 38":     "Škoda LT vz. 38",
		"Übungspanzer":        "Übungspanzer",
		"Т-34 Ёж":             "Т-34 Ёж", // Cyrillic is in the Go fonts
		"坦克 one":              "?? one",
		"tab\there":           "tab here",
		"e\u0301 (combined)":  "\u00e9 (combined)", // docs/printing.md: NFC makes it the one letter "é"
		"q\u0301 (no letter)": "q (no letter)",     // no "q" with an acute: the letter stands alone
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

func TestUndrawable(t *testing.T) {
	for in, want := range map[string]string{
		"Škoda LT vz. 38":        "",
		"Arme\u0301e":            "", // NFC: the font has "é"
		"Т-34":                   "",
		"戦車 Chi-Ha 戦":            "戦車",
		"Tiger 🐯🐯":               "🐯",
		"tab\tand\u00a0no-break": "",
	} {
		if got := string(Undrawable(in)); got != want {
			t.Errorf("Undrawable(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFontWarnings(t *testing.T) {
	a := army.Army{Name: "Armée", Faction: "日本", Tanks: []army.Tank{
		{Class: army.Medium, Name: "Chi-Ha"}, {Class: army.Small, Name: "Te-Ke 🐯", Model: "九七式"},
	}}
	got := strings.Join(FontWarnings(a), "\n")
	for _, want := range []string{
		`faction "日本" has characters the printed font cannot draw ("日", "本"): they print as "?"`,
		`tank 2's name "Te-Ke 🐯" has characters the printed font cannot draw ("🐯")`,
		`tank 2's model "九七式"`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("warnings lack %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "Armée") || strings.Contains(got, "Chi-Ha") {
		t.Errorf("a name the font draws is warned of:\n%s", got)
	}
	if w := FontWarnings(army.Army{Name: "Germany 1940", Tanks: []army.Tank{{Class: army.Heavy}}}); w != nil {
		t.Errorf("warnings for a plain army: %v", w)
	}
}
