package nothanks

import (
	"encoding/json"
	"testing"

	"github.com/ezd-game/ezd/internal/prefixtest"
)

// Issue 33: ParseRecord looped forever on about half of all cut records, as
// {"turns": [{"x": "a, because the duplicate-key check ignored the decoder's error and
// read the same byte again.
func TestParseRecordReturnsOnACutRecord(t *testing.T) {
	prefixtest.Returns(t, []byte(`{"turns": [{"x": "a`), func(b []byte) error {
		_, err := ParseRecord(b)
		return err
	})
}

// TestParseRecordReturnsOnEveryPrefix: every prefix of a record of a real game, and
// prefixes with a byte changed, read or are refused within the deadline.
func TestParseRecordReturnsOnEveryPrefix(t *testing.T) {
	g := playedOut(t, 3, 7, 12)
	r := g.Record()
	r.Table = &Table{Seats: []string{"person", "expecti", "greedy"}, Dice: "roll", Seed: 7, Rolled: g.Turns() + 3}
	data, err := json.Marshal(r)
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

// TestParseLayoutReturnsOnEveryPrefix: the same for a layout file.
func TestParseLayoutReturnsOnEveryPrefix(t *testing.T) {
	l, _ := BuiltIn(2)
	data, err := json.MarshalIndent(l, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ParseLayout(data); err != nil {
		t.Fatalf("the whole layout does not read: %v", err)
	}
	prefixtest.Returns(t, data, func(b []byte) error {
		_, err := ParseLayout(b)
		return err
	})
}
