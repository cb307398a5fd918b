package store

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Game is a game as the store keeps it: everything but its journal.
type Game struct {
	// ID names the game in the database and in exported file names; it is not a secret.
	ID string
	// Header is the journal's "game" object (docs/tactics.md), as JSON.
	Header json.RawMessage
	// Seed is the seed of every random outcome, fixed when the game is made; the server
	// shows its SHA-256 from the start and the seed itself only once the game has ended.
	Seed string
	// Webhook is the URL that the game's notices are posted to, or "".
	Webhook string
	// Players are the seats' names, in the order of the header.
	Players []string
	// Bots maps the name of each seat a bot plays to the bot's name; those seats have no
	// link. Nil when people play every seat.
	Bots map[string]string
	// Created is when the game was made.
	Created time.Time
}

// Link is what a capability link opens: the host's page of a game, or one player's.
type Link struct {
	Game string
	// Player is the player's name, or "" for the host.
	Player string
}

// Host reports whether the link is the host's.
func (l Link) Host() bool { return l.Player == "" }

// hashSecret is the only form in which a link's secret reaches the database.
func hashSecret(secret string) []byte {
	h := sha256.Sum256([]byte(secret))
	return h[:]
}

// CreateGame stores a new game with its host link and one link per player that a person
// plays (secrets maps a player's name to their link's secret); a seat in g.Bots has no
// link. The secrets themselves are never stored: only their SHA-256.
func (s *Store) CreateGame(ctx context.Context, g Game, hostSecret string, secrets map[string]string) error {
	if g.ID == "" || len(g.Header) == 0 || hostSecret == "" {
		return errors.New("a game needs an id, a header and a host link")
	}
	if len(secrets)+len(g.Bots) != len(g.Players) {
		return errors.New("every player needs exactly one link or one bot")
	}
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx,
			`INSERT INTO games (id, header, seed, webhook, created) VALUES (?, ?, ?, ?, ?)`,
			g.ID, string(g.Header), g.Seed, g.Webhook, timeText(g.Created)); err != nil {
			return fmt.Errorf("cannot store the game: %w", err)
		}
		if err := insertLink(ctx, tx, hostSecret, Link{Game: g.ID}); err != nil {
			return err
		}
		for seat, name := range g.Players {
			bot := g.Bots[name]
			if _, err := tx.ExecContext(ctx, `INSERT INTO players (game, name, seat, bot) VALUES (?, ?, ?, ?)`,
				g.ID, name, seat, bot); err != nil {
				return fmt.Errorf("cannot store player %q: %w", name, err)
			}
			secret, ok := secrets[name]
			switch {
			case bot != "" && ok:
				return fmt.Errorf("player %q is a bot and has a link", name)
			case bot != "":
				continue
			case !ok || secret == "":
				return fmt.Errorf("no link for player %q", name)
			}
			if err := insertLink(ctx, tx, secret, Link{Game: g.ID, Player: name}); err != nil {
				return err
			}
		}
		return nil
	})
}

func insertLink(ctx context.Context, tx *sql.Tx, secret string, l Link) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO links (hash, game, player) VALUES (?, ?, ?)`,
		hashSecret(secret), l.Game, l.Player)
	if err != nil {
		return fmt.Errorf("cannot store a link: %w", err)
	}
	return nil
}

// Lookup returns what the link with this secret opens, or ErrNotFound. The database is
// searched by the secret's hash, and the hash found is compared again in constant time,
// so neither the index nor the comparison tells an attacker how close a guess came.
func (s *Store) Lookup(ctx context.Context, secret string) (Link, error) {
	want := hashSecret(secret)
	var got []byte
	var l Link
	err := s.db.QueryRowContext(ctx, `SELECT hash, game, player FROM links WHERE hash = ?`, want).
		Scan(&got, &l.Game, &l.Player)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && subtle.ConstantTimeCompare(got, want) != 1) {
		return Link{}, ErrNotFound
	}
	if err != nil {
		return Link{}, err
	}
	return l, nil
}

// RotateLink gives a player a new link and makes their old one (every old one) open
// nothing, in one transaction. A seat that a bot plays has no link to rotate (ErrBot).
func (s *Store) RotateLink(ctx context.Context, game, player, secret string) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		var bot string
		err := tx.QueryRowContext(ctx, `SELECT bot FROM players WHERE game = ? AND name = ?`, game, player).Scan(&bot)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		if bot != "" {
			return ErrBot
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM links WHERE game = ? AND player = ?`, game, player); err != nil {
			return err
		}
		return insertLink(ctx, tx, secret, Link{Game: game, Player: player})
	})
}

// Game returns the game with this id, or ErrNotFound.
func (s *Store) Game(ctx context.Context, id string) (Game, error) {
	games, err := s.games(ctx, `WHERE id = ?`, id)
	if err != nil {
		return Game{}, err
	}
	if len(games) == 0 {
		return Game{}, ErrNotFound
	}
	return games[0], nil
}

// Games returns every game, oldest first: a server folds each on start (TT14's catch-up).
func (s *Store) Games(ctx context.Context) ([]Game, error) {
	return s.games(ctx, `ORDER BY created, id`)
}

func (s *Store) games(ctx context.Context, where string, args ...any) ([]Game, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, header, seed, webhook, created FROM games `+where, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var games []Game
	for rows.Next() {
		var g Game
		var header, created string
		if err := rows.Scan(&g.ID, &header, &g.Seed, &g.Webhook, &created); err != nil {
			return nil, err
		}
		g.Header = json.RawMessage(header)
		if g.Created, err = parseTime(created); err != nil {
			return nil, fmt.Errorf("game %s: bad creation time: %w", g.ID, err)
		}
		games = append(games, g)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for i := range games {
		if games[i].Players, games[i].Bots, err = s.playerNames(ctx, games[i].ID); err != nil {
			return nil, err
		}
	}
	return games, nil
}

// playerNames lists a game's players in the order they were stored (the header's), and
// the bots of the seats that bots play (nil for none).
func (s *Store) playerNames(ctx context.Context, game string) ([]string, map[string]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT name, bot FROM players WHERE game = ? ORDER BY seat`, game)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	var names []string
	var bots map[string]string
	for rows.Next() {
		var n, bot string
		if err := rows.Scan(&n, &bot); err != nil {
			return nil, nil, err
		}
		names = append(names, n)
		if bot != "" {
			if bots == nil {
				bots = map[string]string{}
			}
			bots[n] = bot
		}
	}
	return names, bots, rows.Err()
}

// SetWebhook sets the URL that a player's own notices go to ("" for none); with player ""
// it sets the game's.
func (s *Store) SetWebhook(ctx context.Context, game, player, url string) error {
	var res sql.Result
	var err error
	if player == "" {
		res, err = s.db.ExecContext(ctx, `UPDATE games SET webhook = ? WHERE id = ?`, url, game)
	} else {
		res, err = s.db.ExecContext(ctx, `UPDATE players SET webhook = ? WHERE game = ? AND name = ?`, url, game, player)
	}
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return s.Check()
}

// Webhooks returns the webhook of each player of a game who gave one, by name.
func (s *Store) Webhooks(ctx context.Context, game string) (map[string]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT name, webhook FROM players WHERE game = ? AND webhook != ''`, game)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	hooks := map[string]string{}
	for rows.Next() {
		var name, hook string
		if err := rows.Scan(&name, &hook); err != nil {
			return nil, err
		}
		hooks[name] = hook
	}
	return hooks, rows.Err()
}
