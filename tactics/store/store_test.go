package store

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"pgregory.net/rapid"
)

var t0 = time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)

func openTemp(t *testing.T) (*Store, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "sub", "tactics.db")
	s, err := Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, path
}

func sampleGame(id string) (Game, string, map[string]string) {
	g := Game{
		ID:      id,
		Header:  json.RawMessage(`{"mode":"standard","side":8,"shrink":false,"timezone":"Europe/Berlin","roundSeconds":86400,"players":["ann","bob"]}`),
		Seed:    "seed-" + id,
		Players: []string{"ann", "bob"},
		Created: t0,
	}
	return g, "host-secret-" + id, map[string]string{"ann": "ann-secret-" + id, "bob": "bob-secret-" + id}
}

func mustCreate(t *testing.T, s *Store, id string) Game {
	t.Helper()
	g, host, secrets := sampleGame(id)
	if err := s.CreateGame(context.Background(), g, host, secrets); err != nil {
		t.Fatal(err)
	}
	return g
}

func TestMigrationsAreVersionedAndKept(t *testing.T) {
	ctx := context.Background()
	s, path := openTemp(t)
	v, err := s.Version(ctx)
	if err != nil || v != len(migrations) {
		t.Fatalf("version %d, %v; want %d", v, err, len(migrations))
	}
	g := mustCreate(t, s, "g1")
	s.Close()

	s2, err := Open(ctx, path)
	if err != nil {
		t.Fatalf("reopening: %v", err)
	}
	defer s2.Close()
	got, err := s2.Game(ctx, "g1")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(g, got); diff != "" {
		t.Errorf("game after reopening (-want +got):\n%s", diff)
	}

	if _, err := s2.db.Exec(fmt.Sprintf(`PRAGMA user_version = %d`, len(migrations)+1)); err != nil {
		t.Fatal(err)
	}
	s2.Close()
	if _, err := Open(ctx, path); err == nil {
		t.Error("a database from a newer ezd was opened; want a refusal")
	}
}

func TestWALAndImmediate(t *testing.T) {
	s, _ := openTemp(t)
	var mode string
	if err := s.db.QueryRow(`PRAGMA journal_mode`).Scan(&mode); err != nil || mode != "wal" {
		t.Errorf("journal_mode %q, %v; want wal", mode, err)
	}
}

func TestLinksAreStoredOnlyAsHashes(t *testing.T) {
	ctx := context.Background()
	s, path := openTemp(t)
	g, host, secrets := sampleGame("g1")
	if err := s.CreateGame(ctx, g, host, secrets); err != nil {
		t.Fatal(err)
	}
	for secret, want := range map[string]Link{
		host:           {Game: "g1"},
		secrets["ann"]: {Game: "g1", Player: "ann"},
		secrets["bob"]: {Game: "g1", Player: "bob"},
	} {
		got, err := s.Lookup(ctx, secret)
		if err != nil || got != want {
			t.Errorf("Lookup(%q) = %+v, %v; want %+v", secret, got, err, want)
		}
	}
	if !(Link{Game: "g1"}).Host() || (Link{Game: "g1", Player: "ann"}).Host() {
		t.Error("Host() is wrong")
	}
	if _, err := s.Lookup(ctx, "no-such-secret"); !errors.Is(err, ErrNotFound) {
		t.Errorf("unknown secret: %v, want ErrNotFound", err)
	}
	s.Close()
	for _, suffix := range []string{"", "-wal", "-shm"} {
		b, err := os.ReadFile(path + suffix)
		if err != nil {
			continue
		}
		for _, secret := range []string{host, secrets["ann"], secrets["bob"]} {
			if bytes.Contains(b, []byte(secret)) {
				t.Errorf("the secret %q is in %s", secret, filepath.Base(path+suffix))
			}
		}
	}
}

