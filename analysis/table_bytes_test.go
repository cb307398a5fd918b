package analysis

import (
	"encoding/binary"
	"hash/crc32"
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// reread writes tbl as bytes and reads them back.
func reread(t *testing.T, tbl *Table) (*Table, error) {
	t.Helper()
	data, err := tbl.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	var back Table
	err = back.UnmarshalBinary(data)
	return &back, err
}

// TestTableBytesRoundTrip: A7 a battle's table comes back from its cache file whole: the
// identity and every turn start's four numbers, bit for bit, for three turns and for one
// (A5: after the last turn every turn start is a draw in 0 turns), and a table with no
// turn start at all (the smallest file).
func TestTableBytesRoundTrip(t *testing.T) {
	a, b := roster("sm"), roster("mh")
	three, err := solver(t, a, b, Options{Turns: 3}).Table()
	if err != nil {
		t.Fatal(err)
	}
	one, err := solver(t, a, b, Options{Turns: 1}).Table()
	if err != nil {
		t.Fatal(err)
	}
	for k, e := range one.entries {
		if e != (Entry{Value: 0.5, Draw: 1}) {
			t.Fatalf("A5 one turn: turn start %x has %+v, want a draw in 0 turns", k, e)
		}
	}
	empty := &Table{identity: three.identity, entries: map[key]Entry{}}
	for name, tbl := range map[string]*Table{"three turns": three, "one turn": one, "empty": empty} {
		back, err := reread(t, tbl)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if back.identity != tbl.identity {
			t.Errorf("%s: identity %q, written %q", name, back.identity, tbl.identity)
		}
		if diff := cmp.Diff(tbl.entries, back.entries); diff != "" {
			t.Errorf("%s: entries (-written +read):\n%s", name, diff)
		}
	}
}

// TestTableBytesRefuseNoChances: a table whose numbers are no chances is refused even
// with a right checksum (a cache file from a broken build): a chance outside 0 to 1 or
// not a number, A's win and draw chances adding to more than 1, turns below 0. The edges
// themselves are chances: 0, 1, a win and a draw adding to exactly 1, 0 turns.
func TestTableBytesRefuseNoChances(t *testing.T) {
	id := solver(t, roster("s"), roster("s"), Options{}).Identity()
	nan := math.NaN()
	for _, c := range []struct {
		e  Entry
		ok bool
	}{
		{Entry{0, 0, 0, 0}, true},
		{Entry{1, 1, 0, 1}, true},
		{Entry{1, 0, 1, 0}, true},
		{Entry{0.5, 0.25, 0.75, 3}, true},
		{Entry{-0.1, 0, 0, 1}, false},
		{Entry{1.1, 0, 0, 1}, false},
		{Entry{nan, 0, 0, 1}, false},
		{Entry{0.5, -0.1, 0, 1}, false},
		{Entry{0.5, 1.1, 0, 1}, false},
		{Entry{0.5, nan, 0, 1}, false},
		{Entry{0.5, 0, -0.1, 1}, false},
		{Entry{0.5, 0, 1.1, 1}, false},
		{Entry{0.5, 0, nan, 1}, false},
		{Entry{0.5, 0.9, 0.2, 1}, false},
		{Entry{0.5, 0.5, 0.5001, 1}, false},
		{Entry{0.5, 0, 0, -1}, false},
		{Entry{0.5, 0, 0, nan}, false},
	} {
		tbl := &Table{identity: id, entries: map[key]Entry{{7, 9}: c.e}}
		back, err := reread(t, tbl)
		if (err == nil) != c.ok {
			t.Errorf("%+v: read %v, want taken %v", c.e, err, c.ok)
		}
		if err == nil && back.entries[key{7, 9}] != c.e {
			t.Errorf("%+v: read as %+v", c.e, back.entries[key{7, 9}])
		}
	}
}

// withChecksum returns body with its CRC-32 appended, as MarshalBinary ends a table.
func withChecksum(body []byte) []byte {
	out := append([]byte(nil), body...)
	return binary.LittleEndian.AppendUint32(out, crc32.ChecksumIEEE(out))
}

// TestTableBytesShortOrMiscounted: a table cut short, or whose count of turn starts does
// not match its length, is refused with an error, never read past its end, even when its
// checksum is right: every beginning of a one-entry table shorter than a whole one, a
// count one too many or too few, and a count so large that times 48 bytes it wraps around
// to the length (2^60 entries in 0 bytes).
func TestTableBytesShortOrMiscounted(t *testing.T) {
	id := solver(t, roster("s"), roster("s"), Options{}).Identity()
	data, err := (&Table{identity: id, entries: map[key]Entry{{1, 2}: {0.5, 0.25, 0.5, 2}}}).MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	body := data[:len(data)-4]
	countAt := len(tableMagic) + 4 + 64
	for n := 0; n < len(body); n++ {
		var back Table
		if err := back.UnmarshalBinary(withChecksum(body[:n])); err == nil {
			t.Errorf("a table cut to %d bytes of %d (checksum right) was read", n, len(body))
		}
	}
	for _, count := range []uint64{0, 2, 1 << 60} {
		forged := append([]byte(nil), body...)
		binary.LittleEndian.PutUint64(forged[countAt:], count)
		if count == 1<<60 {
			forged = forged[:countAt+8]
		}
		var back Table
		if err := back.UnmarshalBinary(withChecksum(forged)); err == nil {
			t.Errorf("a table of %d bytes counting %d turn starts was read", len(forged), count)
		}
	}
}
