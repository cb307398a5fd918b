package web

import (
	"bufio"
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestHubWakesOnlyItsKey(t *testing.T) {
	h := NewHub()
	a, cancelA := h.Subscribe("game-a")
	b, cancelB := h.Subscribe("game-b")
	defer cancelB()
	h.Publish("game-a")
	h.Publish("game-a") // two publishes before a read are one wake
	select {
	case <-a:
	default:
		t.Fatal("a publish did not wake its subscriber")
	}
	select {
	case <-a:
		t.Error("two publishes woke the subscriber twice")
	case <-b:
		t.Error("a publish woke another key's subscriber")
	default:
	}
	cancelA()
	h.Publish("game-a") // no subscriber: nothing blocks
	select {
	case <-a:
		t.Error("a cancelled subscription was woken")
	default:
	}
	if _, ok := h.subs["game-a"]; ok {
		t.Error("the hub keeps a key with no subscriber")
	}
}

// eventServer serves a stream of the events after the client's Last-Event-ID, from a
// journal of n events, woken by the hub as a server's stream is.
func eventServer(t *testing.T, h *Hub, journal func() []string) *httptest.Server {
	srv := httptest.NewServer(Secure(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		wake, cancel := h.Subscribe("k")
		defer cancel()
		s, err := OpenStream(w, r)
		var ref *Refusal
		if errors.As(err, &ref) {
			Problem(w, ref.Status, ref.Reason)
			return
		}
		if err != nil {
			t.Error(err)
			return
		}
		last, _ := s.LastEventID()
		for {
			lines := journal()
			for ; last < len(lines); last++ {
				if err := s.Send(last+1, "", []byte(lines[last])); err != nil {
					return
				}
			}
			select {
			case <-wake:
			case <-r.Context().Done():
				return
			}
		}
	}), Options{}))
	t.Cleanup(srv.Close)
	return srv
}

func openEvents(t *testing.T, url, lastID string) (*http.Response, *bufio.Reader) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, "GET", url, nil)
	if lastID != "" {
		req.Header.Set("Last-Event-ID", lastID)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { res.Body.Close() })
	return res, bufio.NewReader(res.Body)
}

// readEvent reads one event (up to its blank line), as its lines.
func readEvent(t *testing.T, r *bufio.Reader) string {
	t.Helper()
	var b strings.Builder
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			t.Fatalf("the stream ended after %q: %v", b.String(), err)
		}
		if line == "\n" {
			return b.String()
		}
		b.WriteString(line)
	}
}

func TestStreamSendsEventsWithIDsAndResumes(t *testing.T) {
	h := NewHub()
	events := make(chan []string, 1)
	events <- []string{"red activates", "red moves"}
	journal := func() []string { j := <-events; events <- j; return j }
	srv := eventServer(t, h, journal)

	res, r := openEvents(t, srv.URL, "")
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("%d %q", res.StatusCode, res.Header.Get("Content-Type"))
	}
	if res.Header.Get("Content-Security-Policy") == "" {
		t.Error("the stream's answer lacks the security headers")
	}
	if got := readEvent(t, r); got != "retry: "+strconv.Itoa(RetryMillis)+"\n" {
		t.Errorf("the stream opens with %q, want the retry delay", got)
	}
	for i, want := range []string{"id: 1\ndata: red activates\n", "id: 2\ndata: red moves\n"} {
		if got := readEvent(t, r); got != want {
			t.Errorf("event %d: %q, want %q", i+1, got, want)
		}
	}
	// A new line in the journal and a publish: the open stream gets it.
	j := <-events
	events <- append(j, "red attacks\nblue:2 is destroyed")
	h.Publish("k")
	if got, want := readEvent(t, r), "id: 3\ndata: red attacks\ndata: blue:2 is destroyed\n"; got != want {
		t.Errorf("after a publish: %q, want %q", got, want)
	}
	// A reconnect with Last-Event-ID 2 gets what came after 2, and only that.
	_, r2 := openEvents(t, srv.URL, "2")
	readEvent(t, r2) // retry
	if got, want := readEvent(t, r2), "id: 3\ndata: red attacks\ndata: blue:2 is destroyed\n"; got != want {
		t.Errorf("after Last-Event-ID 2: %q, want %q", got, want)
	}
}

