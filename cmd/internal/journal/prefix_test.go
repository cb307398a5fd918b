package journal

import (
	"bytes"
	"os"
	"testing"

	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/internal/prefixtest"
)

// TestReadReturnsOnEveryPrefix (issue 33): every prefix of a real journal (combat's, written
// by ezd battle new and six steps), and prefixes with a byte changed, are read into a
// battle or refused within the deadline, as the step commands read them: line by line,
// each folded by combat.
func TestReadReturnsOnEveryPrefix(t *testing.T) {
	data, err := os.ReadFile("../../../combat/testdata/sedan.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	read := func(b []byte) error {
		f := combat.NewFolder("sedan")
		if _, err := read(bytes.NewReader(b), "sedan", f.Fold); err != nil {
			return err
		}
		_, err := f.Done()
		return err
	}
	if err := read(data); err != nil {
		t.Fatalf("the whole journal does not read: %v", err)
	}
	prefixtest.Returns(t, data, read)
}
