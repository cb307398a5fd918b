package serve

import (
	"bufio"
	"bytes"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/battles"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/internal/web"
)

// solvedTables is the cache of solved tables every test shares, so that the two samples
// are solved once for the whole package (a solve under -race takes seconds).
var solvedTables string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "ezd-serve-test")
	if err != nil {
		panic(err)
	}
	solvedTables = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// table is a server under test on 127.0.0.1, with a battle of the two samples (seed 1)
// and its links.
type table struct {
	t     testing.TB
	s     *server
	url   string
	links battles.Links
	data  string
	logs  *logBuffer
}

// newTable serves a new data folder with the battle sedan; bots are the sides ezd plays.
func newTable(t testing.TB, bots ...combat.Bot) *table {
	t.Helper()
	data := t.TempDir()
	dir := filepath.Join(data, "ezd", "battles")
	fr, _ := army.Sample("france-1940")
	de, _ := army.Sample("germany-1940")
	b, err := combat.New("sedan", fr, de, combat.Settings{Seed: 1, Bots: bots})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := battles.Create(dir, b)
	if err != nil {
		t.Fatal(err)
	}
	tb.Close()
	links, err := battles.EnsureLinks(dir, "sedan")
	if err != nil {
		t.Fatal(err)
	}
	logs := &logBuffer{}
	s := build(dir, filepath.Join(data, "ezd", "serve"), filepath.Join(data, "armies"), web.NewSecret(),
		battles.Cache{Dir: solvedTables}, log.New(logs, "", 0), web.SystemClock{})
	srv := httptest.NewServer(s.handler())
	t.Cleanup(func() {
		s.close()
		srv.Close()
	})
	return &table{t: t, s: s, url: srv.URL, links: links, data: data, logs: logs}
}

// link is the address of role's link (red, blue, watch).
func (tt *table) link(role string) string { return tt.url + battlePath(tt.links.Secret(role)) }

// post sends body as JSON to path and returns the status and the answer.
func (tt *table) post(path, body string) (int, string) {
	tt.t.Helper()
	resp, err := http.Post(path, "application/json", strings.NewReader(body))
	if err != nil {
		tt.t.Fatal(err)
	}
	defer resp.Body.Close()
	got, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(got)
}

// step posts a step with role's link and wants status.
func (tt *table) step(role, body string, want int) string {
	tt.t.Helper()
	code, got := tt.post(tt.link(role)+"/steps", body)
	if code != want {
		tt.t.Fatalf("%s %s: %d %s, want %d", role, body, code, got, want)
	}
	return got
}

// get fetches path and returns the status and the body.
func (tt *table) get(path string) (int, string) {
	tt.t.Helper()
	resp, err := http.Get(path)
	if err != nil {
		tt.t.Fatal(err)
	}
	defer resp.Body.Close()
	got, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(got)
}

// journal is the battle as its journal on disk tells it.
func (tt *table) journal() *combat.Battle {
	tt.t.Helper()
	b, _, err := battles.Read(tt.s.dir, "sedan")
	if err != nil {
		tt.t.Fatal(err)
	}
	return b
}

// sse is an open event stream.
type sse struct {
	resp *http.Response
	r    *bufio.Reader
}

// event is one server-sent event.
type event struct{ id, name, data string }

// open opens role's event stream, with Last-Event-ID last when not "".
func (tt *table) open(role, last string) *sse {
	tt.t.Helper()
	req, _ := http.NewRequest("GET", tt.link(role)+"/events", nil)
	if last != "" {
		req.Header.Set("Last-Event-ID", last)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		tt.t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK {
		tt.t.Fatalf("events: %d", resp.StatusCode)
	}
	tt.t.Cleanup(func() { resp.Body.Close() })
	return &sse{resp: resp, r: newReader(resp)}
}

func newReader(resp *http.Response) *bufio.Reader { return bufio.NewReader(resp.Body) }

func itoa(n int) string { return strconv.Itoa(n) }

// next reads the next event, failing after a while (a guard against a hang: the test's
// own time rule is its caller's).
func (e *sse) next(t testing.TB) event {
	t.Helper()
	got := make(chan event, 1)
	go func() {
		var ev event
		for {
			line, err := e.r.ReadString('\n')
			if err != nil {
				close(got)
				return
			}
			line = strings.TrimRight(line, "\n")
			switch {
			case line == "" && ev.name != "":
				got <- ev
				return
			case strings.HasPrefix(line, "id: "):
				ev.id = line[4:]
			case strings.HasPrefix(line, "event: "):
				ev.name = line[7:]
			case strings.HasPrefix(line, "data: "):
				ev.data += line[6:]
			}
		}
	}()
	select {
	case ev, ok := <-got:
		if !ok {
			t.Fatal("the stream ended")
		}
		return ev
	case <-time.After(10 * time.Second):
		t.Fatal("no event in 10 s")
	}
	return event{}
}

// logBuffer is the server's log, read by the test while the server writes it.
type logBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
