// Package store keeps Tank Turn Tactics games in SQLite (modernc.org/sqlite, pure Go, so
// CGO_ENABLED=0 builds for Windows and macOS keep working): each game's header and seed,
// the hashes of its capability links, and its journal (TT15) as an append-only table of
// events, each the JSON that a journal file holds for it.
//
// The store holds no rule. An action is appended by Append, which runs the caller's check
// of the action against the folded state inside the same BEGIN IMMEDIATE transaction that
// writes it, so two requests can never both spend the same AP, and a timed event (an AP
// moment, a round's end) is written once, in the transaction that is also its marker.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"time"

	_ "modernc.org/sqlite" // the pure-Go driver, registered as "sqlite"
)

// ErrNotFound is returned for a game, link or event that the store does not hold. The web
// layer answers it with 404 and never says which part was missing.
var ErrNotFound = errors.New("not found")

// ErrBot is returned for a link asked of a seat that a bot plays: bots have none.
var ErrBot = errors.New("a bot plays that seat")

// Store is an open database of games. It is safe for concurrent use.
type Store struct {
	db *sql.DB
	// pin is a connection held open while the store is: SQLite removes the WAL when its
	// last connection closes, and the store must find the same WAL file as long as it runs.
	pin   *sql.Conn
	files files
}

// Open opens (creating it and its folder if needed, the file 0600) the database at path and
// brings its schema up to date. A database it cannot write is refused, saying why. The database runs in WAL mode, so pages read while an action is
// written, with synchronous=FULL, so an acknowledged action survives a crash or a power cut,
// and every transaction begins IMMEDIATE, taking the write lock before it reads anything.
func Open(ctx context.Context, path string) (*Store, error) {
	if path == "" {
		return nil, errors.New("no database path given")
	}
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return nil, fmt.Errorf("cannot make the database's folder: %w", err)
		}
	}
	if err := createPrivate(path); err != nil {
		return nil, err
	}
	q := url.Values{}
	for _, p := range []string{"journal_mode(WAL)", "synchronous(FULL)", "busy_timeout(10000)", "foreign_keys(1)"} {
		q.Add("_pragma", p)
	}
	q.Set("_txlock", "immediate")
	dsn := "file:" + (&url.URL{Path: path}).EscapedPath() + "?" + q.Encode()
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("cannot open the database %s: %w", path, err)
	}
	s := &Store{db: db}
	if err := s.migrate(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("cannot open the database %s: %w", path, err)
	}
	if err := probeWrite(ctx, db); err != nil {
		db.Close()
		return nil, fmt.Errorf("cannot write the database %s (%v): the server must be able to write it and its folder; check their owner and permissions", path, err)
	}
	if s.pin, err = db.Conn(ctx); err == nil {
		s.files, err = remember(path, path+"-wal")
	}
	if err != nil {
		s.Close()
		return nil, fmt.Errorf("cannot open the database %s: %w", path, err)
	}
	return s, nil
}

// Close closes the database.
func (s *Store) Close() error {
	if s.pin != nil {
		s.pin.Close()
	}
	return s.db.Close()
}

// inTx runs fn in one transaction (BEGIN IMMEDIATE, from the DSN), committing when fn
// returns nil and the database is still the file opened (Check), before and after the
// commit: a write to a deleted database is never reported done.
func (s *Store) inTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return err
	}
	if err := s.Check(); err != nil {
		tx.Rollback()
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	return s.Check()
}

// timeLayout is how moments are kept in the database: RFC 3339 in UTC with a fixed number
// of digits, so that text order is time order (notices are sorted by it).
const timeLayout = "2006-01-02T15:04:05.000000000Z"

func timeText(t time.Time) string { return t.UTC().Format(timeLayout) }

func parseTime(s string) (time.Time, error) { return time.Parse(time.RFC3339Nano, s) }
