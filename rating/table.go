package rating

import (
	"math"
	"slices"
)

// Duel is one game of a two-player tournament: entrants A and B (indexes into the list of
// entrants), what A scored (1 a win, 0.5 a draw, 0 a loss) and who lost it by forfeit: 0
// nobody, 1 A, 2 B.
type Duel struct {
	A, B    int
	Points  float64
	Forfeit int
}

// Standing is one entrant's line of a two-player tournament's table: its games, how they
// went (a forfeit is a loss, and counted again in Forfeits), its points (a win 1, a draw
// 1/2) and its Elo rating with the half-width of its 95% interval, in whole points.
type Standing struct {
	Bot      string  `json:"bot"`
	Games    int     `json:"games"`
	Wins     int     `json:"wins"`
	Draws    int     `json:"draws"`
	Losses   int     `json:"losses"`
	Forfeits int     `json:"forfeits"`
	Points   float64 `json:"points"`
	Elo      float64 `json:"elo"`
	EloError float64 `json:"elo_error"`
}

// Table adds the duels up into one standing per entrant, named by names: the best Elo
// first, entrants of equal Elo in the order given.
func Table(names []string, duels []Duel) ([]Standing, error) {
	rows := make([]Standing, len(names))
	for i, n := range names {
		rows[i].Bot = n
	}
	scores := make([]Score, 0, len(duels))
	for _, d := range duels {
		scores = append(scores, Score{A: d.A, B: d.B, Points: d.Points})
	}
	ratings, err := Ratings(len(names), scores)
	if err != nil {
		return nil, err
	}
	for _, d := range duels {
		for _, side := range [2]struct {
			who int
			pts float64
			me  int
		}{{d.A, d.Points, 1}, {d.B, 1 - d.Points, 2}} {
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
				if d.Forfeit == side.me {
					row.Forfeits++
				}
			}
		}
	}
	for i := range rows {
		rows[i].Elo = math.Round(ratings[i].Elo)
		rows[i].EloError = math.Round(ratings[i].Error)
	}
	slices.SortStableFunc(rows, func(x, y Standing) int {
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
