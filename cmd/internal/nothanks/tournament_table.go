package nothanks

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/rating"
)

// duelRow is one bot's line of a 2-player tournament, as --json writes it: the shared
// table's standing without the forfeits, which this table has never counted.
type duelRow struct {
	Bot      string  `json:"bot"`
	Games    int     `json:"games"`
	Wins     int     `json:"wins"`
	Draws    int     `json:"draws"`
	Losses   int     `json:"losses"`
	Points   float64 `json:"points"`
	Elo      float64 `json:"elo"`
	EloError float64 `json:"elo_error"`
}

// tallyDuels adds 2-player results up, best Elo first; a stopped game is a draw.
func tallyDuels(entrants []string, fixtures []fixture, results []played) ([]rating.Standing, error) {
	return rating.Table(entrants, pairsOf(fixtures, results))
}

// pairsOf gives every two seats of every game as a duel, who finished ahead of whom: in a
// 2-player game the game itself (a stopped game is a draw), in a game of more the pairs
// of its seats, for the head-to-head lines under the table (issue 31, item 11).
func pairsOf(fixtures []fixture, results []played) []rating.Duel {
	var duels []rating.Duel
	for i, r := range results {
		seats := fixtures[i].seats
		if len(r.Places) != len(seats) {
			continue
		}
		for s := range seats {
			for o := s + 1; o < len(seats); o++ {
				d := rating.Duel{A: seats[s], B: seats[o], Points: 0.5}
				switch {
				case r.Places[s] < r.Places[o]:
					d.Points = 1
				case r.Places[s] > r.Places[o]:
					d.Points = 0
				}
				duels = append(duels, d)
			}
		}
	}
	return duels
}

// duelRows are the standings as --json writes them.
func duelRows(rows []rating.Standing) []duelRow {
	out := make([]duelRow, len(rows))
	for i, r := range rows {
		out[i] = duelRow{Bot: r.Bot, Games: r.Games, Wins: r.Wins, Draws: r.Draws, Losses: r.Losses, Points: r.Points, Elo: r.Elo, EloError: r.EloError}
	}
	return out
}

// tableRow is one bot's line of a 3- or 4-player tournament: how often it took each place.
type tableRow struct {
	Bot       string  `json:"bot"`
	Seats     int     `json:"seats"`
	Places    []int   `json:"places"`
	Points    int     `json:"points"`
	MeanPlace float64 `json:"mean_place"`
}

// tallyTable adds placings up: a seat scores a point for every player it outlasted.
func tallyTable(entrants []string, players int, fixtures []fixture, results []played) []tableRow {
	rows := make([]tableRow, len(entrants))
	sum := make([]int, len(entrants))
	for i, e := range entrants {
		rows[i] = tableRow{Bot: e, Places: make([]int, players)}
	}
	for i, r := range results {
		if len(r.Places) != players {
			continue
		}
		for s, e := range fixtures[i].seats {
			place := r.Places[s]
			row := &rows[e]
			row.Seats++
			row.Places[place-1]++
			sum[e] += place
			for _, other := range r.Places {
				if other > place {
					row.Points++
				}
			}
		}
	}
	for i := range rows {
		if rows[i].Seats > 0 {
			rows[i].MeanPlace = math.Round(100*float64(sum[i])/float64(rows[i].Seats)) / 100
		}
	}
	slices.SortStableFunc(rows, func(x, y tableRow) int { return y.Points - x.Points })
	return rows
}

func writeTable(f *cmdutil.Factory, players int, rows []tableRow) {
	w := cmdutil.NewTable(f.IO.Out)
	head := []string{"bot", "seats"}
	for p := 1; p <= players; p++ {
		head = append(head, [4]string{"1st", "2nd", "3rd", "4th"}[p-1])
	}
	head = append(head, "points", "mean place")
	fmt.Fprintln(w, strings.Join(head, "\t"))
	for _, r := range rows {
		fmt.Fprintf(w, "%s\t%d", r.Bot, r.Seats)
		for _, n := range r.Places {
			fmt.Fprintf(w, "\t%d", n)
		}
		fmt.Fprintf(w, "\t%d\t%.2f\n", r.Points, r.MeanPlace)
	}
	w.Flush()
}
