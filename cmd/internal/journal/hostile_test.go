//go:build unix

package journal

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// within runs f and fails the test if it has not returned within two seconds: what a
// named pipe does to a reader is to make it wait for ever.
func within(t *testing.T, what string, f func() error) error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- f() }()
	select {
	case err := <-done:
		return err
	case <-time.After(2 * time.Second):
		t.Fatalf("%s blocked", what)
		return nil
	}
}

// TestNamedPipesAreRefusedWithoutBlocking pins the hostile-input rule for battle files (docs/development.md): a named
// pipe as a battle's journal or lock file is refused at once.
func TestNamedPipesAreRefusedWithoutBlocking(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mkfifo(Path(dir, "pipe"), 0o644); err != nil {
		t.Skip("no named pipes here:", err)
	}
	err := within(t, "Open of a named pipe", func() error { _, err := Open(dir, "pipe", nil); return err })
	if !errors.Is(err, errNotRegular) || !strings.Contains(err.Error(), "is a named pipe, not a battle file") {
		t.Errorf("Open: %v, want a named pipe refused", err)
	}
	err = within(t, "View of a named pipe", func() error { _, err := View(dir, "pipe"); return err })
	if !errors.Is(err, errNotRegular) {
		t.Errorf("View: %v, want a named pipe refused", err)
	}
	if _, err := os.Lstat(lockPath(dir, "pipe")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a lock file was left: %v", err)
	}

	create(t, dir, "b", "a").Close()
	os.Remove(lockPath(dir, "b"))
	if err := syscall.Mkfifo(lockPath(dir, "b"), 0o644); err != nil {
		t.Fatal(err)
	}
	err = within(t, "Open with a named pipe as lock", func() error { _, err := Open(dir, "b", nil); return err })
	if !errors.Is(err, errNotRegular) || !strings.Contains(err.Error(), "not ezd's lock file") {
		t.Errorf("Open: %v, want the lock file refused", err)
	}
}

// TestSymbolicLinksAreRefused pins a hostile-input rule (docs/development.md): a journal or lock file that is a
// symbolic link is refused, so no rewrite replaces a link or writes through it.
func TestSymbolicLinksAreRefused(t *testing.T) {
	dir := t.TempDir()
	create(t, dir, "real", `{"n":1}`).Close()
	if err := os.Symlink(Path(dir, "real"), Path(dir, "link")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	if _, err := Open(dir, "link", nil); !errors.Is(err, errNotRegular) || !strings.Contains(err.Error(), "is a symbolic link") {
		t.Errorf("Open of a linked journal: %v", err)
	}
	if _, err := View(dir, "link"); !errors.Is(err, errNotRegular) {
		t.Errorf("View of a linked journal: %v", err)
	}
	target := filepath.Join(dir, "elsewhere")
	os.Remove(lockPath(dir, "real"))
	if err := os.Symlink(target, lockPath(dir, "real")); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(dir, "real", nil); !errors.Is(err, errNotRegular) || !strings.Contains(err.Error(), "is a symbolic link, not ezd's lock file") {
		t.Errorf("Open with a linked lock file: %v", err)
	}
	if _, err := os.Lstat(target); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the lock was made where the link points: %v", err)
	}
}

// TestFailedOpenLeavesNoLockFile pins a hostile-input rule (docs/development.md): an Open that fails after taking
// the lock removes the lock file it made, and the battle opens again afterwards.
func TestFailedOpenLeavesNoLockFile(t *testing.T) {
	dir := t.TempDir()
	create(t, dir, "huge", "a").Close()
	os.Remove(lockPath(dir, "huge"))
	if err := os.Truncate(Path(dir, "huge"), MaxSize+1); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(dir, "huge", nil); err == nil {
		t.Fatal("Open of a huge journal succeeded")
	}
	if _, err := os.Lstat(lockPath(dir, "huge")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a stale lock file is left: %v", err)
	}
	if err := os.Truncate(Path(dir, "huge"), 2); err != nil {
		t.Fatal(err)
	}
	j, err := Open(dir, "huge", nil)
	if err != nil {
		t.Fatal(err)
	}
	// While it is open, a second Open is refused as before.
	if _, err := Open(dir, "huge", nil); !errors.Is(err, ErrBusy) {
		t.Errorf("second Open: %v, want ErrBusy", err)
	}
	j.Close()
}

// TestWholeLastLineWithoutNewlineIsKept pins a hostile-input rule (docs/development.md): the last line is kept and
// the next Append writes its newline first.
func TestWholeLastLineWithoutNewlineIsKept(t *testing.T) {
	dir := t.TempDir()
	create(t, dir, "b", `{"n":1}`).Close()
	appendRaw(t, Path(dir, "b"), []byte(`{"n":2}`))
	j, err := Open(dir, "b", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if got := joined(j.Lines()); got != `{"n":1}|{"n":2}` || j.Dropped() != nil || j.Warning() != "" {
		t.Errorf("lines %s, dropped %q, warning %q; want both lines kept", got, j.Dropped(), j.Warning())
	}
	if err := j.Append([]byte(`{"n":3}`)); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, Path(dir, "b")); got != "{\"n\":1}\n{\"n\":2}\n{\"n\":3}\n" {
		t.Errorf("file = %q", got)
	}
	r, _ := io.ReadAll(j.Reader())
	if string(r) != "{\"n\":1}\n{\"n\":2}\n{\"n\":3}\n" {
		t.Errorf("Reader = %q", r)
	}
}

// TestBlankLinesCostNoMemory pins a hostile-input rule (docs/development.md): a journal padded with 60 MiB of blank
// lines opens in memory bounded by its events. Reading it whole and keeping a slice per
// line took 6.9 GB.
func TestBlankLinesCostNoMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("writes 60 MiB")
	}
	dir := t.TempDir()
	create(t, dir, "pad", `{"n":1}`).Close()
	appendRaw(t, Path(dir, "pad"), []byte(strings.Repeat("\n", 60<<20)+`{"n":2}`+"\n"))
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	j, err := Open(dir, "pad", nil)
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if got := joined(j.Lines()); got != `{"n":1}|{"n":2}` {
		t.Errorf("lines %s", got)
	}
	if n := after.TotalAlloc - before.TotalAlloc; n > 1<<20 {
		t.Errorf("Open allocated %d KiB for a journal of two events, want under 1 MiB", n>>10)
	}
	if n := after.Mallocs - before.Mallocs; n > 1000 {
		t.Errorf("Open made %d allocations for a journal of two events", n)
	}
	r, _ := io.ReadAll(j.Reader())
	if len(r) != 60<<20+16 {
		t.Errorf("Reader gave %d bytes, want the whole file", len(r))
	}
}
