package analysis

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/crc32"
	"math"
	"slices"

	"github.com/ezd-game/ezd/analysis/internal/hugepage"
	"github.com/ezd-game/ezd/army"
)

// A battle is a session (A7): every turn start after the current turn is valued with
// exactly one turn fewer than the solver's, whatever the battle's turn number. A Table keeps
// those numbers for every turn start the battle can reach from its start, so that a fresh
// process builds only the rest of the current turn and reads the turn ends from the table.

// tableVersion is the format of MarshalBinary; a file of another version is refused.
const tableVersion = 1

// tableMagic opens every marshalled table.
const tableMagic = "EZDTABLE"

// ErrOutsideTable says that a battle reached a turn start its table does not have: solve it
// with a solver of its own (ForBattle).
var ErrOutsideTable = errors.New("the battle left its solved table: solve it afresh")

// Entry is a turn start's numbers with one turn fewer than the solver's, under the solver's
// policy (A6): side A's value, the chances that A wins and of a draw, and the expected
// number of turns played, counting that turn.
type Entry struct {
	Value, AWins, Draw, Turns float64
}

// Table holds the numbers of every turn start a battle can reach, with the solver's turns
// less one, for a solver of the same armies' classes, turns and policy (Identity).
type Table struct {
	identity string
	entries  map[key]Entry
}

// Len returns the number of turn starts in the table.
func (t *Table) Len() int { return len(t.entries) }

