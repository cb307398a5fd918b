package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/ezd-game/ezd/tactics"
	"github.com/ezd-game/ezd/tactics/api"
)

// referee is a real `ezd tactics serve` on a free loopback port.
type referee struct {
	t    *testing.T
	cmd  *exec.Cmd
	url  string
	logs *bytes.Buffer
	done chan error
}

func startReferee(t *testing.T, db string) *referee {
	t.Helper()
	cmd := exec.Command("ezd", "tactics", "serve", "--addr", "127.0.0.1:0", "--db", db)
	cmd.Env = append(os.Environ(), "NO_COLOR=1")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r := &referee{t: t, cmd: cmd, logs: &bytes.Buffer{}, done: make(chan error, 1)}
	lines := bufio.NewScanner(stderr)
	found := make(chan string, 1)
	ended := make(chan struct{})
	go func() {
		for lines.Scan() {
			line := lines.Text()
			r.logs.WriteString(line + "\n")
			if rest, ok := strings.CutPrefix(line, "Serving Tank Turn Tactics on "); ok {
				found <- strings.Fields(rest)[0]
			}
		}
		r.done <- cmd.Wait()
		close(ended)
	}()
	select {
	case r.url = <-found:
	case <-ended: // a server that gave up says why at once, not after the minute
		t.Fatalf("the server stopped before it listened:\n%s", r.logs)
	case <-time.After(60 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("the server did not say where it listens:\n%s", r.logs)
	}
	t.Cleanup(func() { cmd.Process.Kill() })
	return r
}

func ezd(t *testing.T, args ...string) (string, error) {
	t.Helper()
	out, err := exec.Command("ezd", args...).CombinedOutput()
	return string(out), err
}

func mustEzd(t *testing.T, args ...string) string {
	t.Helper()
	out, err := ezd(t, args...)
	if err != nil {
		t.Fatalf("ezd %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return out
}

// TestTacticsServerEndToEnd runs the referee and its terminal client as players would:
// new, start, show, act (accepted and refused), export, replay of the export, and a
// clean stop on SIGTERM with exit 0.
func TestTacticsServerEndToEnd(t *testing.T) {
	db := filepath.Join(t.TempDir(), "tactics.db")
	ref := startReferee(t, db)
	var game api.NewGameResult
	out := mustEzd(t, "tactics", "new", "--players", "ann,bob,cy", "--mode", "abridged", "--round-time", "1h",
		"--tz", "Europe/Berlin", "--server", ref.url, "--json")
	if err := json.Unmarshal([]byte(out), &game); err != nil {
		t.Fatalf("new --json: %v\n%s", err, out)
	}
	if !strings.HasPrefix(game.Host, ref.url+"/h/") || len(game.Players) != 3 || !strings.HasPrefix(game.Players[0].Link, ref.url+"/p/") {
		t.Fatalf("links: %+v", game)
	}
	ann := game.Players[0].Link
	if out := mustEzd(t, "tactics", "start", game.Host); !strings.Contains(out, "The game starts") {
		t.Errorf("start printed %q", out)
	}
	var v api.PlayerState
	if err := json.Unmarshal([]byte(mustEzd(t, "tactics", "show", ann, "--json")), &v); err != nil {
		t.Fatal(err)
	}
	if v.You.Name != "ann" || v.Turn.Round != 1 || len(v.Turn.Options) == 0 {
		t.Fatalf("show --json: %+v", v)
	}
	if out := mustEzd(t, "tactics", "show", ann); !strings.Contains(out, "ann on ") || !strings.Contains(out, "You can") {
		t.Errorf("show:\n%s", out)
	}
	if out := mustEzd(t, "tactics", "act", ann, "heart"); !strings.Contains(out, "Ann adds a heart") {
		t.Errorf("act heart printed %q", out)
	}
	out, err := ezd(t, "tactics", "act", ann, "range")
	if code := exitCode(err); code != 1 || !strings.Contains(out, "primary") {
		t.Errorf("a second primary: exit %d, %q (want 1 and the rule's reason)", code, out)
	}
	out, err = ezd(t, "tactics", "act", ann, "dance")
	if code := exitCode(err); code != 1 || !strings.Contains(out, "unknown action") {
		t.Errorf("an unknown action: exit %d, %q", code, out)
	}
	out, err = ezd(t, "tactics", "show", ref.url+"/p/AAAAAAAAAAAAAAAAAAAAAA")
	if code := exitCode(err); code != 1 || !strings.Contains(out, "no such link") {
		t.Errorf("an unknown link: exit %d, %q", code, out)
	}
	out, err = ezd(t, "tactics", "start", ann)
	if code := exitCode(err); code != 2 || !strings.Contains(out, "host's link") {
		t.Errorf("start with a player's link: exit %d, %q", code, out)
	}
	file := filepath.Join(t.TempDir(), "game.json")
	mustEzd(t, "tactics", "export", game.Host, "-o", file)
	var replayed tactics.Board
	if err := json.Unmarshal([]byte(mustEzd(t, "tactics", "replay", file, "--json")), &replayed); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(mustEzd(t, "tactics", "show", ann, "--json")), &v); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(v.Board, replayed); diff != "" {
		t.Errorf("replay of the export differs from the served state (-served +replayed):\n%s", diff)
	}
	if runtime.GOOS != "windows" {
		ref.cmd.Process.Signal(syscall.SIGTERM)
		select {
		case err := <-ref.done:
			if err != nil {
				t.Errorf("after SIGTERM: %v, want exit 0\n%s", err, ref.logs)
			}
		case <-time.After(30 * time.Second):
			t.Errorf("the server did not stop on SIGTERM")
		}
	}
}

func exitCode(err error) int {
	if ee, ok := err.(*exec.ExitError); ok {
		return ee.ExitCode()
	}
	if err != nil {
		return -1
	}
	return 0
}

// ack is an action the server acknowledged: the event number it was given.
type ack struct {
	player, action string
	seq            int
	took           time.Duration
}

// players act as fast as the rate limit allows (10 requests a second a link: a look at
// the state, then an action) until stop, each choosing at random among what its view
// offers, and return every acknowledged action.
func playAgainst(t *testing.T, base string, links []api.PlayerLink, stop <-chan struct{}) []ack {
	var mu sync.Mutex
	var acks []ack
	var wg sync.WaitGroup
	client := &http.Client{Timeout: 10 * time.Second}
	for i, p := range links {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(i), 1))
			tick := time.NewTicker(210 * time.Millisecond) // two requests a tick: under 10 a second
			defer tick.Stop()
			for {
				select {
				case <-stop:
					return
				case <-tick.C:
				}
				resp, err := client.Get(p.Link + "/state")
				if err != nil {
					return // the server is gone (the crash test)
				}
				var v api.PlayerState
				err = json.NewDecoder(resp.Body).Decode(&v)
				resp.Body.Close()
				if err != nil || resp.StatusCode != 200 || v.Ended {
					continue
				}
				var choices []tactics.Option
				for _, o := range v.Turn.Options {
					if o.Kind != tactics.KindPropose && o.Kind != tactics.KindVote {
						choices = append(choices, o)
					}
				}
				if len(choices) == 0 {
					continue
				}
				action := actionOf(choices[r.IntN(len(choices))])
				body, _ := json.Marshal(api.ActRequest{Action: action})
				start := time.Now()
				resp, err = client.Post(p.Link+"/act", "application/json", bytes.NewReader(body))
				if err != nil {
					return
				}
				took := time.Since(start)
				var res api.ActResult
				json.NewDecoder(resp.Body).Decode(&res)
				resp.Body.Close()
				if resp.StatusCode == 200 {
					mu.Lock()
					acks = append(acks, ack{p.Name, action, res.Seq, took})
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	return acks
}

func actionOf(o tactics.Option) string {
	if xy, ok := o.To.([]any); ok && len(xy) == 2 {
		o.To = tactics.Cell{X: int(xy[0].(float64)), Y: int(xy[1].(float64))}
	}
	return api.ActionText(o)
}

func newLoadGame(t *testing.T, url string) api.NewGameResult {
	t.Helper()
	names := make([]string, 16)
	for i := range names {
		names[i] = fmt.Sprintf("p%02d", i+1)
	}
	var game api.NewGameResult
	out := mustEzd(t, "tactics", "new", "--players", strings.Join(names, ","), "--side", "16", "--round-time", "24h",
		"--tz", "UTC", "--server", url, "--json")
	if err := json.Unmarshal([]byte(out), &game); err != nil {
		t.Fatal(err)
	}
	mustEzd(t, "tactics", "start", game.Host)
	return game
}

// checkJournal exports the game and checks that it replays to the served state and holds
// every acknowledged action at the number it was acknowledged with.
func checkJournal(t *testing.T, game api.NewGameResult, acks []ack) tactics.Journal {
	t.Helper()
	file := filepath.Join(t.TempDir(), "export.json")
	mustEzd(t, "tactics", "export", game.Host, "-o", file)
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	j, st, err := tactics.Load(data) // the replay refuses any AP spent that was not there
	if err != nil {
		t.Fatalf("the export does not replay: %v", err)
	}
	var host api.HostState
	if err := json.Unmarshal([]byte(mustEzd(t, "tactics", "show", game.Host, "--json")), &host); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(host.Board, st.Board()); diff != "" {
		t.Errorf("the served state differs from the replayed export (-served +replayed):\n%s", diff)
	}
	for _, a := range acks {
		if a.seq < 1 || a.seq > len(j.Events) {
			t.Errorf("%s's %q was acknowledged as event %d, but the journal has %d events", a.player, a.action, a.seq, len(j.Events))
			continue
		}
		if e := j.Events[a.seq-1]; e.Player != a.player || !e.Kind.IsAction() {
			t.Errorf("event %d is %s by %q, but %s's %q was acknowledged with that number", a.seq, e.Kind, e.Player, a.player, a.action)
		}
	}
	return j
}

func percentile(acks []ack, p float64) time.Duration {
	ds := make([]time.Duration, len(acks))
	for i, a := range acks {
		ds[i] = a.took
	}
	slices.Sort(ds)
	if len(ds) == 0 {
		return 0
	}
	return ds[min(len(ds)-1, int(p*float64(len(ds))))]
}

// TestTacticsLoad: 16 players act as fast as allowed against one game on 127.0.0.1, then
// the export replays to the served state and holds every acknowledged action. It runs for
// 3 seconds; EZD_LOAD_SECONDS=30 runs the full half minute of the issue, and the test logs
// the p50 and p99 time to acknowledge an action (go test -v -run TestTacticsLoad).
func TestTacticsLoad(t *testing.T) {
	seconds := 3
	if s := os.Getenv("EZD_LOAD_SECONDS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > 600 {
			t.Fatalf("EZD_LOAD_SECONDS=%q: want 1 to 600", s)
		}
		seconds = n
	}
	ref := startReferee(t, filepath.Join(t.TempDir(), "tactics.db"))
	game := newLoadGame(t, ref.url)
	stop := make(chan struct{})
	time.AfterFunc(time.Duration(seconds)*time.Second, func() { close(stop) })
	acks := playAgainst(t, ref.url, game.Players, stop)
	if len(acks) < 16 {
		t.Fatalf("only %d actions acknowledged in %d s", len(acks), seconds)
	}
	j := checkJournal(t, game, acks)
	t.Logf("%d players, %d s: %d actions acknowledged, %d events; ack time p50 %v, p99 %v",
		len(game.Players), seconds, len(acks), len(j.Events), percentile(acks, 0.50), percentile(acks, 0.99))
}

// TestTacticsCrash: kill -9 the server while 16 players act, start it again on the same
// database, and every acknowledged action is in the journal, at its number; the game
// goes on.
func TestTacticsCrash(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("kill -9 is a Unix signal")
	}
	db := filepath.Join(t.TempDir(), "tactics.db")
	ref := startReferee(t, db)
	game := newLoadGame(t, ref.url)
	stop := make(chan struct{})
	go func() {
		time.Sleep(2 * time.Second)
		ref.cmd.Process.Signal(syscall.SIGKILL)
		close(stop)
	}()
	acks := playAgainst(t, ref.url, game.Players, stop)
	<-ref.done
	ref2 := startReferee(t, db)
	fix := func(l string) string { return ref2.url + l[len(ref.url):] }
	game.Host = fix(game.Host)
	for i := range game.Players {
		game.Players[i].Link = fix(game.Players[i].Link)
	}
	j := checkJournal(t, game, acks)
	t.Logf("killed with %d actions acknowledged; after the restart the journal has %d events, every acknowledged one among them", len(acks), len(j.Events))
	// The game goes on after the restart.
	stop2 := make(chan struct{})
	time.AfterFunc(time.Second, func() { close(stop2) })
	more := playAgainst(t, ref2.url, game.Players, stop2)
	checkJournal(t, game, append(acks, more...))
}

// TestTacticsBotsEndToEnd: new --bots seats bots without links, the real server plays
// them on its own clock, and their actions are in the exported journal, which replays to
// the served state.
func TestTacticsBotsEndToEnd(t *testing.T) {
	ref := startReferee(t, filepath.Join(t.TempDir(), "tactics.db"))
	out := mustEzd(t, "tactics", "new", "--players", "ann", "--bots", "hunter,turtle:1", "--mode", "abridged",
		"--round-time", "2s", "--tz", "UTC", "--server", ref.url)
	for _, want := range []string{"ann: " + ref.url + "/p/", "hunter1: a hunter bot (no link", "turtle1: a turtle bot"} {
		if !strings.Contains(out, want) {
			t.Errorf("new --bots printed no %q:\n%s", want, out)
		}
	}
	var game api.NewGameResult
	// Rounds of 10 s: the bots act in the first half of each, and ann, who never acts,
	// loses a heart a round (TT4), so the game lasts long enough to be paused even when a
	// loaded machine takes seconds for each command below (at 2 s it once ended first).
	out = mustEzd(t, "tactics", "new", "--players", "ann", "--bots", "hunter:2", "--mode", "abridged",
		"--round-time", "10s", "--tz", "UTC", "--server", ref.url, "--json")
	if err := json.Unmarshal([]byte(out), &game); err != nil {
		t.Fatal(err)
	}
	want := []api.BotSeat{{Name: "hunter1", Bot: "hunter"}, {Name: "hunter2", Bot: "hunter"}}
	if len(game.Players) != 1 || !cmp.Equal(game.Bots, want) {
		t.Fatalf("new --json: players %+v, bots %+v", game.Players, game.Bots)
	}
	mustEzd(t, "tactics", "start", game.Host)
	// The bots' moment is in the round's first 5 s, and the server looks every second.
	// Wait for their first actions: about 5 s, bounded.
	deadline := time.Now().Add(time.Minute)
	file := filepath.Join(t.TempDir(), "export.json")
	for {
		mustEzd(t, "tactics", "export", game.Host, "-o", file, "--force")
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		j, _, err := tactics.Load(data)
		if err != nil {
			t.Fatalf("the export does not replay: %v", err)
		}
		n := 0
		for _, e := range j.Events {
			if strings.HasPrefix(e.Player, "hunter") && e.Kind.IsAction() {
				n++
			}
		}
		if n >= 2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the bots took no turn in a minute; the journal has %d events", len(j.Events))
		}
		time.Sleep(200 * time.Millisecond)
	}
	// Paused, the game stands still (TT16): the export replays to what is served.
	mustEzd(t, "tactics", "pause", game.Host)
	checkJournal(t, game, nil)
	if out := mustEzd(t, "tactics", "show", game.Players[0].Link); !strings.Contains(out, "(bot: hunter)") {
		t.Errorf("show does not mark the bots:\n%s", out)
	}
}

