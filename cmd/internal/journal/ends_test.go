package journal

import (
	"os"
	"strings"
	"testing"
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
