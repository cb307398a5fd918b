package tankwar

import "encoding/json"

// Record is a game written down (T9): its start and both actions of every turn. As JSON:
// {"life": 5, "tanks": [{"x": 3, "y": 4, "dir": 1}, {...}], "moves": [[0, 2], ...]}.
type Record struct {
	Start
	Moves [][2]Action
}

// MarshalJSON writes the record in its JSON form; moves are [] when there are none.
func (r Record) MarshalJSON() ([]byte, error) {
	type tank struct {
		X   int `json:"x"`
		Y   int `json:"y"`
		Dir int `json:"dir"`
	}
	out := struct {
		Life  int      `json:"life"`
		Tanks [2]tank  `json:"tanks"`
		Moves [][2]int `json:"moves"`
	}{Life: r.Life, Moves: make([][2]int, len(r.Moves))}
	for i, t := range r.Tanks {
		out.Tanks[i] = tank{int(t.X), int(t.Y), int(t.Dir)}
	}
	for i, m := range r.Moves {
		out.Moves[i] = [2]int{int(m[0]), int(m[1])}
	}
	return json.Marshal(out)
}
