package combat

import (
	"os"
	"testing"

	"github.com/ezd-game/ezd/internal/prefixtest"
)

// TestDecodeReturnsOnEveryPrefix (issue 33): every prefix of a real journal (written by ezd
// battle new and six steps), and prefixes with a byte changed, give a battle or an error
// within the deadline, whole and line by line.
func TestDecodeReturnsOnEveryPrefix(t *testing.T) {
	data, err := os.ReadFile("testdata/sedan.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Decode(data); err != nil {
		t.Fatalf("the whole journal does not read: %v", err)
	}
	prefixtest.Returns(t, data, func(b []byte) error {
		_, err := Decode(b)
		return err
	})
	prefixtest.Returns(t, data[:600], func(b []byte) error {
		_, err := DecodeEvent(b)
		return err
	})
}
