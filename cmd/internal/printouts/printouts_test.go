package printouts

import (
	"bytes"
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/printables"
)

// TestEveryPrintoutIsFoundAndDrawn: each printout is found by its name alone and draws a
// PDF; an unknown name is not found.
func TestEveryPrintoutIsFoundAndDrawn(t *testing.T) {
	a, err := army.Sample("france-1940")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, p := range All() {
		if seen[p.Name] {
			t.Errorf("two printouts named %q", p.Name)
		}
		seen[p.Name] = true
		got, ok := Find(p.Name)
		if !ok || got.Short != p.Short {
			t.Errorf("Find(%q) = %+v, %v", p.Name, got, ok)
		}
		if p.Name == "all" {
			continue // the others, together: slow, and printables tests it
		}
		var b bytes.Buffer
		if err := p.Draw(&b, a, printables.Options{Paper: printables.A4}); err != nil || !bytes.HasPrefix(b.Bytes(), []byte("%PDF-")) {
			t.Errorf("%s: %v, %d bytes starting %q", p.Name, err, b.Len(), b.Bytes()[:min(8, b.Len())])
		}
	}
	if _, ok := Find("posters"); ok {
		t.Error("found a printout that does not exist")
	}
}
