package analysis

// index finds the node of a position while the graph is built, which looks up every step's
// outcome: about five lookups a position, nearly each a miss of the processor's cache, so
// the lookups are most of a build's time (docs/analysis.md, "Speed"). A position of
// 11 tanks or fewer in all fits in the first word of its key (metaBits and 4 bits a tank)
// and is kept in a map of single words, which hashes faster and packs more entries into
// each cache line than a map of two-word keys; larger battles use the second map.
type index struct {
	one map[uint64]int32
	two map[key]int32
}

// newIndex returns an empty index with room for size positions of one word.
func newIndex(size int) index {
	return index{one: make(map[uint64]int32, size), two: map[key]int32{}}
}

// get returns the node of k, if it has one.
func (x *index) get(k key) (int32, bool) {
	var i int32
	var ok bool
	if k[1] == 0 {
		i, ok = x.one[k[0]]
	} else {
		i, ok = x.two[k]
	}
	return i, ok
}

// put records that k is node i.
func (x *index) put(k key, i int32) {
	if k[1] == 0 {
		x.one[k[0]] = i
	} else {
		x.two[k] = i
	}
}

// len returns the number of positions in the index.
func (x *index) len() int { return len(x.one) + len(x.two) }
