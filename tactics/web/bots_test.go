package web

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/ezd-game/ezd/tactics"
	"github.com/ezd-game/ezd/tactics/api"
)

// tick moves the fake clock on by d, a second at a time, ticking as the server does.
func (r *rig) tick(d time.Duration) {
	r.t.Helper()
	for end := r.clock.Now().Add(d); r.clock.Now().Before(end); {
		r.clock.Advance(time.Second)
		if err := r.srv.Tick(context.Background()); err != nil {
			r.t.Fatal(err)
		}
	}
}

// exported is the game's journal as the host downloads it, loaded by the engine.
func (r *rig) exported(host string) (tactics.Journal, *tactics.State) {
	r.t.Helper()
	a := r.get(host + "/export")
	j, st, err := tactics.Load(a.body)
	if err != nil {
		r.t.Fatalf("the export does not replay: %v", err)
	}
	return j, st
}

func botGame(t *testing.T, r *rig, mode string) api.NewGameResult {
	t.Helper()
	res := r.newGame(api.NewGameRequest{Players: []string{"ann", "bob"}, Bots: []string{"hunter", "turtle"}, Mode: mode})
	if a := r.hostOp(res.Host, "start"); a.status != 200 {
		t.Fatalf("start: %d %s", a.status, a.body)
	}
	return res
}

// TestBotsFillSeats: a game of two people and two bots advances on the fake clock; the
// bots act through the same checked path as people, their actions are in the exported
// journal, and the export folds to the state served.
func TestBotsFillSeats(t *testing.T) {
	r := newRig(t)
	res := botGame(t, r, "abridged")
	want := []api.BotSeat{{Name: "hunter1", Bot: "hunter"}, {Name: "turtle1", Bot: "turtle"}}
	if diff := cmp.Diff(want, res.Bots); diff != "" {
		t.Errorf("bots (-want +got):\n%s", diff)
	}
	if len(res.Players) != 2 {
		t.Errorf("links for %+v; want ann's and bob's only: bots get no link", res.Players)
	}
	ann, bob := linkOf(res, "ann"), linkOf(res, "bob")
	v := r.state(ann)
	if !cmp.Equal(v.Bots, map[string]string{"hunter1": "hunter", "turtle1": "turtle"}) || len(v.Players) != 4 {
		t.Errorf("ann sees bots %v among %d players", v.Bots, len(v.Players))
	}
	for round := 1; round <= 4; round++ {
		if r.state(ann).Ended {
			break
		}
		for _, p := range []string{ann, bob} { // the hunter may have downed one of them
			if v := r.state(p); !v.You.Downed && !v.Ended {
				r.mustAct(p, "end")
			}
		}
		// Abridged rounds are 30 s: every bot's moment is in the first 15.
		r.tick(15 * time.Second)
		if v := r.state(ann); v.Turn.Round != round+1 && !v.Ended {
			t.Fatalf("round %d did not end when the people and the bots had ended their turns: round %d, %d s left",
				round, v.Turn.Round, *v.SecondsLeft)
		}
	}
	j, st := r.exported(res.Host)
	acted := map[string]int{}
	for _, e := range j.Events {
		if e.Kind.IsAction() {
			acted[e.Player]++
		}
	}
	if acted["hunter1"] == 0 || acted["turtle1"] == 0 {
		t.Errorf("the bots' actions in the journal: %v", acted)
	}
	host := r.hostState(res.Host)
	if diff := cmp.Diff(host.Board, st.Board()); diff != "" {
		t.Errorf("the export replays to another board (-served +replayed):\n%s", diff)
	}
}

func (r *rig) hostState(host string) api.HostState {
	r.t.Helper()
	a := r.get(host + "/state")
	var h api.HostState
	a.json(r.t, &h)
	return h
}

