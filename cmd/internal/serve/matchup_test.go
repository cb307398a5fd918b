package serve

import (
	"encoding/json"
	"fmt"
	"html"
	"math"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ezd-game/ezd/analysis"
)

// TestMatchupJSON: GET TABLE/matchup.json is `ezd matchup A B --json`, red as A (A6: the
// chances sum to one).
func TestMatchupJSON(t *testing.T) {
	tt := newTable(t)
	code, got := tt.get(tt.tablePage() + "/matchup.json?red=sample:france-1940&blue=sample:germany-1940&policy=greedy&turns=12")
	var r analysis.Report
	if err := json.Unmarshal([]byte(got), &r); code != http.StatusOK || err != nil {
		t.Fatalf("%d %v: %s", code, err, got)
	}
	if r.A != "France 1940" || r.B != "Germany 1940" || r.Policy != "greedy" || r.Turns != 12 {
		t.Errorf("the armies and options: %+v", r)
	}
	if s := r.AWins + r.BWins + r.Draw; math.Abs(s-1) > 1e-9 || len(r.LossDistribution.A) == 0 {
		t.Errorf("the chances sum to %v: %+v", s, r)
	}
	for _, key := range []string{`"aWins"`, `"bWins"`, `"draw"`, `"value"`, `"expectedTurns"`, `"lossDistribution"`} {
		if !strings.Contains(got, key) {
			t.Errorf("no %s in %s", key, got)
		}
	}
}

// TestMatchupRefusals: what is wrong with the question is said at once, before any solve,
// by matchup.json and the matchup page; a pair too big for the solver is refused at once,
// as `ezd matchup` refuses it.
func TestMatchupRefusals(t *testing.T) {
	tt := newTable(t)
	var horde strings.Builder
	horde.WriteString("name: Horde\npoints: 1000\ntanks:\n")
	for range 40 {
		horde.WriteString("  - class: small\n")
	}
	var dozen strings.Builder
	dozen.WriteString("name: Dozen\npoints: 40\ntanks:\n")
	for range 12 {
		dozen.WriteString("  - class: medium\n")
	}
	tt.armies(map[string]string{"horde.yaml": horde.String(), "dozen.yaml": dozen.String(), "broken.yaml": "name: B\ntanks: []\n"})
	for _, tc := range []struct {
		name, query string
		status      int
		want        string
	}{
		{"no blue", "red=sample:france-1940", http.StatusBadRequest, "choose blue's army"},
		{"no such army", "red=sample:france-1940&blue=nobody", http.StatusNotFound, "blue: no army"},
		{"R1 an army with problems", "red=broken&blue=sample:france-1940", http.StatusUnprocessableEntity, "red: broken.yaml"},
		{"a policy", "red=sample:france-1940&blue=sample:germany-1940&policy=lucky", http.StatusBadRequest, "policy"},
		{"A5 turns", "red=sample:france-1940&blue=sample:germany-1940&turns=0", http.StatusBadRequest, "turns is a whole number from 1"},
		{"too many tanks", "red=horde&blue=sample:france-1940", http.StatusUnprocessableEntity, "the solver handles at most"},
		{"too big to solve", "red=dozen&blue=dozen", http.StatusUnprocessableEntity, "more than the solver's limit"},
	} {
		code, got := tt.get(tt.tablePage() + "/matchup.json?" + tc.query)
		if code != tc.status || !strings.Contains(got, tc.want) {
			t.Errorf("%s: %d %s, want %d with %q", tc.name, code, got, tc.status, tc.want)
		}
		if tc.status == http.StatusBadRequest {
			continue // the page asks for what it lacks, and takes no policy or turns
		}
		code, got = tt.get(tt.tablePage() + "/matchup?" + tc.query)
		if code != tc.status || !strings.Contains(got, `<p class="problem" role="alert">`) || !strings.Contains(got, html.EscapeString(tc.want)) {
			t.Errorf("%s on the page: %d, want %d with %q:\n%s", tc.name, code, tc.status, tc.want, got)
		}
	}
	if n := strings.Count(tt.logs.String(), "solving"); n != 0 {
		t.Errorf("%d solves began for questions refused", n)
	}
}

// TestMatchupSolvedOnce: requests for one pair at once share one solve; the others wait
// for the first and get the same answer (issue 29). The solver is held busy until every
// request has asked, so that none can come after the solve.
func TestMatchupSolvedOnce(t *testing.T) {
	tt := newTable(t)
	const n = 6
	url := tt.tablePage() + "/matchup.json?red=sample:germany-1940&blue=sample:france-1940&policy=greedy"
	m := tt.s.matchups
	m.solving <- struct{}{} // busy
	var once sync.Once
	release := func() { once.Do(func() { <-m.solving }) }
	t.Cleanup(release) // on a failure too: the requests must end before the server does
	bodies := make([]string, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			code, got := tt.get(url)
			bodies[i] = fmt.Sprint(code, got)
		}()
	}
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(time.Millisecond) {
		m.mu.Lock()
		asked := 0
		for _, f := range m.flights {
			asked += f.asked
		}
		flights := len(m.flights)
		m.mu.Unlock()
		if asked == n {
			if flights != 1 {
				t.Fatalf("%d requests for one pair made %d flights", n, flights)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("only %d of %d requests asked in 10 s", asked, n)
		}
	}
	release()
	wg.Wait()
	for i, b := range bodies {
		if !strings.HasPrefix(b, "200") || b != bodies[0] {
			t.Fatalf("answer %d differs:\n%s\nfrom:\n%s", i, b, bodies[0])
		}
	}
	if got := strings.Count(tt.logs.String(), "solving"); got != 1 {
		t.Errorf("%d solves for %d requests at once, want 1", got, n)
	}
	// Once answered, the pair is solved again when asked again: nothing is kept.
	if code, _ := tt.get(url); code != http.StatusOK || strings.Count(tt.logs.String(), "solving") != 2 {
		t.Errorf("asked again: %d, %d solves", code, strings.Count(tt.logs.String(), "solving"))
	}
}
