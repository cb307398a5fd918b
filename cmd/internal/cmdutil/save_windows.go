//go:build windows

package cmdutil

import (
	"errors"
	"os"
	"path/filepath"
)

// writeAtomic is WriteFileAtomic after its checks of path. renameio does not build on
// Windows (which has no Unix modes: a secret file is kept private by the user's folder): a temporary file beside path, synced, then renamed over it (MoveFileEx, which
// replaces in one step). Without force, an existing path is refused just before.
func writeAtomic(path string, data []byte, force bool, _ os.FileMode) error {
	if !force {
		if _, err := os.Lstat(path); err == nil {
			return ExistsError(path)
		}
	}
	t, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+"*")
	if err != nil {
		return saveError(path, err)
	}
	defer os.Remove(t.Name()) // fails harmlessly once renamed
	_, err = t.Write(data)
	if err == nil {
		err = t.Sync()
	}
	if err = errors.Join(err, t.Close()); err != nil {
		return saveError(path, err)
	}
	return saveError(path, os.Rename(t.Name(), path))
}
