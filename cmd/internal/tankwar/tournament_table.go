package tankwar

import (
	"fmt"
	"math"
	"os"
	"slices"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/rating"
)

// The tournament's results: the table with Elo, each pair's score, and the files.

// tally adds the results up into the table, best Elo first.
func tally(entrants []player, results []played) ([]standing, error) {
	rows := make([]standing, len(entrants))
	for i, e := range entrants {
		rows[i].Bot = e.String()
	}
	var scores []rating.Score
	for _, r := range results {
		a, b := r.p1, r.p2
		var pa float64
		switch r.Result {
		case "p1":
			pa = 1
		case "draw":
			pa = 0.5
		case "p2":
		default:
			continue
		}
		scores = append(scores, rating.Score{A: a, B: b, Points: pa})
		for _, side := range [2]struct {
			who int
			pts float64
			me  int
		}{{a, pa, 1}, {b, 1 - pa, 2}} {
			row := &rows[side.who]
			row.Games++
			row.Points += side.pts
			switch side.pts {
			case 1:
				row.Wins++
			case 0.5:
				row.Draws++
			default:
				row.Losses++
				if r.Forfeit == side.me {
					row.Forfeits++
				}
			}
		}
	}
	ratings, err := rating.Ratings(len(entrants), scores)
	if err != nil {
		return nil, err
	}
	for i := range rows {
		rows[i].Elo = math.Round(ratings[i].Elo)
		rows[i].EloError = math.Round(ratings[i].Error)
	}
	slices.SortStableFunc(rows, func(x, y standing) int {
		switch {
		case x.Elo > y.Elo:
			return -1
		case x.Elo < y.Elo:
			return 1
		}
		return 0
	})
	return rows, nil
}

// writeTable prints the table for people.
func writeTable(f *cmdutil.Factory, rows []standing) {
	w := cmdutil.NewTable(f.IO.Out)
	fmt.Fprintln(w, "bot\tgames\twon\tdrawn\tlost\tpoints\telo")
	for _, r := range rows {
		lost := fmt.Sprint(r.Losses)
		if r.Forfeits > 0 {
			lost += fmt.Sprintf(" (%d forfeit)", r.Forfeits)
		}
		fmt.Fprintf(w, "%s\t%d\t%d\t%d\t%s\t%g\t%.0f ± %.0f\n", shorten(r.Bot, 32), r.Games, r.Wins, r.Draws, lost, r.Points, r.Elo, r.EloError)
	}
	w.Flush()
}

// writePairs prints each pair's score from the first bot's side: "search - greedy: 40
// won, 60 drawn, 0 lost".
func writePairs(f *cmdutil.Factory, entrants []player, results []played) {
	type wdl struct{ w, d, l int }
	n := len(entrants)
	score := make([]wdl, n*n)
	for _, r := range results {
		a, b := r.p1, r.p2
		if a > b {
			a, b = b, a
			switch r.Result {
			case "p1":
				r.Result = "p2"
			case "p2":
				r.Result = "p1"
			}
		}
		s := &score[a*n+b]
		switch r.Result {
		case "p1":
			s.w++
		case "p2":
			s.l++
		case "draw":
			s.d++
		}
	}
	fmt.Fprintln(f.IO.Out)
	for a := range n {
		for b := a + 1; b < n; b++ {
			s := score[a*n+b]
			fmt.Fprintf(f.IO.Out, "%s - %s: %d won, %d drawn, %d lost\n", shorten(entrants[a].String(), 32), shorten(entrants[b].String(), 32), s.w, s.d, s.l)
		}
	}
}

// checkOutFolder makes the folder of --out if it is missing and checks that records can
// be written in it, before any game is played.
func checkOutFolder(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("--out: cannot make the folder %s: %v", dir, err)
	}
	probe, err := os.CreateTemp(dir, ".ezd-write-test-*")
	if err != nil {
		return fmt.Errorf("--out: cannot write in the folder %s: %v", dir, err)
	}
	probe.Close()
	return os.Remove(probe.Name())
}

// saveTournament writes every record and tournament.json, the list of games, in opts.Out.
func saveTournament(opts *tournamentOptions, results []played) error {
	records := make([]cmdutil.Record, len(results))
	for i, r := range results {
		records[i] = cmdutil.Record{Name: r.Record, Data: r.record}
	}
	return cmdutil.SaveTournament(opts.Out, records, results, opts.Force)
}