// Identity names what a table is for: the classes of both armies in slot order, the turns,
// the policy and the table format, as 64 hex digits fit for a file name.
func (s *Solver) Identity() string {
	h := sha256.New()
	fmt.Fprintf(h, "ezd table v%d turns %d policy %s", tableVersion, s.opt.Turns, s.opt.Policy)
	for side := range 2 {
		fmt.Fprintf(h, " side %d:", side)
		for i := range s.l.n[side] {
			fmt.Fprintf(h, " %s", s.l.class[side][i])
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Table solves the battle from its start and returns the numbers of every turn start it
// can reach, with the solver's turns less one. Each turn left costs a sweep of the values
// that records the step pick takes (as Outcome does), and a sweep that carries the
// chances of winning and of a draw and the expected turns along it, the two on two cores.
func (s *Solver) Table() (*Table, error) {
	if s.known != nil {
		return nil, errors.New("a solver made from a table cannot make one")
	}
	if s.err != nil {
		return nil, s.err
	}
	if _, err := s.locate(s.Start().k); err != nil {
		return nil, err
	}
	last := s.tableLevels()
	values := s.levels[s.opt.Turns-1]
	t := &Table{identity: s.Identity(), entries: make(map[key]Entry, len(s.g.cfgs))}
	for c, cf := range s.g.cfgs {
		e := last[c]
		e.Value = values[c]
		t.entries[cf.k] = e
	}
	return t, nil
}

// tableLevels sweeps the graph once per turn left, 1 to Turns-1, and returns the turn
// starts' entries with Turns-1 turns left. It leaves the levels of values behind, as
// solveLevels would, so that the solver answers afterwards with one sweep more.
//
// Two sweeps a turn left run on two cores, one turn apart: the values, which record the
// step pick takes at every node (chooseLevel), and behind them the chances of winning
// and of a draw and the expected turns that follow those steps (followLevel). Each needs
// only its own previous turn, and the steps of the same turn from the other.
func (s *Solver) tableLevels() []Entry {
	n, nc := len(s.g.nodes), len(s.g.cfgs)
	if s.cores > 1 && len(s.g.ranks) > 0 && int(s.g.ranks[len(s.g.ranks)-1]) == n {
		return s.rankedLevels(s.cores)
	}
	draw := make([]float64, nc)
	for c := range draw {
		draw[c] = 0.5
	}
	s.levels = [][]float64{draw}
	turns := s.opt.Turns - 1
	// Three buffers of steps: the values may run up to two turns ahead.
	free := make(chan []uint8, 3)
	for range 3 {
		free <- make([]uint8, n)
	}
	chosen := make(chan []uint8, 3)
	done := make(chan []Entry)
	go func() { done <- s.followLevels(chosen, free) }()
	var arena hugepage.Arena
	defer arena.Free()
	cur := hugepage.Alloc[float64](&arena, n, n)
	for lv := 1; lv <= turns; lv++ {
		steps := <-free
		s.levels = append(s.levels, s.chooseLevel(s.levels[lv-1], cur, steps))
		chosen <- steps
	}
	close(chosen)
	s.builtNodes, s.curLevel = n, 0
	return <-done
}

// chooseLevel sweeps the values of every node with one turn more than next, the values of
// the turn starts, records the step pick takes at each, and returns the turn starts'
// values. It is sweep with record, on arrays of its own.
func (s *Solver) chooseLevel(next, cur []float64, steps []uint8) []float64 {
	opts := s.g.opts
	for i, nd := range s.g.nodes {
		switch nd.kind {
		case kTurnEnd:
			cur[i] = next[nd.first]
		case kWinA:
			cur[i] = 1
		case kWinB:
			cur[i] = 0
		default:
			v, k := pick(nd, opts, cur)
			cur[i], steps[i] = v, uint8(k)
		}
	}
	return s.startValues(cur)
}

// startValues is every turn start's value from its nodes' in cur: the mean of its two
// first nodes, after A and after B won the roll-off, each with chance 1/2 (A2).
func (s *Solver) startValues(cur []float64) []float64 {
	vals := make([]float64, len(s.g.cfgs))
	for c, cf := range s.g.cfgs {
		vals[c] = (cur[cf.first[0]] + cur[cf.first[1]]) / 2
	}
	return vals
}

// follow is a node's numbers under the steps taken: the chances that A wins and of a
// draw, and the expected turns. They sit together because a sweep reads all three of a
// child at once.
type follow struct{ aw, dr, tu float64 }

// followLevels takes the steps of each turn left in turn from chosen, sends each buffer
// back to free once followed, and returns the turn starts' entries of the last.
func (s *Solver) followLevels(chosen <-chan []uint8, free chan<- []uint8) []Entry {
	nc := len(s.g.cfgs)
	prev := make([]Entry, nc)
	for c := range prev {
		prev[c] = Entry{Value: 0.5, Draw: 1}
	}
	var arena hugepage.Arena
	defer arena.Free()
	fl := hugepage.Alloc[follow](&arena, len(s.g.nodes), len(s.g.nodes))
	for steps := range chosen {
		s.followLevel(prev, fl, steps)
		free <- steps
		s.startEntries(fl, prev)
	}
	// The values come from the levels, once the other sweep has made them all.
	return prev
}

// followLevel carries the chances along the steps taken, from the turn starts' entries of
// one turn fewer (prev).
func (s *Solver) followLevel(prev []Entry, fl []follow, steps []uint8) {
	opts := s.g.opts
	for i, nd := range s.g.nodes {
		switch nd.kind {
		case kTurnEnd:
			e := &prev[nd.first]
			fl[i] = follow{e.AWins, e.Draw, e.Turns}
		case kWinA:
			fl[i] = follow{aw: 1}
		case kWinB:
			fl[i] = follow{}
		default:
			fl[i] = through(opts[nd.first+int32(steps[i])], fl)
		}
	}
}

// through is a node's numbers when it takes option o: its hit's and its miss's, weighed
// by the chance of the hit.
func through(o option, fl []follow) follow {
	p := odds[o.hits]
	h, m := &fl[o.hit], &fl[o.miss]
	return follow{p*h.aw + (1-p)*m.aw, p*h.dr + (1-p)*m.dr, p*h.tu + (1-p)*m.tu}
}

// startEntries writes into next every turn start's entry from its nodes' numbers in fl,
// with the turn it begins: the mean of its two first nodes, as startValues. next may be
// the entries the sweep of fl read: the sweep is over.
func (s *Solver) startEntries(fl []follow, next []Entry) {
	for c, cf := range s.g.cfgs {
		a, b := &fl[cf.first[0]], &fl[cf.first[1]]
		next[c] = Entry{
			AWins: (a.aw + b.aw) / 2,
			Draw:  (a.dr + b.dr) / 2,
			Turns: 1 + (a.tu+b.tu)/2,
		}
	}
}

// FromTable returns a solver for army a against army b that takes every turn start after
// the current turn from table t, made by a solver of the same classes, turns and policy. It
// answers only for positions with the solver's turns left; a battle that reaches a turn
// start the table lacks gets ErrOutsideTable. The zero Table has no turn starts and fits
// every solver: a solver made from it answers at once a question that needs no turn after
// the current one (a refusal, a battle that is over) and gets ErrOutsideTable for any
// other, so that a command learns whether a question needs a table before solving one.
func FromTable(a, b army.Army, opt Options, t *Table) (*Solver, error) {
	s, err := NewSolver(a, b, opt)
	if err != nil {
		return nil, err
	}
	if t == nil || t.identity != s.Identity() && t.Len() > 0 {
		return nil, errors.New("the table was made for other armies, turns or policy")
	}
	known := t.entries
	if known == nil {
		known = map[key]Entry{}
	}
	s.known, s.b.known = known, known
	if len(known) > 0 {
		// A question asked of a table builds the rest of the current turn: at most 7% of
		// the whole battle's positions for the pairs of 10-point armies (the first turn of
		// the largest pair: 26,885 of 457,000 estimated), whose arrays grew and were copied
		// step by step, each step paying its first touches again.
		s.presizeFor(1.0 / 8)
	}
	return s, nil
}

// knownLevels fills levels[Turns-1] from the table and, for t = Turns, sweeps the current
// turn for the turn starts it built.
func (s *Solver) knownLevels(t int) {
	last := s.opt.Turns - 1
	if t < last || t > s.opt.Turns {
		panic(fmt.Sprintf("analysis: a solver made from a table asked for %d turns left", t))
	}
	if s.builtNodes != len(s.g.nodes) || len(s.levels) <= last || len(s.levels[last]) != len(s.g.cfgs) {
		s.levels = make([][]float64, last+1)
		vals := make([]float64, len(s.g.cfgs))
		for c, cf := range s.g.cfgs {
			vals[c] = s.known[cf.k].Value
		}
		s.levels[last] = vals
		s.builtNodes = len(s.g.nodes)
		s.curLevel = 0
	}
	if t == s.opt.Turns && len(s.levels) == last+1 {
		s.sweep(t)
		vals := make([]float64, len(s.g.cfgs))
		for c, cf := range s.g.cfgs {
			vals[c] = math.NaN() // only the turn starts built here have a value now
			if cf.first[0] >= 0 {
				vals[c] = (s.cur[cf.first[0]] + s.cur[cf.first[1]]) / 2
			}
		}
		s.levels = append(s.levels, vals)
	}
}

// MarshalBinary writes the table: a magic word, the format version, the identity, the
// entries sorted by position and a CRC-32 of all that.
func (t *Table) MarshalBinary() ([]byte, error) {
	keys := make([]key, 0, len(t.entries))
	for k := range t.entries {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b key) int {
		if c := cmpU64(a[0], b[0]); c != 0 {
			return c
		}
		return cmpU64(a[1], b[1])
	})
	out := make([]byte, 0, len(tableMagic)+4+64+8+len(keys)*48+4)
	out = append(out, tableMagic...)
	out = binary.LittleEndian.AppendUint32(out, tableVersion)
	out = append(out, t.identity...)
	out = binary.LittleEndian.AppendUint64(out, uint64(len(keys)))
	for _, k := range keys {
		e := t.entries[k]
		out = binary.LittleEndian.AppendUint64(out, k[0])
		out = binary.LittleEndian.AppendUint64(out, k[1])
		for _, v := range [4]float64{e.Value, e.AWins, e.Draw, e.Turns} {
			out = binary.LittleEndian.AppendUint64(out, math.Float64bits(v))
		}
	}
	return binary.LittleEndian.AppendUint32(out, crc32.ChecksumIEEE(out)), nil
}

func cmpU64(a, b uint64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// UnmarshalBinary reads a table MarshalBinary wrote, refusing one that is damaged, of
// another format or with numbers that are no chances.
func (t *Table) UnmarshalBinary(data []byte) error {
	head := len(tableMagic) + 4 + 64 + 8
	if len(data) < head+4 || string(data[:len(tableMagic)]) != tableMagic {
		return errors.New("not an ezd solved table")
	}
	body := data[:len(data)-4]
	if crc32.ChecksumIEEE(body) != binary.LittleEndian.Uint32(data[len(data)-4:]) {
		return errors.New("the solved table is damaged (its checksum does not match)")
	}
	at := len(tableMagic)
	if v := binary.LittleEndian.Uint32(body[at:]); v != tableVersion {
		return fmt.Errorf("the solved table has format %d, not %d", v, tableVersion)
	}
	at += 4
	identity := string(body[at : at+64])
	at += 64
	n := binary.LittleEndian.Uint64(body[at:])
	at += 8
	if n > uint64(len(body)-at)/48 || uint64(len(body)-at) != n*48 {
		return errors.New("the solved table is damaged (its length does not match)")
	}
	entries := make(map[key]Entry, n)
	for range n {
		var k key
		var v [4]float64
		k[0], k[1] = binary.LittleEndian.Uint64(body[at:]), binary.LittleEndian.Uint64(body[at+8:])
		at += 16
		for j := range v {
			v[j] = math.Float64frombits(binary.LittleEndian.Uint64(body[at:]))
			at += 8
		}
		e := Entry{v[0], v[1], v[2], v[3]}
		if !isChance(e.Value) || !isChance(e.AWins) || !isChance(e.Draw) || e.AWins+e.Draw > 1+1e-9 || !(e.Turns >= 0) {
			return errors.New("the solved table is damaged (a number is no chance)")
		}
		entries[k] = e
	}
	t.identity, t.entries = identity, entries
	return nil
}

// isChance reports whether v is a probability.
func isChance(v float64) bool { return v >= 0 && v <= 1 }
