package tactics

import (
	"encoding/json"
	"errors"
	"io"
	"runtime"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/google/go-cmp/cmp"
)

// TestJournalReaderTakesTheKeysInAnyOrder: a journal that gives its events before its
// header reads as the same journal (TT15 names the keys, not their order).
func TestJournalReaderTakesTheKeysInAnyOrder(t *testing.T) {
	want, err := ReadJournal(journal(`{"at": "2026-12-01T09:00:00Z", "kind": "end-turn", "player": "ann"}`))
	if err != nil {
		t.Fatal(err)
	}
	game := strings.TrimSuffix(strings.TrimPrefix(header, `{"format": "ezd-tactics/1", "game": `), `, "events": [`)
	events := `[` + placed + `, {"at": "2026-12-01T09:00:00Z", "kind": "end-turn", "player": "ann"}]`
	for _, order := range []string{
		`{"events": ` + events + `, "game": ` + game + `, "format": "ezd-tactics/1"}`,
		`{"game": ` + game + `, "events": ` + events + `, "format": "ezd-tactics/1"}`,
		`{"format": "ezd-tactics/1", "events": ` + events + `, "game": ` + game + `}`,
	} {
		got, err := ReadJournal([]byte(order))
		if err != nil {
			t.Fatalf("%.40s…: %v", order, err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("%.40s… differs:\n%s", order, diff)
		}
	}
	// The header is judged before the events it follows, as when it comes first.
	_, err = ReadJournal([]byte(`{"events": [{"kind": "fly"}], "format": "ezd-tactics/2"}`))
	if err == nil || !strings.Contains(err.Error(), `format "ezd-tactics/2"`) {
		t.Fatalf("another format after the events: %v", err)
	}
}

// TestJournalReaderKeepsNoBlanks: issue 33 item 2. A journal padded with 8 MiB of blanks
// between its events, inside an event and before its closing brace is read in memory of
// its events: encoding/json keeps every blank it skips until the next token.
func TestJournalReaderKeepsNoBlanks(t *testing.T) {
	pad := strings.Repeat(" ", 8<<20)
	data := header + placed + "," + pad + `{"at": "2026-12-01T09:00:00Z",` + strings.Repeat("\n", 8<<20) +
		`"kind": "end-turn", "player": "ann"}]` + pad + "}" + pad
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	jr, err := NewJournalReader(strings.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for ; ; n++ {
		if _, err = jr.Next(); err != nil {
			break
		}
	}
	runtime.ReadMemStats(&after)
	if !errors.Is(err, io.EOF) || n != 4 {
		t.Fatalf("%d events, then %v (want 4, then the end)", n, err)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 2<<20 {
		t.Fatalf("reading allocated %d KiB for 32 MiB of which 24 are blanks (want under 2 MiB)", got>>10)
	}
}

// TestSqueezeKeepsTheBlanksOfAString: blanks inside a string are its value, however many,
// after escaped quotes and backslashes too; blanks outside one are cut, and a run cut still
// parts two values. Read a byte at a time, runs span reads.
func TestSqueezeKeepsTheBlanksOfAString(t *testing.T) {
	blanks := strings.Repeat(" \n\t\r", longBlank)
	inside := strings.Repeat(" ", 4*longBlank)
	in := `{"a": "x` + inside + `\\\"` + inside + `\\", "b":` + blanks + `[1,` + blanks + `2]}` + blanks
	for _, r := range []io.Reader{strings.NewReader(in), iotest.OneByteReader(strings.NewReader(in))} {
		out, err := io.ReadAll(&squeeze{r: r})
		if err != nil {
			t.Fatal(err)
		}
		var want, got any
		if err := json.Unmarshal([]byte(in), &want); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(out, &got); err != nil {
			t.Fatalf("squeezed, the JSON does not read: %v", err)
		}
		if !cmp.Equal(want, got) {
			t.Fatalf("squeezed, the JSON reads as another value")
		}
		if len(out) > len(in)-3*len(blanks)+4*longBlank {
			t.Fatalf("squeezed to %d bytes of %d (want the runs outside strings cut)", len(out), len(in))
		}
	}
	if _, err := ReadJournal([]byte(strings.Replace(string(journal()), `"side": 8`, `"side": 8`+blanks+`9`, 1))); err == nil {
		t.Fatal("8 and 9 parted by blanks read as one number")
	}
}

// TestJournalReaderRefusesALongEvent: an event longer than MaxEventBytes is refused with
// its number, without being parsed.
func TestJournalReaderRefusesALongEvent(t *testing.T) {
	long := `{"at": "2026-12-01T09:00:00Z", "kind": "end-turn", "player": "` + strings.Repeat("a", MaxEventBytes) + `"}`
	_, err := ReadJournal(journal(long))
	if err == nil || !strings.Contains(err.Error(), "event 4: longer than 64 KiB") {
		t.Fatalf("got %v (want event 4 refused as longer than 64 KiB)", err)
	}
}
