package army

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func readTestdata(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// adler is the army of testdata/full.yaml and its JSON twins, with the R1 defaults filled
// in, at the lines of full.yaml.
var adler = Army{Name: "Kampfgruppe Adler", Faction: "Germany", Points: 14, Tanks: []Tank{
	{Class: Heavy, Name: "Adler", Model: "Panzer IV", Line: 6},
	{Class: Heavy, Name: "Heavy 2", Model: "pzkpfw iii", Line: 9},
	{Class: Medium, Name: "Medium 1", Line: 10},
	{Class: Small, Name: "Small 1", Model: "Sd.Kfz. 222", Line: 11},
}}

// withLines returns a copy of a with its tanks at lines.
func withLines(a Army, lines ...int) Army {
	a.Tanks = append([]Tank(nil), a.Tanks...)
	for i := range a.Tanks {
		a.Tanks[i].Line = lines[i]
	}
	return a
}

// TestParseValid reads the valid army files of testdata, YAML and JSON, and checks the
// whole army, lines included.
func TestParseValid(t *testing.T) {
	tests := []struct {
		file string
		want Army
	}{
		{"full.yaml", adler},
		{"full.json", withLines(adler, 6, 7, 8, 9)},
		{"minified.json", withLines(adler, 1, 1, 1, 1)},
		{"tabs.json", withLines(adler, 6, 7, 8, 9)},
		{"bom-crlf.json", withLines(adler, 6, 7, 8, 9)},
		{"model-only.yaml", Army{Name: "France 1940", Faction: "France", Tanks: []Tank{
			{Class: Heavy, Name: "Heavy 1", Model: "Char B1 bis", Line: 4},
			{Class: Medium, Name: "Medium 1", Model: "s-35", Line: 5},
			{Class: Small, Name: "Small 1", Model: "AMR 35", Line: 6},
		}}},
		{"trailing-document-marker.yaml", Army{Name: "Only one", Tanks: []Tank{{Class: Heavy, Name: "Heavy 1", Line: 4}}}},
		// JSON's own escapes, which YAML lacks: \/ and surrogate pairs; an escaped U+FFFD
		// is that character (a lone surrogate is refused: TestParseProblems).
		{"escapes.json", Army{Name: "Gruppe Ägir / 7. Kompanie 🐺", Faction: "Großdeutsches Reich", Tanks: []Tank{
			{Class: Heavy, Name: "Escaped \ufffd replacement", Line: 5},
			{Class: Small, Name: `Quote " and backslash \`, Line: 6},
		}}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			got, err := Parse(tt.file, readTestdata(t, tt.file))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Parse mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// TestParseJSONAgreesWithEncodingJSON reads every valid JSON file of testdata with
// encoding/json too: the YAML decoder that Parse uses must read the same strings.
func TestParseJSONAgreesWithEncodingJSON(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.json")
	checked := 0
	for _, path := range files {
		data := readTestdata(t, filepath.Base(path))
		got, err := Parse(path, data)
		if err != nil {
			continue // the invalid ones have tests of their own
		}
		var f armyFile
		dec := json.NewDecoder(bytes.NewReader(bytes.TrimPrefix(data, byteOrderMark)))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&f); err != nil {
			t.Errorf("%s: Parse accepted it but encoding/json says %v", path, err)
			continue
		}
		checked++
		f.Name, f.Faction = strings.TrimSpace(f.Name), strings.TrimSpace(f.Faction)
		if got.Name != f.Name || got.Faction != f.Faction || len(got.Tanks) != len(f.Tanks) {
			t.Errorf("%s: Parse read %q/%q/%d tanks, encoding/json %q/%q/%d", path, got.Name, got.Faction, len(got.Tanks), f.Name, f.Faction, len(f.Tanks))
			continue
		}
		for i, tf := range f.Tanks {
			if tf.Name != "" && tf.Name != got.Tanks[i].Name || tf.Model != got.Tanks[i].Model {
				t.Errorf("%s: tank %d: Parse read %q/%q, encoding/json %q/%q", path, i+1, got.Tanks[i].Name, got.Tanks[i].Model, tf.Name, tf.Model)
			}
		}
	}
	if checked < 5 {
		t.Errorf("checked %d valid JSON files, want the 6 of testdata", checked)
	}
}

// TestParseProblems reads the invalid army files of testdata. Each must give exactly the
// problems listed, every one at once, at its line (0 where the file has none).
func TestParseProblems(t *testing.T) {
	tests := []struct {
		file string
		want Problems
	}{
		{"unknown-fields.yaml", Problems{
			{2, `unknown army field "colour" (want name, faction, points or tanks)`},
			{5, `unknown tank field "modle" (want class, name or model)`},
			{7, `unknown tank field "clas" (want class, name or model)`},
			{7, "tank 3 has no class (want small, medium or heavy)"},
		}},
		{"unknown-fields.json", Problems{
			{3, `unknown army field "colour" (want name, faction, points or tanks)`},
			{5, `unknown tank field "modle" (want class, name or model)`},
			{7, `unknown tank field "clas" (want class, name or model)`},
			{7, "tank 3 has no class (want small, medium or heavy)"},
		}},
		{"many-problems.yaml", Problems{
			{2, "the army has no name"},
			{5, `tank 1: unknown class "super-heavy" (want small, medium or heavy)`},
			{7, `tank 2 (Small 1): model "Panzer IV" is heavy, not small (R12)`},
			{9, `tank 3: unknown model "Tiger" (see 'ezd army catalogue'; a custom vehicle needs only a class and a name)`},
			{10, "tank 4 (Nameless) has no class (want small, medium or heavy)"},
			{0, "the tanks cost 10 points, 5 over the limit of 5"},
		}},
		{"model-mismatch.yaml", Problems{
			{3, `tank 1 (Medium 1): model "Char B1 bis" is heavy, not medium (R12)`},
			{5, `tank 2 (Big Somua): model "Somua S35" is medium, not heavy (R12)`},
		}},
		{"bad-class.yaml", Problems{
			{4, `tank 2: unknown class "super-heavy" (want small, medium or heavy)`},
			{5, `tank 3: unknown class "3" (want small, medium or heavy)`},
		}},
		{"points-zero.yaml", Problems{{2, "points limit 0 is not allowed (leave it out for the default of 10)"}}},
		{"points-negative.yaml", Problems{{2, "points limit -4 is not allowed (want a whole number from 1 to 1000)"}}},
		{"points-huge.yaml", Problems{{2, "points limit 1001 is not allowed (want a whole number from 1 to 1000)"}}},
		{"points-word.yaml", Problems{{2, `points: want a whole number from 1 to 1000, not "ten"`}}},
		{"over-limit.yaml", Problems{{0, "the tanks cost 11 points, 1 over the limit of 10"}}},
		{"no-tanks.yaml", Problems{{2, "the army has no tanks (want at least one)"}}},
		{"empty.yaml", Problems{{0, "the file is empty (want name: and tanks:)"}}},
		{"comments-only.yaml", Problems{{0, "the file is empty (want name: and tanks:)"}}},
		{"empty.json", Problems{{1, "invalid JSON: unexpected end of JSON input"}}},
		{"syntax.json", Problems{{5, "invalid JSON: invalid character ']' looking for beginning of value"}}},
		{"syntax.yaml", Problems{{4, "invalid YAML: did not find expected '-' indicator"}}},
		{"two-documents.yaml", Problems{{4, "a second document starts here; an army file holds one army (give the other its own file)"}}},
		{"empty-entry.yaml", Problems{
			{4, "tank 2 has no class (want small, medium or heavy)"},
			{5, `tank 3: unknown class "mediun" (want small, medium or heavy)`},
		}},
		{"scalar-entry.yaml", Problems{
			{3, `a tank is a mapping of class, name and model, not "heavy"`},
			{4, `tank 2: unknown class "mediun" (want small, medium or heavy)`},
		}},
		{"duplicate-key.yaml", Problems{{2, `mapping key "name" already defined at line 1`}}},
		// Characters JSON allows raw in a string but YAML refuses or folds into a space,
		// and which a name may not hold (docs/development.md, Hostile input): the first is reported.
		{"raw-controls.json", Problems{{2, "the army name holds the invisible character U+007F at character 9: names are plain text, remove it"}}},
		{"list-root.yaml", Problems{{1, "an army file is a mapping of name, faction, points and tanks, not a list"}}},
		// issue 33, item 8: what JSON's own readers refuse, which the YAML decoder took.
		{"name-number.json", Problems{{2, "name: want a string in double quotes, not 5"}}},
		{"not-strings.json", Problems{
			{3, "faction: want a string in double quotes, not true"},
			{5, "tank 1: name: want a string in double quotes, not null"},
			{6, "tank 2: class: want a string in double quotes, not 3"},
			{6, "tank 2: model: want a string in double quotes, not a list"},
		}},
		{"lone-surrogate.json", Problems{{4, `invalid JSON: \ud800 is half of a surrogate pair, not a character (write the character itself, or both halves)`}}},
		{"not-utf8.json", Problems{{4, "invalid JSON: byte 0xf6 in a string is not UTF-8 (save the file as UTF-8)"}}},
		{"points-float-tag.yaml", Problems{{2, "points: want a whole number from 1 to 1000, not !!float 10"}}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			a, err := Parse(tt.file, readTestdata(t, tt.file))
			var got Problems
			if !errors.As(err, &got) {
				t.Fatalf("Parse error = %v (%T), want Problems", err, err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("problems mismatch (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(Army{}, a, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("Parse returned an army with its problems:\n%s", diff)
			}
		})
	}
}

// TestParseChoosesJSONByName checks that the name decides the format: a JSON syntax error
// is reported as JSON only for a .json file, in any case of the extension.
func TestParseChoosesJSONByName(t *testing.T) {
	data := readTestdata(t, "syntax.json")
	for _, name := range []string{"army.json", "ARMY.JSON", "dir.yaml/army.Json"} {
		_, err := Parse(name, data)
		if err == nil || !strings.HasPrefix(err.Error(), "5: invalid JSON") {
			t.Errorf("Parse(%q) = %v, want the JSON error at line 5", name, err)
		}
	}
	// As YAML, the trailing comma is allowed, and the file is a valid army.
	for _, name := range []string{"army.yaml", "army.yml", "army", "army.json.yaml"} {
		if _, err := Parse(name, data); err != nil {
			t.Errorf("Parse(%q) = %v, want the army (YAML allows the trailing comma)", name, err)
		}
	}
}

// TestParseSizeLimit refuses files over MaxFileSize before parsing them, and reads one of
// exactly MaxFileSize.
func TestParseSizeLimit(t *testing.T) {
	if MaxFileSize != 1<<20 {
		t.Fatalf("MaxFileSize = %d, want 1 MiB", MaxFileSize)
	}
	for _, ext := range []string{".yaml", ".json"} {
		base := readTestdata(t, "full"+ext)
		// Padding with spaces keeps both formats valid.
		exact := append(bytes.Clone(base), bytes.Repeat([]byte(" "), MaxFileSize-len(base))...)
		if _, err := Parse("exact"+ext, exact); err != nil {
			t.Errorf("%s of exactly 1 MiB: %v", ext, err)
		}
		over := append(exact, ' ')
		_, err := Parse("over"+ext, over)
		want := Problems{{Message: "file is larger than 1024 KiB; an army file is never that big"}}
		if diff := cmp.Diff(want, err); diff != "" {
			t.Errorf("%s of 1 MiB + 1 byte mismatch (-want +got):\n%s", ext, diff)
		}
	}
}

// TestSyntaxLine pins the line of YAML syntax errors, which the decoder itself gets wrong
// for most of them.
func TestSyntaxLine(t *testing.T) {
	tests := []struct {
		name string
		data string
		want Problem
	}{
		{"misaligned field", "name: X\ntanks:\n  - class: heavy\n   name: y\n",
			Problem{4, "invalid YAML: did not find expected '-' indicator"}},
		{"unclosed list", "name: X\ntanks:\n  - class: [small\n",
			Problem{3, "invalid YAML: did not find expected ',' or ']'"}},
		{"unclosed mapping after blank lines", "name: X\ntanks:\n  - class: heavy\n\n\n\n  - {class: small\n",
			Problem{7, "invalid YAML: did not find expected ',' or '}'"}},
		{"list item in a mapping", "name: X\n\n\n\n- a\n", Problem{5, "invalid YAML: did not find expected key"}},
		{"tab indentation", "name: X\n\n\n\n\tfoo: 1\n", Problem{5, "invalid YAML: found a tab character that violates indentation"}},
		{"unknown anchor", "name: X\n\n\n\nfoo: *nope\n", Problem{5, "invalid YAML: unknown anchor 'nope' referenced"}},
		{"unterminated quote", "name: X\nfaction: 'abc\n\n", Problem{2, "invalid YAML: found unexpected end of stream"}},
		{"no final newline", "name: X\ntanks: [", Problem{2, "invalid YAML: did not find expected node content"}},
		{"in the second document", "name: X\ntanks:\n  - class: heavy\n---\nname: [\n", Problem{5, "invalid YAML: did not find expected node content"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("army.yaml", []byte(tt.data))
			var ps Problems
			if !errors.As(err, &ps) || len(ps) != 1 {
				t.Fatalf("Parse error = %v, want one problem", err)
			}
			if diff := cmp.Diff(tt.want, ps[0]); diff != "" {
				t.Errorf("problem mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// TestParseDefaults checks that Parse fills in the R1 defaults: the limit stays 0 (read as
// 10) when the file names none, models fix classes and unnamed tanks get their names.
func TestParseDefaults(t *testing.T) {
	a, err := Parse("army.yaml", []byte("name: ' Spaced '\nfaction: '  '\ntanks:\n  - class: medium\n  - class: medium\n    name: '  '\n  - model: H35\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := Army{Name: "Spaced", Tanks: []Tank{
		{Class: Medium, Name: "Medium 1", Line: 4},
		{Class: Medium, Name: "Medium 2", Line: 5},
		{Class: Medium, Name: "Medium 3", Model: "H35", Line: 7},
	}}
	if diff := cmp.Diff(want, a); diff != "" {
		t.Errorf("Parse mismatch (-want +got):\n%s", diff)
	}
	if a.Limit() != DefaultLimit || a.Unspent() != 1 {
		t.Errorf("Limit() = %d, Unspent() = %d; want 10 and 1", a.Limit(), a.Unspent())
	}
}

func TestProblemsError(t *testing.T) {
	ps := Problems{{3, "first"}, {0, "second"}}
	if got, want := ps.Error(), "3: first\nsecond"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
}

// TestParseCrowdedMapping refuses a mapping of more than 100 keys at its line, before the
// decoder's check for keys given twice, which compares every pair of keys, sees it. The
// 1 MiB case took 37 s before; it must now be as quick as any other file.
func TestParseCrowdedMapping(t *testing.T) {
	keys := func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "    k%d: 1\n", i)
		}
		return b.String()
	}
	head := "name: X\ntanks:\n  - class: small\n  -\n"
	_, err := Parse("army.yaml", []byte(head+keys(101)))
	want := Problems{{5, "101 keys in one mapping (want name, faction, points and tanks for the army, class, name and model for a tank)"}}
	if diff := cmp.Diff(want, err); diff != "" {
		t.Errorf("101 keys mismatch (-want +got):\n%s", diff)
	}
	// 100 keys are each an unknown field, reported as such, and the tank has no class.
	_, err = Parse("army.yaml", []byte(head+keys(100)))
	var ps Problems
	if !errors.As(err, &ps) || len(ps) != 101 || ps[0] != (Problem{5, `unknown tank field "k0" (want class, name or model)`}) ||
		ps[1] != (Problem{5, "tank 2 has no class (want small, medium or heavy)"}) {
		t.Errorf("100 keys: got %d problems, first %v; want 100 unknown fields and no class", len(ps), ps[:min(len(ps), 1)])
	}
	// A whole file of keys.
	var b strings.Builder
	for i := 0; b.Len() < MaxFileSize-20; i++ {
		fmt.Fprintf(&b, "k%d: 1\n", i)
	}
	_, err = Parse("army.yaml", []byte(b.String()))
	if !errors.As(err, &ps) || len(ps) != 1 || ps[0].Line != 1 || !strings.Contains(ps[0].Message, "keys in one mapping") {
		t.Errorf("1 MiB of keys: %.200v", err)
	}
}

// TestParseLargeRoster reads a 1 MiB roster: every tank gets its default name.
func TestParseLargeRoster(t *testing.T) {
	var b strings.Builder
	b.WriteString("name: X\npoints: 1000\ntanks:\n")
	n := 0
	for b.Len() < MaxFileSize-20 {
		b.WriteString("  - class: small\n")
		n++
	}
	_, err := Parse("army.yaml", []byte(b.String()))
	want := Problems{{0, fmt.Sprintf("the tanks cost %d points, %d over the limit of 1000", 2*n, 2*n-1000)}}
	if diff := cmp.Diff(want, err); diff != "" {
		t.Errorf("mismatch (-want +got):\n%s", diff)
	}
	a := Army{Tanks: tanks(make([]Class, n)...)}
	for i := range a.Tanks {
		a.Tanks[i].Class = Classes()[i%3]
	}
	a = a.WithDefaults()
	if got, want := a.Tanks[n-1].Name, fmt.Sprintf("%s %d", a.Tanks[n-1].Class.Title(), (n-1)/3+1); got != want {
		t.Errorf("last tank named %q, want %q", got, want)
	}
}
