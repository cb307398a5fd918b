package web

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"os"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/tactics"
	"github.com/ezd-game/ezd/tactics/api"
	"github.com/ezd-game/ezd/tactics/bot"
	"github.com/ezd-game/ezd/tactics/store"
)

// TT1, issue 30 item 1: names are kept trimmed and NFC, refused when two look alike, and
// what people type names a player case-blind: a proposal of BOB, Ann,CY ranks Bob, ann, cy.
func TestNamesOnTheServer(t *testing.T) {
	r := newRig(t)
	res := r.newGame(api.NewGameRequest{Players: []string{" ann", "Bob ", "cy"}, Mode: "standard"})
	if res.Players[0].Name != "ann" || res.Players[1].Name != "Bob" {
		t.Fatalf("the links are for %+v (want ann and Bob, trimmed)", res.Players)
	}
	if a := r.hostOp(res.Host, "start"); a.status != 200 {
		t.Fatalf("start: %d %s", a.status, a.body)
	}
	ann := linkOf(res, "ann")
	if v := r.state(ann); v.You.Name != "ann" {
		t.Fatalf("ann's link opens %q's seat", v.You.Name)
	}
	r.mustAct(ann, "propose BOB, Ann,CY")
	if v := r.state(ann); strings.Join(v.You.Proposal, ",") != "Bob,ann,cy" {
		t.Errorf("ann proposed BOB, Ann,CY and stands by %q (want Bob,ann,cy)", v.You.Proposal)
	}
	for _, c := range []struct{ players, want string }{
		{`["ann","ann "]`, "are the same name"},
		{`["ann","\u0430nn"]`, `look alike: \"а\" (U+0430) is read as \"a\"`},
		{`["ann","a,b"]`, `holds ','`},
	} {
		a := r.do("POST", "/api/games", "application/json", `{"players":`+c.players+`,"timezone":"UTC"}`)
		if a.status != http.StatusBadRequest || !strings.Contains(a.errorText(), strings.ReplaceAll(c.want, `\"`, `"`)) {
			t.Errorf("players %s: %d %q (want 400 saying %s)", c.players, a.status, a.errorText(), c.want)
		}
	}
	// A bot is never named like a person: Hunterl looks like hunter1.
	res = r.newGame(api.NewGameRequest{Players: []string{"Hunterl"}, Bots: []string{"hunter"}})
	if len(res.Bots) != 1 || res.Bots[0].Name != "hunter2" {
		t.Errorf("the bot beside Hunterl is %+v (want hunter2)", res.Bots)
	}
}

// Issue 30 item 4: a served game's seed is 32 random bytes that no request chooses; its
// SHA-256 is published from the start and the seed, shown at the end, matches it.
func TestSeedIsTheServers(t *testing.T) {
	r := newRig(t)
	a := r.do("POST", "/api/games", "application/json", `{"players":["ann","bob"],"timezone":"UTC","seed":42}`)
	if a.status != http.StatusBadRequest || !strings.Contains(a.errorText(), "seed is the server's own") {
		t.Errorf("a chosen seed: %d %q (want 400: the seed is the server's)", a.status, a.errorText())
	}
	st, err := store.Open(context.Background(), t.TempDir()+"/fresh.db")
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	srv, err := New(context.Background(), st, Options{}) // the real source: crypto/rand
	if err != nil {
		t.Fatal(err)
	}
	seeds := map[tactics.Seed]bool{}
	for range 3 {
		seed := srv.newSeed()
		if seeds[seed] || seed == (tactics.Seed{}) {
			t.Fatalf("newSeed gave %s twice, or zero", seed)
		}
		seeds[seed] = true
	}
	res := started(t, r, "ann", "bob")
	if a := r.hostOp(res.Host, "end"); a.status != 200 {
		t.Fatal(a.status)
	}
	v := r.state(linkOf(res, "ann"))
	if v.Seed == nil || len(*v.Seed) != 64 || !v.Fairness.Check() {
		t.Errorf("after the end the seed is %v, hash %s (want 64 hex digits whose SHA-256 is the one published)", v.Seed, v.SeedSHA256)
	}
}

