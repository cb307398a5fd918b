package analysis

import (
	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/combat"
)

// brute is an independent solver of the stand-up fight for tiny armies: it follows
// combat's state (Next, Passed, Quota, Activations, ActionsTaken) and the words of A2-A6
// literally, tanks in roster order, with no merging, no canonical form and no turn graph.
type brute struct {
	memo map[bruteKey]float64
}

type bruteTank struct {
	class                       army.Class
	damage                      int
	destroyed, defends, actived bool
}

type bruteState struct {
	tanks       [2][4]bruteTank
	n           [2]int
	fielded     [2]int
	quota, used [2]int
	passed      [2]bool
	rolled      bool
	next        int
	active      int // slot of the active tank on side activeSide, -1 between activations
	activeSide  int
	left, taken int
}

type bruteKey struct {
	s     bruteState
	turns int
}

// bruteFromBattle copies a battle's state field by field.
func bruteFromBattle(st combat.State) bruteState {
	var b bruteState
	side := map[combat.Player]int{combat.Red: 0, combat.Blue: 1}
	for i, f := range [2]combat.Force{st.Red, st.Blue} {
		b.n[i], b.fielded[i] = len(f.Tanks), f.Fielded
		b.quota[i], b.used[i], b.passed[i] = f.Quota, f.Activations, f.Passed
		for j, t := range f.Tanks {
			b.tanks[i][j] = bruteTank{t.Class, t.Damage, t.Destroyed, t.Defending, t.Activated}
		}
	}
	b.rolled = st.Initiative != combat.NoPlayer
	b.next = side[st.Next]
	b.active = -1
	if !st.Active.IsZero() {
		b.active, b.activeSide = st.Active.Pos-1, side[st.Active.Player]
		b.left, b.taken = st.ActionsLeft, st.ActionsTaken
	}
	return b
}

// bruteStart is the battle between a and b before the first roll-off.
func bruteStart(a, b army.Army) bruteState {
	var s bruteState
	for i, ar := range [2]army.Army{a, b} {
		s.n[i], s.fielded[i] = len(ar.Tanks), ar.Fielded()
		for j, t := range ar.Tanks {
			s.tanks[i][j].class = t.Class
		}
		s.quota[i] = (s.n[i] + 1) / 2
	}
	s.active = -1
	return s
}

func (s *bruteState) canAct(p int) bool {
	if s.passed[p] || s.used[p] >= s.quota[p] {
		return false
	}
	for _, t := range s.tanks[p][:s.n[p]] {
		if !t.destroyed && !t.actived {
			return true
		}
	}
	return false
}

// value is side A's P(win) + P(draw)/2 with turns turns left, counting the current one.
func (b *brute) value(s bruteState, turns int) float64 {
	k := bruteKey{s, turns}
	if v, ok := b.memo[k]; ok {
		return v
	}
	v := b.solve(s, turns)
	b.memo[k] = v
	return v
}

func (b *brute) solve(s bruteState, turns int) float64 {
	if !s.rolled {
		v := 0.0
		for first := range 2 {
			t := s
			t.rolled, t.next = true, first
			v += b.value(t, turns) / 2
		}
		return v
	}
	if s.active >= 0 {
		return b.activation(s, turns)
	}
	x := -1
	switch {
	case s.canAct(s.next):
		x = s.next
	case s.canAct(1 - s.next):
		x = 1 - s.next
	}
	if x < 0 { // the turn ends
		if turns == 1 {
			return 0.5
		}
		t := s
		t.rolled = false
		for p := range 2 {
			standing := 0
			for j := range t.n[p] {
				t.tanks[p][j].actived = false
				if !t.tanks[p][j].destroyed {
					standing++
				}
			}
			t.quota[p], t.used[p], t.passed[p] = (standing+1)/2, 0, false
		}
		return b.value(t, turns-1)
	}
	var vals []float64
	for j := range s.n[x] {
		tk := s.tanks[x][j]
		if tk.destroyed || tk.actived {
			continue
		}
		t := s
		t.tanks[x][j].actived, t.tanks[x][j].defends = true, false
		t.used[x]++
		t.active, t.activeSide, t.left, t.taken = j, x, tk.class.Stats().Actions, 0
		vals = append(vals, b.value(t, turns))
	}
	t := s
	t.passed[x], t.next = true, 1-x
	vals = append(vals, b.value(t, turns))
	return best(x, vals)
}

func (b *brute) activation(s bruteState, turns int) float64 {
	x, y := s.activeSide, 1-s.activeSide
	me := s.tanks[x][s.active]
	var vals []float64
	spend := func(t bruteState) float64 {
		t.left--
		t.taken++
		if t.left == 0 {
			t.active, t.next = -1, y
		}
		return b.value(t, turns)
	}
	if s.taken == 0 {
		t := s
		t.tanks[x][s.active].defends = true
		vals = append(vals, spend(t))
	}
	for j := range s.n[y] {
		tg := s.tanks[y][j]
		if tg.destroyed {
			continue
		}
		net := me.class.Stats().Attack
		if tg.defends {
			net -= tg.class.Stats().DefenceBonus
		}
		p := float64(combat.HitsOutOf36(net)) / 36
		miss := spend(s)
		hit := s
		h := &hit.tanks[y][j]
		h.damage++
		var hv float64
		if h.damage >= h.class.Stats().Capacity {
			h.destroyed = true
			lost := 0
			for _, u := range hit.tanks[y][:hit.n[y]] {
				if u.destroyed {
					lost += u.class.Stats().Cost
				}
			}
			if army.Broken(lost, hit.fielded[y]) {
				hv = float64(y) // side A wins when side B (y = 1) breaks
			} else {
				hv = spend(hit)
			}
		} else {
			hv = spend(hit)
		}
		vals = append(vals, p*hv+(1-p)*miss)
	}
	return best(x, vals)
}

func best(x int, vals []float64) float64 {
	v := vals[0]
	for _, w := range vals[1:] {
		if x == 0 {
			v = max(v, w)
		} else {
			v = min(v, w)
		}
	}
	return v
}
