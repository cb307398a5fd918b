//go:build unix

package cmdutil

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestForceReplacesOnlyRegularFiles pins a hostile-input rule (docs/development.md): -o X --force never replaces a
// symbolic link, a device or a named pipe with a regular file, and -o DIR says it is a
// folder with or without --force.
func TestForceReplacesOnlyRegularFiles(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "real.yaml")
	if err := os.WriteFile(target, []byte("kept"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.yaml")
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	pipe := filepath.Join(dir, "pipe.yaml")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ path, want string }{
		{link, link + " is a symbolic link: ezd does not write through links; give the file it points to"},
		{pipe, pipe + " is a named pipe, not a file ezd may write: give a file name"},
		{"/dev/null", "/dev/null is a device, not a file ezd may write: give a file name"},
		{dir, dir + " is a folder: give a file name"},
	} {
		for _, force := range []bool{false, true} {
			err := WriteFileAtomic(tt.path, []byte("new"), force)
			if err == nil || err.Error() != tt.want {
				t.Errorf("WriteFileAtomic(%s, force %v) = %v, want %q", tt.path, force, err, tt.want)
			}
		}
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced: %v %v", st.Mode(), err)
	}
	if data, _ := os.ReadFile(target); string(data) != "kept" {
		t.Errorf("the link's target was written: %q", data)
	}
	if st, err := os.Lstat(pipe); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the named pipe was replaced: %v %v", st.Mode(), err)
	}
}

// TestArmyFileThatIsAPipeIsRefused pins a hostile-input rule (docs/development.md): a named pipe as an army file is
// refused at once, not read for ever.
func TestArmyFileThatIsAPipeIsRefused(t *testing.T) {
	pipe := filepath.Join(t.TempDir(), "army.yaml")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { _, err := LoadArmy(pipe); done <- err }()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "is a named pipe, not an army file") {
			t.Errorf("LoadArmy of a named pipe: %v", err)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("LoadArmy of a named pipe blocked")
	}
	if _, err := LoadArmy("/dev/zero"); err == nil || !strings.Contains(err.Error(), "is a device, not an army file") {
		t.Errorf("LoadArmy of a device: %v", err)
	}
}
