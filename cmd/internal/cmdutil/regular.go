package cmdutil

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/ezd-game/ezd/cmd/internal/regular"
)

// OpenRegular opens the file name for reading, refusing anything but a regular file
// (following symbolic links) without blocking: opening a named pipe waits for a writer, and
// a device can be endless (docs/development.md). what names the file in the message, as "an
// army file".
func OpenRegular(name, what string) (*os.File, error) {
	before, err := os.Stat(name)
	if err != nil {
		return nil, err
	}
	if !before.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is %s, not %s", name, fileKind(before.Mode()), what)
	}
	f, err := regular.Open(name, os.O_RDONLY, before)
	if errors.Is(err, regular.ErrChanged) {
		return nil, fmt.Errorf("%s changed while it was opened: not %s", name, what)
	}
	if err != nil {
		return nil, err
	}
	return f, nil
}

// fileKind names a kind of file that is not a regular one.
func fileKind(m fs.FileMode) string { return regular.Kind(m) }
