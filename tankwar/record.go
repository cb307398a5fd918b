package tankwar

import "encoding/json"

// Record is a game written down (T9): its start and both actions of every turn. As JSON:
// {"life": 5, "tanks": [{"x": 3, "y": 4, "dir": 1}, {...}], "moves": [[0, 2], ...]}, and
// "players": ["you", "search"] when the players are named.
type Record struct {
	Start
	Moves [][2]Action
	// Players names who played each tank ("search", "human", "cmd:./bot.py"), as the
	// screens name them; "" when not known. The names are not part of the game: two records
	// that differ only in them replay the same (T9).
	Players [2]string
}

// MaxPlayerName is the most characters a player's name in a record may have.
const MaxPlayerName = 200

// MarshalJSON writes the record in its JSON form; moves are [] when there are none.
func (r Record) MarshalJSON() ([]byte, error) {
	type tank struct {
		X   int `json:"x"`
		Y   int `json:"y"`
		Dir int `json:"dir"`
	}
	out := struct {
		Life    int        `json:"life"`
		Tanks   [2]tank    `json:"tanks"`
		Moves   [][2]int   `json:"moves"`
		Players *[2]string `json:"players,omitempty"`
	}{Life: r.Life, Moves: make([][2]int, len(r.Moves))}
	if r.Players != [2]string{} {
		out.Players = &r.Players
	}
	for i, t := range r.Tanks {
		out.Tanks[i] = tank{int(t.X), int(t.Y), int(t.Dir)}
	}
	for i, m := range r.Moves {
		out.Moves[i] = [2]int{int(m[0]), int(m[1])}
	}
	return json.Marshal(out)
}
