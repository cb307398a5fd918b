package analysis

import (
	"math/rand/v2"
	"testing"

	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// TestSessionEqualsFresh: a solver kept for a whole battle (its graph growing, its values
// cached) gives at every position the numbers a fresh solver gives from that position
// alone (A7), whatever it was asked before: values, outcomes, hints.
func TestSessionEqualsFresh(t *testing.T) {
	armies := []string{"ss", "sm", "mh", "sss", "hh"}
	rng := rand.New(rand.NewPCG(5, 6))
	for game := range 12 {
		a, bb := roster(armies[rng.IntN(len(armies))]), roster(armies[rng.IntN(len(armies))])
		opt := Options{Turns: 1 + rng.IntN(3), Policy: []Policy{Optimal, Greedy}[game%2]}
		session := solver(t, a, bb, opt)
		b, err := combat.New("session", a, bb, combat.Settings{Seed: uint64(game)})
		if err != nil {
			t.Fatal(err)
		}
		for step := range 25 {
			st := b.State()
			if st.Over() {
				break
			}
			fresh := solver(t, a, bb, opt)
			// Ask the session and the fresh solver in different orders.
			var got, want Result
			ps, _ := session.Battle(st)
			pf, _ := fresh.Battle(st)
			if step%2 == 0 {
				got, err = session.Outcome(ps)
			} else {
				v, _ := session.Value(ps)
				got.Value = v
			}
			if err != nil {
				t.Fatal(err)
			}
			if step%2 == 0 {
				want, _ = fresh.Outcome(pf)
			} else {
				want.Value, _ = fresh.Value(pf)
			}
			if !near(got.Value, want.Value, 1e-12) || !near(got.AWins, want.AWins, 1e-12) || !near(got.Draw, want.Draw, 1e-12) || !near(got.ExpectedTurns, want.ExpectedTurns, 1e-9) {
				t.Fatalf("A7 game %d step %d (%s, T = %d): the session says %+v, a fresh solver %+v", game, step, opt.Policy, opt.Turns, got, want)
			}
			if st.ToAct() != combat.NoPlayer {
				hs, err := session.Hints(st)
				if err != nil {
					t.Fatal(err)
				}
				hf, _ := solver(t, a, bb, opt).Hints(st)
				for i := range hs {
					if hs[i].Step != hf[i].Step || !near(hs[i].WinChance, hf[i].WinChance, 1e-12) {
						t.Fatalf("A7 game %d step %d: session hint %v %v, fresh %v %v", game, step, hs[i], hs[i].WinChance, hf[i], hf[i].WinChance)
					}
				}
			}
			randomStep(t, rng, b)
		}
	}
}

// TestActiveTankMerges: activating one or the other of identical tanks is one position
// (A8), also when the active tank is in the same state as one that activated before it:
// the active tank takes the first slot of its state.
func TestActiveTankMerges(t *testing.T) {
	s := solver(t, roster("sssss"), roster("m"), Options{})
	var ps []Position
	for _, order := range [][2]int{{1, 2}, {2, 1}} {
		first, second := order[0], order[1]
		b := started(t, roster("sssss"), roster("m"), 6, 1)
		missBlue := func() ([]combat.Event, error) {
			return b.Attack(combat.Ref{Player: combat.Blue, Pos: 1}, terrain.Open, combat.TableDice(1, 6))
		}
		steps := []func() ([]combat.Event, error){
			func() ([]combat.Event, error) { return b.Activate(combat.Ref{Player: combat.Red, Pos: first}) },
			missBlue, missBlue, missBlue,
			func() ([]combat.Event, error) { return b.Pass() }, // blue passes
			func() ([]combat.Event, error) { return b.Activate(combat.Ref{Player: combat.Red, Pos: second}) },
		}
		for _, step := range steps {
			if _, err := step(); err != nil {
				t.Fatal(err)
			}
		}
		p, err := s.Battle(b.State())
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	if ps[0] != ps[1] {
		t.Errorf("A8 red:1 then red:2, or red:2 then red:1, identical small tanks, gives two positions")
	}
}
