// Package regular opens files that must be regular files (army files, battle journals and
// their locks) without blocking: opening a named pipe for reading waits for a writer, and a
// device can be endless (docs/development.md). The commands and the journal store both
// open their files through it, so the check lives in one place.
package regular

import (
	"errors"
	"io/fs"
	"os"
)

// ErrChanged is returned by Open when what it opened is not the regular file that was
// looked at before: something was put in its place between the look and the open.
var ErrChanged = errors.New("it changed while it was opened")

// Open opens path with flag, without blocking, and checks that what it opened is a regular
// file and the same file as before, the information from a look (os.Stat or os.Lstat) taken
// just before. A named pipe put in the file's place after the look is refused with
// ErrChanged instead of blocking the open.
func Open(path string, flag int, before fs.FileInfo) (*os.File, error) {
	f, err := os.OpenFile(path, flag|nonblock, 0)
	if err != nil {
		return nil, err
	}
	after, err := f.Stat()
	if err == nil && (!after.Mode().IsRegular() || !os.SameFile(before, after)) {
		err = ErrChanged
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// Kind names, in words, the kind of a file that is not a regular one: "a named pipe",
// "a symbolic link", "a folder" and so on.
func Kind(m fs.FileMode) string {
	switch {
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
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
