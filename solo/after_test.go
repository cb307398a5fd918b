package solo

import (
	"math"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// The positions the bot weighs are the ones the battle's own commands lead to: each
// after-state maps onto the same model position (A7) as the state the command makes.
func TestAfterStatesAreTheBattlesOwn(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := randomBattle(t, solvable)
		s := b.State()
		if s.Over() || s.Options().Initiative {
			t.Skip("nobody acts")
		}
		j := judgeFor(t, s)
		same := func(what string, mine combat.State, do func(*combat.Battle) error) {
			real, err := combat.Replay(b.Journal())
			if err != nil {
				t.Fatal(err)
			}
			if err := do(real); err != nil {
				t.Fatalf("%s: %v", what, err)
			}
			rs := real.State()
			if rs.Turn != s.Turn {
				// The step ended the turn: the battle has started the next one, whose
				// position counts its turns from there (A7). The bot's state is the
				// turn's end, valued within the battle's own turn: compare the tanks.
				if !sameTanks(mine, rs) {
					t.Fatalf("%s: the turn ends in the battle, not in the bot's state", what)
				}
				return
			}
			want, err := j.s.Battle(rs)
			if err != nil {
				t.Fatal(err)
			}
			got, err := j.s.Battle(mine)
			if err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Fatalf("%s: the bot weighs another position than the battle reaches", what)
			}
		}
		o := s.Options()
		for _, r := range o.Activate {
			same("activate "+r.String(), afterActivate(s, r), func(b *combat.Battle) error { _, err := b.Activate(r); return err })
		}
		if o.Pass {
			same("pass", afterPass(s), func(b *combat.Battle) error { _, err := b.Pass(); return err })
		}
		if o.Defend {
			same("defend", afterDefend(s), func(b *combat.Battle) error { _, err := b.Defend(); return err })
		}
		for _, r := range o.Targets {
			// R7: 6 against 1 hits and 1 against 6 misses, whatever the modifiers R2 and
			// R9 allow.
			same("hit "+r.String(), afterAttack(s, r, true), func(b *combat.Battle) error {
				_, err := b.Attack(r, terrain.Open, combat.TableDice(6, 1))
				return err
			})
			same("miss "+r.String(), afterAttack(s, r, false), func(b *combat.Battle) error {
				_, err := b.Attack(r, terrain.Open, combat.TableDice(1, 6))
				return err
			})
		}
	})
}

// The bot's option values are the solver's hints (A6, A7), step for step and tank for
// tank: the same step names the same tank in both.
func TestOptionsAreTheSolversHints(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := randomBattle(t, solvable)
		s := b.State()
		if s.Over() || s.Options().Initiative {
			t.Skip("nobody acts")
		}
		j := judgeFor(t, s)
		opts, err := j.Options(s)
		if err != nil {
			t.Fatal(err)
		}
		hs, err := j.s.Hints(s)
		if err != nil {
			t.Fatal(err)
		}
		if len(hs) != len(opts) {
			t.Fatalf("%d options, %d hints", len(opts), len(hs))
		}
		for _, h := range hs {
			i := slices.IndexFunc(opts, func(o Option) bool { return o.String() == h.Step.String() })
			if i < 0 {
				t.Fatalf("the hint %v is not among the options %v", h.Step, opts)
			}
			if math.Abs(opts[i].WinChance-h.WinChance) > 1e-9 {
				t.Fatalf("%v: the bot weighs %.9f, the solver's hint %.9f", h.Step, opts[i].WinChance, h.WinChance)
			}
		}
	})
}

// sameTanks compares damage, destruction and defence, which carry over a turn's end.
func sameTanks(a, b combat.State) bool {
	for _, p := range combat.Players() {
		fa, fb := a.Force(p), b.Force(p)
		if fa.Lost != fb.Lost {
			return false
		}
		for i, t := range fa.Tanks {
			u := fb.Tanks[i]
			if t.Damage != u.Damage || t.Destroyed != u.Destroyed || t.Defending != u.Defending {
				return false
			}
		}
	}
	return a.Winner == b.Winner
}
