package server

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/gofrs/flock"

	"github.com/ezd-game/ezd/cmd/internal/referee"
)

// One server per database (issue 30, item 7): a second server on the same file would
// serve the state it read at its start while the first wrote on. The server holds an
// exclusive lock on DB.lock while it runs (flock on Unix, LockFileEx on Windows: released
// by the system when the process ends, however it ends) and writes its process id there,
// after a first byte that the lock covers on Windows, so a second one can say who holds it.

// dbLock is the lock of a database that this server holds.
type dbLock struct {
	path string
	lock *flock.Flock
}

// lockDatabase takes the lock of the database at db, or says which server holds it. Like
// the battles' journal lock, it checks after locking that the path still names the file
// locked, since a server that stops removes its lock file.
func lockDatabase(db string) (*dbLock, error) {
	path := db + ".lock"
	for range 10 {
		lock := flock.New(path, flock.SetPermissions(0o600))
		ok, err := lock.TryLock()
		if err != nil {
			return nil, fmt.Errorf("cannot lock the database %s: %w", db, err)
		}
		if !ok {
			return nil, busy(db, path)
		}
		held, err1 := lock.Stat()
		named, err2 := os.Stat(path)
		if err1 == nil && err2 == nil && !os.SameFile(held, named) || errors.Is(err2, os.ErrNotExist) {
			lock.Close() // a stopping server removed it after it was opened here: again
			continue
		}
		l := &dbLock{path: path, lock: lock}
		if err := l.writePID(); err != nil {
			l.release()
			return nil, fmt.Errorf("cannot lock the database %s: %w", db, err)
		}
		return l, nil
	}
	return nil, fmt.Errorf("cannot lock the database %s: other servers keep starting and stopping on it; try again", db)
}

// writePID writes " PID\n": the first byte is the one the lock covers on Windows.
func (l *dbLock) writePID() error {
	f, err := os.OpenFile(l.path, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	defer f.Close()
	text := " " + strconv.Itoa(os.Getpid()) + "\n"
	if _, err := f.WriteAt([]byte(text[1:]), 1); err != nil {
		return err
	}
	return f.Truncate(int64(len(text)))
}

// busy says which server holds the lock, by the process id it wrote.
func busy(db, path string) error {
	pid := ""
	if f, err := os.Open(path); err == nil {
		b := make([]byte, 24)
		n, _ := f.ReadAt(b, 1) // io.EOF with the whole text: it is shorter than b
		f.Close()
		if id, err := strconv.Atoi(strings.TrimSpace(string(b[:n]))); err == nil && id > 0 {
			pid = fmt.Sprintf(" (pid %d)", id)
		}
	}
	return fmt.Errorf("another %s%s serves this database (%s): stop it first, or give --db another file", referee.Program, pid, db)
}

// release removes the lock file and then releases the lock, so no lock file is left;
// a server starting in between finds the path gone and tries again.
func (l *dbLock) release() {
	os.Remove(l.path)
	l.lock.Close()
}
