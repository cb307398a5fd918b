package army

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

const commented = `# Our club's Panzer platoon, May 1940.
# Keep it at 12 points for league games.
name: Panzerzug Nord # the name on the cards
faction: Germany
points: 12 # the league limit, said out loud
tanks:
  # The platoon leader.
  - class: heavy
    name: Anna # after the commander's daughter
    model: Panzer IV
  - model: Panzer 38(t) # its class comes from the catalogue
  # Two unnamed small tanks: R1 names them.
  - class: small
  - class: small
# End of the roster.
`

// commentLines returns the comments of a YAML file, each trimmed.
func commentLines(s string) []string {
	var out []string
	for _, line := range strings.Split(s, "\n") {
		if i := strings.Index(line, "#"); i >= 0 {
			out = append(out, strings.TrimSpace(line[i:]))
		}
	}
	return out
}

// TestRewriteKeepsComments (docs/interactive.md): a commented file edited and saved keeps
// every comment, its points line, its order and its unnamed tanks.
func TestRewriteKeepsComments(t *testing.T) {
	old, ps, err := ReadForEdit("nord.yaml", []byte(commented))
	if err != nil || ps != nil {
		t.Fatalf("ReadForEdit: %v %v", ps, err)
	}
	// As the builder hands it back: R1 defaults made explicit ("Medium 1", "Small 1",
	// "Small 2"), the leader renamed, the first small tank removed, a scout added.
	a := old.WithDefaults()
	a.Tanks[0].Name = "Berta"
	a.Tanks = append(a.Tanks[:2], a.Tanks[3], Tank{Class: Small, Name: "Späher"})
	out, err := Rewrite("nord.yaml", []byte(commented), old, a)
	if err != nil {
		t.Fatal(err)
	}
	got := string(out)
	for _, c := range commentLines(commented) {
		if c == "# Two unnamed small tanks: R1 names them." {
			continue // it sat on the tank that was removed
		}
		if !strings.Contains(got, c) {
			t.Errorf("comment %q lost:\n%s", c, got)
		}
	}
	for _, want := range []string{"points: 12 # the league limit", "name: Berta # after", "- model: Panzer 38(t) # its class"} {
		if !strings.Contains(got, want) {
			t.Errorf("lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "Small ") || strings.Contains(got, "Medium 1") || strings.Count(got, "class:") != 3 {
		t.Errorf("an unnamed tank got a name, or a class left to the model got one:\n%s", got)
	}
	if i, j := strings.Index(got, "faction:"), strings.Index(got, "points:"); i < 0 || j < i {
		t.Errorf("the keys changed order:\n%s", got)
	}
	back, err := Parse("nord.yaml", out)
	if err != nil {
		t.Fatalf("rewritten file does not parse: %v\n%s", err, got)
	}
	// The small tank left unnamed stays so, and R1 now calls it "Small 1".
	names := []string{"Berta", "Medium 1", "Small 1", "Späher"}
	if len(back.Tanks) != len(names) {
		t.Fatalf("%d tanks, want %d:\n%s", len(back.Tanks), len(names), got)
	}
	for i, n := range names {
		if back.TankName(i) != n {
			t.Errorf("tank %d is %q, want %q", i+1, back.TankName(i), n)
		}
	}
}

func TestRewriteJSONStaysJSON(t *testing.T) {
	const file = `{"tanks": [{"class": "small"}, {"name": "Jeanne", "class": "medium"}], "name": "Nine & Co", "points": 9}`
	old, _, err := ReadForEdit("nine.json", []byte(file))
	if err != nil {
		t.Fatal(err)
	}
	a := old.WithDefaults()
	a.Tanks[1].Name = "Jeanne d'Arc"
	out, err := Rewrite("nine.json", []byte(file), old, a)
	if err != nil {
		t.Fatal(err)
	}
	got := string(out)
	if !strings.HasPrefix(got, "{\n  \"tanks\": [") || !strings.Contains(got, `"name": "Nine & Co"`) || strings.Contains(got, "Small 1") {
		t.Errorf("JSON not kept in its order, or an unnamed tank got a name:\n%s", got)
	}
	back, err := Parse("nine.json", out)
	if err != nil || back.TankName(1) != "Jeanne d'Arc" || back.Limit() != 9 {
		t.Errorf("rewritten JSON reads as %+v, %v", back, err)
	}
}

// TestReadForEditOverLimit pins docs/interactive.md's editing rule: an army over its limit opens, with the
// problem; any other problem does not.
func TestReadForEditOverLimit(t *testing.T) {
	over := "name: Greedy\npoints: 8\ntanks:\n  - class: heavy\n  - class: heavy\n  - class: small\n"
	a, ps, err := ReadForEdit("greedy.yaml", []byte(over))
	if err != nil || len(a.Tanks) != 3 || a.Points != 8 {
		t.Fatalf("ReadForEdit = %+v, %v", a, err)
	}
	if len(ps) != 1 || !strings.Contains(ps[0].Message, "2 over the limit of 8") {
		t.Errorf("problems %v, want the R1 limit", ps)
	}
	out, err := Rewrite("greedy.yaml", []byte(over), a, a)
	if err != nil || !strings.Contains(string(out), "points: 8") {
		t.Errorf("the limit changed on saving: %s %v", out, err)
	}
	for _, bad := range []string{
		"name: Greedy\ntanks:\n  - class: heavy\n  - class: heavy\n  - class: huge\n",
		"name: [\n",
		"name: Greedy\npoints: lots\ntanks:\n  - class: heavy\n",
	} {
		if _, _, err := ReadForEdit("bad.yaml", []byte(bad)); err == nil {
			t.Errorf("%q: opened for edit", bad)
		}
	}
}

// TestRewriteLaws checks, for any valid army as `army new` writes it and any edit the
// builder can make (rename, remove, add, change the header): the file read back is the
// edited army, and an edit that changes nothing changes no byte.
func TestRewriteLaws(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		start := validArmy().Draw(t, "army")
		data, err := start.MarshalYAML()
		if err != nil {
			t.Fatal(err)
		}
		old, ps, err := ReadForEdit("army.yaml", data)
		if err != nil || ps != nil {
			t.Fatalf("ReadForEdit: %v %v", ps, err)
		}
		same, err := Rewrite("army.yaml", data, old, old.WithDefaults())
		if err != nil || string(same) != string(data) {
			t.Fatalf("an edit that changes nothing changed the file (err %v):\n%s\nthen:\n%s", err, data, same)
		}

		a := old.WithDefaults()
		renamed := map[string]bool{}
		for i := range a.Tanks {
			if rapid.Bool().Draw(t, "rename") {
				a.Tanks[i].Name = fmt.Sprintf("Renamed %d", i)
				renamed[a.Tanks[i].Name] = true
			}
		}
		for len(a.Tanks) > 1 && rapid.Bool().Draw(t, "remove") {
			i := rapid.IntRange(0, len(a.Tanks)-1).Draw(t, "which")
			a.Tanks = slices.Delete(a.Tanks, i, i+1)
		}
		for a.Unspent() >= Small.Stats().Cost && rapid.Bool().Draw(t, "add") {
			a.Tanks = append(a.Tanks, Tank{Class: Small, Name: fmt.Sprintf("Added %d", len(a.Tanks))})
			renamed[a.Tanks[len(a.Tanks)-1].Name] = true
		}
		if rapid.Bool().Draw(t, "new header") {
			a.Name, a.Faction = "Edited", ""
		}
		out, err := Rewrite("army.yaml", data, old, a)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Parse("army.yaml", out)
		if err != nil {
			t.Fatalf("rewritten file does not parse: %v\n%s", err, out)
		}
		if back.Name != a.Name || back.Faction != a.Faction || back.Limit() != a.Limit() || len(back.Tanks) != len(a.Tanks) {
			t.Fatalf("read back %+v, want %+v\n%s", back, a, out)
		}
		for i, tk := range a.Tanks {
			b := back.Tanks[i]
			if b.Class != tk.Class || !strings.EqualFold(b.Model, tk.Model) || renamed[tk.Name] && b.Name != tk.Name {
				t.Fatalf("tank %d read back %+v, want %+v\n%s", i+1, b, tk, out)
			}
		}
	})
}

