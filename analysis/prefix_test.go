package analysis

import (
	"testing"

	"github.com/ezd-game/ezd/internal/prefixtest"
)

// TestTableReadReturnsOnEveryPrefix (issue 33): every prefix of a solved table as the
// cache keeps it, and prefixes with a byte changed, are read or refused within the
// deadline.
func TestTableReadReturnsOnEveryPrefix(t *testing.T) {
	tbl, err := solver(t, roster("sm"), roster("mh"), Options{Turns: 2}).Table()
	if err != nil {
		t.Fatal(err)
	}
	data, err := tbl.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("a table of %d bytes", len(data))
	var back Table
	if err := back.UnmarshalBinary(data); err != nil {
		t.Fatalf("the whole table does not read: %v", err)
	}
	prefixtest.Returns(t, data, func(b []byte) error {
		var back Table
		return back.UnmarshalBinary(b)
	})
	// A changed byte fails the checksum at once; with the checksum made right again, the
	// reading goes on to the length and the numbers.
	prefixtest.Returns(t, data[:len(data)-4], func(b []byte) error {
		var back Table
		return back.UnmarshalBinary(withChecksum(b))
	})
}
