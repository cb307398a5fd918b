package analysis

import "testing"

// TestAboutWords: the refusal of armies too big for the solver says how many positions
// they need in words a player reads, to two digits, without a trailing ".0".
func TestAboutWords(t *testing.T) {
	for _, c := range []struct {
		x    float64
		want string
	}{
		{8, "about 8"},
		{864, "about 860"},
		{686_000, "about 690,000"},
		{1e6, "about 1 million"},
		{7e6, "about 7 million"},
		{7.14e6, "about 7.1 million"},
		{12.4e6, "about 12 million"},
		{1e9, "about 1 billion"},
		{1.2e9, "about 1.2 billion"},
		{18.3e9, "about 18 billion"},
		{999e9, "about 1000 billion"},
		{1e12, "more than a trillion"},
	} {
		if got := about(c.x); got != c.want {
			t.Errorf("about(%g) = %q, want %q", c.x, got, c.want)
		}
	}
}
