package army

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// FuzzParse feeds the army parser anything. It must never panic; what it accepts must be
// a valid army with its defaults filled in that survives writing and reading back in both
// formats; what it refuses it must explain, line by line, in order.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.*")
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data, strings.HasSuffix(path, ".json"))
	}
	f.Fuzz(func(t *testing.T, data []byte, asJSON bool) {
		name := "army.yaml"
		if asJSON {
			name = "army.json"
		}
		a, err := Parse(name, data)
		// YAML breaks lines at CR, NEL, LS and PS too: count every break as a line, an
		// upper bound on the lines a problem can be at.
		lines := 1 + strings.Count(string(data), "\n") + strings.Count(string(data), "\r") +
			strings.Count(string(data), "\u0085") + strings.Count(string(data), "\u2028") + strings.Count(string(data), "\u2029")
		if err != nil {
			var ps Problems
			if !errors.As(err, &ps) {
				t.Fatalf("error %v is %T, want Problems", err, err)
			}
			if len(ps) == 0 {
				t.Fatal("refused with no problem")
			}
			for _, p := range ps {
				if strings.TrimSpace(p.Message) == "" {
					t.Errorf("empty message in %q", ps)
				}
				if p.Line < 0 || p.Line > lines {
					t.Errorf("problem %q at line %d of a %d-line file", p.Message, p.Line, lines)
				}
			}
			if !slices.IsSortedFunc(ps, func(p, q Problem) int { return lineOrder(p) - lineOrder(q) }) {
				t.Errorf("problems not in line order: %q", ps)
			}
			return
		}
		if ps := a.Validate(); ps != nil {
			t.Fatalf("accepted an army that does not validate: %v", ps)
		}
		if diff := cmp.Diff(a.WithDefaults(), a); diff != "" {
			t.Fatalf("accepted army lacks its defaults (-with +got):\n%s", diff)
		}
		if a.Fielded() < 2 || a.Fielded() > a.Limit() {
			t.Fatalf("accepted army fields %d of %d points", a.Fielded(), a.Limit())
		}
		for _, tk := range a.Tanks {
			if tk.Line < 0 || tk.Line > lines {
				t.Errorf("tank %q at line %d of a %d-line file", tk.Name, tk.Line, lines)
			}
		}
		for _, format := range []struct {
			name    string
			marshal func(Army) ([]byte, error)
		}{{"army.yaml", Army.MarshalYAML}, {"army.json", Army.MarshalJSON}} {
			out, err := format.marshal(a)
			if err != nil {
				t.Fatalf("%s: marshal: %v", format.name, err)
			}
			back, err := Parse(format.name, out)
			if err != nil {
				t.Fatalf("%s: reading back: %v\n%s", format.name, err, out)
			}
			if diff := cmp.Diff(a, back, ignoreLines); diff != "" {
				t.Fatalf("%s: round trip mismatch (-read +read back):\n%s", format.name, diff)
			}
		}
	})
}
