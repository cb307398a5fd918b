package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Event is one event of a game's journal: its place (counted from 1, as `event N:` errors
// count) and its JSON, exactly as a journal file holds it.
type Event struct {
	Seq  int64
	JSON json.RawMessage
}

// Journal is a game's journal as Append's check sees it: under the write lock, so nothing
// is appended to it between the check and the write.
type Journal struct {
	ctx  context.Context
	tx   *sql.Tx
	game string
	n    int64
}

// Len is the number of events stored so far. A server that keeps the folded state in
// memory compares it with the number of events it has folded, and reads the rest with
// Since if another process appended some.
func (j *Journal) Len() int64 { return j.n }

// Since returns the events after the first n, in order.
func (j *Journal) Since(n int64) ([]Event, error) {
	return events(j.ctx, j.tx, j.game, n)
}

// Batch is what one accepted request appends: its events (an action, or the timed events
// that fell due before it, then it) and the webhook notices that tell of them.
type Batch struct {
	Events  []json.RawMessage
	Notices []Notice
}

// Append runs check under the game's write lock (one BEGIN IMMEDIATE transaction) and
// writes the batch it returns, all or nothing. check decides, from the folded state, whether
// the request is legal now; when it returns an error nothing is written and Append returns
// that error unchanged. Append returns the number of events in the journal afterwards.
func (s *Store) Append(ctx context.Context, game string, check func(*Journal) (Batch, error)) (int64, error) {
	var total int64
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		j := &Journal{ctx: ctx, tx: tx, game: game}
		var exists int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM games WHERE id = ?`, game).Scan(&exists); err != nil {
			return err
		}
		if exists == 0 {
			return ErrNotFound
		}
		if err := tx.QueryRowContext(ctx, `SELECT coalesce(max(seq), 0) FROM events WHERE game = ?`, game).Scan(&j.n); err != nil {
			return err
		}
		b, err := check(j)
		if err != nil {
			return err
		}
		for i, e := range b.Events {
			if !json.Valid(e) {
				return fmt.Errorf("event %d is not JSON", j.n+int64(i)+1)
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO events (game, seq, body) VALUES (?, ?, ?)`,
				game, j.n+int64(i)+1, string(e)); err != nil {
				return err
			}
		}
		for _, n := range b.Notices {
			if _, err := tx.ExecContext(ctx, `INSERT INTO notices (game, url, body, due) VALUES (?, ?, ?, ?)`,
				game, n.URL, string(n.Body), timeText(n.Due)); err != nil {
				return err
			}
		}
		total = j.n + int64(len(b.Events))
		return nil
	})
	return total, err
}

// Events returns a game's events after the first n, in order.
func (s *Store) Events(ctx context.Context, game string, after int64) ([]Event, error) {
	return events(ctx, s.db, game, after)
}

type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

func events(ctx context.Context, q querier, game string, after int64) ([]Event, error) {
	rows, err := q.QueryContext(ctx, `SELECT seq, body FROM events WHERE game = ? AND seq > ? ORDER BY seq`, game, after)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Event
	for rows.Next() {
		var e Event
		var body string
		if err := rows.Scan(&e.Seq, &body); err != nil {
			return nil, err
		}
		e.JSON = json.RawMessage(body)
		out = append(out, e)
	}
	return out, rows.Err()
}

// Notice is a webhook post waiting to be sent: written with the events it tells of, so a
// crash neither loses it nor sends it for an event that was never stored.
type Notice struct {
	ID       int64
	Game     string
	URL      string
	Body     json.RawMessage
	Attempts int
	// Due is when it should next be tried.
	Due time.Time
}

// DueNotices returns up to limit notices due at now, the earliest first.
func (s *Store) DueNotices(ctx context.Context, now time.Time, limit int) ([]Notice, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT id, game, url, body, attempts, due FROM notices WHERE due <= ? ORDER BY due, id LIMIT ?`,
		timeText(now), limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Notice
	for rows.Next() {
		var n Notice
		var body, due string
		if err := rows.Scan(&n.ID, &n.Game, &n.URL, &body, &n.Attempts, &due); err != nil {
			return nil, err
		}
		n.Body = json.RawMessage(body)
		if n.Due, err = parseTime(due); err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, rows.Err()
}

// NoticeDone forgets a notice that was sent, or given up on.
func (s *Store) NoticeDone(ctx context.Context, id int64) error {
	_, err := s.db.ExecContext(ctx, `DELETE FROM notices WHERE id = ?`, id)
	return err
}

// NoticeRetry counts a failed attempt and sets when to try again.
func (s *Store) NoticeRetry(ctx context.Context, id int64, due time.Time) error {
	res, err := s.db.ExecContext(ctx, `UPDATE notices SET attempts = attempts + 1, due = ? WHERE id = ?`, timeText(due), id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return errors.New("no such notice")
	}
	return nil
}
