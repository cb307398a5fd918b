package analysis

// The greedy policy (A6): a fast rule of thumb that both sides follow, whose value the
// solver computes exactly. It looks one activation ahead and no further:
//
//   - Defend: a tank defends with its first action when one hit would destroy it and it
//     has an action left after defending: a small tank always (it then attacks twice), a
//     medium tank with one damage left; a heavy tank never (its one action is an attack).
//   - Target: attack the enemy tank with the most points per damage left, weighted by the
//     chance to hit it: cost x hits / damage left, the most expected points destroyed.
//   - Activate: the ready tank that expects the most damage this activation, its attacks
//     (actions, less one if it defends) times its best chance to hit.
//   - Never pass.
//
// Ties go to the first in the layout: smaller class first, then the healthier tank.

// greedyDefends reports whether the greedy rule has the tank in slot i of side x defend
// when its activation starts.
func (l *layout) greedyDefends(p *pos, x, i int) bool {
	st := stats[l.class[x][i]]
	left := int(l.capacity(x, i)) - int(p.t[x][i]&damageBits)
	return st.Actions >= 2 && left == 1
}

// greedyStep returns the greedy rule's step in p, a position where a side acts.
func (l *layout) greedyStep(p *pos) step {
	x := int(p.toAct)
	y := 1 - x
	if p.kind == kActivation {
		if l.canDefend(p) && l.greedyDefends(p, x, int(p.active)) {
			return step{kind: sDefend}
		}
		best, bestScore := -1, 0.0
		for j := range l.n[y] {
			if !l.alive(p, y, j) {
				continue
			}
			left := float64(int(l.capacity(y, j)) - int(p.t[y][j]&damageBits))
			score := float64(stats[l.class[y][j]].Cost*l.attackHits(p, j)) / left
			if best < 0 || score > bestScore {
				best, bestScore = j, score
			}
		}
		return step{sAttack, int8(best)}
	}
	best, bestScore := -1, 0
	for i := range l.n[x] {
		if !l.alive(p, x, i) || p.t[x][i]&activated != 0 {
			continue
		}
		c := l.class[x][i]
		attacks := stats[c].Actions
		if l.greedyDefends(p, x, i) {
			attacks--
		}
		top := 0
		for j := range l.n[y] {
			if l.alive(p, y, j) {
				top = max(top, hits(c, l.class[y][j], p.t[y][j]))
			}
		}
		if score := attacks * top; best < 0 || score > bestScore {
			best, bestScore = i, score
		}
	}
	if best < 0 {
		return step{kind: sPass} // nobody ready: cannot happen where a side acts
	}
	return step{sActivate, int8(best)}
}
