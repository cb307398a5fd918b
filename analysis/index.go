package analysis

import (
	"math/bits"

	"github.com/ezd-game/ezd/analysis/internal/hugepage"
)

// index finds the node of a position while the graph is built, which looks up every step's
// outcome: about five lookups a position, nearly each a miss of the processor's cache, so
// the lookups are most of a build's time (docs/analysis.md, "Speed"). A position of
// 11 tanks or fewer in all fits in the first word of its key (metaBits and 4 bits a tank)
// and is kept in a table of its own: open addressing with linear probing, a key and its
// node side by side in 16 bytes, so that a lookup that finds its key reads one cache line
// and lookups made one after the other wait for memory side by side (graph.go, children).
// Larger battles use a map of two-word keys.
type index struct {
	slots []slot
	shift uint // 64 - log2(len(slots)): a hash keeps the top bits of a product
	n     int
	two   map[key]int32
}

// slot is one place of the table: a key of one word (0 is empty: a position's kind is
// never 0) and its node.
type slot struct {
	k uint64
	i int32
}

// newIndex returns an empty index with room for size positions of one word.
func newIndex(size int) index {
	x := index{two: map[key]int32{}}
	x.alloc(size)
	return x
}

// alloc makes room for size keys, at most three quarters full.
func (x *index) alloc(size int) {
	logn := max(bits.Len(uint(size+size/3)), 4)
	x.slots = hugepage.Make[slot](1<<logn, 1<<logn)
	x.shift = uint(64 - logn)
}

// home is where k's search starts (Fibonacci hashing: the product's top bits depend on
// every bit of the key).
func (x *index) home(k uint64) uint64 { return (k * 0x9e3779b97f4a7c15) >> x.shift }

// get returns the node of k, if it has one.
func (x *index) get(k key) (int32, bool) {
	if k[1] != 0 {
		i, ok := x.two[k]
		return i, ok
	}
	mask := uint64(len(x.slots) - 1)
	for h := x.home(k[0]); ; h = (h + 1) & mask {
		switch s := x.slots[h]; s.k {
		case k[0]:
			return s.i, true
		case 0:
			return 0, false
		}
	}
}

// put records that k is node i; k is not in the index yet.
func (x *index) put(k key, i int32) {
	if k[1] != 0 {
		x.two[k] = i
		return
	}
	if 4*(x.n+1) > 3*len(x.slots) {
		old := x.slots
		x.alloc(2 * len(old))
		for _, s := range old {
			if s.k != 0 {
				x.insert(s)
			}
		}
	}
	x.insert(slot{k[0], i})
	x.n++
}

// insert puts s in the first empty place from its home.
func (x *index) insert(s slot) {
	mask := uint64(len(x.slots) - 1)
	h := x.home(s.k)
	for x.slots[h].k != 0 {
		h = (h + 1) & mask
	}
	x.slots[h] = s
}

// len returns the number of positions in the index.
func (x *index) len() int { return x.n + len(x.two) }
