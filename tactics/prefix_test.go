package tactics

import (
	"os"
	"testing"

	"github.com/ezd-game/ezd/internal/prefixtest"
)

// TestLoadReturnsOnEveryPrefix (issue 33): every prefix of a real journal (written by ezd
// tactics simulate --players 3 --mode abridged --seed 1 --rounds 3), and prefixes with a
// byte changed, give a game or an error within the deadline.
func TestLoadReturnsOnEveryPrefix(t *testing.T) {
	data, err := os.ReadFile("testdata/abridged.json")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := Load(data); err != nil {
		t.Fatalf("the whole journal does not read: %v", err)
	}
	prefixtest.Returns(t, data, func(b []byte) error {
		_, _, err := Load(b)
		return err
	})
}
