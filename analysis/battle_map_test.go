package analysis

import (
	"strings"
	"testing"

	"github.com/ezd-game/ezd/combat"
)

// TestSpentActivation: A7 a tank that is still active with no actions left (R4) is the
// same position as the one after its activation ended.
func TestSpentActivation(t *testing.T) {
	s := solver(t, roster("m"), roster("sss"), Options{})
	b := started(t, roster("m"), roster("sss"), 6, 1)
	if _, err := b.Activate(combat.Ref{Player: combat.Red, Pos: 1}); err != nil {
		t.Fatal(err)
	}
	spent := b.State()
	spent.ActionsLeft = 0
	if _, err := b.Done(); err != nil {
		t.Fatal(err)
	}
	got, err := s.Battle(spent)
	if err != nil {
		t.Fatal(err)
	}
	want, err := s.Battle(b.State())
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Errorf("A7 an active tank with no actions left is not the position after its activation")
	}
	// With an action left the activation goes on: another position.
	one := spent
	one.ActionsLeft = 1
	if p, err := s.Battle(one); err != nil || p == want {
		t.Errorf("A7 an active tank with an action left maps to the end of its activation (%v)", err)
	}
}

// TestDamageAtCapacity: A4 a tank whose damage has reached its capacity is destroyed, in
// a state that says so and in one that only counts the damage (and still marks it defending).
func TestDamageAtCapacity(t *testing.T) {
	s := solver(t, roster("m"), roster("mm"), Options{})
	b := started(t, roster("m"), roster("mm"), 6, 1)
	st := b.State()
	capacity := st.Blue.Tanks[0].Capacity()
	counted := b.State()
	counted.Blue.Tanks[0].Damage = capacity
	counted.Blue.Tanks[0].Defending = true // a destroyed tank defends no more
	destroyed := b.State()
	destroyed.Blue.Tanks[0].Damage = capacity
	destroyed.Blue.Tanks[0].Destroyed = true
	one := b.State()
	one.Blue.Tanks[0].Damage = capacity - 1
	var ps []Position
	for _, x := range []combat.State{counted, destroyed, one} {
		p, err := s.Battle(x)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	if ps[0] != ps[1] {
		t.Errorf("A4 damage %d of %d is not a destroyed tank", capacity, capacity)
	}
	if ps[2] == ps[1] {
		t.Errorf("A4 damage %d of %d is a destroyed tank", capacity-1, capacity)
	}
}

// TestTankWithoutClass: a battle's tank with no class is refused with its name, not mapped.
func TestTankWithoutClass(t *testing.T) {
	s := solver(t, roster("m"), roster("sm"), Options{})
	b := started(t, roster("m"), roster("sm"), 6, 1)
	st := b.State()
	st.Blue.Tanks[1].Class = 0
	_, err := s.Battle(st)
	if err == nil || !strings.Contains(err.Error(), "blue's tank blue:2 has no class") {
		t.Errorf("a tank without a class: %v", err)
	}
	// The same classes in another order are the same army.
	st = b.State()
	st.Blue.Tanks[0], st.Blue.Tanks[1] = st.Blue.Tanks[1], st.Blue.Tanks[0]
	if _, err := s.Battle(st); err != nil {
		t.Errorf("blue's tanks in another order: %v", err)
	}
}
