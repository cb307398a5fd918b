package web

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"sync"
	"time"
)

// hub wakes the live pages of a game when its journal grows. A wake carries no data: each
// page's stream then reads what it has not sent yet, so a slow page never holds up the
// game and a page that reconnects with Last-Event-ID gets exactly what it missed.
type hub struct {
	mu   sync.Mutex
	subs map[string]map[chan struct{}]struct{}
}

func newHub() *hub { return &hub{subs: map[string]map[chan struct{}]struct{}{}} }

func (h *hub) subscribe(game string) (chan struct{}, func()) {
	ch := make(chan struct{}, 1)
	h.mu.Lock()
	if h.subs[game] == nil {
		h.subs[game] = map[chan struct{}]struct{}{}
	}
	h.subs[game][ch] = struct{}{}
	h.mu.Unlock()
	return ch, func() {
		h.mu.Lock()
		delete(h.subs[game], ch)
		h.mu.Unlock()
	}
}

func (h *hub) publish(game string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for ch := range h.subs[game] {
		select {
		case ch <- struct{}{}:
		default: // already woken; it will read everything new
		}
	}
}

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
	fl, ok := w.(http.Flusher)
	if !ok {
		problem(w, http.StatusInternalServerError, "streaming is not supported here")
		return
	}
	last := 0
	if v := r.Header.Get("Last-Event-ID"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			problem(w, http.StatusBadRequest, "Last-Event-ID is not an event number")
			return
		}
		last = n
	} else {
		t.mu.Lock()
		last = len(t.log) // a fresh page was drawn with everything so far
		t.mu.Unlock()
	}
	wake, cancel := s.hub.subscribe(t.id)
	defer cancel()
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	fmt.Fprint(w, "retry: 2000\n\n")
	fl.Flush()
	keepAlive := time.NewTicker(25 * time.Second)
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
			fmt.Fprintf(w, "id: %d\ndata: %s\n\n", e.Seq, b)
		}
		if len(lines) > 0 {
			// The id of a hidden last line still moves the page's Last-Event-ID on.
			fmt.Fprintf(w, "id: %d\nevent: seq\ndata: %d\n\n", last, last)
			fl.Flush()
		}
		select {
		case <-wake:
		case <-keepAlive.C:
			fmt.Fprint(w, ": still here\n\n")
			fl.Flush()
		case <-r.Context().Done():
			return
		case <-s.done:
			return
		}
	}
}
