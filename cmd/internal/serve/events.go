package serve

import (
	"bytes"
	"encoding/json"
	"net/http"
	"time"

	"github.com/ezd-game/ezd/cmd/internal/battles"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/internal/web"
)

// GET LINK/events: server-sent events, one per line of the battle's journal, with id the
// line's number and data the line as `ezd battle log --json` prints it (event "step").
// A reconnect with Last-Event-ID gets the lines it missed. Besides: "open" (id the lines
// now) when a stream starts without Last-Event-ID, "undo" (id the lines left) when steps
// were taken back, and "hints" when the win chance or hints changed. An open stream that
// finds the last line it sent no longer the journal's (taken back and taken again between
// two looks: an undo and a step from a terminal, or two phones at once) sends "undo" too,
// id the lines now, and goes on from there: its client reads the battle afresh. Steps taken here
// wake the streams at once; steps taken with `ezd battle` in a terminal are seen by the
// watcher, which looks at the journal every 200 ms while a stream is open.

// keepAliveEvery is how often an idle stream sends a comment, so that proxies and phones
// keep it open.
const keepAliveEvery = 25 * time.Second

// cursor is what a stream has sent: the journal's lines, and the last of them as it was,
// to tell a journal rewritten to the same length or longer from one only added to.
type cursor struct {
	sent int
	last []byte // the line sent as combat.Encode wrote it; nil when not known (a reconnect)
}

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
	at := cursor{sent: -1}
	if id, resumed := stream.LastEventID(); resumed {
		at.sent = id
	}
	keepAlive := time.NewTicker(keepAliveEvery)
	defer keepAlive.Stop()
	notes := s.notes(l.name)
	for {
		if err := s.sendNew(stream, l, &at, &notes); err != nil {
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

// sendNew sends what the stream has not sent of the journal: the lines after at, or an
// undo when the journal is shorter or its line at.sent is no longer the one sent; "hints"
// when the battle's hints changed since notes. It moves at past what it sent.
func (s *server) sendNew(stream *web.Stream, l link, at *cursor, notes *int) error {
	b, _, err := battles.Read(s.dir, l.name)
	if err != nil {
		return err
	}
	events := b.Journal()
	n := len(events)
	rewritten := false
	if at.last != nil && at.sent >= 1 && at.sent <= n {
		line, err := combat.Encode(events[at.sent-1])
		if err != nil {
			return err
		}
		rewritten = !bytes.Equal(line, at.last)
	}
	switch {
	case at.sent < 0:
		if err := at.move(events); err != nil {
			return err
		}
		return send(stream, n, "open", eventCount{n})
	case n < at.sent || rewritten:
		if err := at.move(events); err != nil {
			return err
		}
		return send(stream, n, "undo", eventCount{n})
	case n == at.sent:
		if now := s.notes(l.name); now != *notes {
			*notes = now
			return send(stream, n, "hints", eventCount{n})
		}
		return nil
	}
	entries, err := battles.LogEntries(b, at.sent+1)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if err := send(stream, e.Line, "step", e); err != nil {
			return err
		}
		at.sent, at.last = e.Line, e.Event
	}
	return nil
}

// move puts the cursor at the end of the journal events.
func (at *cursor) move(events []combat.Event) error {
	at.sent, at.last = len(events), nil
	if len(events) == 0 {
		return nil
	}
	var err error
	at.last, err = combat.Encode(events[len(events)-1])
	return err
}

func send(stream *web.Stream, id int, event string, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return stream.Send(id, event, data)
}
