package bot

import "github.com/ezd-game/ezd/nothanks"

// plan is one tank's walk to a square, the shortest number of steps it takes and every
// number of steps up to 6 it can be done in (bit r), and the worth of the position after.
type plan struct {
	from, to nothanks.Cell
	rolls    uint8
	value    float64
	layers   *[7][nothanks.MaxSize * nothanks.MaxSize]bool
}

// walks returns a plan for every square the tank on from can end a MOVE on (N5: exactly
// the roll's steps to empty neighbours, the tank free to come back), values unset.
func walks(p *nothanks.Position, from nothanks.Cell) []plan {
	size := p.Size()
	layers := new([7][nothanks.MaxSize * nothanks.MaxSize]bool)
	layers[0][idx(from, size)] = true
	for r := 1; r <= 6; r++ {
		for i, on := range layers[r-1][:size*size] {
			if !on {
				continue
			}
			c := cellOf(i, size)
			for dy := int8(-1); dy <= 1; dy++ {
				for dx := int8(-1); dx <= 1; dx++ {
					n := nothanks.Cell{X: c.X + dx, Y: c.Y + dy}
					if (dx != 0 || dy != 0) && n.On(size) && (n == from || p.At(n) == 0) {
						layers[r][idx(n, size)] = true
					}
				}
			}
		}
	}
	var out []plan
	for i := range size * size {
		var rolls uint8
		for r := 1; r <= 6; r++ {
			if layers[r][i] {
				rolls |= 1 << r
			}
		}
		if rolls != 0 {
			out = append(out, plan{from: from, to: cellOf(i, size), rolls: rolls, layers: layers})
		}
	}
	return out
}

// played returns the position after the plan's walk, played as a turn of the fewest steps
// it takes (the position is the same whatever the roll: one tank moved).
func (pl *plan) played(p nothanks.Position) nothanks.Position {
	for r := 1; r <= 6; r++ {
		if pl.rolls&(1<<r) != 0 {
			q, err := p.Play(nothanks.Turn{Player: p.Next(), Roll: r, Steps: pl.walk(p.Size(), r)})
			if err == nil {
				return q
			}
			break
		}
	}
	return p // not reached: a plan's walk is legal
}

// walk returns exactly roll steps from the plan's square to its goal, back through the
// layers of squares reachable in each number of steps.
func (pl *plan) walk(size, roll int) []nothanks.Step {
	out := make([]nothanks.Step, roll)
	c := pl.to
	for r := roll; r >= 1; r-- {
		for i, on := range pl.layers[r-1][:size*size] {
			if b := cellOf(i, size); on && nothanks.Adjacent(b, c) {
				out[r-1] = nothanks.Step{From: b, To: c}
				c = b
				break
			}
		}
	}
	return out
}

func idx(c nothanks.Cell, size int) int { return int(c.Y-1)*size + int(c.X-1) }

func cellOf(i, size int) nothanks.Cell {
	return nothanks.Cell{X: int8(i%size) + 1, Y: int8(i/size) + 1}
}
