package army

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCheckName pins a hostile-input rule (docs/development.md): names are at most 60 characters, counted
// after NFC, and hold no control or format character. The message never repeats the name.
func TestCheckName(t *testing.T) {
	ok := []string{
		"", "Char B1 bis", "Übungspanzer", "Škoda LT vz. 38", "Gruppe Ägir 🐺",
		strings.Repeat("x", 60),
		strings.Repeat("Ä", 60),             // one rune each
		strings.Repeat("A\u0308", 60),       // A and a combining diaeresis: Ä after NFC
		"می\u200cخواهم",                     // a zero-width non-joiner, which Persian needs
		"👨\u200d👩\u200d👧",                   // an emoji joined with zero-width joiners
		"Tiger\u00a0II",                     // a no-break space is a space
		"Lone \ufffd",                       // the replacement character is printable
		"Panzer " + strings.Repeat("I", 53), // 60 exactly
	}
	for _, name := range ok {
		if err := CheckName("the army name", name); err != nil {
			t.Errorf("CheckName(%q) = %v, want nil", name, err)
		}
	}
	bad := []struct{ name, want string }{
		{strings.Repeat("x", 61), "the army name is 61 characters long: shorten it to at most 60"},
		{strings.Repeat("Ä", 61), "the army name is 61 characters long: shorten it to at most 60"},
		{strings.Repeat("x", 900_000), "the army name is 900000 characters long: shorten it to at most 60"},
		{"a\x00b", "the army name holds the invisible character U+0000 at character 2: names are plain text, remove it"},
		{"\x1b]0;pwned\a", "the army name holds the invisible character U+001B at character 1: names are plain text, remove it"},
		{"a\rb", "the army name holds the invisible character U+000D at character 2: names are plain text, remove it"},
		{"a\nb", "the army name holds the invisible character U+000A at character 2: names are plain text, remove it"},
		{"a\tb", "the army name holds the invisible character U+0009 at character 2: names are plain text, remove it"},
		{"del\x7f", "the army name holds the invisible character U+007F at character 4: names are plain text, remove it"},
		{"c1\u0085", "the army name holds the invisible character U+0085 at character 3: names are plain text, remove it"},
		{"\u202eHCRAM", "the army name holds the invisible character U+202E at character 1: names are plain text, remove it"},
		{"a\u2066b\u2069", "the army name holds the invisible character U+2066 at character 2: names are plain text, remove it"},
		{"soft\u00adhyphen", "the army name holds the invisible character U+00AD at character 5: names are plain text, remove it"},
		{"bom\ufeff", "the army name holds the invisible character U+FEFF at character 4: names are plain text, remove it"},
		{"line\u2028sep", "the army name holds the invisible character U+2028 at character 5: names are plain text, remove it"},
		{"para\u2029sep", "the army name holds the invisible character U+2029 at character 5: names are plain text, remove it"},
		{"non\ufffe", "the army name holds the invisible character U+FFFE at character 4: names are plain text, remove it"},
		{"non\ufdd0", "the army name holds the invisible character U+FDD0 at character 4: names are plain text, remove it"},
		{"non\U0010ffff", "the army name holds the invisible character U+10FFFF at character 4: names are plain text, remove it"},
		{"bad \xff", "the army name is not valid UTF-8 text: save the file as UTF-8"},
	}
	for _, tt := range bad {
		err := CheckName("the army name", tt.name)
		if err == nil {
			t.Errorf("CheckName(%.20q) = nil, want refused", tt.name)
			continue
		}
		if err.Error() != tt.want {
			t.Errorf("CheckName(%.20q) = %q, want %q", tt.name, err, tt.want)
		}
	}
}

// TestValidateNames pins that validation refuses bad names in the army, its faction, its
// tanks and their models, each where it is, without writing the name back.
func TestValidateNames(t *testing.T) {
	long := strings.Repeat("y", 61)
	a := Army{
		Name:    "Esc\x1b[31m",
		Faction: long,
		Tanks: []Tank{
			{Class: Small, Name: "\u202eevil"},
			{Class: Small, Name: "fine", Model: "Char\x00B1"},
			{Class: Small, Name: long},
		},
	}
	want := Problems{
		{Message: "the army name holds the invisible character U+001B at character 4: names are plain text, remove it"},
		{Message: "the faction is 61 characters long: shorten it to at most 60"},
		{Message: "tank 1's name holds the invisible character U+202E at character 1: names are plain text, remove it"},
		{Message: "tank 2 (fine)'s model holds the invisible character U+0000 at character 5: names are plain text, remove it"},
		{Message: "tank 3's name is 61 characters long: shorten it to at most 60"},
	}
	if diff := cmp.Diff(want, a.Validate()); diff != "" {
		t.Errorf("Validate mismatch (-want +got):\n%s", diff)
	}
}

// TestParseNames reads bad names from army files: each problem has its line.
func TestParseNames(t *testing.T) {
	file := "name: \"Kampfgruppe \\e]0;pwned\\a\"\n" +
		"faction: \"\\u202Eynamreg\"\n" +
		"tanks:\n" +
		"  - class: small\n" +
		"    name: " + strings.Repeat("Panzer", 11) + "\n" +
		"  - class: small\n"
	_, err := Parse("army.yaml", []byte(file))
	var got Problems
	if !errors.As(err, &got) {
		t.Fatalf("Parse = %v, want Problems", err)
	}
	want := Problems{
		{1, "the army name holds the invisible character U+001B at character 13: names are plain text, remove it"},
		{2, "the faction holds the invisible character U+202E at character 1: names are plain text, remove it"},
		{4, "tank 1's name is 66 characters long: shorten it to at most 60"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Parse mismatch (-want +got):\n%s", diff)
	}
}

// TestParsePointsWholeNumber pins a hostile-input rule (docs/development.md): a points limit is a whole number written
// one way. YAML read "points: 10.5" as 10 and "points: 010" as 8.
func TestParsePointsWholeNumber(t *testing.T) {
	for _, v := range []string{"10.5", "10.0", "1e1", "0x0A", "010", "+10", "1_0", "0o12"} {
		for _, file := range []string{
			"name: A\npoints: " + v + "\ntanks:\n  - class: small\n",
			`{"name": "A", "points": ` + v + `, "tanks": [{"class": "small"}]}`,
		} {
			name := "army.yaml"
			if file[0] == '{' {
				name = "army.json"
			}
			a, err := Parse(name, []byte(file))
			if strings.HasPrefix(file, "{") && (v == "0x0A" || v == "010" || v == "+10" || v == "1_0" || v == "0o12") {
				if err == nil {
					t.Errorf("%s with points %s: accepted %+v, want refused", name, v, a)
				}
				continue // not JSON: refused as a syntax error
			}
			want := Problems{{2, "points: want a whole number from 1 to 1000, not " + v}}
			if name == "army.json" {
				want[0].Line = 1
			}
			var got Problems
			if !errors.As(err, &got) {
				t.Errorf("%s with points %s: Parse = %+v, %v; want %v", name, v, a, err, want)
				continue
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%s with points %s (-want +got):\n%s", name, v, diff)
			}
		}
	}
	a, err := Parse("army.yaml", []byte("name: A\npoints: 12\ntanks:\n  - class: small\n"))
	if err != nil || a.Points != 12 {
		t.Errorf("points: 12 read as %d, %v", a.Points, err)
	}
}
