package tactics

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/cmd/internal/cmdtest"
)

// longJournal writes a legal journal of three players with pairs of a pause and a resume
// at one moment (the host may pause and resume as often as they like, TT16), and blanks
// of pad bytes before its closing brace; it returns the file's path.
func longJournal(tb testing.TB, pairs, pad int) string {
	tb.Helper()
	var b strings.Builder
	b.WriteString(`{"format": "ezd-tactics/1",` + "\n" +
		`"game": {"mode":"abridged","side":5,"shrink":true,"timezone":"UTC","roundSeconds":30,"players":["ann","bob","cat"]},` + "\n" +
		`"events": [` + "\n" +
		`{"at":"2026-12-01T08:00:00Z","kind":"started"},` + "\n" +
		`{"at":"2026-12-01T08:00:00Z","kind":"placed","player":"ann","cell":[3,5]},` + "\n" +
		`{"at":"2026-12-01T08:00:00Z","kind":"placed","player":"bob","cell":[3,1]},` + "\n" +
		`{"at":"2026-12-01T08:00:00Z","kind":"placed","player":"cat","cell":[1,3]}`)
	for range pairs {
		b.WriteString(",\n" + `{"at":"2026-12-01T08:00:01Z","kind":"pause"},` + "\n" + `{"at":"2026-12-01T08:00:01Z","kind":"resume"}`)
	}
	b.WriteString("\n]")
	b.WriteString(strings.Repeat(" ", pad))
	b.WriteString("}\n")
	path := filepath.Join(tb.TempDir(), fmt.Sprintf("long-%d-%d.json", pairs, pad))
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		tb.Fatal(err)
	}
	return path
}

// allocated runs f and returns the bytes it allocated.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestReplayRefusesAJournalTooLargeUnread: issue 33 item 2. A file over the limit is
// refused by its size before any of it is read (it took 587 MB to refuse).
func TestReplayRefusesAJournalTooLargeUnread(t *testing.T) {
	path := filepath.Join(t.TempDir(), "huge.json")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(maxJournal + 1); err != nil { // sparse: nothing written
		t.Fatal(err)
	}
	f.Close()
	var code int
	var errOut string
	n := allocated(func() { code, _, errOut = run(t, "tactics", "replay", path) })
	if code != 1 || !strings.Contains(errOut, "huge.json is over 256 MB: not a journal ezd wrote") {
		t.Fatalf("exit %d, %q: want the file refused as over 256 MB", code, errOut)
	}
	if n > 1<<20 {
		t.Fatalf("refusing it allocated %d MiB (want under 1 MiB: nothing read)", n>>20)
	}
}

// TestReplayHoldsNoPadding: issue 33 item 2. A legal journal padded with 32 MiB of spaces
// replays in memory of its events, not of its bytes (200 MB of spaces took 955 MB).
func TestReplayHoldsNoPadding(t *testing.T) {
	if testing.Short() {
		t.Skip("writes 32 MiB")
	}
	path := longJournal(t, 10, 32<<20)
	for _, args := range [][]string{{"--json"}, {}} {
		var code int
		var out, errOut string
		n := allocated(func() { code, out, errOut = run(t, append([]string{"tactics", "replay", path}, args...)...) })
		if code != 0 || !strings.Contains(out, "cat") {
			t.Fatalf("replay %v: exit %d: %s", args, code, errOut)
		}
		if n > 8<<20 {
			t.Errorf("replay %v of a padded journal of 24 events allocated %d MiB (want under 8 MiB)", args, n>>20)
		}
	}
}

// BenchmarkReplayLongJournal replays a legal journal of 40,000 events (2.9 MB) with
// --json; run with -benchmem for the memory (issue 33 item 2).
func BenchmarkReplayLongJournal(b *testing.B) {
	path := longJournal(b, 20000, 0)
	b.ResetTimer()
	for range b.N {
		if code, _, errOut := cmdtest.Run(b, cmdtest.Group(NewCmd), nil, nil, "tactics", "replay", path, "--json"); code != 0 {
			b.Fatalf("exit %d: %s", code, errOut)
		}
	}
}
