package analysis

import (
	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/combat"
)

// The rules of the stand-up fight (A2-A5) on positions: which steps the side to act may
// take, and what each step leads to.

// stepKind is what a step does.
type stepKind uint8

// The steps of the model, in the order the tie-break prefers them (A6): attacks and
// activations before defending, passing last.
const (
	sActivate stepKind = iota + 1
	sAttack
	sDefend
	sPass
)

// step is one choice of the side to act: slot is the tank activated or attacked.
type step struct {
	kind stepKind
	slot int8
}

// maxSteps bounds the steps of one position: a tank a side and one more.
const maxSteps = MaxTanks + 1

// steps lists the steps allowed in p, in the fixed tie-break order: between activations,
// the tanks ready in layout order, then pass (A2); during an activation, the enemy tanks
// standing in layout order, then defend if it is the tank's first action (A3). With
// merge, a tank in the same class and state as the one before it is left out (A8): the
// step on it leads to the same position.
func (l *layout) steps(p *pos, merge bool, buf *[maxSteps]step) []step {
	out := buf[:0]
	switch p.kind {
	case kBetween:
		x := int(p.toAct)
		for i := range l.n[x] {
			if !l.alive(p, x, i) || p.t[x][i]&activated != 0 {
				continue
			}
			if merge && l.sameAsBefore(p, x, i) {
				continue
			}
			out = append(out, step{sActivate, int8(i)})
		}
		out = append(out, step{kind: sPass})
	case kActivation:
		y := 1 - int(p.toAct)
		for j := range l.n[y] {
			if !l.alive(p, y, j) || merge && l.sameAsBefore(p, y, j) {
				continue
			}
			out = append(out, step{sAttack, int8(j)})
		}
		if l.canDefend(p) {
			out = append(out, step{kind: sDefend})
		}
	}
	return out
}

// sameAsBefore reports whether slot i holds the same class and state as slot i-1.
func (l *layout) sameAsBefore(p *pos, side, i int) bool {
	return i > 0 && l.class[side][i] == l.class[side][i-1] && p.t[side][i] == p.t[side][i-1]
}

// canDefend is R4: defend only as the activation's first action.
func (l *layout) canDefend(p *pos) bool {
	x := int(p.toAct)
	return p.kind == kActivation && int(p.actions) == stats[l.class[x][p.active]].Actions
}

// hits returns in how many of 36 throws an attack from class c hits the target (A4, R7).
func hits(c army.Class, target army.Class, state uint8) int {
	return hitTable[c][target][state>>2&1]
}

// hitTable[attacker][target][defends] is A4's hits in 36, from R7's one rule.
var hitTable = func() (t [army.Heavy + 1][army.Heavy + 1][2]int) {
	for _, a := range army.Classes() {
		for _, d := range army.Classes() {
			t[a][d][0] = combat.HitsOutOf36(stats[a].Attack)
			t[a][d][1] = combat.HitsOutOf36(stats[a].Attack - stats[d].DefenceBonus)
		}
	}
	return t
}()

// attackHits returns the hits of 36 of the active tank's attack on enemy slot j.
func (l *layout) attackHits(p *pos, j int) int {
	x := int(p.toAct)
	return hits(l.class[x][p.active], l.class[1-x][j], p.t[1-x][j])
}