// TestBotsActAtTheirMomentOnce: a bot acts once a round, at its moment and not before;
// a restart does not give it a second go; while the game is paused it waits (TT16).
func TestBotsActAtTheirMomentOnce(t *testing.T) {
	r := newRig(t)
	res := r.newGame(api.NewGameRequest{Players: []string{"ann"}, Bots: []string{"turtle"}, Mode: "standard"})
	r.hostOp(res.Host, "start")
	count := func() int {
		j, _ := r.exported(res.Host)
		n := 0
		for _, e := range j.Events {
			if e.Player == "turtle1" && e.Kind.IsAction() {
				n++
			}
		}
		return n
	}
	if n := count(); n != 0 {
		t.Fatalf("the turtle acted at the start: %d actions", n)
	}
	r.hostOp(res.Host, "pause")
	r.clock.Advance(12 * time.Hour) // past every moment of the day's first half
	r.srv.Tick(context.Background())
	if n := count(); n != 0 {
		t.Errorf("the turtle acted while the game was paused: %d actions", n)
	}
	r.hostOp(res.Host, "resume")
	r.srv.Tick(context.Background())
	n := count()
	if n == 0 {
		t.Fatal("the turtle did not act after the pause, its moment past")
	}
	j, _ := r.exported(res.Host)
	var resumed time.Time
	for _, e := range j.Events {
		if e.Kind == tactics.KindResume {
			resumed = e.At
		}
		if e.Player == "turtle1" && e.Kind.IsAction() && e.At.Before(resumed) {
			t.Errorf("the turtle's %s at %v, before the resume at %v", e.Kind, e.At, resumed)
		}
	}
	r.restart()
	r.clock.Advance(time.Hour)
	r.srv.Tick(context.Background())
	if again := count(); again != n {
		t.Errorf("after a restart the turtle acted again in the same round: %d actions, then %d", n, again)
	}
	if v := r.state(linkOf(res, "ann")); v.Turn.Round != 1 {
		t.Errorf("round %d; want 1 (ann has not ended her turn)", v.Turn.Round)
	}
}

func TestBotRefusals(t *testing.T) {
	r := newRig(t)
	for _, c := range []struct{ name, body, want string }{
		{"unknown bot", `{"players":["ann"],"bots":["sniper"],"timezone":"UTC"}`, `unknown bot "sniper"`},
		{"no person", `{"players":[],"bots":["hunter","turtle"],"timezone":"UTC"}`, "at least one person"},
		{"too many", `{"players":["ann"],"bots":["random","random","random","random","random","random","random","random","random","random","random","random","random","random","random","random"],"timezone":"UTC"}`, "players"},
	} {
		a := r.do("POST", "/api/games", "application/json", c.body)
		if a.status != http.StatusBadRequest || !strings.Contains(a.errorText(), c.want) {
			t.Errorf("%s: %d %s (want 400 saying %q)", c.name, a.status, a.body, c.want)
		}
	}
	res := r.newGame(api.NewGameRequest{Players: []string{"ann", "Hunter1"}, Bots: []string{"hunter"}})
	if diff := cmp.Diff([]api.BotSeat{{Name: "hunter2", Bot: "hunter"}}, res.Bots); diff != "" {
		t.Errorf("a bot beside a person called Hunter1 (-want +got):\n%s", diff)
	}
	a := r.post(res.Host+"/rotate", api.RotateRequest{Player: "hunter2"})
	if a.status != http.StatusBadRequest || !strings.Contains(a.errorText(), "bot") {
		t.Errorf("rotating a bot's link: %d %s", a.status, a.body)
	}
	page := string(r.get(res.Host).body)
	if !strings.Contains(page, "(bot: hunter)") || strings.Contains(page, "<option>hunter2</option>") {
		t.Errorf("the host page does not show hunter2 as a bot, or offers it a new link")
	}
	if !slices.Contains(r.hostState(res.Host).Names, "hunter2") {
		t.Error("the host's state leaves the bot out of the names")
	}
}