func TestStreamRefusesABadLastEventID(t *testing.T) {
	srv := eventServer(t, NewHub(), func() []string { return nil })
	for _, id := range []string{"x", "-1", "0x1", "1.5", "99999999999999999999999", "+3"} {
		res, _ := openEvents(t, srv.URL, id)
		b, _ := io.ReadAll(res.Body)
		if res.StatusCode != 400 || !strings.Contains(string(b), "Last-Event-ID") {
			t.Errorf("Last-Event-ID %q: %d %s, want 400 saying why", id, res.StatusCode, b)
		}
	}
}

func TestStreamSendAndKeepAlive(t *testing.T) {
	w := httptest.NewRecorder()
	r := httptest.NewRequest("GET", "/events", nil)
	r.Header.Set("Last-Event-ID", "41")
	s, err := OpenStream(w, r)
	if err != nil {
		t.Fatal(err)
	}
	if n, ok := s.LastEventID(); n != 41 || !ok {
		t.Errorf("LastEventID() = %d, %v, want 41, true", n, ok)
	}
	if !w.Flushed {
		t.Error("the stream's opening was not flushed")
	}
	w.Flushed = false
	if err := s.KeepAlive(); err != nil || !w.Flushed {
		t.Errorf("KeepAlive: %v, flushed %v", err, w.Flushed)
	}
	if err := s.Send(42, "seq", []byte("42")); err != nil {
		t.Fatal(err)
	}
	if err := s.Send(43, "two\nlines", nil); err == nil {
		t.Error("an event name with a line break was sent")
	}
	if err := s.Send(43, "", []byte("a\r\nb\rc")); err != nil {
		t.Fatal(err)
	}
	want := "retry: 2000\n\n: still here\n\nid: 42\nevent: seq\ndata: 42\n\nid: 43\ndata: a\ndata: b\ndata: c\n\n"
	if w.Body.String() != want {
		t.Errorf("the stream:\n%q\nwant\n%q", w.Body, want)
	}
	s2, _ := OpenStream(httptest.NewRecorder(), httptest.NewRequest("GET", "/events", nil))
	if n, ok := s2.LastEventID(); n != 0 || ok {
		t.Errorf("no Last-Event-ID: LastEventID() = %d, %v, want 0, false", n, ok)
	}
}

// noFlush is a ResponseWriter that cannot stream.
type noFlush struct{ http.ResponseWriter }

func TestStreamNeedsAFlusher(t *testing.T) {
	_, err := OpenStream(noFlush{httptest.NewRecorder()}, httptest.NewRequest("GET", "/", nil))
	var ref *Refusal
	if !errors.As(err, &ref) || ref.Status != 500 {
		t.Errorf("a writer that cannot flush: %v, want a 500 refusal", err)
	}
}

// brokenPipe is a ResponseWriter whose client has gone: every write fails.
type brokenPipe struct {
	*httptest.ResponseRecorder
	after int // writes that succeed first
}

func (b *brokenPipe) Write(p []byte) (int, error) {
	if b.after == 0 {
		return 0, errors.New("broken pipe")
	}
	b.after--
	return b.ResponseRecorder.Write(p)
}

func TestStreamReportsAClientGone(t *testing.T) {
	if _, err := OpenStream(&brokenPipe{httptest.NewRecorder(), 0}, httptest.NewRequest("GET", "/", nil)); err == nil {
		t.Error("OpenStream to a client gone: no error")
	}
	s, err := OpenStream(&brokenPipe{httptest.NewRecorder(), 1}, httptest.NewRequest("GET", "/", nil))
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Send(1, "", []byte("x")); err == nil {
		t.Error("Send to a client gone: no error")
	}
	if err := s.KeepAlive(); err == nil {
		t.Error("KeepAlive to a client gone: no error")
	}
}
