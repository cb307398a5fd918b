package bot

import (
	"fmt"
	"testing"
	"time"

	"github.com/ezd-game/ezd/tactics"
)

func players(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("p%02d", i+1)
	}
	return out
}

func config(t testing.TB, mode tactics.Mode, n int, bots []string, seed uint64) Config {
	t.Helper()
	g, err := tactics.NewGame(mode, players(n), 0, false, "Europe/Berlin", 0)
	if err != nil {
		t.Fatal(err)
	}
	seats := make([]string, n)
	for i := range seats {
		seats[i] = bots[i%len(bots)]
	}
	start := time.Date(2026, 12, 1, 8, 0, 0, 0, time.UTC)
	return Config{Game: g, Bots: seats, Start: start, Seed: tactics.SeedOf(seed), Until: start.AddDate(0, 0, 60)}
}

func TestSimulatedGamesReplay(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		for _, mode := range []tactics.Mode{tactics.Standard, tactics.Abridged} {
			cfg := config(t, mode, 2+int(seed)*2, Names, seed)
			j, s, err := Simulate(cfg)
			if err != nil {
				t.Fatalf("%s seed %d: %v", mode, seed, err)
			}
			_, again, err := tactics.Load(j.Marshal())
			if err != nil {
				t.Fatalf("%s seed %d: the journal does not replay: %v", mode, seed, err)
			}
			if string(mustJSON(t, again.Board())) != string(mustJSON(t, s.Board())) {
				t.Fatalf("%s seed %d: the replay differs from the game", mode, seed)
			}
			t.Logf("%s seed %d: %d players, %d events, round %d, ended %v, places %v", mode, seed, len(cfg.Bots), len(j.Events), s.Round(), s.Ended(), s.Places())
		}
	}
}
