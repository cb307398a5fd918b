package analysis

import (
	"strings"
	"testing"

	"pgregory.net/rapid"
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
		if n := len(oneWord(&s.g.index)) + len(s.g.index.two); n != len(s.g.nodes) {
			t.Errorf("%s against %s: %d positions for %d nodes: a position was built twice", c.a, c.b, n, len(s.g.nodes))
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

// TestIndexFindsEveryKey: A8 the index finds every position put in it, whatever the keys
// and however often its table grows from the smallest, and finds none it was not given:
// a position missed would be built twice, one found wrongly would take another's value.
func TestIndexFindsEveryKey(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		// Keys as positions make them: a kind of 1 to 6 in the low bits, never 0; some
		// of two words. Enough of them that the table grows several times.
		n := rapid.IntRange(1, 3000).Draw(t, "keys")
		state := rapid.Uint64().Draw(t, "seed")
		twoWords := rapid.IntRange(0, 10).Draw(t, "in ten of two words")
		seen := map[key]bool{}
		var keys []key
		for len(keys) < n {
			k := key{splitmix(&state)&^7 | 1 + splitmix(&state)%6}
			if int(splitmix(&state)%10) < twoWords {
				k[1] = 1 + splitmix(&state)%(1<<40)
			}
			if !seen[k] {
				seen[k] = true
				keys = append(keys, k)
			}
		}
		x := newIndex(rapid.IntRange(0, 64).Draw(t, "size"))
		put := len(keys) / 2
		for i, k := range keys[:put] {
			x.put(k, int32(i))
		}
		if x.len() != put {
			t.Fatalf("%d positions put, the index has %d", put, x.len())
		}
		for i, k := range keys {
			got, ok := x.get(k)
			if want := i < put; ok != want || ok && got != int32(i) {
				t.Fatalf("key %x: got %d %v, want %d %v", k, got, ok, i, want)
			}
		}
		if full := 4 * x.n; full > 3*len(x.slots) {
			t.Fatalf("%d keys of one word in %d places: more than three quarters full", x.n, len(x.slots))
		}
	})
}

// splitmix returns the next number of a SplitMix64 sequence: keys spread over every bit.
func splitmix(state *uint64) uint64 {
	*state += 0x9e3779b97f4a7c15
	z := *state
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// TestIndexRoomForItsSize: an index made for n positions (presize, from the estimate) takes
// n one-word keys without growing, which would copy the whole table.
func TestIndexRoomForItsSize(t *testing.T) {
	for _, n := range []int{0, 1, 12, 13, 1000, 1 << 14, 100_000} {
		x := newIndex(n)
		places := len(x.slots)
		state := uint64(n)
		for i := range n {
			x.put(key{splitmix(&state)&^7 | 1}, int32(i))
		}
		if len(x.slots) != places {
			t.Errorf("an index for %d positions grew from %d to %d places", n, places, len(x.slots))
		}
	}
}
