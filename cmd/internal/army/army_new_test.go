package army

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	armypkg "github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdtest"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/terrain"
)

func TestArmyNewFlags(t *testing.T) {
	t.Chdir(t.TempDir())
	code, _, errOut := runPiped(t, "army", "new", "--name", "Groupement Süd", "--nation", "france", "--points", "12",
		"--model", "Char B1 bis", "--tank", "small:Scout", "--model", "S35:Jeanne", "--tank", "Small")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	a := readArmy(t, "groupement-sud.yaml") // the default name is the slug
	if a.Faction != armypkg.France || a.Fielded() != 11 || a.Limit() != 12 {
		t.Errorf("army %+v: want %s, 11 of 12 points", a, armypkg.France)
	}
	want := []armypkg.Tank{
		{Class: armypkg.Heavy, Name: "Char B1 bis", Model: "Char B1 bis"},
		{Class: armypkg.Small, Name: "Scout"},
		{Class: armypkg.Medium, Name: "Jeanne", Model: "Somua S35"},
	}
	if len(a.Tanks) != 4 {
		t.Fatalf("tanks %+v, want 4 in the order of the flags", a.Tanks)
	}
	for i, w := range want {
		if g := a.Tanks[i]; g.Class != w.Class || g.Name != w.Name || g.Model != w.Model {
			t.Errorf("tank %d = %+v, want %+v", i+1, g, w)
		}
	}
	if a.Tanks[3].Name != "Small 2" {
		t.Errorf("an unnamed second small tank is %q, want Small 2 (R1)", a.Tanks[3].Name)
	}
	if !strings.Contains(errOut, "Saved groupement-sud.yaml (11 of 12 points, 1 point unspent).") {
		t.Errorf("stderr = %q", errOut)
	}
}

func TestArmyNewFlagsRefusals(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		code int
		want string
	}{
		{"no flags without a terminal", nil, 2, "--name and --tank are required when not running interactively"},
		{"no tank", []string{"--name", "A"}, 2, "--tank or --model is required when not running interactively"},
		{"no name", []string{"--tank", "heavy"}, 2, "--name is required when not running interactively"},
		{"R1 over the limit", []string{"--name", "A", "--tank", "heavy", "--tank", "heavy", "--tank", "medium"}, 1,
			"army not saved: the tanks cost 11 points, 1 over the limit of 10"},
		{"R1 over a larger limit", []string{"--name", "A", "--points", "6", "--tank", "heavy", "--tank", "small", "--tank", "small"}, 1,
			"8 points, 2 over the limit of 6"},
		{"points", []string{"--name", "A", "--points", "0", "--tank", "heavy"}, 2, "--points: want a whole number from 1 to 1000, not 0"},
		{"unknown class", []string{"--name", "A", "--tank", "tiger"}, 1, `--tank "tiger": unknown class "tiger"`},
		{"a model given to --tank", []string{"--name", "A", "--tank", "S35"}, 1, `add it with --model "Somua S35"`},
		{"R12 unknown model", []string{"--name", "A", "--model", "Tiger II"}, 1, `--model "Tiger II": not in the catalogue`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			t.Chdir(dir)
			code, _, errOut := runPiped(t, append([]string{"army", "new"}, tc.args...)...)
			if code != tc.code || !strings.Contains(errOut, tc.want) {
				t.Errorf("exit %d, stderr %q; want %d and %q", code, errOut, tc.code, tc.want)
			}
			if files, _ := os.ReadDir(dir); len(files) != 0 {
				t.Errorf("refused, yet %s was written", files[0].Name())
			}
		})
	}
}

