package tactics

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ezd-game/ezd/cmd/internal/cmdtest"
	tacticspkg "github.com/ezd-game/ezd/tactics"
)

func run(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	return cmdtest.Run(t, cmdtest.Group(NewCmd), nil, nil, args...)
}

// A simulated game's summary agrees with its journal, and replay --json prints the
// engine's own board for it.
func TestSimulateThenReplay(t *testing.T) {
	file := filepath.Join(t.TempDir(), "game.json")
	code, out, errOut := run(t, "tactics", "simulate", "--players", "6", "--seed", "5", "--days", "20",
		"--start", "2026-12-01T08:00:00Z", "--tz", "Europe/Berlin", "-o", file, "--json")
	if code != 0 {
		t.Fatalf("simulate: exit %d: %s", code, errOut)
	}
	var sum simulateSummary
	if err := json.Unmarshal([]byte(out), &sum); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	j, s, err := tacticspkg.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Events != len(j.Events) || sum.Seed != 5 || sum.Ended != s.Ended() || !cmp.Equal(sum.Places, s.Places()) {
		t.Fatalf("summary %+v does not match the journal (%d events, ended %v, places %v)", sum, len(j.Events), s.Ended(), s.Places())
	}
	if sum.Days < 1 || sum.Days > 21 {
		t.Fatalf("%d days in a game of at most 20 days of game time", sum.Days)
	}
	code, out, errOut = run(t, "tactics", "replay", file, "--json")
	if code != 0 {
		t.Fatalf("replay: exit %d: %s", code, errOut)
	}
	var b tacticspkg.Board
	if err := json.Unmarshal([]byte(out), &b); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(s.Board(), b); diff != "" {
		t.Fatalf("replay --json differs from the engine's board:\n%s", diff)
	}
}

func TestPlacesLineSharesPlaces(t *testing.T) {
	got := placesLine([][]string{{"ann"}, {"bob", "cat"}, {"dan"}})
	if want := "1. ann  2. bob, cat  4. dan"; got != want {
		t.Fatalf("%q (want %q)", got, want)
	}
}

func TestParseBots(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
		err  string
	}{
		{"hunter:2,turtle", []string{"hunter", "hunter", "turtle"}, ""},
		{"random", []string{"random"}, ""},
		{" hunter : 1", nil, "unknown bot"},
		{"hunter:0", nil, "not a number of bots"},
		{"hunter:02", nil, "not a number of bots"},
		{"hunter:-1", nil, "not a number of bots"},
		{"sniper:2", nil, `unknown bot "sniper"`},
		{"hunter,,turtle", nil, "unknown bot"},
		{"random:17", nil, "more than 16 seats"},
		{"hunter:99999999999999999999", nil, "not a number of bots"},
	} {
		got, err := parseBots(c.in)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%q: %v, %v; want an error saying %q", c.in, got, err, c.err)
			}
			continue
		}
		if err != nil || !cmp.Equal(got, c.want) {
			t.Errorf("%q: %v, %v; want %v", c.in, got, err, c.want)
		}
	}
	code, _, errOut := run(t, "tactics", "new", "--players", "ann", "--bots", "")
	if code != 2 || !strings.Contains(errOut, "--bots") {
		t.Errorf("an empty --bots: exit %d, %q", code, errOut)
	}
	code, _, errOut = run(t, "tactics", "new", "--players", "ann", "--bots", "random:16", "--server", "http://127.0.0.1:1")
	if code != 2 || !strings.Contains(errOut, "players, not 17") {
		t.Errorf("a person and 16 bots: exit %d, %q; want the seats counted before any request", code, errOut)
	}
}
