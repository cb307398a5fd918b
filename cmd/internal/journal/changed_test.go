//go:build unix

package journal

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// issue 33, item 3: the battle's file changed on disk between Open (the read) and the
// step's Append, as `battle bot --sees all` solving for minutes gives time to: the step is
// not recorded, in the battle's file or in the one the Journal still holds, and the error
// says why. Each way of changing the file is done by the test itself between the two
// calls, which is where a bot's solve would be: no sleeping, no race.
func TestAppendRefusesAFileChangedSinceItWasRead(t *testing.T) {
	first, second := `{"e":"start"}`, `{"e":"two"}`
	for _, tc := range []struct {
		way    string
		change func(t *testing.T, dir, path string)
		want   string // in the error
		after  string // the file at path afterwards: its bytes, "(none)" or "(pipe)"
	}{
		{"moved away (mv e.jsonl elsewhere)", func(t *testing.T, dir, path string) {
			must(t, os.Rename(path, filepath.Join(dir, "elsewhere.jsonl")))
		}, "was moved or removed", "(none)"},
		{"replaced by mv", func(t *testing.T, dir, path string) {
			other := filepath.Join(dir, "other")
			must(t, os.WriteFile(other, []byte(first+"\n"+second+"\n"), 0o644))
			must(t, os.Rename(other, path))
		}, "was replaced by another file", first + "\n" + second + "\n"},
		{"deleted", func(t *testing.T, dir, path string) {
			must(t, os.Remove(path))
		}, "was moved or removed", "(none)"},
		{"swapped for a named pipe", func(t *testing.T, dir, path string) {
			must(t, os.Remove(path))
			if err := syscall.Mkfifo(path, 0o644); err != nil {
				t.Skip("no named pipes here:", err)
			}
		}, "was replaced by a named pipe", "(pipe)"},
		{"truncated", func(t *testing.T, dir, path string) {
			must(t, os.Truncate(path, 0))
		}, "(0 bytes, not the 26 read)", ""},
		{"appended to", func(t *testing.T, dir, path string) {
			appendRaw(t, path, []byte(`{"e":"someone else's"}`+"\n"))
		}, "(49 bytes, not the 26 read)", first + "\n" + second + "\n" + `{"e":"someone else's"}` + "\n"},
	} {
		t.Run(tc.way, func(t *testing.T) {
			dir := t.TempDir()
			path := Path(dir, "e")
			create(t, dir, "e", first, second).Close()
			j, err := Open(dir, "e", nil)
			if err != nil {
				t.Fatal(err)
			}
			defer j.Close()
			held, err := os.Open(path) // the file Open read, to see it gets nothing either
			must(t, err)
			defer held.Close()
			tc.change(t, dir, path)
			for _, step := range []func() error{
				func() error { return j.Append([]byte(`{"e":"the bot's step"}`)) },
				func() error { return j.Rewrite([][]byte{[]byte(first)}) }, // undo
			} {
				err := step()
				if !errors.Is(err, ErrChanged) || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "nothing was recorded") {
					t.Errorf("got %v, want ErrChanged saying %q and that nothing was recorded", err, tc.want)
				}
			}
			// The file read is left as the change left it: the step went nowhere.
			if st, err := held.Stat(); err != nil || tc.after != "" && tc.way != "appended to" && st.Size() != 26 {
				t.Errorf("the file read was written to: %v, %v", st.Size(), err)
			}
			switch fi, err := os.Lstat(path); tc.after {
			case "(pipe)":
				if err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
					t.Errorf("the pipe was replaced: %v", err)
				}
			case "(none)":
				if err == nil {
					t.Errorf("a battle file was made again at %s", path)
				}
			default:
				if got := readFile(t, path); got != tc.after {
					t.Errorf("the battle file holds %q, want %q", got, tc.after)
				}
			}
		})
	}
}

// A Journal that is the only writer appends and rewrites as before, also after Open
// dropped a half-written last line (the file is then longer than the lines kept).
func TestAppendAfterATornLineIsNoChange(t *testing.T) {
	dir := t.TempDir()
	create(t, dir, "e", `{"e":"start"}`).Close()
	appendRaw(t, Path(dir, "e"), []byte(`{"e":"ha`))
	j, err := Open(dir, "e", nil)
	must(t, err)
	defer j.Close()
	must(t, j.Append([]byte(`{"e":"two"}`)))
	must(t, j.Rewrite([][]byte{[]byte(`{"e":"start"}`)}))
	must(t, j.Append([]byte(`{"e":"three"}`)))
	if got, want := readFile(t, Path(dir, "e")), "{\"e\":\"start\"}\n{\"e\":\"three\"}\n"; got != want {
		t.Errorf("file %q, want %q", got, want)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