// TestRewriteHeaderTotals (issue 32): the header's totals follow the army on every save,
// whatever blank lines surround the header, and every other comment stays.
func TestRewriteHeaderTotals(t *testing.T) {
	made, err := Army{Name: "Drei", Tanks: []Tank{{Class: Heavy}, {Class: Medium}, {Class: Medium}}}.MarshalYAML()
	if err != nil {
		t.Fatal(err)
	}
	sample, err := SampleFile("france-1940")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, file, want string
	}{
		{"R1 army new's header, a medium tank removed", string(made),
			"# Ein, Zwei, Drei army: 7 of 10 points. Check it with: ezd army validate FILE\n"},
		{"R1 the header apart from the army by a blank line", strings.Replace(string(made), "\n", "\n\n", 1),
			"# Ein, Zwei, Drei army: 7 of 10 points. Check it with: ezd army validate FILE\n"},
		{"R12 a sample's header", string(sample),
			"# Ein, Zwei, Drei sample army: a French armoured group of May 1940. 8 of 10 points.\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			old, _, err := ReadForEdit("army.yaml", []byte(tc.file))
			if err != nil {
				t.Fatal(err)
			}
			a := old.WithDefaults()
			a.Tanks = a.Tanks[:len(a.Tanks)-1]
			out, err := Rewrite("army.yaml", []byte(tc.file), old, a)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(string(out), tc.want) {
				t.Errorf("the file starts:\n%s\nwant:\n%s", out, tc.want)
			}
		})
	}
}
