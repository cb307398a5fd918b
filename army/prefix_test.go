package army

import (
	"os"
	"testing"

	"github.com/ezd-game/ezd/internal/prefixtest"
)

// TestParseReturnsOnEveryPrefix (issue 33): every prefix of a real army file, YAML and
// JSON, and prefixes with a byte changed, give an army or an error within the deadline.
func TestParseReturnsOnEveryPrefix(t *testing.T) {
	for _, name := range []string{"full.yaml", "full.json", "many-problems.yaml"} {
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile("testdata/" + name)
			if err != nil {
				t.Fatal(err)
			}
			prefixtest.Returns(t, data, func(b []byte) error {
				_, err := Parse(name, b)
				return err
			})
		})
	}
}
