package cmdutil

import (
	"bytes"
	"context"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/ezd-game/ezd/rating"
)

// PlayGames plays every game once, on at most jobs workers, each worker's done called
// once as it stops; progress counts the games and clears the line at the end.
func TestPlayGames(t *testing.T) {
	var mu sync.Mutex
	played := map[int]int{}
	var workers, done atomic.Int32
	var errOut bytes.Buffer
	PlayGames(context.Background(), &errOut, true, 7, 3, func() (func(int), func()) {
		workers.Add(1)
		return func(i int) {
			mu.Lock()
			played[i]++
			mu.Unlock()
		}, func() { done.Add(1) }
	})
	for i := range 7 {
		if played[i] != 1 {
			t.Errorf("game %d played %d times", i, played[i])
		}
	}
	if w := workers.Load(); w < 1 || w > 3 || done.Load() != w {
		t.Errorf("%d workers, %d done", w, done.Load())
	}
	if s := errOut.String(); !strings.Contains(s, "\r7/7 games") || !strings.HasSuffix(s, "\r\033[K") {
		t.Errorf("progress %q", s)
	}
}

// An ended context plays no more games, and without progress nothing is written.
func TestPlayGamesStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var n atomic.Int32
	var errOut bytes.Buffer
	PlayGames(ctx, &errOut, false, 100, 1, func() (func(int), func()) {
		return func(int) {
			if n.Add(1) == 3 {
				cancel()
			}
		}, nil
	})
	if n.Load() != 3 || errOut.Len() != 0 {
		t.Errorf("played %d after the cancel at 3, wrote %q", n.Load(), errOut.String())
	}
}

// WriteStandings: a line a bot, forfeits beside the losses, long names cut.
func TestWriteStandings(t *testing.T) {
	var out bytes.Buffer
	WriteStandings(&out, []rating.Standing{
		{Bot: "search", Games: 4, Wins: 3, Draws: 1, Points: 3.5, Elo: 1700, EloError: 200},
		{Bot: "cmd:python3 a-very-long-name-of-a-bot.py", Games: 4, Losses: 3, Draws: 1, Forfeits: 2, Points: 0.5, Elo: 1300, EloError: 210},
	})
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "bot") {
		t.Fatalf("%q", out.String())
	}
	if !strings.Contains(lines[1], "3.5") || !strings.Contains(lines[1], "1700 ± 200") {
		t.Errorf("%q", lines[1])
	}
	if !strings.Contains(lines[2], "3 (2 forfeit)") || !strings.Contains(lines[2], "cmd:python3 a-very-long-name-of…") {
		t.Errorf("%q", lines[2])
	}
}
