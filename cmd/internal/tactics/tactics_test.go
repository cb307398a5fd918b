package tactics

import (
	"encoding/json"
	"os"
	"path/filepath"
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
