package solo

import (
	"math/rand/v2"

	"github.com/ezd-game/ezd/combat"
)

// How the bot orders its options and breaks ties. An order returns a positive number when
// a is better than b, a negative one when it is worse, and 0 when they are equally good.

// byValue prefers the better win chance; chances within Same are equally good.
func byValue(a, b Option) int {
	switch {
	case a.WinChance > b.WinChance+Same:
		return 1
	case b.WinChance > a.WinChance+Same:
		return -1
	}
	return 0
}

// byShots prefers the tank that can fire the most shots, that is has the most actions
// (R2), then the better win chance (Aggressive).
func byShots(s combat.State) func(a, b Option) int {
	shots := func(o Option) int {
		t, _ := s.Tank(o.Tank)
		if o.Kind != Activate || !t.Class.Valid() {
			return 0
		}
		return t.Class.Stats().Actions
	}
	return func(a, b Option) int {
		if d := shots(a) - shots(b); d != 0 {
			return d
		}
		return byValue(a, b)
	}
}

// byFocus prefers the target with the least damage left, then the better win chance
// (Aggressive's focus fire).
func byFocus(s combat.State) func(a, b Option) int {
	left := func(o Option) int {
		t, _ := s.Tank(o.Tank)
		return t.Capacity() - t.Damage
	}
	return func(a, b Option) int {
		if d := left(b) - left(a); d != 0 {
			return d
		}
		return byValue(a, b)
	}
}

// pick returns the best option by order; among equally good ones, the tie-break's.
func (b Bot) pick(s combat.State, opts []Option, order func(a, b Option) int) Option {
	best := opts[0]
	for _, o := range opts[1:] {
		if order(o, best) > 0 {
			best = o
		}
	}
	var ties []Option
	for _, o := range opts {
		if order(o, best) == 0 {
			ties = append(ties, o)
		}
	}
	return ties[tieBreak(s, len(ties))]
}

// pickValued is pick over attacks weighed on the table.
func (b Bot) pickValued(s combat.State, vs []valued, order func(a, b Option) int) valued {
	opts := make([]Option, len(vs))
	for i, v := range vs {
		opts[i] = v.Option
	}
	chosen := b.pick(s, opts, order)
	for _, v := range vs {
		if v.Option == chosen {
			return v
		}
	}
	return vs[0]
}

// tieBreak returns which of n equally good options to take, from 0. It is drawn from the
// battle's seed and its position (turn, activations, actions and dice used so far), so the
// same battle breaks the same tie the same way every time it is replayed, and undoing a
// step and asking again gives the same step.
func tieBreak(s combat.State, n int) int {
	if n <= 1 {
		return 0
	}
	where := uint64(s.DiceDrawn)<<32 | uint64(s.Turn)<<16 |
		uint64(s.Red.Activations)<<12 | uint64(s.Blue.Activations)<<8 | uint64(s.ActionsTaken)<<4 | uint64(s.Active.Pos)
	return rand.New(rand.NewPCG(s.Seed, where)).IntN(n)
}
