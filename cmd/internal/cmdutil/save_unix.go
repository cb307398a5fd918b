//go:build !windows

package cmdutil

import (
	"errors"
	"io/fs"
	"os"

	"github.com/google/renameio/v2"
)

// writeAtomic is WriteFileAtomic after its checks of path.
func writeAtomic(path string, data []byte, force bool, perm os.FileMode) error {
	opts := []renameio.Option{renameio.WithPermissions(perm)}
	if perm == 0o644 {
		opts = append(opts, renameio.WithExistingPermissions())
	}
	pf, err := renameio.NewPendingFile(path, opts...)
	if err != nil {
		return saveError(path, err)
	}
	defer pf.Cleanup() // removes the temporary file unless it took path's place
	if _, err := pf.Write(data); err != nil {
		return saveError(path, err)
	}
	if force {
		return saveError(path, pf.CloseAtomicallyReplace())
	}
	if err := pf.Sync(); err != nil {
		return saveError(path, err)
	}
	// os.Link fails if path exists: the create-only rename. A file system without hard
	// links falls back to a check, then the rename.
	switch err := os.Link(pf.Name(), path); {
	case err == nil:
		return nil
	case errors.Is(err, fs.ErrExist):
		return ExistsError(path)
	}
	if _, err := os.Lstat(path); err == nil {
		return ExistsError(path)
	}
	return saveError(path, pf.CloseAtomicallyReplace())
}
