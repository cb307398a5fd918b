package journal

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/ezd-game/ezd/cmd/internal/regular"
)

// The kinds of file a battle may not be. Reading a named pipe blocks until something
// writes to it, a device can be endless, and a symbolic link would let a rewrite replace
// the link rather than the battle, or write wherever it points (docs/development.md). Battle and lock
// files are plain files that ezd made, so anything else is refused before it is opened.

// checkRegular refuses a path that exists and is not a regular file, looking at the path
// itself (a symbolic link is seen as a link). It returns the file's information, or nil
// when there is no file.
func checkRegular(path, what string) (fs.FileInfo, error) {
	fi, err := os.Lstat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is %s, not %s: %w (move it out of the way)", path, regular.Kind(fi.Mode()), what, errNotRegular)
	}
	return fi, nil
}

// openRegular opens path, which must be a regular file, without blocking (a named pipe
// put in its place after checkRegular would otherwise block the open), and checks that
// what it opened is the regular file checkRegular saw.
func openRegular(path, what string, flag int) (*os.File, error) {
	before, err := checkRegular(path, what)
	if err != nil {
		return nil, err
	}
	if before == nil {
		return nil, fs.ErrNotExist
	}
	f, err := regular.Open(path, flag, before)
	if errors.Is(err, regular.ErrChanged) {
		return nil, fmt.Errorf("%s changed while it was opened: %w", path, errNotRegular)
	}
	if err != nil {
		return nil, err
	}
	return f, nil
}

// View opens the journal of the battle name in dir to read it, without taking its lock,
// so that a battle being played in one terminal can be watched from another. It refuses
// a journal that is not a regular file (a named pipe, a symbolic link, a device) without
// blocking, and one larger than MaxSize. The reader gives the journal's bytes as they are;
// close it when done.
func View(dir, name string) (io.ReadCloser, error) {
	f, err := openView(dir, name)
	if err != nil {
		return nil, err
	}
	return struct {
		io.Reader
		io.Closer
	}{io.LimitReader(f, MaxSize+1), f}, nil
}

// openView opens the journal of the battle name for View and Ends.
func openView(dir, name string) (*os.File, error) {
	if err := ValidateName(name); err != nil {
		return nil, err
	}
	f, err := openRegular(Path(dir, name), "a battle file", os.O_RDONLY)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, &battleError{ErrNotFound, fmt.Sprintf("there is no battle named %s: check the name with ezd battle list", name)}
	}
	if err != nil {
		return nil, fmt.Errorf("battle %s: %w", name, err)
	}
	if fi, err := f.Stat(); err != nil || fi.Size() > MaxSize {
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("reading battle %s: %w", name, err)
		}
		return nil, tooBig(name)
	}
	return f, nil
}
