package nothanks

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/rating"
)

// duelRow is one bot's line of a 2-player tournament.
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
func tallyDuels(entrants []string, fixtures []fixture, results []played) ([]duelRow, error) {
	rows := make([]duelRow, len(entrants))
	for i, e := range entrants {
		rows[i].Bot = e
	}
	var scores []rating.Score
	for i, r := range results {
		if len(r.Places) != 2 {
			continue
		}
		a, b := fixtures[i].seats[0], fixtures[i].seats[1]
		pa := 0.5
		switch {
		case r.Places[0] < r.Places[1]:
			pa = 1
		case r.Places[0] > r.Places[1]:
			pa = 0
		}
		scores = append(scores, rating.Score{A: a, B: b, Points: pa})
		for _, side := range [2]struct {
			who int
			pts float64
		}{{a, pa}, {b, 1 - pa}} {
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
	slices.SortStableFunc(rows, func(x, y duelRow) int { return int(y.Elo - x.Elo) })
	return rows, nil
}

func writeDuels(f *cmdutil.Factory, rows []duelRow) {
	w := cmdutil.NewTable(f.IO.Out)
	fmt.Fprintln(w, "bot\tgames\twon\tdrawn\tlost\tpoints\telo")
	for _, r := range rows {
		fmt.Fprintf(w, "%s\t%d\t%d\t%d\t%d\t%g\t%.0f ± %.0f\n", r.Bot, r.Games, r.Wins, r.Draws, r.Losses, r.Points, r.Elo, r.EloError)
	}
	w.Flush()
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