func TestRotateLink(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	g, _, secrets := sampleGame("g1")
	mustCreate(t, s, g.ID)
	if err := s.RotateLink(ctx, "g1", "ann", "ann-new"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Lookup(ctx, secrets["ann"]); !errors.Is(err, ErrNotFound) {
		t.Errorf("old link after rotation: %v, want ErrNotFound", err)
	}
	if l, err := s.Lookup(ctx, "ann-new"); err != nil || l.Player != "ann" {
		t.Errorf("new link: %+v, %v", l, err)
	}
	if l, err := s.Lookup(ctx, secrets["bob"]); err != nil || l.Player != "bob" {
		t.Errorf("bob's link after ann's rotation: %+v, %v", l, err)
	}
	if err := s.RotateLink(ctx, "g1", "cy", "cy-new"); !errors.Is(err, ErrNotFound) {
		t.Errorf("rotating a player who is not in the game: %v, want ErrNotFound", err)
	}
	if _, err := s.Lookup(ctx, "cy-new"); !errors.Is(err, ErrNotFound) {
		t.Error("a refused rotation left a link behind")
	}
}

func TestCreateGameIsAllOrNothing(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	g, host, secrets := sampleGame("g1")
	delete(secrets, "bob")
	secrets["cy"] = "cy-secret"
	if err := s.CreateGame(ctx, g, host, secrets); err == nil {
		t.Fatal("a game with a player without a link was stored")
	}
	if _, err := s.Game(ctx, "g1"); !errors.Is(err, ErrNotFound) {
		t.Errorf("after a failed create: %v, want ErrNotFound", err)
	}
	if _, err := s.Lookup(ctx, host); !errors.Is(err, ErrNotFound) {
		t.Errorf("after a failed create the host link opens something: %v", err)
	}
	mustCreate(t, s, "g2")
	g2, host2, secrets2 := sampleGame("g2")
	if err := s.CreateGame(ctx, g2, host2, secrets2); err == nil {
		t.Error("a second game with the same id was stored")
	}
}

func event(kind string, i int) json.RawMessage {
	return json.RawMessage(fmt.Sprintf(`{"at":"2026-12-01T09:00:%02dZ","kind":%q}`, i%60, kind))
}

func TestAppendWritesTheBatchOrNothing(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	mustCreate(t, s, "g1")
	n, err := s.Append(ctx, "g1", func(j *Journal) (Batch, error) {
		if j.Len() != 0 {
			t.Errorf("Len of a new game = %d", j.Len())
		}
		return Batch{
			Events:  []json.RawMessage{event("started", 0), event("placed", 1)},
			Notices: []Notice{{URL: "http://127.0.0.1:1/hook", Body: json.RawMessage(`{"content":"started"}`), Due: t0}},
		}, nil
	})
	if err != nil || n != 2 {
		t.Fatalf("Append = %d, %v; want 2, nil", n, err)
	}
	refused := errors.New("TT6: not adjacent")
	_, err = s.Append(ctx, "g1", func(j *Journal) (Batch, error) {
		return Batch{Events: []json.RawMessage{event("move", 2)}, Notices: []Notice{{URL: "x", Body: json.RawMessage(`{}`), Due: t0}}}, refused
	})
	if !errors.Is(err, refused) {
		t.Errorf("a refused check returned %v, want the check's error", err)
	}
	_, err = s.Append(ctx, "g1", func(j *Journal) (Batch, error) {
		return Batch{Events: []json.RawMessage{event("move", 3), json.RawMessage(`{"at":`)}}, nil
	})
	if err == nil {
		t.Error("an event that is not JSON was written")
	}
	got, err := s.Events(ctx, "g1", 0)
	if err != nil {
		t.Fatal(err)
	}
	want := []Event{{1, event("started", 0)}, {2, event("placed", 1)}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("journal (-want +got):\n%s", diff)
	}
	notices, err := s.DueNotices(ctx, t0, 10)
	if err != nil || len(notices) != 1 {
		t.Fatalf("notices = %v, %v; want the one of the accepted batch", notices, err)
	}
	if _, err := s.Append(ctx, "nope", func(*Journal) (Batch, error) { return Batch{}, nil }); !errors.Is(err, ErrNotFound) {
		t.Errorf("appending to an unknown game: %v, want ErrNotFound", err)
	}
}

func TestJournalIsAppendOnly(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	mustCreate(t, s, "g1")
	if _, err := s.Append(ctx, "g1", func(*Journal) (Batch, error) {
		return Batch{Events: []json.RawMessage{event("started", 0)}}, nil
	}); err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`UPDATE events SET body = '{}' WHERE game = 'g1'`,
		`DELETE FROM events WHERE game = 'g1'`,
	} {
		if _, err := s.db.Exec(q); err == nil {
			t.Errorf("%s was allowed", q)
		}
	}
	if got, _ := s.Events(ctx, "g1", 0); len(got) != 1 {
		t.Errorf("journal has %d events, want 1", len(got))
	}
}

