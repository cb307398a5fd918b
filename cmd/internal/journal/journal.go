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
	"io"
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

// ErrChanged is matched by the error of Append and Rewrite when the battle's file was
// changed on disk since it was read (moved, removed, replaced, cut short or added to by
// something other than this Journal): the step is not recorded.
var ErrChanged = errors.New("battle changed on disk")

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
	size      int64    // bytes kept: where the tail to drop, if any, begins
	// unterminated is true when the last line kept has no newline yet (see read).
	unterminated bool
	tail         int64  // bytes after size, dropped from the file by the next write
	torn         []byte // the half-written last line among them, nil if none
	failed       error  // a write that failed, after which the file may not match lines
}

// Open opens the battle name in dir. It takes the battle's lock, failing with ErrBusy if
// another ezd holds it, and reads the journal once, handing each line that is not blank
// to fold as it is read, with its line number (see read; nil reads without folding): an
// error from fold, a line that cannot follow, ends the reading and the Open at once, so a
// battle followed by megabytes of junk costs one line of junk. A half-written last line,
// left by a crash, is dropped: Warning says so, and the next Append or Rewrite removes it
// from the file. A battle or lock file that is not a regular file (a named pipe, a
// symbolic link) is refused without blocking, and a failed Open leaves no lock file behind.
func Open(dir, name string, fold func(n int, line []byte) error) (*Journal, error) {
	if err := ValidateName(name); err != nil {
		return nil, err
	}
	// Look before locking, so that a mistyped name does not leave a lock file behind.
	if fi, err := checkRegular(Path(dir, name), "a battle file"); err != nil {
		return nil, fmt.Errorf("battle %s: %w", name, err)
	} else if fi == nil {
		return nil, &battleError{ErrNotFound, fmt.Sprintf("there is no battle named %s: check the name with ezd battle list", name)}
	}
	lock, err := acquire(dir, name)
	if err != nil {
		return nil, err
	}
	j, err := load(dir, name, lock, fold)
	if err != nil {
		release(dir, name, lock)
		return nil, err
	}
	removeStaleTemps(dir, name)
	return j, nil
}

// load reads the journal of a battle whose lock is held.
func load(dir, name string, lock *flock.Flock, fold func(n int, line []byte) error) (*Journal, error) {
	f, err := openRegular(Path(dir, name), "a battle file", os.O_RDWR|os.O_APPEND)
	if err != nil {
		return nil, fmt.Errorf("opening battle %s: %w", name, err)
	}
	// Refused by its size before any of it is read.
	if fi, err := f.Stat(); err == nil && fi.Size() > MaxSize {
		f.Close()
		return nil, tooBig(name)
	}
	c, err := read(f, name, fold)
	if err != nil {
		f.Close()
		return nil, err
	}
	return &Journal{
		dir: dir, name: name, lock: lock, file: f,
		size: c.size, unterminated: c.unterminated, tail: c.tail, torn: c.torn,
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
	// rename below. A battle that exists keeps its lock file; one that does not gets
	// none left behind by a failure.
	if _, err := os.Lstat(Path(dir, name)); err == nil {
		lock.Close()
		return nil, &battleError{ErrExists, fmt.Sprintf("a battle named %s already exists: choose another name", name)}
	}
	removeStaleTemps(dir, name)
	line := append(slices.Clip(first), '\n')
	if err := replace(dir, name, line, 0o644); err != nil {
		release(dir, name, lock)
		return nil, fmt.Errorf("creating battle %s: %w", name, err)
	}
	f, err := openRegular(Path(dir, name), "a battle file", os.O_RDWR|os.O_APPEND)
	if err != nil {
		lock.Close()
		return nil, fmt.Errorf("opening battle %s: %w", name, err)
	}
	return &Journal{
		dir: dir, name: name, lock: lock, file: f, size: int64(len(line)),
	}, nil
}

// acquire takes the battle's lock without waiting. flock(2) locks belong to an open file,
// so a second Journal in the same process is refused just as another process is, and the
// kernel releases the lock when a process dies, however it dies. A lock file that is not a
// regular file (a symbolic link could point anywhere) is refused.
//
// Since a failed Open or Create removes its lock file (release), the lock taken may be on
// a file already removed, while another ezd locks a new one at the same path. So after
// taking it, acquire checks that the path still names the locked file: a second lock on
// the path then fails, being refused by the first. If it succeeds, the first was on a
// removed file, and acquire tries again.
func acquire(dir, name string) (*flock.Flock, error) {
	path := lockPath(dir, name)
	for range 10 {
		if _, err := checkRegular(path, "ezd's lock file"); err != nil {
			return nil, fmt.Errorf("cannot lock battle %s: %w", name, err)
		}
		lock := flock.New(path)
		ok, err := lock.TryLock()
		if err != nil {
			return nil, fmt.Errorf("cannot lock battle %s: %w", name, err)
		}
		if !ok {
			return nil, &battleError{ErrBusy, fmt.Sprintf("battle %s is open in another ezd", name)}
		}
		probe := flock.New(path)
		stale, err := probe.TryLock()
		probe.Close() // its own descriptor: closing it leaves lock's lock alone
		if err != nil || !stale {
			return lock, nil // the path names the file locked (or cannot be checked)
		}
		lock.Close()
	}
	return nil, &battleError{ErrBusy, fmt.Sprintf("battle %s is being opened and closed by another ezd: try again", name)}
}

// release removes the lock file of a battle whose Open or Create failed, so that no
// stale lock file is left (docs/development.md), and releases the lock. Removing it while it is
// held keeps another ezd from locking it in between; acquire copes with one that locked
// it just before.
func release(dir, name string, lock *flock.Flock) {
	os.Remove(lockPath(dir, name))
	lock.Close()
}

// Name returns the battle's name.
func (j *Journal) Name() string { return j.name }

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

// Reader returns the journal's kept lines as the file holds them, blank lines and all, so
// that a reader of events reports the file's own line numbers. It reads the file afresh;
// use it before the next Append or Rewrite.
func (j *Journal) Reader() io.Reader { return io.NewSectionReader(j.file, 0, j.size) }

// Close closes the journal and releases the battle's lock. Closing twice does nothing.
func (j *Journal) Close() error {
	if j.file == nil {
		return nil
	}
	err := j.file.Close()
	j.file = nil
	return errors.Join(err, j.lock.Close())
}
