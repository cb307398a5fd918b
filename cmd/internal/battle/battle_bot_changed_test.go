package battle

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"testing/iotest"

	"github.com/ezd-game/ezd/cmd/internal/cmdtest"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
	"github.com/ezd-game/ezd/cmd/internal/journal"
)

// firstRead runs then before the first byte is read: the moment the command waits for an
// answer, with the battle read and locked (issue 33, item 3).
type firstRead struct {
	r    io.Reader
	once sync.Once
	then func()
}

func (f *firstRead) Read(p []byte) (int, error) {
	f.once.Do(f.then)
	return f.r.Read(p)
}

// While battle bot waits (here for the person to say what its tank sees; elsewhere for a
// solve of minutes), the journal is changed on disk by another program: the step is
// recorded nowhere, the command says so and exits 1, and the file at the battle's path is
// left as that program left it (issue 33, item 3: before, the bot printed its step and
// exited 0, the step lost in an unlinked file or the battle made unreadable).
func TestBattleBotRecordsNothingWhenTheJournalChangedMeanwhile(t *testing.T) {
	cases := map[string]struct {
		// change changes the file and returns what the refusal must say of it.
		change func(t *testing.T, path string) string
	}{
		"replaced by mv": {func(t *testing.T, path string) string {
			raw := readFile(t, path)
			other := path + ".new"
			writeFile(t, other, raw)
			if err := os.Rename(other, path); err != nil {
				t.Fatal(err)
			}
			return "replaced"
		}},
		"removed": {func(t *testing.T, path string) string {
			if err := os.Remove(path); err != nil {
				t.Fatal(err)
			}
			return "moved or removed"
		}},
		"appended to": {func(t *testing.T, path string) string {
			raw := readFile(t, path)
			writeFileInPlace(t, path, append(raw, '\n'))
			return fmt.Sprintf("changed by another program (%d bytes, not the %d read)", len(raw)+1, len(raw))
		}},
		"cut short": {func(t *testing.T, path string) string {
			raw := readFile(t, path)
			writeFileInPlace(t, path, raw[:len(raw)/2])
			return fmt.Sprintf("changed by another program (%d bytes, not the %d read)", len(raw)/2, len(raw))
		}},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			data := t.TempDir()
			smallBattle(t, data)
			path := journal.Path(filepath.Join(data, "ezd", "battles"), "tonight")
			var left []byte
			var says string
			in := &firstRead{
				r: iotest.OneByteReader(strings.NewReader("2\n0\ny\n")), // sees red:2, in light cover
				then: func() {
					says = c.change(t, path)
					left, _ = os.ReadFile(path)
				},
			}
			ios, out, errOut := iostreams.Test("")
			ios.In, ios.InTTY, ios.OutTTY, ios.Accessible = in, true, true, true
			f := &cmdutil.Factory{IO: ios, Getenv: func(k string) string { return map[string]string{"XDG_DATA_HOME": data}[k] }}
			code := cmdutil.Execute(context.Background(), cmdtest.Group(NewCmd)(f), []string{"battle", "bot", "-b", "tonight", "--dice", "6,1"}, ios)
			if code != 1 {
				t.Fatalf("exit %d, want 1\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
			}
			cmdtest.InOrder(t, errOut.String(), "battle tonight", says, "nothing was recorded")
			if strings.Contains(out.String(), "Blue (ezd") {
				t.Errorf("the bot's step was told though nothing was recorded:\n%s", out)
			}
			now, _ := os.ReadFile(path)
			if !bytes.Equal(now, left) {
				t.Errorf("the battle's file was written after the change:\nleft:\n%s\nnow:\n%s", left, now)
			}
		})
	}
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

func writeFile(t *testing.T, path string, raw []byte) {
	t.Helper()
	if err := os.WriteFile(path, raw, 0o644); err != nil {
		t.Fatal(err)
	}
}

// writeFileInPlace rewrites the file's bytes in the same file (no new inode).
func writeFileInPlace(t *testing.T, path string, raw []byte) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_TRUNC, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.Write(raw); err != nil {
		t.Fatal(err)
	}
}