// TestNoAPSpentTwice is the reason for BEGIN IMMEDIATE: many requests from two processes'
// worth of connections race to spend a player's 5 AP, each checked against the journal as
// it is under the lock; exactly 5 are accepted, whatever the interleaving.
func TestNoAPSpentTwice(t *testing.T) {
	ctx := context.Background()
	s1, path := openTemp(t)
	s2, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	mustCreate(t, s1, "g1")
	const ap, tries = 5, 24
	errNoAP := errors.New("no AP left")
	var wg sync.WaitGroup
	var mu sync.Mutex
	accepted := 0
	for i := range tries {
		wg.Add(1)
		go func(s *Store) {
			defer wg.Done()
			_, err := s.Append(ctx, "g1", func(j *Journal) (Batch, error) {
				spent, err := j.Since(0)
				if err != nil {
					return Batch{}, err
				}
				if int64(len(spent)) != j.Len() {
					return Batch{}, fmt.Errorf("Since(0) gave %d events, Len %d", len(spent), j.Len())
				}
				if len(spent) >= ap {
					return Batch{}, errNoAP
				}
				return Batch{Events: []json.RawMessage{event("attack", len(spent))}}, nil
			})
			switch {
			case err == nil:
				mu.Lock()
				accepted++
				mu.Unlock()
			case !errors.Is(err, errNoAP):
				t.Error(err)
			}
		}([]*Store{s1, s2}[i%2])
	}
	wg.Wait()
	if accepted != ap {
		t.Errorf("%d spends accepted, want %d", accepted, ap)
	}
	got, _ := s1.Events(ctx, "g1", 0)
	for i, e := range got {
		if e.Seq != int64(i+1) {
			t.Errorf("event %d has seq %d", i+1, e.Seq)
		}
	}
}

func TestEventsSinceIsTheSuffix(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	mustCreate(t, s, "g1")
	rapid.Check(t, func(t *rapid.T) {
		before, _ := s.Events(ctx, "g1", 0)
		batch := rapid.SliceOfN(rapid.SampledFrom([]string{"move", "attack", "heart"}), 0, 4).Draw(t, "batch")
		var evs []json.RawMessage
		for i, k := range batch {
			evs = append(evs, event(k, len(before)+i))
		}
		n, err := s.Append(ctx, "g1", func(*Journal) (Batch, error) { return Batch{Events: evs}, nil })
		if err != nil {
			t.Fatal(err)
		}
		if n != int64(len(before)+len(evs)) {
			t.Fatalf("Append said %d events, want %d", n, len(before)+len(evs))
		}
		k := rapid.Int64Range(0, n).Draw(t, "after")
		all, _ := s.Events(ctx, "g1", 0)
		tail, _ := s.Events(ctx, "g1", k)
		if diff := cmp.Diff(all[k:], tail, cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("Events(after %d) is not the suffix:\n%s", k, diff)
		}
	})
}

