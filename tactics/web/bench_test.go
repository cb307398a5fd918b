package web

import (
	"fmt"
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/ezd-game/ezd/tactics/api"
)

// BenchmarkAct is one acknowledged action through the whole path of the load test: the
// HTTP request, the link's lookup, the commit (BEGIN IMMEDIATE, the engine's check, the
// events and notices written, synchronous=FULL) and the answer. Sixteen players end their
// turns in turn, so every round ends when the last one does and the actions never run out.
func BenchmarkAct(b *testing.B) {
	r := newRig(b)
	names := make([]string, 16)
	for i := range names {
		names[i] = fmt.Sprintf("p%02d", i+1)
	}
	r.seed = 16
	res := r.newGame(api.NewGameRequest{Players: names, Mode: "standard", Side: 16, RoundSeconds: 86400})
	if a := r.hostOp(res.Host, "start"); a.status != 200 {
		b.Fatalf("start: %d %s", a.status, a.body)
	}
	took := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := range b.N {
		r.clock.Advance(100 * time.Millisecond) // within the rate limit of every link
		start := time.Now()
		if a := r.act(res.Players[i%16].Link, "end"); a.status != http.StatusOK {
			b.Fatalf("action %d: %d %s", i, a.status, a.body)
		}
		took = append(took, time.Since(start))
	}
	b.StopTimer()
	slices.Sort(took)
	b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(took[len(took)*99/100].Microseconds())/1000, "p99-ms")
}
