//go:build !windows

package journal

import (
	"fmt"
	"os"

	"github.com/google/renameio/v2"
)

// replace atomically puts data in place as the journal of name: a temporary file in dir
// (a rename cannot cross file systems), synced, renamed over the journal, and the
// directory synced so that the rename itself survives a power cut. perm is the new file's
// permissions, or 0 to keep those of the journal being replaced.
func replace(dir, name string, data []byte, perm os.FileMode) error {
	opts := []renameio.Option{renameio.WithTempDir(dir), renameio.WithExistingPermissions()}
	if perm != 0 {
		opts = append(opts, renameio.WithPermissions(perm))
	}
	t, err := renameio.NewPendingFile(Path(dir, name), opts...)
	if err != nil {
		return err
	}
	defer t.Cleanup()
	if _, err := t.Write(data); err != nil {
		return err
	}
	if err := t.CloseAtomicallyReplace(); err != nil {
		return err
	}
	if err := syncDir(dir); err != nil {
		return fmt.Errorf("%w: %w", errAfterRename, err)
	}
	return nil
}
