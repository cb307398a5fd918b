package web

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"time"

	webpkg "github.com/ezd-game/ezd/internal/web"
)

// liveLine is one server-sent event: a history line the viewer may see.
type liveLine struct {
	Seq  int    `json:"seq"`
	Kind string `json:"kind"`
	Text string `json:"text"`
}

// stream serves a game's live events to one page (server-sent events). The event id is the
// journal's event number; a reconnecting EventSource sends the last one it got as
// Last-Event-ID and the stream goes on after it.
func (s *Server) stream(w http.ResponseWriter, r *http.Request, t *table, viewer string) {
	// Subscribe before the first read of the history, so that nothing written in between
	// is missed.
	wake, cancel := s.hub.Subscribe(t.id)
	defer cancel()
	st, err := webpkg.OpenStream(w, r)
	var ref *webpkg.Refusal
	if errors.As(err, &ref) {
		webpkg.Problem(w, ref.Status, ref.Reason)
		return
	}
	if err != nil {
		return // the client went away
	}
	last, resumed := st.LastEventID()
	if !resumed {
		t.mu.Lock()
		last = len(t.log) // a fresh page was drawn with everything so far
		t.mu.Unlock()
	}
	keepAlive := time.NewTicker(webpkg.KeepAliveEvery)
	defer keepAlive.Stop()
	for {
		t.mu.Lock()
		var lines []entry
		if last < len(t.log) {
			lines = append(lines, t.log[last:]...)
		}
		t.mu.Unlock()
		for _, e := range lines {
			last = e.Seq
			if !e.visibleTo(viewer) {
				continue
			}
			b, _ := json.Marshal(liveLine{Seq: e.Seq, Kind: string(e.Kind), Text: e.Text})
			if st.Send(e.Seq, "", b) != nil {
				return
			}
		}
		if len(lines) > 0 {
			// The id of a hidden last line still moves the page's Last-Event-ID on.
			if st.Send(last, "seq", []byte(strconv.Itoa(last))) != nil {
				return
			}
		}
		select {
		case <-wake:
		case <-keepAlive.C:
			if st.KeepAlive() != nil {
				return
			}
		case <-r.Context().Done():
			return
		case <-s.done:
			return
		}
	}
}
