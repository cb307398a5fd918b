package battles

import (
	"cmp"
	"math"
	"slices"
	"time"

	"github.com/ezd-game/ezd/cmd/internal/journal"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/rating"
)

// HistoryJSON is `battle history --json`: every finished battle and a table per army;
// its keys are part of the contract (docs/battle.md).
type HistoryJSON struct {
	Battles []HistoryBattle `json:"battles"`
	Armies  []HistoryArmy   `json:"armies"`
	// Unreadable names the battles that could not be read, left out of both.
	Unreadable []string `json:"unreadable"`
}

// HistoryBattle is one finished battle: when its last step was played, its armies, the
// winner, the turns it lasted and the points each side lost (R8).
type HistoryBattle struct {
	Name     string        `json:"name"`
	Played   time.Time     `json:"played"`
	Red      string        `json:"red"`
	Blue     string        `json:"blue"`
	Winner   combat.Player `json:"winner"`
	Turns    int           `json:"turns"`
	RedLost  int           `json:"redLost"`
	BlueLost int           `json:"blueLost"`
}

// HistoryArmy is one army's season: the finished battles it played, won and lost, and its
// Elo rating from them (rating.Ratings: the mean of the armies is 1500) with the
// half-width of its 95% interval.
type HistoryArmy struct {
	Army     string  `json:"army"`
	Played   int     `json:"played"`
	Won      int     `json:"won"`
	Lost     int     `json:"lost"`
	Elo      float64 `json:"elo"`
	EloError float64 `json:"eloError"`
}

// History reads the battles kept in dir and returns the finished ones, the earliest
// played first, with a table per army, the best Elo first (armies of equal Elo by name).
// An army is known by its name. A battle of an army against itself counts a win and a
// loss for it, and nothing to its Elo. A battle that cannot be read is named in
// Unreadable and left out.
func History(dir string) (HistoryJSON, error) {
	infos, err := journal.List(dir)
	if err != nil {
		return HistoryJSON{}, err
	}
	out := HistoryJSON{Battles: []HistoryBattle{}, Armies: []HistoryArmy{}, Unreadable: []string{}}
	for _, info := range infos {
		// The ends tell a battle going on at once; only a finished one is read whole.
		if sum, err := Summarize(dir, info.Name); err == nil && sum.Winner == combat.NoPlayer {
			continue
		}
		b, _, err := Read(dir, info.Name)
		if err != nil {
			out.Unreadable = append(out.Unreadable, info.Name)
			continue
		}
		st := b.State()
		if !st.Over() {
			continue
		}
		out.Battles = append(out.Battles, HistoryBattle{
			Name: info.Name, Played: info.Modified, Red: st.Red.Army.Name, Blue: st.Blue.Army.Name,
			Winner: st.Winner, Turns: st.Turn, RedLost: st.Red.Lost, BlueLost: st.Blue.Lost,
		})
	}
	slices.SortStableFunc(out.Battles, func(x, y HistoryBattle) int {
		return cmp.Or(x.Played.Compare(y.Played), cmp.Compare(x.Name, y.Name))
	})
	out.Armies, err = armyTable(out.Battles)
	return out, err
}

// armyTable adds the battles up per army, with an Elo rating each.
func armyTable(bs []HistoryBattle) ([]HistoryArmy, error) {
	index := map[string]int{}
	var rows []HistoryArmy
	at := func(name string) int {
		i, ok := index[name]
		if !ok {
			i = len(rows)
			index[name] = i
			rows = append(rows, HistoryArmy{Army: name})
		}
		return i
	}
	var games []rating.Score
	for _, b := range bs {
		r, u := at(b.Red), at(b.Blue)
		rows[r].Played++
		rows[u].Played++
		points := 0.0
		if b.Winner == combat.Red {
			rows[r].Won++
			rows[u].Lost++
			points = 1
		} else {
			rows[u].Won++
			rows[r].Lost++
		}
		if r != u {
			games = append(games, rating.Score{A: r, B: u, Points: points})
		}
	}
	ratings, err := rating.Ratings(len(rows), games)
	if err != nil {
		return nil, err
	}
	for i := range rows {
		rows[i].Elo, rows[i].EloError = math.Round(ratings[i].Elo), math.Round(ratings[i].Error)
	}
	slices.SortStableFunc(rows, func(x, y HistoryArmy) int {
		return cmp.Or(cmp.Compare(y.Elo, x.Elo), cmp.Compare(x.Army, y.Army))
	})
	if rows == nil {
		rows = []HistoryArmy{}
	}
	return rows, nil
}
