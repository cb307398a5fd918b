package web

import (
	"bytes"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// KeepAliveEvery is how often a live stream with nothing to say should call KeepAlive, so
// that proxies and phones do not drop a quiet connection.
const KeepAliveEvery = 25 * time.Second

// RetryMillis is the reconnection delay a Stream asks the browser's EventSource for.
const RetryMillis = 2000

// Stream is a server-sent event stream (text/event-stream) to one client. Each Send is
// flushed at once.
type Stream struct {
	w       http.ResponseWriter
	fl      http.Flusher
	last    int
	hasLast bool
}

// OpenStream starts a stream: it reads the Last-Event-ID the client sent (a reconnecting
// EventSource sends the id of the last event it got), sends the headers and the retry
// delay, and flushes them. A Last-Event-ID that is not a whole number of at least 0 is a
// 400 *Refusal, and a ResponseWriter that cannot flush a 500 one; nothing has been
// written then, so the caller answers the refusal.
func OpenStream(w http.ResponseWriter, r *http.Request) (*Stream, error) {
	s := &Stream{w: w}
	if v := r.Header.Get("Last-Event-ID"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || strings.TrimLeft(v, "0123456789") != "" {
			return nil, Refuse(http.StatusBadRequest, "Last-Event-ID %q is not an event number", cut(v))
		}
		s.last, s.hasLast = n, true
	}
	fl, ok := w.(http.Flusher)
	if !ok {
		return nil, Refuse(http.StatusInternalServerError, "streaming is not supported here")
	}
	s.fl = fl
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("X-Accel-Buffering", "no") // a proxy in front must not hold events back
	w.WriteHeader(http.StatusOK)
	if _, err := fmt.Fprintf(w, "retry: %d\n\n", RetryMillis); err != nil {
		return nil, err
	}
	fl.Flush()
	return s, nil
}

// LastEventID is the Last-Event-ID the client sent, and whether it sent one.
func (s *Stream) LastEventID() (int, bool) { return s.last, s.hasLast }

// Send sends one event and flushes it: its id, its name (none for the default "message";
// a name is one line) and its data (a line of data each, so data may hold newlines).
func (s *Stream) Send(id int, event string, data []byte) error {
	if strings.ContainsAny(event, "\r\n") {
		return fmt.Errorf("event name %q holds a line break", event)
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "id: %d\n", id)
	if event != "" {
		fmt.Fprintf(&b, "event: %s\n", event)
	}
	for _, line := range bytes.Split(bytes.ReplaceAll(bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n")), []byte("\r"), []byte("\n")), []byte("\n")) {
		b.WriteString("data: ")
		b.Write(line)
		b.WriteByte('\n')
	}
	b.WriteByte('\n')
	if _, err := s.w.Write(b.Bytes()); err != nil {
		return err
	}
	s.fl.Flush()
	return nil
}

// KeepAlive sends a comment line, which an EventSource ignores, and flushes it.
func (s *Stream) KeepAlive() error {
	if _, err := fmt.Fprint(s.w, ": still here\n\n"); err != nil {
		return err
	}
	s.fl.Flush()
	return nil
}
