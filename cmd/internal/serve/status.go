package serve

import (
	"bytes"
	"context"
	"net/http"
	"os"
	"sync"

	"github.com/ezd-game/ezd/cmd/internal/battles"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/journal"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/internal/web"
)

// GET LINK/status.json is byte for byte what `ezd battle status -b NAME --json` prints,
// made once for each state of the journal: a phone's every poll or board costs a look at
// the file, not a solve.

// statusCache keeps each battle's status.json for the journal it was made from.
type statusCache struct {
	s  *server
	mu sync.Mutex
	by map[string]*cachedStatus
}

// cachedStatus is one battle's: its lock makes one status at a time, which the requests
// waiting for it then share.
type cachedStatus struct {
	mu   sync.Mutex
	seen os.FileInfo
	body []byte
}

func newStatusCache(s *server) *statusCache {
	return &statusCache{s: s, by: map[string]*cachedStatus{}}
}

// unchanged reports whether the journal a and b saw is the same file, the same length,
// written at the same time: a step appends (size), an undo rewrites (a new file).
func unchanged(a, b os.FileInfo) bool {
	return a != nil && b != nil && os.SameFile(a, b) && a.Size() == b.Size() && a.ModTime().Equal(b.ModTime())
}

// get returns the battle's status.json and the battle it was made from.
func (c *statusCache) get(ctx context.Context, name string) ([]byte, error) {
	c.mu.Lock()
	cs, ok := c.by[name]
	if !ok {
		cs = &cachedStatus{}
		c.by[name] = cs
	}
	c.mu.Unlock()
	cs.mu.Lock()
	defer cs.mu.Unlock()
	before, err := os.Stat(journal.Path(c.s.dir, name))
	if err != nil {
		return nil, err
	}
	if unchanged(cs.seen, before) {
		return cs.body, nil
	}
	b, _, err := battles.Read(c.s.dir, name)
	if err != nil {
		return nil, err
	}
	body, err := statusBody(ctx, c.s.cache, b)
	if err != nil {
		return nil, err
	}
	if after, err := os.Stat(journal.Path(c.s.dir, name)); err == nil && unchanged(before, after) {
		cs.seen, cs.body = after, body
	}
	return body, nil
}

// statusBody is `battle status --json`'s output for the battle b.
func statusBody(ctx context.Context, cache battles.Cache, b *combat.Battle) ([]byte, error) {
	report, err := battles.Report(ctx, cache, b)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := cmdutil.WriteJSON(&buf, report); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func (s *server) statusJSON(w http.ResponseWriter, r *http.Request, l link) {
	body, err := s.status.get(r.Context(), l.name)
	if err != nil {
		s.failed(w, l, "status", err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Write(body)
}

// logJSON is `ezd battle log -b NAME --json`.
func (s *server) logJSON(w http.ResponseWriter, r *http.Request, l link) {
	b, _, err := battles.Read(s.dir, l.name)
	if err != nil {
		s.failed(w, l, "log", err)
		return
	}
	entries, err := battles.LogEntries(b, 1)
	if err != nil {
		s.failed(w, l, "log", err)
		return
	}
	web.WriteJSON(w, http.StatusOK, entries)
}

// battleList is `ezd battle list --json`, for the table link.
func (s *server) battleList(w http.ResponseWriter, r *http.Request) {
	rows, err := battles.List(s.dir)
	if err != nil {
		s.log.Printf("listing the battles: %v", err)
		web.Problem(w, http.StatusInternalServerError, "the battles cannot be listed: see the server's terminal")
		return
	}
	web.WriteJSON(w, http.StatusOK, rows)
}

// failed answers a request the server could not serve: the battle's journal cannot be
// read (damaged, gone) or written. The reason goes to the server's log, with the battle's
// name and the link's role, never its secret.
func (s *server) failed(w http.ResponseWriter, l link, what string, err error) {
	s.log.Printf("battle %s (%s link): %s: %v", l.name, l.role, what, err)
	web.Problem(w, http.StatusInternalServerError, "battle "+l.name+": "+what+" failed: see the server's terminal")
}
