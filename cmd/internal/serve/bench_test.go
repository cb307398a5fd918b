package serve

import (
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ezd-game/ezd/cmd/internal/battles"
)

// turnSteps are whole turns of the samples in which both sides pass (R3): a step each
// that the rules always allow, with the turn's end after the second pass.
var turnSteps = []struct{ role, body string }{
	{"red", `{"step": "initiative", "dice": [5, 2]}`},
	{"red", `{"step": "pass"}`},
	{"blue", `{"step": "pass"}`},
}

// reportLatencies reports the median and the 99th percentile of the times taken.
func reportLatencies(b *testing.B, took []time.Duration) {
	slices.Sort(took)
	if len(took) == 0 {
		return
	}
	b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(took[len(took)*99/100].Microseconds())/1000, "p99-ms")
}

// BenchmarkAcknowledgedStep is a phone's step from its POST to the answer: the step
// checked by the rules, its lines synced to disk, the new status (with its win chance,
// from the solved table) answered.
func BenchmarkAcknowledgedStep(b *testing.B) {
	tt := newTable(b)
	tt.get(tt.link("red") + "/status.json") // the matchup solved once, before the clock runs
	client := &http.Client{}
	var took []time.Duration
	i := 0
	for b.Loop() {
		s := turnSteps[i%len(turnSteps)]
		i++
		start := time.Now()
		resp, err := client.Post(tt.link(s.role)+"/steps", "application/json", strings.NewReader(s.body))
		if err != nil {
			b.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		took = append(took, time.Since(start))
		if resp.StatusCode != 200 {
			b.Fatalf("%s: %d", s.body, resp.StatusCode)
		}
	}
	reportLatencies(b, took)
}

// BenchmarkStepReachesStream is a step from a phone's POST to its event on another
// phone's open stream; BenchmarkOutsideStepReachesStream the same for a step taken
// through the journal as `ezd battle` takes it, which the watcher sees (every 200 ms).
func BenchmarkStepReachesStream(b *testing.B) {
	benchStream(b, func(tt *table, role, body string) {
		resp, err := http.Post(tt.link(role)+"/steps", "application/json", strings.NewReader(body))
		if err != nil {
			b.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	})
}

func BenchmarkOutsideStepReachesStream(b *testing.B) {
	benchStream(b, func(tt *table, _, body string) {
		w, err := decodeStep([]byte(body))
		if err != nil {
			b.Fatal(err)
		}
		t, err := battles.Open(nil, tt.s.dir, "sedan")
		if err != nil {
			b.Fatal(err)
		}
		defer t.Close()
		if _, err := battles.Take(b.Context(), battles.Cache{}, t, w); err != nil {
			b.Fatal(err)
		}
	})
}

func benchStream(b *testing.B, take func(tt *table, role, body string)) {
	tt := newTable(b)
	tt.get(tt.link("red") + "/status.json")
	stream := tt.open("watch", "")
	stream.next(b) // open
	var took []time.Duration
	i := 0
	for b.Loop() {
		s := turnSteps[i%len(turnSteps)]
		i++
		start := time.Now()
		take(tt, s.role, s.body)
		for { // the turn's end is a line of its own after the second pass
			ev := stream.next(b)
			if ev.name == "step" && ev.id == itoa(len(tt.journal().Journal())) {
				break
			}
		}
		took = append(took, time.Since(start))
	}
	reportLatencies(b, took)
}
