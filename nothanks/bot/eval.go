package bot

import "github.com/ezd-game/ezd/nothanks"

// What a player's pieces are worth to them. A player with no tanks or no bases is out
// (N7), so the last of either is worth the most; the tables are concave.
var (
	tankWorth = [nothanks.TanksEach + 1]float64{0, 10, 18, 24, 28, 31}
	baseWorth = [nothanks.BasesEach + 1]float64{0, 14, 23, 29}
)

// outWorth is what being out is worth.
const outWorth = -60

// worth is a player's material: what their tanks and bases are worth, or outWorth.
func worth(p *nothanks.Position, c nothanks.Colour) float64 {
	if p.Out(c) {
		return outWorth
	}
	return tankWorth[p.Tanks(c)] + baseWorth[p.Bases(c)]
}

// loss is what losing the piece on a square costs its owner.
func loss(p *nothanks.Position, at nothanks.Cell) float64 {
	q := p.At(at)
	c := q.Owner()
	if q.Kind() == nothanks.Tank {
		t := p.Tanks(c)
		if t == 1 {
			return worth(p, c) - outWorth
		}
		return tankWorth[t] - tankWorth[t-1]
	}
	b := p.Bases(c)
	if b == 1 {
		return worth(p, c) - outWorth
	}
	return baseWorth[b] - baseWorth[b-1]
}

// material is me's material less the opponents' average: a positive number is a lead.
func material(p *nothanks.Position, me nothanks.Colour) float64 {
	v, n := worth(p, me), p.Players()
	for c := range nothanks.Colour(n) {
		if c != me {
			v -= worth(p, c) / float64(n-1)
		}
	}
	return v
}

// survey is one pass over the board: every player's tanks and every base.
type survey struct {
	tanks [nothanks.MaxPlayers][]nothanks.Cell
	bases []nothanks.Placed
	buf   [64]nothanks.Cell
	bbuf  [16]nothanks.Placed
}

func (sv *survey) take(p *nothanks.Position) {
	rest := sv.buf[:0]
	sv.bases = sv.bbuf[:0]
	var tanks [nothanks.MaxPlayers][8]nothanks.Cell
	var n [nothanks.MaxPlayers]int
	s := int8(p.Size())
	for y := int8(1); y <= s; y++ {
		for x := int8(1); x <= s; x++ {
			c := nothanks.Cell{X: x, Y: y}
			switch q := p.At(c); q.Kind() {
			case nothanks.Tank:
				if o := q.Owner(); n[o] < len(tanks[o]) {
					tanks[o][n[o]] = c
					n[o]++
				}
			case nothanks.Base:
				sv.bases = append(sv.bases, nothanks.Placed{Player: q.Owner(), Kind: nothanks.Base, Cell: c})
			}
		}
	}
	for c := range sv.tanks {
		start := len(rest)
		rest = append(rest, tanks[c][:n[c]]...)
		sv.tanks[c] = rest[start:len(rest):len(rest)]
	}
}

// nearestEnemyBase is the distance from a square to the nearest base not me's (N2's
// distance, walls ignored), 0 when there is none.
func (sv *survey) nearestEnemyBase(me nothanks.Colour, from nothanks.Cell) int {
	best := 0
	for _, b := range sv.bases {
		if b.Player != me {
			if d, _ := nothanks.Distance(from, b.Cell); best == 0 || d < best {
				best = d
			}
		}
	}
	return best
}
