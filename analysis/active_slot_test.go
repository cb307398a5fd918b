package analysis

import (
	"testing"

	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// TestActiveAfterDamagedTwin: A7, A8 the active tank keeps being the active one when the
// canonical order puts it before an identical tank of its side that was hit earlier in the
// turn: the win chance is brute force's, whose tanks stay in roster order.
func TestActiveAfterDamagedTwin(t *testing.T) {
	red, blue := roster("mmm"), roster("mmm")
	b := started(t, red, blue, 6, 1)
	hit, miss := combat.TableDice(6, 1), combat.TableDice(1, 1)
	for _, step := range []func() ([]combat.Event, error){
		func() ([]combat.Event, error) { return b.Activate(combat.Ref{Player: combat.Red, Pos: 1}) },
		func() ([]combat.Event, error) {
			return b.Attack(combat.Ref{Player: combat.Blue, Pos: 1}, terrain.Open, miss)
		},
		func() ([]combat.Event, error) {
			return b.Attack(combat.Ref{Player: combat.Blue, Pos: 1}, terrain.Open, miss)
		},
		func() ([]combat.Event, error) { return b.Activate(combat.Ref{Player: combat.Blue, Pos: 1}) },
		func() ([]combat.Event, error) {
			return b.Attack(combat.Ref{Player: combat.Red, Pos: 1}, terrain.Open, hit)
		},
		func() ([]combat.Event, error) {
			return b.Attack(combat.Ref{Player: combat.Red, Pos: 2}, terrain.Open, miss)
		},
		func() ([]combat.Event, error) { return b.Activate(combat.Ref{Player: combat.Red, Pos: 2}) },
	} {
		if _, err := step(); err != nil {
			t.Fatal(err)
		}
	}
	st := b.State()
	if st.Red.Tanks[0].Damage != 1 || st.Active != (combat.Ref{Player: combat.Red, Pos: 2}) {
		t.Fatalf("the script did not reach its position: red:1 damage %d, active %v", st.Red.Tanks[0].Damage, st.Active)
	}
	s := solver(t, red, blue, Options{Turns: 1})
	p, err := s.Battle(st)
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.Value(p)
	if err != nil {
		t.Fatal(err)
	}
	bf := &brute{memo: map[bruteKey]float64{}}
	if want := bf.value(bruteFromBattle(st), 1); !near(got, want, 1e-12) {
		t.Errorf("A7 T = 1: win chance %.15f, brute force %.15f", got, want)
	}
	// The same battle with red's first two tanks trading places in the roster is the same
	// position (A8), with the same win chance over more turns.
	twin := b.State()
	twin.Red.Tanks[0], twin.Red.Tanks[1] = twin.Red.Tanks[1], twin.Red.Tanks[0]
	twin.Red.Tanks[0].Ref, twin.Red.Tanks[1].Ref = st.Red.Tanks[0].Ref, st.Red.Tanks[1].Ref
	twin.Active = st.Red.Tanks[0].Ref
	s = solver(t, red, blue, Options{Turns: 3})
	p, err = s.Battle(st)
	if err != nil {
		t.Fatal(err)
	}
	q, err := s.Battle(twin)
	if err != nil {
		t.Fatal(err)
	}
	v, _ := s.Value(p)
	w, _ := s.Value(q)
	if p != q || v != w {
		t.Errorf("A8 the active tank and its damaged twin trading roster places: positions equal %v, win chances %v and %v", p == q, v, w)
	}
}
