//go:build windows

package journal

import (
	"errors"
	"os"
)

// replace atomically puts data in place as the journal of name: a temporary file in dir,
// synced, then renamed over the journal (MoveFileEx with MOVEFILE_REPLACE_EXISTING, which
// Windows makes durable by itself). renameio, used elsewhere, does not build on Windows.
// perm is the new file's permissions, or 0 to keep those of the journal being replaced.
func replace(dir, name string, data []byte, perm os.FileMode) error {
	if perm == 0 {
		perm = 0o644
		if fi, err := os.Stat(Path(dir, name)); err == nil {
			perm = fi.Mode().Perm()
		}
	}
	t, err := os.CreateTemp(dir, "."+name+Ext+"*")
	if err != nil {
		return err
	}
	defer os.Remove(t.Name()) // fails harmlessly once renamed
	_, err = t.Write(data)
	if err == nil {
		err = t.Sync()
	}
	err = errors.Join(err, t.Close())
	if err == nil {
		err = os.Chmod(t.Name(), perm)
	}
	if err != nil {
		return err
	}
	return os.Rename(t.Name(), Path(dir, name))
}
