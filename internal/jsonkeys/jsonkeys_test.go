package jsonkeys

import (
	"strings"
	"testing"
)

type inner struct {
	Turn int `json:"turn"`
}

type outer struct {
	Tank   string   `json:"tank,omitempty"`
	Inner  []inner  `json:"inners"`
	Again  *[]inner `json:"again"`
	Hidden int      `json:"-"`
	Plain  int
}

// TestExactRefusesWhatEncodingJSONWouldFold: every key of the structs at any depth is
// known; a key in another letter case, or with a Kelvin sign or a long s, is refused and
// named in ASCII; a key that is exact, or unknown, is not this package's to refuse.
func TestExactRefusesWhatEncodingJSONWouldFold(t *testing.T) {
	keys := Of(outer{})
	for _, tc := range []struct{ key, want string }{
		{"tank", ""},
		{"turn", ""},
		{"inners", ""},
		{"cheat", ""},
		{"Plain", ""}, // no tag: not a key of ours
		{"TANK", `the key "TANK" is not "tank": keys are exact, letter case too`},
		{"tan\u212a", `the key "tan\u212a" is not "tank"`},
		{"\u017ftur", ""},
		{"Turn", `the key "Turn" is not "turn"`},
		{"AGAIN", `the key "AGAIN" is not "again"`},
	} {
		err := Exact(keys, tc.key)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%q: refused: %v", tc.key, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%q: %v (want %q)", tc.key, err, tc.want)
		}
	}
	if got := Quote(strings.Repeat("é", 50)); got != `"`+strings.Repeat(`\u00e9`, 40)+`"…` {
		t.Errorf("Quote of 50 letters: %s", got)
	}
}
