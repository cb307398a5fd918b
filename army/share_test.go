package army

import (
	"encoding/base64"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// TestShareRoundTrip: for any valid army, EncodeShare then DecodeShare gives the army back
// with its R1 defaults, through either kind of link, so `army share` then `army import`
// shows the same army.
func TestShareRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := validArmy().Draw(t, "army")
		code, err := EncodeShare(a)
		if err != nil {
			t.Fatalf("EncodeShare: %v", err)
		}
		page := rapid.SampledFrom([]string{"", "http://192.168.1.20:8420/t/abc/", "https://table.example/x#old"}).Draw(t, "page")
		got, err := DecodeShareLink(ShareLink(page, code))
		if err != nil {
			t.Fatalf("DecodeShareLink(%q): %v", ShareLink(page, code), err)
		}
		if diff := cmp.Diff(a.WithDefaults(), got, ignoreLines); diff != "" {
			t.Fatalf("share round trip (-want +got):\n%s", diff)
		}
		again, err := EncodeShare(got)
		if err != nil || again != code {
			t.Fatalf("the army read back encodes as %q (%v), want %q", again, err, code)
		}
	})
}

// TestShareRefusesInvalidArmies: EncodeShare shares no army with problems (R1).
func TestShareRefusesInvalidArmies(t *testing.T) {
	over := Army{Name: "Greedy", Tanks: []Tank{{Class: Heavy}, {Class: Heavy}, {Class: Heavy}}}
	_, err := EncodeShare(over)
	var ps Problems
	if !errors.As(err, &ps) || !strings.Contains(err.Error(), "2 over the limit of 10") {
		t.Errorf("EncodeShare of a 12-point army: %v, want the R1 problem", err)
	}
}

// handCode is the code of an army as it is, valid or not, as a hand-made link could be.
func handCode(a Army) string { return base64.RawURLEncoding.EncodeToString(shareBytes(a)) }

// TestDecodeShareRefusals: what is wrong with a code is said, and nothing is half-read.
func TestDecodeShareRefusals(t *testing.T) {
	good, err := EncodeShare(mustSample(t, "france-1940"))
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := base64.RawURLEncoding.DecodeString(good)
	newer := append([]byte{ShareVersion + 1}, raw[1:]...)
	flipped := []byte(good)
	flipped[10] ^= 1 // 'A' and '@', 'a' and '`' never: base64url letters stay letters
	if !codeChar(flipped[10]) {
		flipped[10] = 'Q'
	}
	for _, tc := range []struct{ name, code, want string }{
		{"empty", "", "is empty"},
		{"cut short by a character", good[:len(good)-1], "damaged"},
		{"cut short to its version", good[:2], "damaged"},
		{"a character changed", string(flipped), "check does not match"},
		{"a character no code has", good[:5] + "é" + good[5:], `"é" at character 6`},
		{"a terminal escape", "\x1b[2J", `"\x1b" at character 1`},
		{"padding", good + "==", `"=" at character`},
		{"a newer version", base64.RawURLEncoding.EncodeToString(newer), "version 2, newer than this ezd reads (1): update ezd"},
		{"no version", "AAAAAA", "names no version"},
		{"too long", strings.Repeat("A", MaxShareCode+1), "more than any army's"},
		{"R1 over its limit", handCode(Army{Name: "Greedy", Tanks: []Tank{{Class: Heavy, Name: "Heavy 1"}, {Class: Heavy, Name: "Heavy 2"}, {Class: Heavy, Name: "Heavy 3"}}}), "2 over the limit of 10"},
		{"R12 an unknown model", handCode(Army{Name: "Odd", Tanks: []Tank{{Class: Heavy, Name: "Maus", Model: "Maus"}}}), `unknown model "Maus"`},
		{"R12 a model of another class", handCode(Army{Name: "Odd", Tanks: []Tank{{Class: Small, Name: "B1", Model: "Char B1 bis"}}}), "is heavy, not small (R12)"},
		{"R1 no tanks", handCode(Army{Name: "Empty"}), "has no tanks"},
		{"a name too long", handCode(Army{Name: strings.Repeat("x", MaxNameLength+1), Tanks: []Tank{{Class: Small, Name: "Small 1"}}}), "shorten it to at most 60"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, err := DecodeShare(tc.code)
			if err == nil {
				t.Fatalf("DecodeShare accepted %+v", a)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("DecodeShare: %v, want %q", err, tc.want)
			}
			if a.Name != "" || a.Tanks != nil {
				t.Errorf("refused, yet returned part of an army: %+v", a)
			}
		})
	}
}

// TestShareCodeOf: every form of link a player may paste gives its code.
func TestShareCodeOf(t *testing.T) {
	for _, tc := range []struct{ link, want, err string }{
		{"ezd:army/AQx", "AQx", ""},
		{"  ezd:army/AQx\n", "AQx", ""},
		{"http://192.168.1.20:8420/t/s3cret/#army=AQx", "AQx", ""},
		{"https://h/t/#hints=on&army=AQx", "AQx", ""},
		{"#army=AQx", "AQx", ""},
		{"AQx", "AQx", ""},
		{"http://192.168.1.20:8420/t/s3cret/", "", "carries no army"},
		{"http://h/#battle=1", "", `no "army="`},
		{"ezd:battle/1", "", "carries no army"},
		{strings.Repeat("x", maxLinkLength+1), "", "more than any army's"},
	} {
		code, err := ShareCodeOf(tc.link)
		switch {
		case tc.err == "" && (err != nil || code != tc.want):
			t.Errorf("ShareCodeOf(%q) = %q, %v; want %q", tc.link, code, err, tc.want)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("ShareCodeOf(%q) = %q, %v; want an error with %q", tc.link, code, err, tc.err)
		}
	}
}

// TestShareModelsKeepTheirIndex: codes already sent name catalogue models by their index,
// so the table only grows at its end (R12: the catalogue may gain vehicles).
func TestShareModelsKeepTheirIndex(t *testing.T) {
	data, err := os.ReadFile("testdata/share-models-v1.txt")
	if err != nil {
		t.Fatal(err)
	}
	pinned := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	got := shareModels()
	if len(got) < len(pinned) {
		t.Fatalf("%d catalogue spellings, fewer than the %d that version 1 codes index", len(got), len(pinned))
	}
	for i, name := range pinned {
		if got[i] != name {
			t.Errorf("spelling %d is %q, was %q: codes already sent would change; add new vehicles and aliases at the end of catalogue.go", i, got[i], name)
		}
	}
}

func mustSample(t *testing.T, name string) Army {
	t.Helper()
	a, err := Sample(name)
	if err != nil {
		t.Fatal(err)
	}
	return a
}
