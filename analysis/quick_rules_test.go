package analysis

import (
	"math/rand/v2"
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/combat"
)

// The tests of this file are quick versions, on small armies, of checks that the samples
// make slowly (and that a mutation run, EZD_MUTATION=1, leaves out).

// TestStartIsBattleBeforeRollOff: A7 a battle before its first roll-off is the solver's
// start, worth the matchup, for both policies.
func TestStartIsBattleBeforeRollOff(t *testing.T) {
	red, blue := roster("sm"), roster("h")
	checkStartIsMatchup(t, started(t, red, blue).State(), red, blue, Options{Turns: 4})
}

// checkStartIsMatchup checks A7 for both policies: st, a battle before its first roll-off,
// is the solver's start and is worth the matchup.
func checkStartIsMatchup(t *testing.T, st combat.State, red, blue army.Army, opt Options) {
	t.Helper()
	for _, pol := range []Policy{Optimal, Greedy} {
		opt.Policy = pol
		s := solver(t, red, blue, opt)
		p, err := s.Battle(st)
		if err != nil {
			t.Fatal(err)
		}
		if p != s.Start() {
			t.Errorf("A7 %s: the battle before its first roll-off is not the start", pol)
		}
		v, _ := s.Value(p)
		r, err := s.Matchup()
		if err != nil || v != r.Value {
			t.Errorf("A7 %s: win chance %v, matchup %v (%v)", pol, v, r.Value, err)
		}
	}
}

// TestHintsBestFirstSmall: A6, A7 in every position of random small battles where a side
// acts, the hints are best first and the best leaves the side to act the position's
// value (red's, or 1 minus it for blue).
func TestHintsBestFirstSmall(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	red, blue := roster("smh"), roster("mm")
	s := solver(t, red, blue, Options{Turns: 2})
	for game := range 3 {
		b, err := combat.New("best first", red, blue, combat.Settings{Seed: uint64(game)})
		if err != nil {
			t.Fatal(err)
		}
		for range 30 {
			st := b.State()
			if st.Over() {
				break
			}
			if who := st.ToAct(); who != combat.NoPlayer {
				hs, err := s.Hints(st)
				if err != nil {
					t.Fatal(err)
				}
				for i := 1; i < len(hs); i++ {
					if hs[i].WinChance > hs[i-1].WinChance+tolerance {
						t.Fatalf("A6 game %d: hint %d %v (%v) is better than hint %d %v (%v)", game, i, hs[i], hs[i].WinChance, i-1, hs[i-1], hs[i-1].WinChance)
					}
				}
				p, _ := s.Battle(st)
				v, _ := s.Value(p)
				if who == combat.Blue {
					v = 1 - v
				}
				if !near(hs[0].WinChance, v, 1e-12) {
					t.Fatalf("A6 game %d, %s to act: the best hint leaves %v, the position is worth %v to it", game, who, hs[0].WinChance, v)
				}
			}
			randomStep(t, rng, b)
		}
	}
}
