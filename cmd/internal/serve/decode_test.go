package serve

import (
	"errors"
	"net/http"
	"testing"

	"github.com/ezd-game/ezd/internal/web"
)

// FuzzDecodeStep: any bytes are a step's words or a 400 (413 for a body too large), never
// a panic; every prefix of a valid body too.
func FuzzDecodeStep(f *testing.F) {
	for _, s := range []string{
		`{"step": "initiative", "dice": [5, 2]}`,
		`{"step": "activate", "tank": "red:1"}`,
		`{"step": "move", "through": ["rough", "light"]}`,
		`{"step": "attack", "target": "blue:2", "cover": "light", "dice": [5, 3], "at": 4}`,
		`{"step": "defend"}`, `{"step": "undo"}`,
		`{"step": "bot", "sees": ["red:1"], "cover": ["red:1"], "dice": [5, 3]}`,
		`{"step": "bot", "sees": [], "through": []}`,
		`{"step": "attack", "cover": ["x"]}`, `{"step": 5}`, `{"cover": {}}`, `[]`, `null`, ``,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		for n := 0; n <= len(body); n++ {
			w, err := decodeStep(body[:n])
			if err == nil {
				if w.Check() != nil {
					t.Fatalf("%q decoded to words that do not check", body[:n])
				}
				continue
			}
			var rf *web.Refusal
			if !errors.As(err, &rf) || rf.Status != http.StatusBadRequest {
				t.Fatalf("%q: %T %v, want a 400", body[:n], err, err)
			}
		}
	})
}
