package serve

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/ezd-game/ezd/cmd/internal/battles"
)

// A step taken with one phone reaches every open stream: one event per journal line, its
// id the line's number and its data the line as battle log --json prints it.
func TestStepReachesTheStreams(t *testing.T) {
	tt := newTable(t)
	red, watch := tt.open("red", ""), tt.open("watch", "")
	for _, s := range []*sse{red, watch} {
		if ev := s.next(t); ev.name != "open" || ev.id != "1" {
			t.Fatalf("first event %+v, want open at 1", ev)
		}
	}
	tt.step("blue", `{"step": "initiative", "dice": [5, 2]}`, 200)
	for _, s := range []*sse{red, watch} {
		ev := s.next(t)
		var line battles.LogEntry
		if ev.name != "step" || ev.id != "2" || json.Unmarshal([]byte(ev.data), &line) != nil || line.Line != 2 {
			t.Fatalf("event %+v, want line 2", ev)
		}
	}
	tt.step("red", `{"step": "undo"}`, 200)
	if ev := red.next(t); ev.name != "undo" || ev.id != "1" {
		t.Fatalf("after undo %+v", ev)
	}
}

// A journal taken back and taken again between two looks (here in one hold of the lock,
// as a terminal's undo and step could fall between two of the watcher's looks) is not
// the one the stream followed, though it has as many lines: the stream says "undo", id
// the lines now, and goes on from there. Before, it sent nothing, and the phones kept
// showing a step that was no longer in the journal.
func TestRewrittenJournalSendsUndo(t *testing.T) {
	tt := newTable(t)
	s := tt.open("watch", "")
	s.next(t) // open, at 1
	tt.step("red", `{"step": "initiative", "dice": [5, 2]}`, 200)
	if ev := s.next(t); ev.name != "step" || ev.id != "2" {
		t.Fatalf("event %+v, want the step at 2", ev)
	}
	tb, err := battles.Open(nil, tt.s.dir, "sedan")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Undo(); err != nil {
		t.Fatal(err)
	}
	if _, err := battles.Take(context.Background(), battles.Cache{}, tb, battles.Words{Step: "initiative", Dice: []int{2, 5}}); err != nil {
		t.Fatal(err)
	}
	tb.Close()
	ev := s.next(t)
	if ev.name != "undo" {
		t.Fatalf("event %+v, want undo: the line 2 the stream sent is gone", ev)
	}
	if ev.id == "1" { // the watcher looked between the undo and the step
		if ev := s.next(t); ev.name != "step" || ev.id != "2" {
			t.Fatalf("event %+v, want the new step at 2", ev)
		}
	} else if ev.id != "2" {
		t.Fatalf("undo at %s, want 2 (the lines now)", ev.id)
	}
	tt.step("blue", `{"step": "activate", "tank": "blue:1"}`, 200)
	if ev := s.next(t); ev.name != "step" || ev.id != "3" {
		t.Fatalf("event %+v, want the next step at 3", ev)
	}
}

// A reconnect with Last-Event-ID gets the lines it missed, in order.
func TestLastEventIDReplays(t *testing.T) {
	tt := newTable(t)
	tt.step("red", `{"step": "initiative", "dice": [5, 2]}`, 200)
	tt.step("red", `{"step": "activate", "tank": "red:2"}`, 200)
	tt.step("red", `{"step": "defend"}`, 200)
	n := len(tt.journal().Journal())
	s := tt.open("blue", "2")
	for want := 3; want <= n; want++ {
		if ev := s.next(t); ev.name != "step" || ev.id != itoa(want) {
			t.Fatalf("event %+v, want line %d", ev, want)
		}
	}
	// A Last-Event-ID that is not a number is refused.
	req, _ := http.NewRequest("GET", tt.link("blue")+"/events", nil)
	req.Header.Set("Last-Event-ID", "x")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 400 {
		t.Fatalf("a bad Last-Event-ID: %d", resp.StatusCode)
	}
}

// A step taken outside the server, through the journal and its lock as `ezd battle` takes
// it, reaches an open stream within a second (the watcher looks every 200 ms), and the
// watcher stops once the last stream is closed.
func TestOutsideStepReachesTheStream(t *testing.T) {
	tt := newTable(t)
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "GET", tt.link("watch")+"/events", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	s := &sse{resp: resp, r: newReader(resp)}
	s.next(t) // open
	tb, err := battles.Open(nil, tt.s.dir, "sedan")
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if _, err := battles.Take(ctx, battles.Cache{}, tb, battles.Words{Step: "initiative", Dice: []int{5, 2}}); err != nil {
		t.Fatal(err)
	}
	tb.Close()
	if ev := s.next(t); ev.name != "step" || ev.id != "2" {
		t.Fatalf("event %+v", ev)
	}
	if took := time.Since(start); took > time.Second {
		t.Errorf("the step took %v to reach the stream, want under 1 s", took)
	}
	cancel()
	resp.Body.Close()
	for deadline := time.Now().Add(10 * time.Second); tt.s.watch.watching() != 0; {
		if time.Now().After(deadline) {
			t.Fatal("the watcher still looks after the stream closed")
		}
		time.Sleep(10 * time.Millisecond)
	}
}
