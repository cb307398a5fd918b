package bot

import "github.com/ezd-game/ezd/tankwar"

// Scores of the evaluation, in points; one life point is worth lifePoint.
const (
	winScore  = 100000.0
	lifePoint = 100.0
)

// evaluate scores a position for player me: the end if it is over (T8), else the life
// difference and, for each side, its room before the shrinking edge (T5), the bullets
// flying at it and its aim on the coming bullet turns (T4). It is symmetric: the opponent's
// score is its negation.
func evaluate(p *tankwar.Position, me int) float64 {
	if p.Result.Over() {
		return endScore(p.Result, me)
	}
	my, op := &p.Tanks[me], &p.Tanks[1-me]
	// A life ahead counts for more as the end nears: from turn 40 both lose one a turn, so
	// the tank ahead then wins (T5).
	s := lifePoint * (1 + float64(p.Turn)/10) * float64(my.Life-op.Life)
	s += standing(p, my, op) - standing(p, op, my)
	return s
}

// endScore scores a game over for player me (T8): winScore for a win, its negation for a
// loss, 0 for a draw.
func endScore(r tankwar.Result, me int) float64 {
	switch r {
	case tankwar.P1Wins, tankwar.P2Wins:
		if (r == tankwar.P1Wins) == (me == 0) {
			return winScore
		}
		return -winScore
	}
	return 0
}

// standing scores one tank's situation apart from life.
func standing(p *tankwar.Position, t, foe *tankwar.Tank) float64 {
	s := 0.0
	// Room: distance to the edge of the area two turns ahead; outside it costs a life a
	// turn, and a tank close to the edge has fewer ways to dodge.
	area := tankwar.AreaOf(p.Turn + 2)
	x, y := int(t.X), int(t.Y)
	room := min(x-area.Min, area.Max-x, y-area.Min, area.Max-y)
	switch {
	case room < 0:
		s -= 60 * float64(-room)
	case room < 3:
		s -= 12 * float64(3-room)
	}
	// Bullets flying at the tank and its aim at the foe, as deep scores them (every term
	// is a whole or half number, so the sum is exact in either order).
	return s + threat(p, t, foe)
}

// approach returns how many cells ahead of from, going in facing d, the cell to lies, or 0
// when it is not straight ahead.
func approach(from tankwar.Cell, d tankwar.Dir, to tankwar.Cell) int {
	dx, dy := int(to.X-from.X), int(to.Y-from.Y)
	switch d {
	case tankwar.Up:
		if dy == 0 && dx < 0 {
			return -dx
		}
	case tankwar.Down:
		if dy == 0 && dx > 0 {
			return dx
		}
	case tankwar.Left:
		if dx == 0 && dy < 0 {
			return -dy
		}
	case tankwar.Right:
		if dx == 0 && dy > 0 {
			return dy
		}
	}
	return 0
}
