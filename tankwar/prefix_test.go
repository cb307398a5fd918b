package tankwar

import (
	"encoding/json"
	"testing"

	"github.com/ezd-game/ezd/internal/prefixtest"
)

// TestParseRecordReturnsOnEveryPrefix (issue 33): every prefix of a record of a real game,
// and prefixes with a byte changed, give a record or an error within the deadline.
func TestParseRecordReturnsOnEveryPrefix(t *testing.T) {
	g, err := NewGame(Start{Life: 3, Tanks: [2]Placement{{Cell{4, 5}, Down}, {Cell{17, 16}, Up}}})
	if err != nil {
		t.Fatal(err)
	}
	for turn := 0; g.Result() == Ongoing && turn < 40; turn++ {
		if err := g.Play(Action(turn%3), Action(turn*7%3)); err != nil {
			t.Fatal(err)
		}
	}
	rec := g.Record()
	rec.Players = [2]string{"human", "bot:greedy"}
	data, err := json.MarshalIndent(rec, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ParseRecord(data); err != nil {
		t.Fatalf("the whole record does not read: %v", err)
	}
	prefixtest.Returns(t, data, func(b []byte) error {
		_, err := ParseRecord(b)
		return err
	})
}
