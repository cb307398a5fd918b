package analysis

import "testing"

// TestGreedyClauses pins each clause of the rule of thumb (greedy.go) on positions made by
// hand: red's tanks, blue's tanks (one state a tank, in layout order: small, medium,
// heavy), and red to act.
func TestGreedyClauses(t *testing.T) {
	const d1, def, act = 1, defending, activated
	tests := []struct {
		name      string
		red, blue string
		redT      []uint8
		blueT     []uint8
		active    int8 // red's active slot, -1 between activations
		actions   uint8
		want      step
	}{
		{"a small tank defends with its first action", "s", "m", []uint8{act}, []uint8{0}, 0, 3, step{kind: sDefend}},
		{"a small tank with two actions left attacks", "s", "m", []uint8{act | def}, []uint8{0}, 0, 2, step{sAttack, 0}},
		{"a medium tank with one damage left defends", "m", "m", []uint8{act | d1}, []uint8{0}, 0, 2, step{kind: sDefend}},
		{"a whole medium tank attacks", "m", "m", []uint8{act}, []uint8{0}, 0, 2, step{sAttack, 0}},
		{"a heavy tank with one damage left attacks", "h", "m", []uint8{act | 2}, []uint8{0}, 0, 1, step{sAttack, 0}},
		// cost x hits / damage left: small 2 x 15 / 1 = 30, medium 3 x 15 / 2 = 22.5,
		// heavy 4 x 15 / 3 = 20.
		{"target: the small tank", "m", "smh", []uint8{act}, []uint8{0, 0, 0}, 0, 2, step{sAttack, 0}},
		// The small tank defends: 2 x 3 / 1 = 6; the medium tank, damaged: 3 x 15 / 1 = 45.
		{"target: the damaged medium tank", "m", "smh", []uint8{act}, []uint8{def, d1, 0}, 0, 2, step{sAttack, 1}},
		// The heavy tank, damaged twice: 4 x 15 / 1 = 60.
		{"target: the heavy tank with one damage left", "m", "smh", []uint8{act}, []uint8{0, 0, 2}, 0, 2, step{sAttack, 2}},
		// Expected damage: small 2 x 15 = 30, medium 2 x 15 = 30, heavy 1 x 21 = 21.
		{"activate: the small tank, first of the equal", "smh", "m", []uint8{0, 0, 0}, []uint8{0}, -1, 0, step{sActivate, 0}},
		// Medium with one damage left: 1 x 15 = 15 < heavy 21.
		{"activate: the heavy tank before a damaged medium", "mh", "m", []uint8{d1, 0}, []uint8{0}, -1, 0, step{sActivate, 1}},
		// Against a defending medium tank: small 2 x 6, medium 2 x 6, heavy 1 x 10.
		{"activate: the best chance to hit counts", "sh", "m", []uint8{0, 0}, []uint8{def}, -1, 0, step{sActivate, 0}},
		{"activate: never a tank that has activated", "sh", "m", []uint8{act, 0}, []uint8{0}, -1, 0, step{sActivate, 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l, err := newLayout(roster(tc.red), roster(tc.blue))
			if err != nil {
				t.Fatal(err)
			}
			p := pos{kind: kBetween, active: -1, quota: [2]uint8{1, 1}}
			if tc.active >= 0 {
				p.kind, p.active, p.actions = kActivation, tc.active, tc.actions
			}
			copy(p.t[sideA][:], tc.redT)
			copy(p.t[sideB][:], tc.blueT)
			if got := l.greedyStep(&p); got != tc.want {
				t.Errorf("greedy took %+v, want %+v", got, tc.want)
			}
		})
	}
}
