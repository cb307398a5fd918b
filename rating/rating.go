// Package rating turns the games of a tournament into Elo ratings with their error. It
// holds no game rule, so every game's tournament (Tank War, Tanks but no thanks!) shares it.
package rating

import (
	"fmt"
	"math"
)

// Score is one game of a tournament between players A and B (indexes into the list of
// players) and what A scored: 1 a win, 0.5 a draw, 0 a loss.
type Score struct {
	A, B   int
	Points float64
}

// Rating is a player's Elo rating and the half-width of its 95% interval.
type Rating struct {
	Elo, Error float64
}

// eloScale converts Elo to the logistic's natural units: a 400-point gap is 10 to 1.
const eloScale = 400 / math.Ln10

// priorSD is the spread of ratings assumed before any game (a normal prior around the
// mean). It keeps a player who won or lost every game at a finite rating, as a few virtual
// draws would, and fades as games are added.
const priorSD = 400.0

// MeanElo is the average of the ratings Ratings returns.
const MeanElo = 1500.0

// Ratings returns the Elo rating of each of n players from the games played: the most
// likely ratings under the Elo model (A beats B with chance 1/(1+10^((Rb-Ra)/400)), a draw
// counted as half a win each) with a normal prior of spread 400, shifted to average 1500.
// The error is 1.96 standard deviations of the rating's gap to the mean, from the
// curvature at the optimum: with 95% confidence the rating lies within it.
func Ratings(n int, games []Score) ([]Rating, error) {
	for i, g := range games {
		if g.A < 0 || g.A >= n || g.B < 0 || g.B >= n || g.A == g.B {
			return nil, fmt.Errorf("game %d is between players %d and %d (want two of 0 to %d)", i+1, g.A, g.B, n-1)
		}
		if g.Points < 0 || g.Points > 1 {
			return nil, fmt.Errorf("game %d scores %v (want 0 to 1)", i+1, g.Points)
		}
	}
	r := make([]float64, n) // in natural units
	for range 100 {
		grad, hess := slopes(n, games, r)
		step := solveLinear(hess, grad)
		done := true
		for i := range r {
			r[i] -= step[i]
			if math.Abs(step[i])*eloScale > 1e-6 {
				done = false
			}
		}
		if done {
			break
		}
	}
	_, h := slopes(n, games, r)
	mean := 0.0
	for _, v := range r {
		mean += v
	}
	mean /= float64(max(n, 1))
	out := make([]Rating, n)
	for i := range r {
		// The rating shown is r_i less the mean, so its variance is c'Σc with c = e_i - 1/n
		// and Σ = (-H)^-1: the level all ratings share, which only the prior knows, drops out.
		c := make([]float64, n)
		for k := range c {
			c[k] = -1 / float64(n)
		}
		c[i]++
		sc := solveLinear(h, c)
		v := 0.0
		for k := range c {
			v -= c[k] * sc[k]
		}
		out[i] = Rating{Elo: MeanElo + (r[i]-mean)*eloScale, Error: 1.96 * math.Sqrt(max(v, 0)) * eloScale}
	}
	return out, nil
}

// slopes returns the gradient and Hessian of the log posterior at r.
func slopes(n int, games []Score, r []float64) ([]float64, [][]float64) {
	s2 := math.Pow(priorSD/eloScale, 2)
	g := make([]float64, n)
	h := make([][]float64, n)
	for i := range h {
		h[i] = make([]float64, n)
		g[i] = -r[i] / s2
		h[i][i] = -1 / s2
	}
	for _, x := range games {
		p := 1 / (1 + math.Exp(r[x.B]-r[x.A]))
		g[x.A] += x.Points - p
		g[x.B] -= x.Points - p
		w := p * (1 - p)
		h[x.A][x.A] -= w
		h[x.B][x.B] -= w
		h[x.A][x.B] += w
		h[x.B][x.A] += w
	}
	return g, h
}

// solveLinear solves a x = b by Gaussian elimination with partial pivoting; a is negative
// definite here (the prior sees to it), so it never meets a zero pivot.
func solveLinear(a [][]float64, b []float64) []float64 {
	n := len(b)
	m := make([][]float64, n)
	for i := range m {
		m[i] = append(append([]float64{}, a[i]...), b[i])
	}
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(m[r][c]) > math.Abs(m[p][c]) {
				p = r
			}
		}
		m[c], m[p] = m[p], m[c]
		for r := c + 1; r < n; r++ {
			f := m[r][c] / m[c][c]
			for k := c; k <= n; k++ {
				m[r][k] -= f * m[c][k]
			}
		}
	}
	x := make([]float64, n)
	for i := n - 1; i >= 0; i-- {
		s := m[i][n]
		for k := i + 1; k < n; k++ {
			s -= m[i][k] * x[k]
		}
		x[i] = s / m[i][i]
	}
	return x
}
