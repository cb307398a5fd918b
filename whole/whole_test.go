package whole

import (
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

func TestParseAccepts(t *testing.T) {
	tests := []struct {
		in   string
		want uint64
	}{
		{"0", 0},
		{"3", 3},
		{" 3", 3},
		{"3\n", 3},
		{"\t42 ", 42},
		{"1000", 1000},
		{"18446744073709551615", 18446744073709551615},
	}
	for _, tt := range tests {
		if got, err := Parse(tt.in); err != nil || got != tt.want {
			t.Errorf("Parse(%q) = %d, %v; want %d", tt.in, got, err, tt.want)
		}
	}
}

func TestParseRefuses(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", `"" is not a whole number: write digits, as 3`},
		{"  ", `"  " is not a whole number: write digits, as 3`},
		{"+3", `"+3" is not a whole number: write digits only, without a sign`},
		{"-1", `"-1" is not a whole number: write digits only, without a sign`},
		{"03", `"03" is not a whole number as ezd reads them: write it without leading zeros, as 3`},
		{"00", `"00" is not a whole number as ezd reads them: write it without leading zeros, as 0`},
		{"010", `"010" is not a whole number as ezd reads them: write it without leading zeros, as 10`},
		{"10.5", `"10.5" is not a whole number: write digits only, as 3`},
		{"3.0", `"3.0" is not a whole number: write digits only, as 3`},
		{"1e1", `"1e1" is not a whole number: write digits only, as 3`},
		{"0x3", `"0x3" is not a whole number: write digits only, as 3`},
		{"1_000", `"1_000" is not a whole number: write digits only, as 3`},
		{"3,4", `"3,4" is not a whole number: write digits only, as 3`},
		{"3 4", `"3 4" is not a whole number: write digits only, as 3`},
		{"٣", `"٣" is not a whole number: write digits only, as 3`},
		{"３", `"３" is not a whole number: write digits only, as 3`},
		{"18446744073709551616", `"18446744073709551616" is too large a number (at most 18446744073709551615)`},
		{"99999999999999999999999", `"99999999999999999999999" is too large a number (at most 18446744073709551615)`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := Parse(tt.in)
			if err == nil {
				t.Fatalf("Parse(%q) = %d, want refused", tt.in, got)
			}
			if err.Error() != tt.want {
				t.Errorf("Parse(%q): %q, want %q", tt.in, err, tt.want)
			}
		})
	}
}

// TestParseOneWayToWrite is the package's law: a number is accepted only in the form
// strconv writes it (space around it aside), and every such form is accepted.
func TestParseOneWayToWrite(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.Uint64().Draw(t, "n")
		if got, err := Parse(strconv.FormatUint(n, 10)); err != nil || got != n {
			t.Fatalf("Parse(%d) = %d, %v", n, got, err)
		}
		s := rapid.StringMatching(`[ +\-0-9.,e_x]{0,22}`).Draw(t, "s")
		if got, err := Parse(s); err == nil && strconv.FormatUint(got, 10) != strings.TrimSpace(s) {
			t.Fatalf("Parse(%q) = %d: accepted a second way to write it", s, got)
		}
	})
}

func TestBetween(t *testing.T) {
	if got, err := Between("6", 1, 6, "a die"); err != nil || got != 6 {
		t.Errorf("Between(6) = %d, %v", got, err)
	}
	if got, err := Between("1", 1, 6, "a die"); err != nil || got != 1 {
		t.Errorf("Between(1) = %d, %v", got, err)
	}
	for in, want := range map[string]string{
		"0":                    "a die is a whole number from 1 to 6, not 0",
		"7":                    "a die is a whole number from 1 to 6, not 7",
		"07":                   `"07" is not a whole number as ezd reads them: write it without leading zeros, as 7`,
		"18446744073709551615": "a die is a whole number from 1 to 6, not 18446744073709551615",
	} {
		if _, err := Between(in, 1, 6, "a die"); err == nil || err.Error() != want {
			t.Errorf("Between(%q): %v, want %q", in, err, want)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"3", "+3", "03", " 3\n", "18446744073709551615", "1e3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if n, err := Parse(s); err == nil && strconv.FormatUint(n, 10) != strings.TrimSpace(s) {
			t.Fatalf("Parse(%q) = %d: not the one way to write it", s, n)
		}
	})
}