// TestTacticsRotateEndToEnd: the host gives a player a new link from the terminal; the
// old link is 404 from then on and the new one plays the same seat. And a game's webhook
// on a link-local address is refused.
func TestTacticsRotateEndToEnd(t *testing.T) {
	ref := startReferee(t, filepath.Join(t.TempDir(), "tactics.db"))
	var game api.NewGameResult
	out := mustEzd(t, "tactics", "new", "--players", "ann,bob", "--bots", "turtle", "--tz", "UTC",
		"--server", ref.url, "--json")
	if err := json.Unmarshal([]byte(out), &game); err != nil {
		t.Fatal(err)
	}
	old := game.Players[0].Link
	var rot api.RotateResult
	if err := json.Unmarshal([]byte(mustEzd(t, "tactics", "rotate", game.Host, "ann", "--json")), &rot); err != nil {
		t.Fatal(err)
	}
	if rot.Player != "ann" || !strings.HasPrefix(rot.Link, ref.url+"/p/") || rot.Link == old {
		t.Fatalf("rotate --json: %+v", rot)
	}
	out, err := ezd(t, "tactics", "show", old)
	if code := exitCode(err); code != 1 || !strings.Contains(out, "no such link") {
		t.Errorf("the old link: exit %d, %q", code, out)
	}
	resp, err := http.Get(old + "/state")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound {
		t.Errorf("GET the old link: %d, want 404", resp.StatusCode)
	}
	if out := mustEzd(t, "tactics", "show", rot.Link); !strings.Contains(out, "ann") {
		t.Errorf("show with the new link:\n%s", out)
	}
	out = mustEzd(t, "tactics", "rotate", game.Host, "ann")
	if !strings.HasPrefix(out, "New link for ann (the old one no longer works): "+ref.url+"/p/") || strings.Contains(out, rot.Link) {
		t.Errorf("rotate printed %q", out)
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{game.Host, "zed"}, 1, `"zed" is not a player`},
		{[]string{game.Host, "turtle1"}, 1, "turtle1 is a bot and has no link"},
		{[]string{game.Players[1].Link, "ann"}, 2, "host's link"},
		{[]string{game.Host}, 2, "HOSTLINK and PLAYER"},
	} {
		out, err := ezd(t, append([]string{"tactics", "rotate"}, c.args...)...)
		if code := exitCode(err); code != c.code || !strings.Contains(out, c.want) {
			t.Errorf("rotate %v: exit %d, %q; want %d saying %q", c.args[1:], code, out, c.code, c.want)
		}
	}
	// Webhooks reach only the internet: the metadata address of a cloud is refused.
	out, err = ezd(t, "tactics", "new", "--players", "ann,bob", "--webhook", "http://169.254.169.254/latest/", "--server", ref.url)
	if code := exitCode(err); code != 1 || !strings.Contains(out, "private, loopback or link-local") {
		t.Errorf("new --webhook to a link-local address: exit %d, %q", code, out)
	}
}
