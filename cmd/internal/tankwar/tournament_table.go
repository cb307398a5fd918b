package tankwar

import (
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/rating"
)

// The tournament's results: the table with Elo, each pair's score, and the files.

// tally adds the results up into the table, best Elo first, and gives the duels it was
// added from (for the head-to-head lines, cmdutil.WritePairs) and the entrants' names.
func tally(entrants []player, results []played) ([]rating.Standing, []rating.Duel, []string, error) {
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
	table, err := rating.Table(names, duels)
	return table, duels, names, err
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