// play takes step s in p and writes its outcomes in place: the first into hit, and an
// attack's miss into miss unless miss is nil (every attack of a position misses into the
// same position, so the builders ask for it once). It returns the chance of the first
// outcome in 36ths: an attack hits or misses; every other step has one outcome (36 of
// 36), and leaves miss as it was. The outcomes are settled (the battle's end, the
// activation's end, the turn's end) but not canonical. The builders take a position's
// steps by the thousand, so nothing is copied that need not be.
func (l *layout) play(p *pos, s step, hit, miss *pos) int {
	x := int(p.toAct)
	*hit = *p
	switch s.kind {
	case sActivate:
		// A3: the defence ends as the activation starts (R5).
		hit.t[x][s.slot] = hit.t[x][s.slot]&^defending | activated
		hit.quota[x]--
		hit.kind, hit.active = kActivation, s.slot
		hit.actions = uint8(stats[l.class[x][s.slot]].Actions)
		return 36
	case sPass:
		hit.quota[x] = 0 // R3: no more activations this turn
		l.next(hit)
		return 36
	case sDefend:
		hit.t[x][hit.active] |= defending
		l.spend(hit)
		return 36
	case sAttack:
		h := l.attackHits(p, int(s.slot))
		if miss != nil {
			*miss = *p
			l.spend(miss)
		}
		l.damage(hit, 1-x, int(s.slot))
		if hit.kind == kActivation {
			l.spend(hit)
		}
		return h
	}
	panic("analysis: unknown step")
}

// outcomes plays each of p's steps into kids, canonical, and writes each step's chance of
// its first outcome into opts: kids[i] is step i's first outcome, and kids[miss] the
// position that every attack of p misses into (A3, A4: a miss spends its action and does
// nothing else), played once. It returns how many outcomes kids holds, and miss, which is
// -1 when no step can miss.
func (l *layout) outcomes(p *pos, steps []step, kids *[maxSteps + 1]pos, opts *[maxSteps]option) (n, miss int) {
	miss = -1
	for i, s := range steps {
		var missed *pos
		if miss < 0 {
			missed = &kids[len(steps)]
		}
		opts[i].hits = uint8(l.play(p, s, &kids[i], missed))
		l.canon(&kids[i])
		if opts[i].hits < 36 && miss < 0 {
			miss = len(steps)
			l.canon(missed)
		}
	}
	if miss >= 0 {
		return len(steps) + 1, miss
	}
	return len(steps), miss
}

// damage is a hit on slot j of side y (A4): one damage, and a tank destroyed at its
// capacity; an army that breaks ends the battle (A5, R8).
func (l *layout) damage(p *pos, y, j int) {
	p.t[y][j]++
	if c := l.capacity(y, j); p.t[y][j]&damageBits >= c {
		p.t[y][j] = c
		if army.Broken(l.lost(p, y), l.fielded[y]) {
			p.kind = kWinA + uint8(1-y)
		}
	}
}

// spend uses one action of the active tank and ends its activation when none is left.
func (l *layout) spend(p *pos) {
	p.actions--
	if p.actions == 0 {
		l.next(p)
	}
}

// next is A2 after an activation or a pass by the side to act: the other side acts if it
// can, else the same side if it can, else the turn ends.
func (l *layout) next(p *pos) {
	x := p.toAct
	p.active, p.actions = -1, 0
	for side := range 2 {
		p.quota[side] = min(p.quota[side], l.ready(p, side))
	}
	switch {
	case p.quota[1-x] > 0:
		p.kind, p.toAct = kBetween, 1-x
	case p.quota[x] > 0:
		p.kind = kBetween
	default:
		l.endTurn(p)
	}
}

// endTurn is the end of the turn: no tank has activated in the next one, and the defences
// carry over (A3).
func (l *layout) endTurn(p *pos) {
	p.kind, p.toAct, p.quota, p.active, p.actions = kTurnEnd, 0, [2]uint8{}, -1, 0
	for side := range 2 {
		for i := range l.n[side] {
			p.t[side][i] &^= activated
		}
	}
}

// begin is the start of a turn won by side first: each side may activate half its tanks
// standing, rounded up (A2, R3).
func (l *layout) begin(p pos, first uint8) pos {
	for side := range 2 {
		standing := 0
		for i := range l.n[side] {
			if l.alive(&p, side, i) {
				standing++
			}
		}
		p.quota[side] = uint8((standing + 1) / 2)
	}
	p.kind, p.toAct, p.active, p.actions = kBetween, first, -1, 0
	if p.quota[first] == 0 {
		p.toAct = 1 - first
		if p.quota[p.toAct] == 0 {
			l.endTurn(&p)
		}
	}
	return p
}
