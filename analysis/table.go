package analysis

// table finds a position's number from its key: open addressing with linear probing,
// sized for half full, with a multiply-shift hash of the key's two words. It does the job
// of a map[key]int32 at a fraction of the cost, and the graph looks a position up once or
// twice for every step it builds (A8). No key has a zero first word (its low bits hold
// the position's kind, never zero), so a zero key marks an empty slot.
type table struct {
	slots []slot
	shift uint // 64 - log2(len(slots))
	n     int
}

// slot is one entry of a table: a key and its number.
type slot struct {
	k key
	v int32
}

// newTable returns a table with room for about n keys before it grows.
func newTable(n int) table {
	size := 1 << 10
	bits := uint(10)
	for size < 2*n {
		size <<= 1
		bits++
	}
	return table{slots: make([]slot, size), shift: 64 - bits}
}

// home is the first slot to probe for k.
func (t *table) home(k key) uint64 {
	h := (k[0] ^ k[1]*0x9e3779b97f4a7c15) * 0xbf58476d1ce4e5b9
	return (h ^ h>>31) >> t.shift
}

// get returns the number of k, if the table holds it, and otherwise where put may place
// it.
func (t *table) get(k key) (int32, bool, spot) {
	mask := uint64(len(t.slots) - 1)
	for i := t.home(k); ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.k == k {
			return s.v, true, spot{}
		}
		if s.k[0] == 0 {
			return 0, false, spot{i, len(t.slots)}
		}
	}
}

// spot is the free slot a failed get found: put fills it unless the table has grown
// since, which saves probing again for a key just looked up.
type spot struct {
	i    uint64
	size int
}

// put gives k the number v; k must not be in the table yet, and at is where get last
// looked for it, or the zero spot.
func (t *table) put(k key, v int32, at spot) {
	if at.size == len(t.slots) && t.slots[at.i].k[0] == 0 {
		t.slots[at.i] = slot{k, v}
	} else {
		t.insert(k, v)
	}
	t.n++
	if 2*t.n > len(t.slots) {
		t.grow()
	}
}

// insert places k in its first free slot.
func (t *table) insert(k key, v int32) {
	mask := uint64(len(t.slots) - 1)
	i := t.home(k)
	for t.slots[i].k[0] != 0 {
		i = (i + 1) & mask
	}
	t.slots[i] = slot{k, v}
}

// grow doubles the table.
func (t *table) grow() {
	old := t.slots
	t.slots = make([]slot, 2*len(old))
	t.shift--
	for _, s := range old {
		if s.k[0] != 0 {
			t.insert(s.k, s.v)
		}
	}
}
