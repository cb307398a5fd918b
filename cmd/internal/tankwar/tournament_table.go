package tankwar

import (
	"fmt"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/rating"
)

// The tournament's results: the table with Elo, each pair's score, and the files.

// tally adds the results up into the table, best Elo first.
func tally(entrants []player, results []played) ([]rating.Standing, error) {
	names := make([]string, len(entrants))
	for i, e := range entrants {
		names[i] = e.String()
	}
	var duels []rating.Duel
	for _, r := range results {
		d := rating.Duel{A: r.p1, B: r.p2, Forfeit: r.Forfeit}
		switch r.Result {
		case "p1":
			d.Points = 1
		case "draw":
			d.Points = 0.5
		case "p2":
		default: // a game the engine refused to start: no score
			continue
		}
		duels = append(duels, d)
	}
	return rating.Table(names, duels)
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
			fmt.Fprintf(f.IO.Out, "%s - %s: %d won, %d drawn, %d lost\n", cmdutil.Shorten(entrants[a].String(), 32), cmdutil.Shorten(entrants[b].String(), 32), s.w, s.d, s.l)
		}
	}
}

// saveTournament writes every record and tournament.json, the list of games, in opts.Out.
func saveTournament(opts *tournamentOptions, results []played) error {
	records := make([]cmdutil.Record, len(results))
	for i, r := range results {
		r.record.Players = [2]string{r.P1, r.P2}
		records[i] = cmdutil.Record{Name: r.Record, Data: r.record}
	}
	return cmdutil.SaveTournament(opts.Out, records, results, opts.Force)
}
