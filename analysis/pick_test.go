package analysis

import "testing"

// TestPick pins A6's tie-break: an option replaces the one chosen so far only when it is
// better by more than the tolerance, for the side that maximises and the one that
// minimises, and the value is the true best.
func TestPick(t *testing.T) {
	tests := []struct {
		name  string
		side  uint8
		vals  []float64
		wantK int
	}{
		{"A takes the best", sideA, []float64{0.2, 0.7, 0.5}, 1},
		{"A keeps the first of the equally good", sideA, []float64{0.5, 0.5 + tolerance/2, 0.4}, 0},
		{"A: better by exactly the tolerance is equally good", sideA, []float64{0.5, 0.5 + tolerance}, 0},
		{"A: better by more than the tolerance wins", sideA, []float64{0.5, 0.5 + 4*tolerance}, 1},
		{"B takes the least", sideB, []float64{0.2, 0.7, 0.1}, 2},
		{"B keeps the first of the equally good", sideB, []float64{0.5, 0.5 - tolerance/2}, 0},
		{"B: lower by exactly the tolerance is equally good", sideB, []float64{0.5, 0.5 - tolerance}, 0},
		{"B: lower by more than the tolerance wins", sideB, []float64{0.5, 0.5 - 4*tolerance}, 1},
		{"chance takes its one option", chance, []float64{0.3}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			// Node i's option k leads with certainty to leaf k, whose value is vals[k].
			opts := make([]option, len(tc.vals))
			for k := range tc.vals {
				opts[k] = option{hits: 36, hit: int32(k), miss: int32(k)}
			}
			nd := node{kind: kBetween, side: tc.side, n: uint8(len(opts))}
			v, k := pick(nd, opts, tc.vals)
			want := tc.vals[0]
			for _, w := range tc.vals {
				if tc.side == sideA {
					want = max(want, w)
				} else if tc.side == sideB {
					want = min(want, w)
				}
			}
			if k != tc.wantK || v != want {
				t.Errorf("pick gives option %d worth %v, want option %d worth %v", k, v, tc.wantK, want)
			}
		})
	}
}
