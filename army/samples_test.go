package army

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSampleNames(t *testing.T) {
	if diff := cmp.Diff([]string{"france-1940", "germany-1940"}, SampleNames()); diff != "" {
		t.Errorf("SampleNames() mismatch (-want +got):\n%s", diff)
	}
}

// TestSamples checks that every sample is a valid full 10-point army of its nation, built
// from the catalogue (R1, R12).
func TestSamples(t *testing.T) {
	for _, name := range SampleNames() {
		t.Run(name, func(t *testing.T) {
			a, err := Sample(name)
			if err != nil {
				t.Fatalf("Sample(%q): %v", name, err)
			}
			if a.Fielded() != 10 || a.Limit() != 10 {
				t.Errorf("fields %d of %d points, want 10 of 10", a.Fielded(), a.Limit())
			}
			if ps := a.Validate(); ps != nil {
				t.Errorf("Validate() = %v", ps)
			}
			nation := ""
			for _, n := range Nations() {
				if SameNation(n, a.Faction) {
					nation = n
				}
			}
			if nation == "" {
				t.Fatalf("faction %q is no nation of the catalogue", a.Faction)
			}
			for i, tk := range a.Tanks {
				v, ok := Lookup(tk.Model)
				if !ok {
					t.Errorf("tank %d: model %q not in the catalogue", i+1, tk.Model)
					continue
				}
				if v.Nation != nation || v.Class != tk.Class || tk.Name != v.Name {
					t.Errorf("tank %d = %+v, want the catalogue's %s (%v) of %s", i+1, tk, v.Name, v.Class, nation)
				}
				if tk.Line == 0 {
					t.Errorf("tank %d has no line", i+1)
				}
			}
			// With the prefix, the same army.
			b, err := Sample(SamplePrefix + name)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(a, b); diff != "" {
				t.Errorf("Sample(%q) differs from Sample(%q):\n%s", SamplePrefix+name, name, diff)
			}
		})
	}
}

func TestSampleUnknown(t *testing.T) {
	for _, name := range []string{"italy-1940", "sample:", "../../etc/passwd", "france-1940.yaml"} {
		_, err := Sample(name)
		if err == nil {
			t.Errorf("Sample(%q) succeeded", name)
			continue
		}
		if !strings.Contains(err.Error(), "france-1940, germany-1940") {
			t.Errorf("Sample(%q) error %q does not list the samples", name, err)
		}
	}
}
