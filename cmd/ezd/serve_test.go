package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/ezd-game/ezd/cmd/internal/cli"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// startServe starts a real `ezd serve` on a free port of 127.0.0.1 for the data folder,
// and returns it with the table link it printed.
func startServe(t *testing.T, data string) (*exec.Cmd, string) {
	t.Helper()
	cmd := exec.Command("ezd", "serve", "--addr", "127.0.0.1:0")
	cmd.Env = ezdEnv(data)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	lines := bufio.NewScanner(out)
	for lines.Scan() {
		if u, ok := strings.CutPrefix(strings.TrimSpace(lines.Text()), "http://"); ok {
			go io.Copy(io.Discard, out)
			return cmd, "http://" + u
		}
	}
	t.Fatal("ezd serve printed no table link")
	return nil, ""
}

// links is `ezd battle links -b NAME --json`.
func links(t *testing.T, data, name string) map[string]string {
	t.Helper()
	code, out, errOut := runEzd(t, data, "battle", "links", "-b", name, "--json")
	if code != 0 {
		t.Fatalf("battle links: exit %d: %s", code, errOut)
	}
	var l map[string]string
	if err := json.Unmarshal([]byte(out), &l); err != nil {
		t.Fatal(err)
	}
	return l
}

func postStep(t *testing.T, link, body string) (int, string) {
	t.Helper()
	resp, err := http.Post(link+"/steps", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	got, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(got)
}

func getBody(t *testing.T, url string) string {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	got, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		t.Fatalf("%s: %d %s", url, resp.StatusCode, got)
	}
	return string(got)
}

// A step acknowledged by ezd serve is on disk: kill -9 the server right after the
// answer, and the journal holds it; a server started again serves the same links, and
// its status.json is byte for byte what `ezd battle status --json` prints.
func TestServeKilledLosesNothingAcknowledged(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("SIGKILL is Unix")
	}
	data := t.TempDir()
	if code, _, errOut := runEzd(t, data, "battle", "new", "sedan", "--red", "sample:france-1940",
		"--blue", "sample:germany-1940", "--seed", "1"); code != 0 {
		t.Fatalf("battle new: exit %d: %s", code, errOut)
	}
	serve, _ := startServe(t, data)
	l := links(t, data, "sedan")
	for _, step := range []string{
		`{"step": "initiative", "dice": [5, 2]}`,
		`{"step": "activate", "tank": "red:2"}`,
		`{"step": "attack", "target": "blue:3", "dice": [6, 1]}`,
	} {
		if code, got := postStep(t, l["red"], step); code != 200 {
			t.Fatalf("%s: %d %s", step, code, got)
		}
	}
	serve.Process.Kill() // SIGKILL: nothing to clean up with
	serve.Wait()
	_, out, _ := runEzd(t, data, "battle", "log", "-b", "sedan")
	if !strings.Contains(out, "Renault R35 attacks Panzer II: 6 against 1, hit") {
		t.Fatalf("the log after the kill:\n%s", out)
	}
	// The record the killed server left is stale: links says no server runs.
	if code, _, errOut := runEzd(t, data, "battle", "links", "-b", "sedan"); code != 1 || !strings.Contains(errOut, "ezd serve is not running") {
		t.Fatalf("links with the server killed: exit %d: %s", code, errOut)
	}
	startServe(t, data)
	again := links(t, data, "sedan")
	for _, role := range []string{"red", "blue", "watch"} {
		if strings.TrimPrefix(again[role], "http://") == "" || lastPart(again[role]) != lastPart(l[role]) {
			t.Fatalf("%s's link changed over the restart: %s, then %s", role, l[role], again[role])
		}
	}
	_, want, _ := runEzd(t, data, "battle", "status", "-b", "sedan", "--json")
	if got := getBody(t, again["watch"]+"/status.json"); got != want {
		t.Fatalf("status.json:\n%s\nbattle status --json:\n%s", got, want)
	}
}

func lastPart(u string) string { return u[strings.LastIndex(u, "/")+1:] }

// A step taken with `ezd battle` in a terminal (here in this process, through cli.Run as
// the binary runs it) reaches a phone's open event stream within a second.
func TestCLIStepReachesTheStream(t *testing.T) {
	data := t.TempDir()
	if code, _, errOut := runEzd(t, data, "battle", "new", "sedan", "--red", "sample:france-1940",
		"--blue", "sample:germany-1940", "--seed", "1"); code != 0 {
		t.Fatalf("battle new: exit %d: %s", code, errOut)
	}
	startServe(t, data)
	l := links(t, data, "sedan")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", l["blue"]+"/events", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	events := make(chan string, 10)
	go func() {
		lines := bufio.NewScanner(resp.Body)
		for lines.Scan() {
			if ev, ok := strings.CutPrefix(lines.Text(), "event: "); ok {
				events <- ev
			}
		}
		close(events)
	}()
	if ev := <-events; ev != "open" {
		t.Fatalf("first event %q", ev)
	}
	ios, _, errOut := iostreams.Test("")
	getenv := func(k string) string {
		switch k {
		case "XDG_DATA_HOME":
			return data
		case "XDG_CACHE_HOME":
			return data + "/cache"
		}
		return ""
	}
	start := time.Now()
	if code := cli.Run(ctx, []string{"battle", "initiative", "-b", "sedan", "--dice", "5,2"}, ios, getenv); code != 0 {
		t.Fatalf("battle initiative: exit %d: %s", code, errOut)
	}
	select {
	case ev := <-events:
		if ev != "step" {
			t.Fatalf("event %q, want step", ev)
		}
		if took := time.Since(start); took > time.Second {
			t.Errorf("the step took %v to reach the stream, want under 1 s", took)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the step never reached the stream")
	}
}

// serving waits until an `ezd serve` started in the background of a script has recorded
// its address ("serving"), or, negated, until none is recorded ("! serving"): a guard
// against a hang, 20 s, not a time rule.
func serving(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 0 {
		ts.Fatalf("usage: [!] serving")
	}
	path := ts.Getenv("XDG_DATA_HOME") + "/ezd/serve/server.json"
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if _, err := os.Stat(path); (err == nil) != neg {
			return
		}
	}
	ts.Fatalf("ezd serve's record is still %v", map[bool]string{true: "there", false: "missing"}[neg])
}

// terminate sends SIGTERM to the script's background commands, as a service manager
// stops ezd serve (testscript's kill sends only INT and KILL). Not on Windows, where no
// SIGTERM is delivered.
func terminate(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 0 {
		ts.Fatalf("usage: terminate")
	}
	for _, cmd := range ts.BackgroundCmds() {
		if cmd.Process != nil {
			ts.Check(cmd.Process.Signal(syscall.SIGTERM))
		}
	}
}
