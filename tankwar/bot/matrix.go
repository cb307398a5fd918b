package bot

// payoff is a 3x3 zero-sum game: rows are my actions, columns the opponent's, entries my
// score after both. Both choose at the same time (T3), so the value of a position is the
// value of this game, which mixed strategies reach.
type payoff [3][3]float64

// solve returns the value of the game for the row player, who maximises, and an optimal
// mixed strategy. The row player's guaranteed score min_j x·M_j is concave and piecewise
// linear over the triangle of strategies, so its maximum lies on a corner of the pieces:
// a corner of the triangle, a point of an edge where two columns score alike, or the point
// inside where all three do. solve scores every such candidate and keeps the best; a pure
// saddle point, the common case, is found first without that work.
func solve(m *payoff) (float64, [3]float64) {
	// Pure saddle point: the best row's worst equals the worst column's best.
	lo, row := -inf, 0
	for i := range 3 {
		w := min(m[i][0], m[i][1], m[i][2])
		if w > lo {
			lo, row = w, i
		}
	}
	hi := inf
	for j := range 3 {
		hi = min(hi, max(m[0][j], m[1][j], m[2][j]))
	}
	best := [3]float64{}
	best[row] = 1
	if lo >= hi {
		return lo, best
	}
	value := lo
	try := func(x [3]float64) {
		if v := guaranteed(m, x); v > value+1e-12 {
			value, best = v, x
		}
	}
	// Edges of the triangle where columns j and k score alike.
	for j := range 3 {
		for k := j + 1; k < 3; k++ {
			var d [3]float64
			for i := range 3 {
				d[i] = m[i][j] - m[i][k]
			}
			for a := range 3 {
				for b := a + 1; b < 3; b++ {
					if d[a] == d[b] {
						continue
					}
					t := d[b] / (d[b] - d[a]) // x_a = t, x_b = 1-t
					if t > 0 && t < 1 {
						var x [3]float64
						x[a], x[b] = t, 1-t
						try(x)
					}
				}
			}
		}
	}
	// Inside: x·(M_0-M_1) = 0, x·(M_0-M_2) = 0, x0+x1+x2 = 1, by Cramer's rule.
	var a [3][3]float64
	for i := range 3 {
		a[0][i] = m[i][0] - m[i][1]
		a[1][i] = m[i][0] - m[i][2]
		a[2][i] = 1
	}
	if det := det3(a); det > 1e-12 || det < -1e-12 {
		var x [3]float64
		ok := true
		for c := range 3 {
			b := a
			for r := range 3 {
				b[r][c] = 0
			}
			b[2][c] = 1
			x[c] = det3(b) / det
			if x[c] < 0 {
				ok = false
			}
		}
		if ok {
			try(x)
		}
	}
	return value, best
}

const inf = 1e300

// guaranteed is what strategy x scores against the opponent's best reply.
func guaranteed(m *payoff, x [3]float64) float64 {
	v := inf
	for j := range 3 {
		v = min(v, x[0]*m[0][j]+x[1]*m[1][j]+x[2]*m[2][j])
	}
	return v
}

func det3(a [3][3]float64) float64 {
	return a[0][0]*(a[1][1]*a[2][2]-a[1][2]*a[2][1]) -
		a[0][1]*(a[1][0]*a[2][2]-a[1][2]*a[2][0]) +
		a[0][2]*(a[1][0]*a[2][1]-a[1][1]*a[2][0])
}

// slip is how often the search bot expects its opponent to play a move at random instead
// of its best reply. Against a perfect opponent the game is mostly drawn (both dodge every
// bullet); expecting slips makes the bot set traps, and 0.2 won most against greedy
// (0.0: 5 wins in 40 games, 0.2: 17, 0.4: 10, never a loss).
const slip = 0.2

// tremble turns m into the game against an opponent who plays its best reply, but slips
// with chance slip to an action drawn at random: against column j, row i then scores
// (1-slip)*m[i][j] + slip*mean(m[i]). The minimum over columns of the new game is exactly
// that expectation, so solve finds the strategy that is safe against the best reply and
// also sets the traps a fallible opponent walks into.
func tremble(m *payoff) { trembleBy(m, slip) }

// trembleBy is tremble with the chance of a slip given.
func trembleBy(m *payoff, slip float64) {
	if slip == 0 {
		return
	}
	for i := range 3 {
		mean := (m[i][0] + m[i][1] + m[i][2]) / 3
		for j := range 3 {
			m[i][j] = (1-slip)*m[i][j] + slip*mean
		}
	}
}