func TestArmyNewFlagsNeverReplacesWithoutForce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.yaml")
	if err := os.WriteFile(path, []byte("precious"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := runPiped(t, "army", "new", "--name", "A", "--tank", "heavy", "-o", path)
	if data, _ := os.ReadFile(path); code != 1 || string(data) != "precious" || !strings.Contains(errOut, "use --force") {
		t.Fatalf("exit %d, stderr %q, file %q: want 1, a hint at --force and the file untouched", code, errOut, data)
	}
	if code, _, errOut = runPiped(t, "army", "new", "--name", "A", "--tank", "heavy", "-o", path, "--force"); code != 0 {
		t.Fatalf("with --force: exit %d: %s", code, errOut)
	}
	if a := readArmy(t, path); a.Name != "A" {
		t.Errorf("replaced army = %+v", a)
	}
}

func TestArmyNewFlagsToStdout(t *testing.T) {
	code, out, errOut := runPiped(t, "army", "new", "--name", "Raiders", "--points", "12", "--tank", "heavy", "-o", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	a, err := armypkg.Parse("stdout.yaml", []byte(out))
	if err != nil || a.Limit() != 12 || len(a.Tanks) != 1 || a.Tanks[0].Name != "Heavy 1" {
		t.Errorf("stdout is %q (%v)", out, err)
	}
}

func TestArmyNewForm(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	other := strconv.Itoa(len(armypkg.Nations()) + 1)
	code, out, errOut := runForms(t, []string{
		"Night Raid", other, "", "Partisans", // name, nation: other, limit 10, faction
		"1", "2", "Ivan", // add a custom medium tank
		"1", "1", "", // add a custom small tank: "Small 1"
		"5",     // finish
		"", "y", // save as night-raid.yaml: yes
	}, "army", "new")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	a := readArmy(t, "night-raid.yaml")
	if a.Faction != "Partisans" || len(a.Tanks) != 2 || a.Tanks[0].Name != "Ivan" || a.Tanks[1].Name != "Small 1" {
		t.Errorf("saved army = %+v", a)
	}
	// Finish shows the roster as 'army show' does, on stdout.
	var roster bytes.Buffer
	if err := writeRoster(&roster, a, terrain.Centimetres); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, roster.String()) {
		t.Errorf("stdout does not hold the roster:\n%s\nwant:\n%s", out, roster.String())
	}
}

func TestArmyNewFormAsksBeforeReplacing(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	if err := os.WriteFile("a.yaml", []byte("precious"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := runForms(t, []string{
		"A", "", "", "1", "1", "", "5", // France, 10 points, its first vehicle, finish
		"", "y", // save as a.yaml (from -o)
		"n",           // do not replace it: asked again
		"b.yaml", "n", // keep editing
		"5", "", "y", // finish again: b.yaml is remembered
	}, "army", "new", "-o", "a.yaml")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	if data, _ := os.ReadFile("a.yaml"); string(data) != "precious" {
		t.Errorf("a.yaml was replaced after a no: %q", data)
	}
	if !strings.Contains(errOut, "a.yaml already exists. Replace it?") {
		t.Errorf("no question before replacing:\n%s", errOut)
	}
	readArmy(t, "b.yaml")
}

// Leaving the form (here: the input ends, as Ctrl-D) exits 130 and writes nothing.
func TestArmyNewFormLeftWritesNothing(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	code, _, errOut := runForms(t, []string{"A", "", "", "1", "1", "", "5", ""}, "army", "new")
	if code != cmdutil.ExitCancelled || !strings.Contains(errOut, "ezd: cancelled") {
		t.Errorf("exit %d, want %d\n%s", code, cmdutil.ExitCancelled, errOut)
	}
	if files, _ := os.ReadDir(dir); len(files) != 0 {
		t.Errorf("left the form, yet %s was written", files[0].Name())
	}
}

func TestArmyEditForm(t *testing.T) {
	path := filepath.Join(t.TempDir(), "germans.yaml")
	code, _, errOut := runPiped(t, "army", "new", "--name", "Germans", "--nation", "germany",
		"--model", "Panzer IV", "--model", "Panzer II", "-o", path)
	if code != 0 {
		t.Fatal(errOut)
	}
	code, _, errOut = runForms(t, []string{
		"2", "2", "Fritz", // 7 of 10, a small one fits: Add, Rename...; rename the Panzer II
		"5", "", "y", // finish, save back to the same file: no second question
	}, "army", "edit", path)
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	if a := readArmy(t, path); a.Tanks[1].Name != "Fritz" || a.Tanks[1].Model != "Panzer II" || a.Faction != armypkg.Germany {
		t.Errorf("edited army = %+v", a)
	}
	if strings.Contains(errOut, "Replace it?") {
		t.Errorf("army edit asked to replace the file it opened:\n%s", errOut)
	}
}

func TestArmyEditNeedsATerminal(t *testing.T) {
	code, _, errOut := runPiped(t, "army", "edit", "sample:france-1940")
	if code != cmdutil.ExitUsage || !strings.Contains(errOut, "army edit needs a terminal") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}

// runForms runs ezd as if in a terminal in accessible mode, answering the prompts with
// lines. It returns the exit code, stdout and stderr, where the prompts go.
func runForms(t *testing.T, lines []string, args ...string) (int, string, string) {
	t.Helper()
	return cmdtest.Run(t, cmdtest.Group(NewCmd), nil, lines, args...)
}

// runPiped runs ezd with stdin and stdout not terminals, as in a script.
func runPiped(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	return cmdtest.Run(t, cmdtest.Group(NewCmd), nil, nil, args...)
}

func readArmy(t *testing.T, path string) armypkg.Army {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	a, err := armypkg.Parse(path, data)
	if err != nil {
		t.Fatalf("%s does not parse: %v\n%s", path, err, data)
	}
	return a
}

// The Finish roster (and army show) fits 80 columns with the longest names an army file
// allows: a name too long for the room the numbers leave wraps within its column, every
// tank's row keeps its Defend column, and no word of the name is lost.
func TestRosterFitsEightyColumnsWithLongNames(t *testing.T) {
	long := strings.Repeat("Char de bataille ", 3) + "Numéro Un"
	word := strings.Repeat("Supercalifragilistic", 3)
	a := armypkg.Army{Name: "Les Longs Noms", Points: 10, Tanks: []armypkg.Tank{
		{Class: armypkg.Heavy, Name: long, Model: "Char B1 bis"},
		{Class: armypkg.Small, Name: word},
		{Class: armypkg.Small, Name: "R35"},
	}}
	var out strings.Builder
	if err := writeRoster(&out, a, terrain.Centimetres); err != nil {
		t.Fatal(err)
	}
	var rows int
	var names strings.Builder
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		if n := utf8.RuneCountInString(line); n > 80 {
			t.Errorf("%d columns: %q", n, line)
		}
		f := strings.Fields(line)
		if len(f) > 0 && (strings.HasSuffix(line, "+1") || strings.HasSuffix(line, "+3")) {
			rows++
			names.WriteString(strings.Join(f[1:len(f)-10], " ") + " ") // class, cost, actions, 2 for move, 2 for range, damage, attack, defend
		} else if strings.HasPrefix(line, "     ") {
			names.WriteString(strings.TrimSpace(line) + " ")
		}
	}
	if rows != 3 {
		t.Errorf("%d tank rows with their Defend column, want 3:\n%s", rows, out.String())
	}
	got := strings.ReplaceAll(names.String(), " ", "")
	want := strings.ReplaceAll(long+"(Char B1 bis)"+word+"R35", " ", "")
	if got != want {
		t.Errorf("the names read %q, want %q:\n%s", got, want, out.String())
	}
}
