package tankwar

// Frame is one turn of a game as a replay shows it: the turn's number, both tanks and the
// bullets after it, the playable area it was played in (T5, as computed, crossed from turn
// 40) and the result, "" until the turn the game ends, then "p1", "p2" or "draw". A tank
// off the grid is on the cell it drove to (x or y of 0 or 21). As JSON the lists are
// always arrays, [] when empty.
type Frame struct {
	Turn    int      `json:"turn"`
	Tanks   [2]Tank  `json:"tanks"`
	Bullets []Bullet `json:"bullets"`
	Area    Area     `json:"area"`
	Result  string   `json:"result"`
}

// Frames replays the game and returns one frame per turn played, in order; none before
// the first turn.
func (g *Game) Frames() []Frame {
	ps := g.Positions()
	out := make([]Frame, 0, len(ps)-1)
	for _, p := range ps[1:] {
		t := p.Turn - 1
		out = append(out, Frame{Turn: t, Tanks: p.Tanks, Bullets: p.Bullets.Slice(), Area: AreaOf(t), Result: p.Result.String()})
	}
	return out
}
