package serve

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"
)

// progress is the matchup page's progress.json for a question.
func (tt *table) progress(query string) map[string]any {
	tt.t.Helper()
	code, got := tt.get(tt.tablePage() + "/matchup/progress.json?" + query)
	var p map[string]any
	if err := json.Unmarshal([]byte(got), &p); code != http.StatusOK || err != nil {
		tt.t.Fatalf("progress.json: %d %v %s", code, err, got)
	}
	return p
}

// solved waits (bounded) for the page's solves of a question to end.
func (tt *table) solved(query string) {
	tt.t.Helper()
	for deadline := time.Now().Add(5 * time.Minute); tt.progress(query)["solving"] == true; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			tt.t.Fatalf("%s: still solving after 5 minutes", query)
		}
	}
}

// TestMatchupPage: the page solves the pair with both policies (A6 and the greedy rule),
// saying it is solving until it is done; it keeps the answer, so reloading does not solve
// again, and a matchup.json asked meanwhile joins the page's solve instead of solving
// twice at once.
func TestMatchupPage(t *testing.T) {
	tt := newTable(t)
	query := "red=sample:france-1940&blue=sample:germany-1940"
	m := tt.s.matchups
	m.solving <- struct{}{} // busy: the page's solves wait their turn
	code, got := tt.get(tt.tablePage() + "/matchup?" + query)
	if code != http.StatusOK || !strings.Contains(got, "Solving…") || !strings.Contains(got, "Waiting its turn") || !strings.Contains(got, `http-equiv="refresh"`) {
		<-m.solving
		t.Fatalf("while another solve runs: %d\n%s", code, got)
	}
	answer := make(chan string, 1)
	go func() {
		_, got := tt.get(tt.tablePage() + "/matchup.json?" + query)
		answer <- got
	}()
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(time.Millisecond) {
		m.mu.Lock()
		asked := 0
		for _, f := range m.flights {
			asked += f.asked
		}
		m.mu.Unlock()
		if asked == 3 { // the page's two policies, and matchup.json's optimal joining one
			break
		}
		if time.Now().After(deadline) {
			<-m.solving
			t.Fatalf("matchup.json did not join the page's solve: %d asked", asked)
		}
	}
	<-m.solving
	tt.solved(query)
	if got := <-answer; !strings.Contains(got, `"aWins"`) {
		t.Errorf("matchup.json: %s", got)
	}
	code, got = tt.get(tt.tablePage() + "/matchup?" + query)
	for _, want := range []string{"Best play", "Rule of thumb", "Red, France 1940, wins", "Points blue can expect to lose", "Expected length"} {
		if code != http.StatusOK || !strings.Contains(got, want) {
			t.Errorf("the answer lacks %q: %d\n%s", want, code, got)
		}
	}
	if strings.Contains(got, "Solving") {
		t.Errorf("the answer still says it is solving")
	}
	tt.get(tt.tablePage() + "/matchup?" + query)
	if n := strings.Count(tt.logs.String(), "solving"); n != 2 {
		t.Errorf("%d solves for a pair asked three times with two policies, want 2", n)
	}
}

// TestMatchupRanking: one army against every army fielded at 10 points (R1), as `ezd
// matchup --all` fields them: the progress counts the armies solved, then the page lists
// the army's value against each, hardest first.
func TestMatchupRanking(t *testing.T) {
	tt := newTable(t)
	tt.armies(map[string]string{"scout.yaml": "name: Scout\ntanks:\n  - class: small\n"})
	query := "red=scout&all=1"
	if p := tt.progress(query); p["parts"] != 8.0 {
		t.Errorf("the progress of a ranking: %v, want 8 parts", p)
	}
	tt.solved(query)
	code, got := tt.get(tt.tablePage() + "/matchup?" + query)
	if code != http.StatusOK || !strings.Contains(got, "Scout against every army of 10 points") || strings.Count(got, `<tr><th scope="row">`) != 8 {
		t.Fatalf("the ranking: %d\n%s", code, got)
	}
	if i, j := strings.Index(got, ">5 small<"), strings.Index(got, ">2 medium 1 heavy<"); i < 0 || j < 0 {
		t.Errorf("the ranking lacks the armies of 10 points:\n%s", got)
	}
}
