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

// survey is every player's tanks and every base, a value: taken in one pass over the
// board, then kept up to date as a plan moves a tank or a shot removes a piece, which
// costs far less than another pass.
type survey struct {
	tanks  [nothanks.MaxPlayers][nothanks.TanksEach]nothanks.Cell
	ntanks [nothanks.MaxPlayers]int8
	bases  [nothanks.MaxPlayers * nothanks.BasesEach]nothanks.Placed
	nbases int8
}

// take surveys a position.
func (sv *survey) take(p *nothanks.Position) {
	*sv = survey{}
	s := int8(p.Size())
	for y := int8(1); y <= s; y++ {
		for x := int8(1); x <= s; x++ {
			c := nothanks.Cell{X: x, Y: y}
			switch q := p.At(c); q.Kind() {
			case nothanks.Tank:
				if o := q.Owner(); int(sv.ntanks[o]) < nothanks.TanksEach {
					sv.tanks[o][sv.ntanks[o]] = c
					sv.ntanks[o]++
				}
			case nothanks.Base:
				if int(sv.nbases) < len(sv.bases) {
					sv.bases[sv.nbases] = nothanks.Placed{Player: q.Owner(), Kind: nothanks.Base, Cell: c}
					sv.nbases++
				}
			}
		}
	}
}

// tanksOf returns a player's tanks.
func (sv *survey) tanksOf(c nothanks.Colour) []nothanks.Cell { return sv.tanks[c][:sv.ntanks[c]] }

// moved is the survey after c's tank went from one square to another.
func (sv survey) moved(c nothanks.Colour, from, to nothanks.Cell) survey {
	for i, t := range sv.tanksOf(c) {
		if t == from {
			sv.tanks[c][i] = to
		}
	}
	return sv
}

// after is the survey of q, a position after a shot at a square of the surveyed one:
// the piece taken off, or a new survey when its player went out (their pieces left).
func (sv survey) after(q *nothanks.Position, at nothanks.Cell) survey {
	if q.At(at) != 0 {
		return sv // a miss
	}
	for c := range nothanks.Colour(q.Players()) {
		if q.Out(c) && sv.ntanks[c] > 0 {
			sv.take(q)
			return sv
		}
		ts := sv.tanksOf(c)
		for i, t := range ts {
			if t == at {
				ts[i] = ts[len(ts)-1]
				sv.ntanks[c]--
				return sv
			}
		}
	}
	for i := range sv.nbases {
		if sv.bases[i].Cell == at {
			sv.bases[i] = sv.bases[sv.nbases-1]
			sv.nbases--
			break
		}
	}
	return sv
}

// nearestEnemyBase is the distance from a square to the nearest base not me's (N2's
// distance, walls ignored), 0 when there is none.
func (sv *survey) nearestEnemyBase(me nothanks.Colour, from nothanks.Cell) int {
	best := 0
	for _, b := range sv.bases[:sv.nbases] {
		if b.Player != me {
			if d, _ := nothanks.Distance(from, b.Cell); best == 0 || d < best {
				best = d
			}
		}
	}
	return best
}
