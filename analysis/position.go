package analysis

import (
	"fmt"

	"github.com/ezd-game/ezd/army"
)

// A position's tanks are kept per side in the solver's layout: the tanks grouped by class
// (small, medium, heavy) and, within a class, sorted by state (A8: identical tanks in the
// same state are interchangeable, so which is which does not matter). A tank's state is
// 4 bits: its damage (bits 0-1), whether it defends (bit 2, R5) and whether it has
// activated this turn (bit 3, R3). A destroyed tank's state is its capacity and nothing else.
const (
	damageBits = 0b0011
	defending  = 0b0100
	activated  = 0b1000
)

// The sides: A is the first army of a matchup and red in a battle (A7).
const (
	sideA = 0
	sideB = 1
	// chance marks a node where no side chooses.
	chance = 2
)

// The kinds of position.
const (
	// kStart is the start of a turn, before the roll-off (A2).
	kStart = iota + 1
	// kBetween is between activations: the side to act activates a tank or passes (A2).
	kBetween
	// kActivation is during an activation: the active tank defends or attacks (A3).
	kActivation
	// kTurnEnd is the end of a turn: the value is that of the next turn's start (A5).
	kTurnEnd
	// kWinA and kWinB are the end of the battle: one army broke (A5, R8).
	kWinA
	kWinB
)

// layout is what a solver knows of its two armies: the class of every slot.
type layout struct {
	n       [2]int
	class   [2][MaxTanks]army.Class
	cap     [2][MaxTanks]uint8 // each slot's capacity (R7), read at every step
	fielded [2]int
	// runs[side][c] is the first slot of class c, runs[side][c+1] its end (c = 1..3).
	runs [2][5]int
	// shared[side] are the runs of side's classes that have two tanks or more, the only
	// ones canon has to sort (A8); nShared[side] how many there are.
	shared  [2][3][2]int
	nShared [2]int
}

// newLayout sorts each army's tanks into class groups.
func newLayout(a, b army.Army) (layout, error) {
	var l layout
	for side, ar := range [2]army.Army{a, b} {
		ar = ar.WithDefaults()
		if len(ar.Tanks) == 0 {
			return l, fmt.Errorf("%s has no tanks: an army fields at least one (R1)", armyName(ar, side))
		}
		if len(ar.Tanks) > MaxTanks {
			return l, fmt.Errorf("%s has %d tanks: the solver handles at most %d a side", armyName(ar, side), len(ar.Tanks), MaxTanks)
		}
		i := 0
		for _, c := range army.Classes() {
			l.runs[side][c] = i
			for _, t := range ar.Tanks {
				if t.Class == c {
					l.class[side][i] = c
					l.cap[side][i] = uint8(stats[c].Capacity)
					l.fielded[side] += stats[c].Cost
					i++
				}
			}
		}
		l.runs[side][army.Heavy+1] = i
		for c := army.Small; c <= army.Heavy; c++ {
			if lo, hi := l.runs[side][c], l.runs[side][c+1]; hi-lo >= 2 {
				l.shared[side][l.nShared[side]] = [2]int{lo, hi}
				l.nShared[side]++
			}
		}
		if i != len(ar.Tanks) {
			return l, fmt.Errorf("%s has a tank with no class (want small, medium or heavy)", armyName(ar, side))
		}
		l.n[side] = i
	}
	return l, nil
}

func armyName(a army.Army, side int) string {
	if a.Name != "" {
		return fmt.Sprintf("army %q", a.Name)
	}
	return [2]string{"the first army", "the second army"}[side]
}

// pos is a position taken apart, for the rules to work on. Slots follow the layout.
type pos struct {
	kind  uint8
	t     [2][MaxTanks]uint8
	quota [2]uint8 // activations left this turn, never more than the tanks ready (R3)
	toAct uint8
	// active is the active tank's slot on side toAct, -1 between activations; actions
	// its actions left (R4).
	active  int8
	actions uint8
}

// key is a position packed into two words: 20 bits for the kind, the side to act, the
// activations left, the active tank and its actions left, then 4 bits a tank, side A's
// then side B's. A battle's end keeps the points lost instead of the tanks.
type key [2]uint64

// metaBits is the width of what a key holds besides the tanks.
const metaBits = 20

// stats is R2's table by class, read once from army.
var stats = func() (s [army.Heavy + 1]army.Stats) {
	for _, c := range army.Classes() {
		s[c] = c.Stats()
	}
	return s
}()

func (l *layout) capacity(side, slot int) uint8 {
	return l.cap[side][slot]
}

