package cmdutil

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// OpenRegular opens the file name for reading, refusing anything but a regular file
// (following symbolic links) without blocking: opening a named pipe waits for a writer, and
// a device can be endless (issue 11 item 1). what names the file in the message, as "an
// army file".
func OpenRegular(name, what string) (*os.File, error) {
	before, err := os.Stat(name)
	if err != nil {
		return nil, err
	}
	if !before.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is %s, not %s", name, fileKind(before.Mode()), what)
	}
	f, err := os.OpenFile(name, os.O_RDONLY|nonblock, 0)
	if err != nil {
		return nil, err
	}
	// A named pipe put in its place between the look and the open is caught here.
	if after, err := f.Stat(); err != nil || !after.Mode().IsRegular() || !os.SameFile(before, after) {
		f.Close()
		return nil, errors.Join(fmt.Errorf("%s changed while it was opened: not %s", name, what), err)
	}
	return f, nil
}

// fileKind names a kind of file that is not a regular one.
func fileKind(m fs.FileMode) string {
	switch {
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m.IsDir():
		return "a folder"
	}
	return "not a regular file"
}
