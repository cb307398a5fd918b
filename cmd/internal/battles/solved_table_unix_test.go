//go:build unix

package battles

import (
	"os"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"
	"time"
)

// The analysis cache is read only when it is a regular file of a plausible size
// (docs/analysis.md, The solved tables): a named pipe in a table's place hung hint, status and bot while they held
// the battle's lock, and /dev/zero or a huge file cost its size in memory. Anything else is
// no table, and the command solves afresh.
func TestReadTableTakesOnlyARegularFileOfPlausibleSize(t *testing.T) {
	for _, tc := range []struct {
		name string
		make func(t *testing.T, path string)
	}{
		{"a named pipe", func(t *testing.T, path string) {
			if err := syscall.Mkfifo(path, 0o644); err != nil {
				t.Skip("no named pipes here:", err)
			}
		}},
		{"a device, through a symbolic link", func(t *testing.T, path string) {
			if _, err := os.Stat("/dev/zero"); err != nil {
				t.Skip("no /dev/zero here")
			}
			if err := os.Symlink("/dev/zero", path); err != nil {
				t.Fatal(err)
			}
		}},
		{"a file of 1 GB", func(t *testing.T, path string) {
			f, err := os.Create(path)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			if err := f.Truncate(1 << 30); err != nil { // sparse: no disk used
				t.Fatal(err)
			}
		}},
		{"a folder", func(t *testing.T, path string) {
			if err := os.Mkdir(path, 0o755); err != nil {
				t.Fatal(err)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "table.bin")
			tc.make(t, path)
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			done := make(chan bool, 1)
			go func() { done <- readTable(path) == nil }()
			select {
			case none := <-done:
				if !none {
					t.Fatal("readTable made a table of it")
				}
			case <-time.After(30 * time.Second): // a guard against a hang, not a time rule
				t.Fatal("readTable blocked on it")
			}
			runtime.ReadMemStats(&after)
			if grew := after.TotalAlloc - before.TotalAlloc; grew > maxTableBytes {
				t.Fatalf("readTable allocated %d bytes to refuse it", grew)
			}
		})
	}
}