func (l *layout) alive(p *pos, side, slot int) bool {
	return p.t[side][slot]&damageBits < l.capacity(side, slot)
}

// lost returns the points of side's destroyed tanks (R8).
func (l *layout) lost(p *pos, side int) int {
	n := 0
	for i := range l.n[side] {
		if !l.alive(p, side, i) {
			n += stats[l.class[side][i]].Cost
		}
	}
	return n
}

// ready counts side's tanks that may still activate this turn (R3).
func (l *layout) ready(p *pos, side int) uint8 {
	var n uint8
	ts := p.t[side][:l.n[side]]
	caps := l.cap[side][:len(ts)]
	for i, t := range ts {
		if t&damageBits < caps[i] && t&activated == 0 {
			n++
		}
	}
	return n
}

// canon caps each side's activations left by its tanks ready (R3), sorts the tanks of
// each class by state (A8) and keeps track of the active tank.
func (l *layout) canon(p *pos) { l.canonSeats(p, nil) }

// seats[side][slot] is the roster index of the tank in a slot of a battle's position.
type seats [2][MaxTanks]int8

// canonSeats is canon, carrying the battle's tanks along when seats is not nil. Of
// identical tanks, the active one takes the first slot of its state (A8).
func (l *layout) canonSeats(p *pos, seats *seats) {
	for side := range 2 {
		if p.quota[side] > 0 {
			p.quota[side] = min(p.quota[side], l.ready(p, side))
		}
		if p.quota[side] == 0 {
			// A side that may activate no more tanks this turn: which of its tanks have
			// activated no longer matters, and forgetting it merges positions.
			for i := range l.n[side] {
				p.t[side][i] &^= activated
			}
		}
		act := -1
		if p.active >= 0 && int(p.toAct) == side {
			act = int(p.active)
		}
		ts := &p.t[side]
		// A class of one tank is sorted already, and its active tank is the first of its
		// state: only the classes of two tanks or more are looked at.
		for r := range l.nShared[side] {
			lo, hi := l.shared[side][r][0], l.shared[side][r][1]
			for i := lo + 1; i < hi; i++ {
				for j := i; j > lo && ts[j] < ts[j-1]; j-- {
					ts[j], ts[j-1] = ts[j-1], ts[j]
					if seats != nil {
						seats[side][j], seats[side][j-1] = seats[side][j-1], seats[side][j]
					}
					switch act {
					case j:
						act = j - 1
					case j - 1:
						act = j
					}
				}
			}
			if act >= lo && act < hi {
				first := act
				for first > lo && ts[first-1] == ts[act] {
					first--
				}
				if seats != nil {
					seats[side][first], seats[side][act] = seats[side][act], seats[side][first]
				}
				p.active = int8(first)
			}
		}
	}
}

// pack writes a canonical position as a key.
func (l *layout) pack(p *pos) key {
	var k key
	k[0] = uint64(p.kind) | uint64(p.toAct)<<3 | uint64(p.quota[0])<<4 | uint64(p.quota[1])<<8 |
		uint64(p.active+1)<<12 | uint64(p.actions)<<17
	// Each side's tanks, 4 bits each, after the other's: at most 52 bits a side, gathered
	// in a register (an array indexed by where the bits go would be read and written back
	// at every tank) and then placed, straddling the two words if need be.
	b := uint(metaBits)
	for side := range 2 {
		var v uint64
		for i, t := range p.t[side][:l.n[side]] {
			v |= uint64(t) << (4 * uint(i) & 63)
		}
		if b < 64 {
			k[0] |= v << b
			k[1] |= v >> (64 - b)
		} else {
			k[1] |= v << (b - 64)
		}
		b += 4 * uint(l.n[side])
	}
	return k
}

// unpack is the inverse of pack.
func (l *layout) unpack(k key) pos {
	var p pos
	b := metaBits
	for side := range 2 {
		for i := range l.n[side] {
			p.t[side][i] = uint8(k[b/64]>>(b%64)) & 0xf
			b += 4
		}
	}
	m := k[0]
	p.kind = uint8(m & 7)
	p.toAct = uint8(m>>3) & 1
	p.quota = [2]uint8{uint8(m>>4) & 0xf, uint8(m>>8) & 0xf}
	p.active = int8((m>>12)&0x1f) - 1
	p.actions = uint8(m>>17) & 7
	return p
}

// Position is one moment of the stand-up fight with the turns left, counting the current
// one (A7). It is a small comparable value that belongs to the Solver that made it.
type Position struct {
	k         key
	turnsLeft int
}

// TurnsLeft returns the turns the battle may still last, counting the current one.
func (p Position) TurnsLeft() int { return p.turnsLeft }
