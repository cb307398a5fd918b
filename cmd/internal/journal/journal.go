// Package journal stores battles on disk: one file per battle, one event per line,
// appended and synced to disk per event so that a crash or a power cut loses at most the
// step being written.
//
// The package knows nothing of what an event means. It keeps each one as an opaque line
// (JSON, encoded by package combat, without its newline) and guarantees three things:
// every line it reports was written whole; only one ezd writes a battle at a time; and a
// rewrite (undo) replaces the journal all at once or not at all.
package journal

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"

	"github.com/gofrs/flock"
)

// ErrBusy is matched (with errors.Is) by the error of Open and Create when another
// process, or another Journal in this one, holds the battle.
var ErrBusy = errors.New("battle is open in another ezd")

// ErrNotFound is matched by the error of Open when there is no battle of that name.
var ErrNotFound = errors.New("no such battle")

// ErrExists is matched by the error of Create when a battle of that name already exists.
var ErrExists = errors.New("battle already exists")

// battleError is an error about one battle whose message names it, and which errors.Is
// matches against one of the sentinels above.
type battleError struct {
	kind error
	msg  string
}

func (e *battleError) Error() string { return e.msg }
func (e *battleError) Unwrap() error { return e.kind }

// Journal is one battle's journal, open for appending and holding the battle's lock until
// Close. It is not safe for use by several goroutines at once.
type Journal struct {
	dir, name string
	lock      *flock.Flock
	file      *os.File // opened with O_APPEND; nil once closed
	lines     [][]byte
	size      int64  // bytes of the complete lines: where the torn tail, if any, begins
	torn      []byte // the half-written last line, dropped but still in the file
	failed    error  // a write that failed, after which the file may not match lines
}

// Open opens the battle name in dir. It takes the battle's lock, failing with ErrBusy if
// another ezd holds it, and reads every line. A half-written last line, left by a crash,
// is dropped: Warning says so, and the next Append or Rewrite removes it from the file.
func Open(dir, name string) (*Journal, error) {
	if err := ValidateName(name); err != nil {
		return nil, err
	}
	// Look before locking, so that a mistyped name does not leave a lock file behind.
	if _, err := os.Stat(Path(dir, name)); errors.Is(err, fs.ErrNotExist) {
		return nil, &battleError{ErrNotFound, fmt.Sprintf("there is no battle named %s: check the name with ezd battle list", name)}
	} else if err != nil {
		return nil, fmt.Errorf("opening battle %s: %w", name, err)
	}
	lock, err := acquire(dir, name)
	if err != nil {
		return nil, err
	}
	j, err := load(dir, name, lock)
	if err != nil {
		lock.Close()
		return nil, err
	}
	removeStaleTemps(dir, name)
	return j, nil
}

// load reads the journal of a battle whose lock is held.
func load(dir, name string, lock *flock.Flock) (*Journal, error) {
	f, err := os.OpenFile(Path(dir, name), os.O_RDWR|os.O_APPEND, 0)
	if err != nil {
		return nil, fmt.Errorf("opening battle %s: %w", name, err)
	}
	data, err := readAll(f, name)
	if err != nil {
		f.Close()
		return nil, err
	}
	lines, torn := splitLines(data)
	return &Journal{
		dir: dir, name: name, lock: lock, file: f,
		lines: lines,
		size:  int64(len(data) - len(torn)),
		torn:  torn,
	}, nil
}

// Create starts the battle name in dir with its first event, creating dir if need be. It
// fails with ErrExists if the battle already exists. The first line is written to a
// temporary file and renamed into place, so the journal never exists half-written. The
// returned Journal holds the battle's lock, as after Open.
func Create(dir, name string, first []byte) (*Journal, error) {
	if err := ValidateName(name); err != nil {
		return nil, err
	}
	if err := checkLine(first); err != nil {
		return nil, err
	}
	// 0700, as the XDG spec asks for data directories it has to create.
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("cannot create the battles directory: %w", err)
	}
	lock, err := acquire(dir, name)
	if err != nil {
		return nil, err
	}
	// Holding the lock, no other ezd can create the battle between this look and the
	// rename below.
	if _, err := os.Stat(Path(dir, name)); err == nil {
		lock.Close()
		return nil, &battleError{ErrExists, fmt.Sprintf("a battle named %s already exists: choose another name", name)}
	}
	removeStaleTemps(dir, name)
	line := append(slices.Clip(first), '\n')
	if err := replace(dir, name, line, 0o644); err != nil {
		lock.Close()
		return nil, fmt.Errorf("creating battle %s: %w", name, err)
	}
	f, err := os.OpenFile(Path(dir, name), os.O_RDWR|os.O_APPEND, 0)
	if err != nil {
		lock.Close()
		return nil, fmt.Errorf("opening battle %s: %w", name, err)
	}
	return &Journal{
		dir: dir, name: name, lock: lock, file: f,
		lines: [][]byte{line[: len(line)-1 : len(line)-1]},
		size:  int64(len(line)),
	}, nil
}

// acquire takes the battle's lock without waiting. flock(2) locks belong to an open file,
// so a second Journal in the same process is refused just as another process is, and the
// kernel releases the lock when a process dies, however it dies.
func acquire(dir, name string) (*flock.Flock, error) {
	lock := flock.New(lockPath(dir, name))
	ok, err := lock.TryLock()
	if err != nil {
		return nil, fmt.Errorf("cannot lock battle %s: %w", name, err)
	}
	if !ok {
		return nil, &battleError{ErrBusy, fmt.Sprintf("battle %s is open in another ezd", name)}
	}
	return lock, nil
}

// Name returns the battle's name.
func (j *Journal) Name() string { return j.name }

// Lines returns the journal's complete lines, oldest first, without their newlines. The
// caller must not modify them.
func (j *Journal) Lines() [][]byte { return slices.Clone(j.lines) }

// Dropped returns the half-written last line that Open found and dropped, or nil. It is
// nil again once Append or Rewrite has removed it from the file.
func (j *Journal) Dropped() []byte { return j.torn }

// Warning returns a message for the player when Open dropped a half-written last line,
// or "" when there was none.
func (j *Journal) Warning() string {
	if j.torn == nil {
		return ""
	}
	return fmt.Sprintf("battle %s: the last step was only half saved (%d bytes, probably a crash or power cut) and is dropped; every step before it is kept",
		j.name, len(j.torn))
}

// Close closes the journal and releases the battle's lock. Closing twice does nothing.
func (j *Journal) Close() error {
	if j.file == nil {
		return nil
	}
	err := j.file.Close()
	j.file = nil
	return errors.Join(err, j.lock.Close())
}
