//go:build unix

package regular

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// docs/development.md, Hostile input: a named pipe put in a file's place after the look is refused at once,
// not waited on; the file itself opens.
func TestOpenRefusesAPipeSwappedIn(t *testing.T) {
	path := filepath.Join(t.TempDir(), "army.yaml")
	if err := os.WriteFile(path, []byte("name: x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	before, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := Open(path, os.O_RDONLY, before)
	if err != nil {
		t.Fatalf("the regular file itself: %v", err)
	}
	f.Close()
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	if _, err := Open(path, os.O_RDONLY, before); !errors.Is(err, ErrChanged) {
		t.Errorf("a pipe in the file's place: got %v, want ErrChanged", err)
	}
	fi, err := os.Lstat(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := Kind(fi.Mode()); got != "a named pipe" {
		t.Errorf("Kind = %q, want \"a named pipe\"", got)
	}
}
