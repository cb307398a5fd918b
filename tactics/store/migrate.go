package store

import (
	"context"
	"database/sql"
	"fmt"
)

// migrations are the schema's versions, applied in order; PRAGMA user_version says how many
// a database has. A released migration is never edited: a change is a new one at the end.
var migrations = []string{
	// 1: games, links, the journal and the webhook outbox.
	`CREATE TABLE games (
		id      TEXT PRIMARY KEY,
		header  TEXT NOT NULL,          -- the journal's "game" object (docs/tactics.md)
		seed    TEXT NOT NULL,          -- shown only when the game has ended
		webhook TEXT NOT NULL DEFAULT '',
		created TEXT NOT NULL
	);
	CREATE TABLE players (
		game    TEXT NOT NULL REFERENCES games(id),
		name    TEXT NOT NULL,
		seat    INTEGER NOT NULL,           -- the order of the header's players
		webhook TEXT NOT NULL DEFAULT '',
		PRIMARY KEY (game, name)
	) WITHOUT ROWID;
	-- A link is stored only as the SHA-256 of its secret.
	CREATE TABLE links (
		hash   BLOB PRIMARY KEY CHECK (length(hash) = 32),
		game   TEXT NOT NULL REFERENCES games(id),
		player TEXT NOT NULL DEFAULT ''  -- '' is the host
	) WITHOUT ROWID;
	CREATE INDEX links_by_player ON links (game, player);
	-- The journal (TT15): append-only, one row per event, numbered from 1 in each game.
	CREATE TABLE events (
		game TEXT NOT NULL REFERENCES games(id),
		seq  INTEGER NOT NULL CHECK (seq >= 1),
		body TEXT NOT NULL,
		PRIMARY KEY (game, seq)
	) WITHOUT ROWID;
	CREATE TRIGGER events_no_update BEFORE UPDATE ON events
		BEGIN SELECT RAISE(ABORT, 'the journal is append-only'); END;
	CREATE TRIGGER events_no_delete BEFORE DELETE ON events
		BEGIN SELECT RAISE(ABORT, 'the journal is append-only'); END;
	-- Webhook notices, written in the transaction of the events they tell of, sent later.
	CREATE TABLE notices (
		id       INTEGER PRIMARY KEY,
		game     TEXT NOT NULL REFERENCES games(id),
		url      TEXT NOT NULL,
		body     TEXT NOT NULL,
		attempts INTEGER NOT NULL DEFAULT 0,
		due      TEXT NOT NULL
	);
	CREATE INDEX notices_by_due ON notices (due);`,
	// 2: bots in seats (ezd tactics new --bots): the bot's name, '' for a person. A bot's
	// seat has no link.
	`ALTER TABLE players ADD COLUMN bot TEXT NOT NULL DEFAULT '';`,
}

// migrate brings the schema up to the newest version, one transaction per version, and
// refuses a database written by a newer ezd rather than guess at its tables.
func (s *Store) migrate(ctx context.Context) error {
	var have int
	if err := s.db.QueryRowContext(ctx, `PRAGMA user_version`).Scan(&have); err != nil {
		return err
	}
	if have > len(migrations) {
		return fmt.Errorf("its schema is version %d, newer than this ezd knows (%d): use a newer ezd", have, len(migrations))
	}
	for v := have; v < len(migrations); v++ {
		err := s.inTx(ctx, func(tx *sql.Tx) error {
			// Read again under the write lock: another process may have migrated meanwhile.
			var now int
			if err := tx.QueryRowContext(ctx, `PRAGMA user_version`).Scan(&now); err != nil {
				return err
			}
			if now > v {
				return nil
			}
			if _, err := tx.ExecContext(ctx, migrations[v]); err != nil {
				return fmt.Errorf("migration %d: %w", v+1, err)
			}
			_, err := tx.ExecContext(ctx, fmt.Sprintf(`PRAGMA user_version = %d`, v+1))
			return err
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// Version returns the schema version of the open database.
func (s *Store) Version(ctx context.Context) (int, error) {
	var v int
	err := s.db.QueryRowContext(ctx, `PRAGMA user_version`).Scan(&v)
	return v, err
}
