package bot

import (
	"math"
	"testing"

	"pgregory.net/rapid"
)

// TestSolveKnownGames pins solve on games whose answer is known.
func TestSolveKnownGames(t *testing.T) {
	tests := []struct {
		name  string
		m     payoff
		value float64
		x     [3]float64
	}{
		{"saddle point", payoff{{3, 1, 4}, {2, 2, 5}, {0, 1, 9}}, 2, [3]float64{0, 1, 0}},
		{"rock paper scissors", payoff{{0, -1, 1}, {1, 0, -1}, {-1, 1, 0}}, 0, [3]float64{1. / 3, 1. / 3, 1. / 3}},
		{"matching pennies in two rows", payoff{{1, -1, -1}, {-1, 1, 1}, {-5, -5, -5}}, 0, [3]float64{0.5, 0.5, 0}},
		{"a row of the guess game a bullet makes", payoff{{-2, 0, 0}, {0, -2, 0}, {0, 0, -2}}, -2. / 3, [3]float64{1. / 3, 1. / 3, 1. / 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, x := solve(&tt.m)
			if math.Abs(v-tt.value) > 1e-9 {
				t.Errorf("value %v, want %v", v, tt.value)
			}
			for i := range x {
				if math.Abs(x[i]-tt.x[i]) > 1e-9 {
					t.Errorf("strategy %v, want %v", x, tt.x)
					break
				}
			}
		})
	}
}

// TestSolveIsOptimal: for any game, the strategy is a mixture that guarantees the value,
// and no strategy on a fine grid of the triangle guarantees more.
func TestSolveIsOptimal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var m payoff
		for i := range 3 {
			for j := range 3 {
				m[i][j] = float64(rapid.IntRange(-5, 5).Draw(t, "m"))
			}
		}
		v, x := solve(&m)
		if s := x[0] + x[1] + x[2]; math.Abs(s-1) > 1e-9 || x[0] < -1e-12 || x[1] < -1e-12 || x[2] < -1e-12 {
			t.Fatalf("strategy %v is not a mixture", x)
		}
		if g := guaranteed(&m, x); math.Abs(g-v) > 1e-9 {
			t.Fatalf("strategy %v guarantees %v, not the value %v", x, g, v)
		}
		const steps = 60
		for a := 0; a <= steps; a++ {
			for b := 0; a+b <= steps; b++ {
				y := [3]float64{float64(a) / steps, float64(b) / steps, float64(steps-a-b) / steps}
				if g := guaranteed(&m, y); g > v+1e-9 {
					t.Fatalf("%v guarantees %v, more than the value %v of %v", y, g, v, m)
				}
			}
		}
	})
}

// TestTrembleIsTheSlippingOpponent: each entry of the trembled game is what the row
// scores when the opponent plays that column but slips to a random one with chance slip.
func TestTrembleIsTheSlippingOpponent(t *testing.T) {
	m := payoff{{3, 0, 0}, {0, 6, 0}, {1, 1, 1}}
	tr := m
	tremble(&tr)
	for i := range 3 {
		mean := (m[i][0] + m[i][1] + m[i][2]) / 3
		for j := range 3 {
			if want := (1-slip)*m[i][j] + slip*mean; math.Abs(tr[i][j]-want) > 1e-12 {
				t.Errorf("[%d][%d] = %v, want %v", i, j, tr[i][j], want)
			}
		}
	}
}
