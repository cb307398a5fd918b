//go:build unix

package tankwar

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ezd-game/ezd/tankwar"
)

// docs/development.md, Hostile input: replay opens its record only if it is a regular file, without blocking,
// and reads at most tankwar.MaxRecordSize of it: a named pipe, a device or a huge file is
// refused at once, with the reason.
func TestReplayRefusesWhatIsNotARecordFile(t *testing.T) {
	dir := t.TempDir()
	pipe := filepath.Join(dir, "pipe.json")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	big := filepath.Join(dir, "big.json")
	data := `{"life": 5, "tanks": [{"x": 4, "y": 5, "dir": 2}, {"x": 17, "y": 16, "dir": 0}], "moves": [` +
		strings.Repeat("        ", 2*tankwar.MaxRecordSize/8) + `]}`
	if err := os.WriteFile(big, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct{ path, want string }{
		{pipe, "is a named pipe, not a record file"},
		{"/dev/zero", "is a device, not a record file"},
		{dir, "is a folder, not a record file"},
		{big, "the record is larger than 1024 KiB"},
	}
	for _, tt := range tests {
		t.Run(filepath.Base(tt.path), func(t *testing.T) {
			done := make(chan error, 1)
			go func() {
				_, _, err := loadRecord(tt.path)
				done <- err
			}()
			select {
			case err := <-done:
				if err == nil || !strings.Contains(err.Error(), tt.want) {
					t.Errorf("got %v, want %q", err, tt.want)
				}
			case <-time.After(5 * time.Second):
				t.Fatal("replay still waits on the file")
			}
		})
	}
}
