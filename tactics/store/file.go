package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// ErrGone is returned, wrapped with the reason, when the database is no longer the file
// the store opened: it was deleted, or another file put in its place, while the server
// ran. What is written then would be lost at the next start, so nothing is acknowledged:
// the web layer answers 503 with the reason.
var ErrGone = errors.New("the database is gone")

// files are the database's file and its write-ahead log as the store opened them, to
// notice a file deleted or replaced under it (the same path, another file).
type files struct {
	paths []string
	infos []fs.FileInfo
}

// createPrivate creates the database file, readable and writable by its owner only
// (0600): it holds every game's seed and webhooks. SQLite gives its WAL and shared-memory
// files the mode of the database file. An existing file is left as it is.
func createPrivate(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("cannot create the database %s: %w", path, err)
	}
	return f.Close()
}

// probeWrite writes to the database (its schema version, unchanged) and so refuses one
// that can be read but not written: a server on it would say it serves and then fail
// every action.
func probeWrite(ctx context.Context, db *sql.DB) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var v int
	if err := tx.QueryRowContext(ctx, `PRAGMA user_version`).Scan(&v); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, fmt.Sprintf(`PRAGMA user_version = %d`, v)); err != nil {
		return err
	}
	return tx.Commit()
}

// remember notes which files the database and its WAL are now.
func remember(paths ...string) (files, error) {
	f := files{paths: paths}
	for _, p := range paths {
		fi, err := os.Stat(p)
		if err != nil {
			return files{}, err
		}
		f.infos = append(f.infos, fi)
	}
	return f, nil
}

// check returns ErrGone, with the reason, when a path no longer names the file it named
// when the store opened it (compared by device and inode, or the volume and file index).
func (f files) check() error {
	for i, p := range f.paths {
		fi, err := os.Stat(p)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return fmt.Errorf("%w: %s was deleted while the server ran; nothing was written: stop the server and restore the file (or start afresh)", ErrGone, p)
		case err != nil:
			return fmt.Errorf("%w: %s cannot be checked (%v); nothing was written", ErrGone, p, err)
		case !os.SameFile(fi, f.infos[i]):
			return fmt.Errorf("%w: %s was replaced by another file while the server ran; nothing was written: stop the server and restart it", ErrGone, p)
		}
	}
	return nil
}

// Check returns ErrGone, with the reason, when the database or its WAL is no longer the
// file the store opened. Every write checks it before it commits and again before it
// returns, so a write to a deleted database is never acknowledged; a server checks it to
// answer reads too.
func (s *Store) Check() error { return s.files.check() }
