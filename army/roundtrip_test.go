package army

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"pgregory.net/rapid"
)

// trimmedText draws text as a player might type it, of any characters, without the
// surrounding spaces that Parse trims.
func trimmedText(allowEmpty bool) *rapid.Generator[string] {
	return rapid.Custom(func(t *rapid.T) string {
		s := rapid.OneOf(
			rapid.String(),
			rapid.SampledFrom([]string{"null", "~", "yes", "no", "true", "0x10", "1e3", "- a", "a: b", "#x", "'q'", `"q"`, "*x", "&x", "!x", "<<", "---", "...", "Medium 2", "a\nb", "a\\nb", "\\u00e9", "\\/", "\u2028", "\u0085x", "x\u00a0y", "😀", "\x7f"}),
		).Draw(t, "text")
		s = strings.ToValidUTF8(s, "?")
		// docs/development.md, Hostile input: names hold no control or format character and are not too long.
		s = strings.Map(func(r rune) rune {
			if hidden(r) {
				return -1
			}
			return r
		}, s)
		for CheckName("", s) != nil {
			_, n := utf8.DecodeLastRuneInString(s)
			s = s[:len(s)-n]
		}
		// docs/interactive.md: names are read in NFC, so save then load is the identity on NFC names.
		s = nfc(s)
		if s == "" && !allowEmpty {
			s = "A"
		}
		return s
	})
}

// validArmy draws any army R1 allows: a limit of 10 or another from 2 up, a roster that
// fits, tanks with or without names, classes written or fixed by a catalogue model.
func validArmy() *rapid.Generator[Army] {
	return rapid.Custom(func(t *rapid.T) Army {
		a := Army{
			Name:    trimmedText(false).Draw(t, "name"),
			Faction: trimmedText(true).Draw(t, "faction"),
			Points:  rapid.OneOf(rapid.Just(0), rapid.IntRange(2, MaxLimit)).Draw(t, "points"),
		}
		left := a.Limit()
		vehicles := Catalogue()
		n := rapid.IntRange(1, 12).Draw(t, "tanks")
		for i := 0; i < n; i++ {
			var fits []Class
			for _, c := range Classes() {
				if c.Stats().Cost <= left {
					fits = append(fits, c)
				}
			}
			if len(fits) == 0 {
				break
			}
			var tk Tank
			tk.Class = rapid.SampledFrom(fits).Draw(t, "class")
			if rapid.Bool().Draw(t, "named") {
				tk.Name = trimmedText(false).Draw(t, "tank name")
			}
			if rapid.Bool().Draw(t, "model") {
				var ofClass []Vehicle
				for _, v := range vehicles {
					if v.Class == tk.Class {
						ofClass = append(ofClass, v)
					}
				}
				v := rapid.SampledFrom(ofClass).Draw(t, "vehicle")
				tk.Model = rapid.SampledFrom(append([]string{v.Name, strings.ToUpper(v.Name)}, v.Aliases...)).Draw(t, "model name")
				if rapid.Bool().Draw(t, "class left to the model") {
					tk.Class = 0
				}
			}
			left -= tk.class().Stats().Cost
			a.Tanks = append(a.Tanks, tk)
		}
		return a
	})
}

// ignoreLines leaves out where the tanks were in the file: the generated armies have none.
var ignoreLines = cmpopts.IgnoreFields(Tank{}, "Line")

func TestValidArmyGeneratorIsValid(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := validArmy().Draw(t, "army")
		if ps := a.Validate(); ps != nil {
			t.Fatalf("generated army is invalid: %v", ps)
		}
	})
}

// TestRoundTripYAML: MarshalYAML then Parse is the identity on valid armies, up to the R1
// defaults that MarshalYAML writes out, and every tank gets its line.
func TestRoundTripYAML(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		roundTrip(t, validArmy().Draw(t, "army"), "army.yaml", Army.MarshalYAML)
	})
}

// TestRoundTripJSON: MarshalJSON then Parse is the identity on valid armies.
func TestRoundTripJSON(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		roundTrip(t, validArmy().Draw(t, "army"), "army.json", Army.MarshalJSON)
	})
}

func roundTrip(t *rapid.T, a Army, name string, marshal func(Army) ([]byte, error)) {
	data, err := marshal(a)
	if err != nil {
		t.Fatalf("marshal: %v", err)
	}
	if !utf8.Valid(data) {
		t.Fatalf("marshal wrote invalid UTF-8:\n%s", data)
	}
	got, err := Parse(name, data)
	if err != nil {
		t.Fatalf("Parse of the marshalled army: %v\n%s", err, data)
	}
	if diff := cmp.Diff(a.WithDefaults(), got, ignoreLines); diff != "" {
		t.Fatalf("round trip mismatch (-want +got):\n%s\nfile:\n%s", diff, data)
	}
	for i, tk := range got.Tanks {
		if tk.Line == 0 {
			t.Fatalf("tank %d has no line\n%s", i+1, data)
		}
	}
	// Writing the army read back gives the same file.
	again, err := marshal(got)
	if err != nil || string(again) != string(data) {
		t.Fatalf("second marshal differs (err %v):\n%s\nthen:\n%s", err, data, again)
	}
}

// TestMarshalYAMLHeader pins the header comment that tells the reader what the file is.
func TestMarshalYAMLHeader(t *testing.T) {
	data, err := Army{Name: "A", Tanks: tanks(Heavy, Small)}.MarshalYAML()
	if err != nil {
		t.Fatal(err)
	}
	want := "# Ein, Zwei, Drei army: 6 of 10 points. Check it with: ezd army validate FILE\n" +
		"name: A\ntanks:\n  - class: heavy\n    name: Heavy 1\n  - class: small\n    name: Small 1\n"
	if diff := cmp.Diff(want, string(data)); diff != "" {
		t.Errorf("MarshalYAML mismatch (-want +got):\n%s", diff)
	}
}
