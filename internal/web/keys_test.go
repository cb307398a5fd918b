package web

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestCheckKeys(t *testing.T) {
	for _, c := range []struct {
		body string
		want string // "" for no fault
	}{
		{`{}`, ""},
		{`{"a": 1, "b": {"a": 2}, "c": [{"a": 3}, {"a": 4}]}`, ""},
		{`{"a": [1, "a", {"a": "a"}], "b": "a"}`, ""}, // strings in arrays and values are no keys
		{`{"a": {}, "b": [], "c": [[]], "d": [{}]}`, ""},
		{`{"n": 1e999}`, ""}, // not a key fault: the decoding says what is wrong with it
		{`{"a": 1, "a": 2}`, `"a" is given twice`},
		{`{"a": {"b": 1, "b": 2}}`, `"b" is given twice`},
		{`{"a": [{"b": 1}, {"b": 1, "b": 2}]}`, `"b" is given twice`},
		{`{"a": {"x": 1}, "a": 2}`, `"a" is given twice`}, // after a nested object's end
		{`{"a": [1], "a": 2}`, `"a" is given twice`},      // after a nested array's end
		{`{"Step": 1, "sTEP": 2}`, `"Step" and "sTEP"`},
		{`{"é": 1, "É": 2}`, `"é" and "É"`},
		{`{"a\u0062": 1, "ab": 2}`, `"ab" is given twice`}, // escapes are decoded first
		{`{"k": 1, "\u212a": 2}`, ""},                      // the Kelvin sign is not k to encoding/json
		{`{"a": 1, "A": 2}`, `"a" and "A"`},                // the ends of the ASCII letters
		{`{"z": 1, "Z": 2}`, `"z" and "Z"`},
		{"{\"`\": 1, \"@\": 2, \"{\": 3, \"[\": 4}", ""},     // next to them: no case
		{`{"名": 1, "名前": 2, "ß": 3, "ẞ": 4}`, `"ß" and "ẞ"`}, // runes with no fold and with one
		{``, "no JSON object"},
		{`[]`, "want a JSON object"},
		{`1`, "want a JSON object"},
		{`{} {}`, "more after"},
		{`{}]`, "invalid character"},
		{`{"a" 1}`, "invalid character"},
		{`{"a": 1,}`, "invalid character"},
		{`{"a": 1`, "EOF"},
	} {
		err := CheckKeys([]byte(c.body))
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v, want no fault", c.body, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: %v, want a fault saying %q", c.body, err, c.want)
		}
	}
}

// TestCheckKeysAgreesWithTheDecoder checks CheckKeys against encoding/json: on a text with
// distinct keys it finds no fault exactly when json.Unmarshal into a map finds none.
func TestCheckKeysAgreesWithTheDecoder(t *testing.T) {
	for _, body := range []string{`{"a": [1, 2, {"b": null}], "c": true, "d": "x"}`, `{"a": }`, `{"a": [}`, `{"a": 01}`, `{"a": "\x"}`} {
		var m map[string]any
		jerr := json.Unmarshal([]byte(body), &m)
		if kerr := CheckKeys([]byte(body)); (jerr == nil) != (kerr == nil) {
			t.Errorf("%s: CheckKeys says %v, encoding/json %v", body, kerr, jerr)
		}
	}
}

// TestCheckKeysEveryPrefix cuts valid bodies at every byte: each prefix is a fault or a
// whole object, returned at once, never a hang or a panic; only the whole body is whole.
func TestCheckKeysEveryPrefix(t *testing.T) {
	for _, body := range []string{
		`{"step": "attack", "target": "blue:2", "cover": "light", "dice": [5, 3]}`,
		`{"a": {"b": [1, 2.5e3, -0, true, false, null, "x\"y\u00e9"]}, "c": {}}`,
		" {\"é\": [[], {}, [{}]]} \n",
	} {
		if err := CheckKeys([]byte(body)); err != nil {
			t.Fatalf("%q: %v", body, err)
		}
		for i := range len(body) {
			p := body[:i]
			if strings.TrimSpace(p) == strings.TrimSpace(body) {
				continue
			}
			if err := CheckKeys([]byte(p)); err == nil {
				t.Errorf("the prefix %q passes", p)
			}
			var v map[string]any
			if err := UnmarshalStrict([]byte(p), &v); err == nil {
				t.Errorf("UnmarshalStrict: the prefix %q passes", p)
			}
		}
	}
}

func FuzzCheckKeys(f *testing.F) {
	for _, s := range []string{`{}`, `{"a": 1, "a": 2}`, `{"a": [{"b": 1}, {"B": 2}]}`, `{"a": {"x": 1}, "a": 2}`, `[]`, `{"a"`, `{} {}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		err := CheckKeys(body)
		var m map[string]any
		jerr := json.Unmarshal(body, &m)
		if err == nil && (jerr != nil || m == nil) {
			// CheckKeys passed what is not one JSON object.
			t.Fatalf("CheckKeys passes %q, which encoding/json refuses: %v", body, jerr)
		}
		if err == nil && len(m) != countTopKeys(t, body) {
			t.Fatalf("CheckKeys passes %q, in which a key is given twice", body)
		}
	})
}

// countTopKeys counts the keys of a JSON object's top level as written, duplicates
// included, with the decoder's tokens.
func countTopKeys(t *testing.T, body []byte) int {
	dec := json.NewDecoder(strings.NewReader(string(body)))
	dec.UseNumber()
	if _, err := dec.Token(); err != nil {
		t.Fatal(err)
	}
	n := 0
	for dec.More() {
		if _, err := dec.Token(); err != nil { // the key
			t.Fatal(err)
		}
		n++
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			t.Fatal(err)
		}
	}
	return n
}