func TestWebhooksAndNotices(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	mustCreate(t, s, "g1")
	if err := s.SetWebhook(ctx, "g1", "", "https://chat.example/game"); err != nil {
		t.Fatal(err)
	}
	if err := s.SetWebhook(ctx, "g1", "bob", "https://chat.example/bob"); err != nil {
		t.Fatal(err)
	}
	if err := s.SetWebhook(ctx, "g1", "cy", "x"); !errors.Is(err, ErrNotFound) {
		t.Errorf("webhook of an unknown player: %v", err)
	}
	g, _ := s.Game(ctx, "g1")
	hooks, _ := s.Webhooks(ctx, "g1")
	if g.Webhook != "https://chat.example/game" || !cmp.Equal(hooks, map[string]string{"bob": "https://chat.example/bob"}) {
		t.Errorf("webhooks: game %q, players %v", g.Webhook, hooks)
	}

	_, err := s.Append(ctx, "g1", func(*Journal) (Batch, error) {
		return Batch{Notices: []Notice{
			{URL: "b", Body: json.RawMessage(`{"content":"2"}`), Due: t0.Add(2 * time.Second)},
			{URL: "a", Body: json.RawMessage(`{"content":"1"}`), Due: t0.Add(500 * time.Millisecond)},
			{URL: "c", Body: json.RawMessage(`{"content":"3"}`), Due: t0.Add(time.Hour)},
		}}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	due, _ := s.DueNotices(ctx, t0.Add(2*time.Second), 10)
	if len(due) != 2 || due[0].URL != "a" || due[1].URL != "b" {
		t.Fatalf("due notices %+v; want a then b", due)
	}
	if err := s.NoticeRetry(ctx, due[0].ID, t0.Add(3*time.Hour)); err != nil {
		t.Fatal(err)
	}
	if err := s.NoticeDone(ctx, due[1].ID); err != nil {
		t.Fatal(err)
	}
	later, _ := s.DueNotices(ctx, t0.Add(5*time.Hour), 10)
	if len(later) != 2 || later[0].URL != "c" || later[1].URL != "a" || later[1].Attempts != 1 {
		t.Errorf("after a retry and a done: %+v", later)
	}
	if err := s.NoticeRetry(ctx, 9999, t0); err == nil {
		t.Error("retrying a notice that does not exist succeeded")
	}
}

func TestBotsHaveNoLinks(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	g, host, secrets := sampleGame("g1")
	g.Header = json.RawMessage(`{"mode":"standard","side":8,"shrink":false,"timezone":"UTC","roundSeconds":86400,"players":["ann","bob","hunter1"]}`)
	g.Players = []string{"ann", "bob", "hunter1"}
	g.Bots = map[string]string{"hunter1": "hunter"}
	withLink := map[string]string{"ann": secrets["ann"], "bob": secrets["bob"], "hunter1": "hunter-secret"}
	if err := s.CreateGame(ctx, g, host, withLink); err == nil {
		t.Error("a bot's seat was given a link")
	}
	if err := s.CreateGame(ctx, g, host, secrets); err != nil {
		t.Fatal(err)
	}
	got, err := s.Game(ctx, "g1")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(g, got); diff != "" {
		t.Errorf("a game with a bot, stored and read (-want +got):\n%s", diff)
	}
	var links int
	s.db.QueryRow(`SELECT count(*) FROM links WHERE game = 'g1'`).Scan(&links)
	if links != 3 {
		t.Errorf("%d links, want the host's, ann's and bob's", links)
	}
	if err := s.RotateLink(ctx, "g1", "hunter1", "new"); !errors.Is(err, ErrBot) {
		t.Errorf("rotating a bot's link: %v, want ErrBot", err)
	}
}

func TestMigrationFromVersion1KeepsGames(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "v1.db")
	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	// Make the database a version 1 one with a game, as a server of yesterday left it.
	s.db.Exec(`DROP TABLE players`)
	s.db.Exec(`CREATE TABLE players (game TEXT NOT NULL REFERENCES games(id), name TEXT NOT NULL, seat INTEGER NOT NULL,
		webhook TEXT NOT NULL DEFAULT '', PRIMARY KEY (game, name)) WITHOUT ROWID`)
	s.db.Exec(`PRAGMA user_version = 1`)
	g, _, _ := sampleGame("g1")
	s.db.Exec(`INSERT INTO games (id, header, seed, webhook, created) VALUES ('g1', ?, ?, '', ?)`, string(g.Header), g.Seed, timeText(g.Created))
	s.db.Exec(`INSERT INTO players (game, name, seat) VALUES ('g1', 'ann', 0), ('g1', 'bob', 1)`)
	s.Close()
	s, err = Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if v, _ := s.Version(ctx); v != len(migrations) {
		t.Errorf("version %d after opening, want %d", v, len(migrations))
	}
	got, err := s.Game(ctx, "g1")
	if err != nil || !slices.Equal(got.Players, []string{"ann", "bob"}) || got.Bots != nil {
		t.Errorf("the version 1 game after migrating: %+v, %v", got, err)
	}
}
