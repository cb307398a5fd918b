package journal

import (
	"os"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/combat"
)

// Ends gives the first line and the whole lines of the end: a half-written last line is
// left out as Open drops it, and the line the window cuts into is not given in part.
func TestEnds(t *testing.T) {
	dir := t.TempDir()
	long := strings.Repeat("{\"n\":0}\n", TailSize/8+10) // lines of 8 bytes
	for _, tt := range []struct {
		name, data, first, last string
		whole                   bool
	}{
		{"short", "\n{\"s\":1}\n\n{\"n\":1}\n{\"n\":2", `{"s":1}`, `{"s":1}|{"n":1}`, true},
		{"window on a line's start", "{\"s\":1}\n" + long + "{\"n\":2}\n", `{"s":1}`, strings.Repeat(`{"n":0}|`, TailSize/8-1) + `{"n":2}`, false},
		{"window inside a line", "{\"s\":1}\n" + long + "{\"n\":22}\n", `{"s":1}`, strings.Repeat(`{"n":0}|`, TailSize/8-2) + `{"n":22}`, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			name := strings.NewReplacer(" ", "-", "'", "").Replace(tt.name)
			if err := os.WriteFile(Path(dir, name), []byte(tt.data), 0o644); err != nil {
				t.Fatal(err)
			}
			first, last, whole, err := Ends(dir, name)
			if err != nil {
				t.Fatal(err)
			}
			if string(first) != tt.first || joined(last) != tt.last || whole != tt.whole {
				t.Errorf("first %q, whole %v, %d lines ending %q; want %q, %v, %d lines", first, whole, len(last), last[len(last)-1], tt.first, tt.whole, strings.Count(tt.last, "|")+1)
			}
		})
	}
	if _, _, _, err := Ends(dir, "nosuch"); err == nil {
		t.Error("Ends of no battle: no error")
	}
}

// TestEndsRefusesAFirstLineLongerThanAnyEvent: issue 33 item 2, for battle list. A first
// line of more than combat.MaxLine is refused with its line number, not read whole.
func TestEndsRefusesAFirstLineLongerThanAnyEvent(t *testing.T) {
	dir := t.TempDir()
	data := "\n\n" + `{"event":"` + strings.Repeat("a", combat.MaxLine) + `"}` + "\n"
	if err := os.WriteFile(Path(dir, "long"), []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, _, err := Ends(dir, "long")
	if err == nil || !strings.Contains(err.Error(), "battle long: journal line 3: the line is longer than 16 MiB") {
		t.Fatalf("Ends = %v, want line 3 refused as longer than 16 MiB", err)
	}
}
