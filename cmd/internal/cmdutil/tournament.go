package cmdutil

import (
	"context"
	"fmt"
	"io"
	"sync"
	"sync/atomic"

	"github.com/ezd-game/ezd/rating"
)

// What the tournaments of the games share (Tank War, Tanks but no thanks!): playing the
// games on several workers with progress, and the table of a two-player tournament. The
// games' rules stay in their commands.

// PlayGames plays games 0 to total-1, jobs at a time, until ctx ends; on a terminal
// (progress) it counts them on errOut, "12/100 games", and clears the count at the end.
// Each worker takes its play function from worker, and calls its done, when not nil, as it
// stops: a worker may keep things from game to game (Tank War keeps an outside bot's
// process, which can take longer to start than to play).
func PlayGames(ctx context.Context, errOut io.Writer, progress bool, total, jobs int, worker func() (play func(i int), done func())) {
	var next atomic.Int64
	// The count is advanced and written under one lock: workers share errOut, and the
	// count must reach the screen in order ("7/7" last, never before "6/7").
	var mu sync.Mutex
	played := 0
	var wg sync.WaitGroup
	for range min(jobs, total) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			play, done := worker()
			if done != nil {
				defer done()
			}
			for ctx.Err() == nil {
				i := int(next.Add(1)) - 1
				if i >= total {
					return
				}
				play(i)
				mu.Lock()
				played++
				if progress {
					fmt.Fprintf(errOut, "\r%d/%d games", played, total)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if progress {
		fmt.Fprint(errOut, "\r\033[K")
	}
}

// WriteStandings prints a two-player tournament's table for people: a line a bot, its
// name cut to 32 characters, forfeits beside the losses when there were any.
func WriteStandings(out io.Writer, rows []rating.Standing) {
	w := NewTable(out)
	fmt.Fprintln(w, "bot\tgames\twon\tdrawn\tlost\tpoints\telo")
	for _, r := range rows {
		lost := fmt.Sprint(r.Losses)
		if r.Forfeits > 0 {
			lost += fmt.Sprintf(" (%d forfeit)", r.Forfeits)
		}
		fmt.Fprintf(w, "%s\t%d\t%d\t%d\t%s\t%g\t%.0f ± %.0f\n", Shorten(r.Bot, 32), r.Games, r.Wins, r.Draws, lost, r.Points, r.Elo, r.EloError)
	}
	w.Flush()
}
