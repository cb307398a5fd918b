package serve

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/ezd-game/ezd/cmd/internal/battles"
	"github.com/ezd-game/ezd/internal/web"
)

// GET LINK/events: server-sent events, one per line of the battle's journal, with id the
// line's number and data the line as `ezd battle log --json` prints it (event "step").
// A reconnect with Last-Event-ID gets the lines it missed. Besides: "open" (id the lines
// now) when a stream starts without Last-Event-ID, "undo" (id the lines left) when steps
// were taken back, and "hints" when the win chance or hints changed. Steps taken here
// wake the streams at once; steps taken with `ezd battle` in a terminal are seen by the
// watcher, which looks at the journal every 200 ms while a stream is open.

// keepAliveEvery is how often an idle stream sends a comment, so that proxies and phones
// keep it open.
const keepAliveEvery = 25 * time.Second

// eventCount is what "open" and "undo" carry: the journal's lines now.
type eventCount struct {
	Lines int `json:"lines"`
}

func (s *server) events(w http.ResponseWriter, r *http.Request, l link) {
	stream, err := web.OpenStream(w, r)
	if err != nil {
		status, reason := refusalOf(err)
		web.Problem(w, status, reason)
		return
	}
	wake, cancel := s.hub.Subscribe(l.name)
	defer cancel()
	defer s.watch.watch(l.name)()
	sent, resumed := stream.LastEventID()
	if !resumed {
		sent = -1
	}
	keepAlive := time.NewTicker(keepAliveEvery)
	defer keepAlive.Stop()
	notes := s.notes(l.name)
	for {
		var err error
		if sent, err = s.sendNew(stream, l, sent, &notes); err != nil {
			return // the phone went away, or the journal cannot be read: it reconnects
		}
		select {
		case <-wake:
		case <-keepAlive.C:
			if stream.KeepAlive() != nil {
				return
			}
		case <-r.Context().Done():
			return
		case <-s.done:
			return
		}
	}
}

// sendNew sends what the stream has not sent of the journal: the lines after sent, or an
// undo when the journal is shorter; "hints" when the battle's hints changed since notes.
// It returns the lines sent.
func (s *server) sendNew(stream *web.Stream, l link, sent int, notes *int) (int, error) {
	b, _, err := battles.Read(s.dir, l.name)
	if err != nil {
		return sent, err
	}
	n := len(b.Journal())
	switch {
	case sent < 0:
		return n, send(stream, n, "open", eventCount{n})
	case n < sent:
		return n, send(stream, n, "undo", eventCount{n})
	case n == sent:
		if now := s.notes(l.name); now != *notes {
			*notes = now
			return n, send(stream, n, "hints", eventCount{n})
		}
		return n, nil
	}
	entries, err := battles.LogEntries(b, sent+1)
	if err != nil {
		return sent, err
	}
	for _, e := range entries {
		if err := send(stream, e.Line, "step", e); err != nil {
			return sent, err
		}
		sent = e.Line
	}
	return sent, nil
}

func send(stream *web.Stream, id int, event string, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return stream.Send(id, event, data)
}
