package combat

import "testing"

func TestActivationQuota(t *testing.T) {
	for _, tc := range []struct {
		name            string
		standing, quota int
	}{
		{"R3 none standing", 0, 0},
		{"R3 a lone tank activates", 1, 1},
		{"R3 two tanks: one", 2, 1},
		{"R3 five tanks: three, rounding up", 5, 3},
		{"R3 six tanks: three", 6, 3},
	} {
		if got := ActivationQuota(tc.standing); got != tc.quota {
			t.Errorf("%s: ActivationQuota(%d) = %d, want %d", tc.name, tc.standing, got, tc.quota)
		}
	}
}
