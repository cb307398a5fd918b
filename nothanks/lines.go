package nothanks

// N2: lines, distance and clear lines; N6: targets and the chance to hit.

// MaxRange is the longest shot (N6: a target lies at distance 1 to 6).
const MaxRange = 6

// directions are N2's eight: up, down, left, right and the four diagonals.
var directions = [8][2]int8{{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}}

// Distance returns the distance between two squares along the line they share
// (N2: max(|dx|, |dy|)) and whether they share a row, a column or a diagonal.
func Distance(a, b Cell) (int, bool) {
	dx, dy := abs(int(b.X)-int(a.X)), abs(int(b.Y)-int(a.Y))
	return max(dx, dy), dx == 0 || dy == 0 || dx == dy
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

func sign(v int8) int8 {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// Adjacent reports whether two squares are neighbours (N5: the eight around a square).
func Adjacent(a, b Cell) bool {
	d, _ := Distance(a, b)
	return d == 1
}

// blocks reports whether a piece stops a line (N2: barriers and bases of any player;
// tanks between do not block, the text names only barriers and bases).
func blocks(p Piece) bool { return p.Kind() == Barrier || p.Kind() == Base }

// Clear reports whether no square strictly between a and b holds a barrier or a base
// (N2). a and b must be in line.
func (p *Position) Clear(a, b Cell) bool {
	d, _ := Distance(a, b)
	sx, sy := sign(b.X-a.X), sign(b.Y-a.Y)
	c := a
	for range d - 1 {
		c.X += sx
		c.Y += sy
		if blocks(p.board[c.index()]) {
			return false
		}
	}
	return true
}

// HitChance returns the chance that the red die hits at distance d (N6: a roll of at
// least d, so (7-d)/6), as sixths: 6 at distance 1 down to 1 at 6, 0 out of range.
func HitChance(d int) int {
	if d < 1 || d > MaxRange {
		return 0
	}
	return 7 - d
}

// Shot is a target as N6 defines it: a tank of the player to move, an enemy tank or base
// in a clear line from it, and the distance between them.
type Shot struct {
	Shooter, Target Cell
	Distance        int
}

// Sixths returns the shot's chance to hit, in sixths (HitChance).
func (s Shot) Sixths() int { return HitChance(s.Distance) }

// AppendShotsFrom appends every target of the tank on from to dst (N6): along each of the
// eight directions, every enemy tank up to distance 6 and the first base or barrier, which
// ends the line (and is a target itself when it is an enemy base).
func (p *Position) AppendShotsFrom(dst []Shot, from Cell) []Shot {
	me := p.board[from.index()]
	if me.Kind() != Tank {
		return dst
	}
	size := int8(p.size)
	for _, d := range directions {
		c := from
		for k := 1; k <= MaxRange; k++ {
			c.X += d[0]
			c.Y += d[1]
			if c.X < 1 || c.Y < 1 || c.X > size || c.Y > size {
				break
			}
			q := p.board[c.index()]
			if q == 0 {
				continue
			}
			if q.Kind() != Barrier && q.Owner() != me.Owner() {
				dst = append(dst, Shot{from, c, k})
			}
			if blocks(q) {
				break
			}
		}
	}
	return dst
}

// AppendShots appends every target of every tank of player c to dst (N6).
func (p *Position) AppendShots(dst []Shot, c Colour) []Shot {
	for i := range p.board {
		if q := p.board[i]; q.Kind() == Tank && q.Owner() == c {
			dst = p.AppendShotsFrom(dst, cellAt(i))
		}
	}
	return dst
}

// Shots returns every target of the player to move (N6), as a new slice.
func (p Position) Shots() []Shot { return p.AppendShots(nil, p.next) }

// CanShoot reports whether the player to move may choose SHOOT (N4: only with a target).
func (p *Position) CanShoot() bool {
	var buf [64]Shot
	return len(p.AppendShots(buf[:0], p.next)) > 0
}
