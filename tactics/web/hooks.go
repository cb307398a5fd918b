package web

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"time"

	"github.com/ezd-game/ezd/tactics/store"
)

// Webhook retries: a failing webhook is tried again after each of these waits, then given
// up on. It never holds up the game: notices are stored with their events and sent later.
var hookRetries = []time.Duration{30 * time.Second, 2 * time.Minute, 10 * time.Minute, time.Hour}

// hookBody is what a webhook receives: chat services (Discord, Slack-compatible, Mattermost)
// show "content" (Slack's "text" too).
type hookBody struct {
	Content string `json:"content"`
	Text    string `json:"text"`
	Game    string `json:"game"`
	Seq     int    `json:"seq"`
	Kind    string `json:"kind"`
}

// notices are the webhook posts that new history lines call for: the game's webhook hears
// of round starts, AP moments, downings and the end; a player's own webhook hears of what
// happens to them. Votes are never told (TT10).
func (s *Server) notices(t *table, lines []entry, now time.Time) []store.Notice {
	game, players := t.hooks[""], t.hooks
	var out []store.Notice
	add := func(url string, e entry, text string) {
		b, _ := json.Marshal(hookBody{Content: text, Text: text, Game: t.id, Seq: e.Seq, Kind: string(e.Kind)})
		out = append(out, store.Notice{URL: url, Body: b, Due: now})
	}
	for _, e := range lines {
		if e.Kind == "vote" {
			continue
		}
		if game != "" && e.Big {
			add(game, e, "Tank Turn Tactics: "+e.Text)
		}
		told := map[string]bool{}
		for _, name := range e.Who {
			if hook := players[name]; name != "" && hook != "" && !told[name] {
				told[name] = true
				add(hook, e, "Tank Turn Tactics, for "+name+": "+e.Text)
			}
		}
	}
	return out
}

// sendNotices posts the notices that are due, each with a short timeout, and schedules a
// retry for each that fails.
func (s *Server) sendNotices(ctx context.Context) {
	due, err := s.store.DueNotices(ctx, s.clock.Now(), 20)
	if err != nil {
		s.logf("webhooks: %v", err)
		return
	}
	for _, n := range due {
		ok := s.post(ctx, n)
		switch {
		case ok || n.Attempts >= len(hookRetries):
			if !ok {
				s.logf("webhook of game %s: given up after %d attempts", n.Game, n.Attempts+1)
			}
			err = s.store.NoticeDone(ctx, n.ID)
		default:
			err = s.store.NoticeRetry(ctx, n.ID, s.clock.Now().Add(hookRetries[n.Attempts]))
		}
		if err != nil {
			s.logf("webhooks: %v", err)
		}
	}
}

// clientFor is the client that may post a notice: the game's, which may reach the home
// network when the server allows it, for the game's webhook; the players' for any other.
func (s *Server) clientFor(n store.Notice) *http.Client {
	t, err := s.table(n.Game)
	if err != nil {
		return s.hookClient
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if game := t.hooks[""]; game != "" && n.URL == game {
		return s.gameClient
	}
	return s.hookClient
}

func (s *Server) post(ctx context.Context, n store.Notice) bool {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, n.URL, bytes.NewReader(n.Body))
	if err != nil {
		return false
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := s.clientFor(n).Do(req)
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode < 300
}
