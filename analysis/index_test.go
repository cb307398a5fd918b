package analysis

import (
	"strings"
	"testing"
)

// TestIndexOneAndTwoWords: A8 every position the solver builds is found again, whether
// its key fits in one word (11 tanks or fewer in all) or needs two: a position looked up
// twice would be built twice.
func TestIndexOneAndTwoWords(t *testing.T) {
	for _, c := range []struct {
		a, b string
		two  bool
	}{{"mh", "ssm", false}, {strings.Repeat("s", 11), "s", true}} {
		s := solver(t, roster(c.a), roster(c.b), Options{Turns: 2})
		if _, err := s.Value(s.Start()); err != nil {
			t.Fatal(err)
		}
		if got := len(s.g.index.two) > 0; got != c.two {
			t.Errorf("%s against %s: two-word keys %v, want %v", c.a, c.b, got, c.two)
		}
		if n := s.g.index.len(); n != len(s.g.nodes) {
			t.Errorf("%s against %s: %d positions indexed for %d nodes", c.a, c.b, n, len(s.g.nodes))
		}
		seen := make(map[int32]bool, len(s.g.nodes))
		for _, m := range []map[key]int32{s.g.index.two, oneWord(&s.g.index)} {
			for k, i := range m {
				if j, ok := s.g.index.get(k); !ok || j != i {
					t.Fatalf("%s against %s: key %x gives %d %v, want %d", c.a, c.b, k, j, ok, i)
				}
				if seen[i] {
					t.Fatalf("%s against %s: node %d indexed twice", c.a, c.b, i)
				}
				seen[i] = true
			}
		}
	}
}

// oneWord returns the positions of one word in the index.
func oneWord(x *index) map[key]int32 {
	out := make(map[key]int32, x.n)
	for _, s := range x.slots {
		if s.k != 0 {
			out[key{s.k}] = s.i
		}
	}
	return out
}