// Issue 30 item 5: a database deleted while the server runs is noticed before anything is
// acknowledged: 503 with the reason, reads and writes alike.
func TestGoneDatabaseAnswers503(t *testing.T) {
	r := newRig(t)
	res := started(t, r, "ann", "bob")
	for _, p := range []string{r.path, r.path + "-wal", r.path + "-shm"} {
		os.Remove(p)
	}
	for what, a := range map[string]answer{
		"an action":  r.act(linkOf(res, "ann"), "end"),
		"a page":     r.get(linkOf(res, "bob")),
		"a new game": r.do("POST", "/api/games", "application/json", `{"players":["ann","bob"],"timezone":"UTC"}`),
	} {
		if a.status != http.StatusServiceUnavailable || !strings.Contains(string(a.body), "database was deleted or replaced") {
			t.Errorf("%s after the database was deleted: %d %s (want 503 and the reason)", what, a.status, a.body)
		}
	}
}

// TT10, issue 30 item 3: until the game ends the export is sealed (no vote says for
// whom) and replays to the state served; after the end it is the open journal.
func TestExportSealsTheVotesUntilTheEnd(t *testing.T) {
	r := newRig(t)
	g, err := tactics.NewGame(tactics.Standard, []string{"ann", "bob", "cat", "dan", "eve", "fay", "gus", "hal"}, 0, false, "UTC", 0)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]string, len(g.Players))
	for i := range bots {
		bots[i] = bot.Names[i%len(bot.Names)]
	}
	j, _, err := bot.Simulate(bot.Config{Game: g, Bots: bots, Start: t0, Seed: tactics.SeedOf(3), Until: t0.AddDate(0, 0, 12)})
	if err != nil {
		t.Fatal(err)
	}
	if j.Events[len(j.Events)-1].Kind == tactics.KindEnd {
		t.Fatal("the simulated game ended: the test needs one in play")
	}
	res := r.storeGame(g, j.Events, tactics.SeedOf(3))
	votes := func(text string) (open, sealed int) {
		for _, line := range strings.Split(text, "\n") {
			if strings.Contains(line, `"kind":"vote"`) {
				if strings.Contains(line, `"for":`) {
					open++
				} else {
					sealed++
				}
			}
		}
		return
	}
	a := r.get(res + "/export")
	if open, sealed := votes(string(a.body)); open != 0 || sealed == 0 {
		t.Fatalf("the export during play shows %d votes in full and %d sealed (want none in full, some sealed)", open, sealed)
	}
	if _, _, err := tactics.Load(a.body); err != nil {
		t.Fatalf("the sealed export does not replay: %v", err)
	}
	if a := r.hostOp(res, "end"); a.status != 200 {
		t.Fatalf("end: %d %s", a.status, a.body)
	}
	if open, sealed := votes(string(r.get(res + "/export").body)); open == 0 || sealed != 0 {
		t.Errorf("the export after the end shows %d votes in full and %d sealed (want all in full)", open, sealed)
	}
}

// storeGame puts a game with these events in the rig's database, as a server that had
// played them would have, restarts the server on it, and returns the host's link.
func (r *rig) storeGame(g tactics.Game, events []tactics.Event, seed tactics.Seed) string {
	r.t.Helper()
	ctx := context.Background()
	header, _ := json.Marshal(g)
	host := "h0stS3cretAAAAAAAAAAAA"
	secrets := map[string]string{}
	for i, p := range g.Players {
		secrets[p] = storedSecret(i)
	}
	sg := store.Game{ID: "stored", Header: header, Seed: seed.String(), Players: g.Players, Created: t0}
	if err := r.st.CreateGame(ctx, sg, host, secrets); err != nil {
		r.t.Fatal(err)
	}
	_, err := r.st.Append(ctx, "stored", func(*store.Journal) (store.Batch, error) {
		var b store.Batch
		for _, e := range events {
			b.Events = append(b.Events, tactics.MarshalEvent(e))
		}
		return b, nil
	})
	if err != nil {
		r.t.Fatal(err)
	}
	r.clock.Set(events[len(events)-1].At)
	r.restart()
	return "/h/" + host
}

// storedSecret is the secret of the link storeGame gives the player in this seat.
func storedSecret(seat int) string {
	var b [16]byte
	b[0], b[15] = 'p', byte(seat)
	return base64.RawURLEncoding.EncodeToString(b[:])
}
