package solo

import (
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/combat"
)

func TestParseStance(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Stance
		ok   bool
	}{
		{"", Steady, true},
		{"steady", Steady, true},
		{" Aggressive ", Aggressive, true},
		{"CAUTIOUS", Cautious, true},
		{"reckless", Steady, false},
	} {
		got, err := ParseStance(tc.in)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("ParseStance(%q) = %v, %v; want %v, ok %v", tc.in, got, err, tc.want, tc.ok)
		}
	}
}

// stanceCase is a random position where a side acts, what it sees, and the step each
// stance takes there with the same judge.
type stanceCase struct {
	s     combat.State
	sight Sight
	judge noisyJudge
	bot   Bot
	step  Step
}

func drawStanceCase(t *rapid.T, st Stance) stanceCase {
	b := randomBattle(t, 4)
	s := b.State()
	if s.Over() {
		t.Skip("the battle is over")
	}
	if s.Options().Initiative {
		if _, err := b.Initiative(combat.FairDice()); err != nil {
			t.Fatal(err)
		}
		s = b.State()
	}
	c := stanceCase{s: s, judge: noisyJudge{rapid.Uint64().Draw(t, "salt")}}
	c.bot = Bot{Side: s.ToAct(), Stance: st, Judge: c.judge}
	c.sight = randomSight(t, s, c.bot.Side)
	var err error
	if c.step, err = c.bot.Next(s, c.sight); err != nil {
		t.Fatal(err)
	}
	return c
}

func (c stanceCase) option(kind Kind, tank combat.Ref) Option {
	opts, _ := c.judge.Options(c.s)
	for _, o := range opts {
		if o.Kind == kind && o.Tank == tank {
			return o
		}
	}
	return Option{WinChance: -1}
}

// Aggressive activates a tank with the most actions, and passes only when the solver says
// it loses otherwise.
func TestAggressiveActivatesTheTankWithTheMostShots(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := drawStanceCase(t, Aggressive)
		if !c.s.Active.IsZero() {
			t.Skip("a tank is active")
		}
		o := c.s.Options()
		most := 0
		for _, r := range o.Activate {
			tk, _ := c.s.Tank(r)
			most = max(most, tk.Class.Stats().Actions)
		}
		switch c.step.Kind {
		case Activate:
			tk, _ := c.s.Tank(c.step.Tank)
			if tk.Class.Stats().Actions != most {
				t.Fatalf("activates %s (%s), not a tank with %d actions", c.step.Tank, tk.Class, most)
			}
		case Pass:
			pass := c.option(Pass, combat.Ref{})
			for _, r := range o.Activate {
				if a := c.option(Activate, r); a.WinChance >= Ahead {
					tk, _ := c.s.Tank(r)
					if tk.Class.Stats().Actions == most {
						t.Fatalf("passes (%.3f) though activating %s leaves %.3f", pass.WinChance, r, a.WinChance)
					}
				}
			}
		}
	})
}

// Aggressive attacks the target in sight with the least damage left (focus fire), and
// defends only when the solver says it loses otherwise.
func TestAggressiveFocusesFireAndRarelyDefends(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := drawStanceCase(t, Aggressive)
		if c.s.Active.IsZero() {
			t.Skip("no tank is active")
		}
		left := func(r combat.Ref) int {
			tk, _ := c.s.Tank(r)
			return tk.Capacity() - tk.Damage
		}
		least := 99
		for _, r := range c.sight.Sees {
			least = min(least, left(r))
		}
		switch c.step.Kind {
		case Attack:
			if left(c.step.Target) != least {
				t.Fatalf("attacks %s with %d damage left; a target in sight has %d", c.step.Target, left(c.step.Target), least)
			}
		case Defend:
			if len(c.sight.Sees) > 0 {
				// It must have lost otherwise: its focus-fire attack leaves it behind.
				var focus []Option
				for _, r := range c.sight.Sees {
					if left(r) == least {
						v, _ := c.bot.onTable(c.s, r, c.sight.InCover(r))
						focus = append(focus, v.Option)
					}
				}
				for _, f := range focus {
					if f.WinChance >= Ahead {
						t.Fatalf("defends though attacking %s leaves %.3f", f.Tank, f.WinChance)
					}
				}
			}
		}
	})
}

// Cautious, while ahead, defends first with every tank that is not heavy, activates a heavy
// tank only when no other may, and never moves a heavy tank toward the enemy.
func TestCautiousDefendsAndKeepsItsHeavyBackWhileAhead(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := drawStanceCase(t, Cautious)
		now, _ := c.judge.WinChance(c.s, c.bot.Side)
		if now <= Ahead {
			t.Skip("not ahead")
		}
		o := c.s.Options()
		if c.s.Active.IsZero() {
			if c.step.Kind != Activate {
				return
			}
			tk, _ := c.s.Tank(c.step.Tank)
			if tk.Class == army.Heavy && slices.ContainsFunc(o.Activate, func(r combat.Ref) bool {
				other, _ := c.s.Tank(r)
				return other.Class != army.Heavy
			}) {
				t.Fatalf("activates its heavy %s while ahead (%.3f) though a lighter tank may activate", c.step.Tank, now)
			}
			return
		}
		tk, _ := c.s.Tank(c.s.Active)
		switch {
		case tk.Class != army.Heavy && o.Defend && c.step.Kind != Defend:
			t.Fatalf("%s (%s) does not defend first while ahead: %v", tk.Ref, tk.Class, c.step)
		case tk.Class == army.Heavy && c.step.Kind == Move:
			t.Fatalf("its heavy tank moves toward the enemy while ahead")
		}
	})
}

// Every stance is a rule, not noise: the same position gives the same step.
func TestTheSameBattleGivesTheSameStep(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		st := rapid.SampledFrom(Stances()).Draw(t, "stance")
		c := drawStanceCase(t, st)
		again, err := c.bot.Next(c.s, c.sight)
		if err != nil {
			t.Fatal(err)
		}
		if again != c.step {
			t.Fatalf("asked twice: %+v, then %+v", c.step, again)
		}
	})
}

// flatJudge finds every step equally good.
type flatJudge struct{}

func (flatJudge) WinChance(combat.State, combat.Player) (float64, error) { return 0.5, nil }
func (flatJudge) Attack(combat.State, combat.Ref) (float64, float64, error) {
	return 0.5, 0.5, nil
}
func (flatJudge) Options(s combat.State) ([]Option, error) {
	opts, err := noisyJudge{}.Options(s) // every step the rules allow
	for i := range opts {
		opts[i].WinChance = 0.5
	}
	return opts, err
}

// Ties are broken by the battle's seed: the same battle always takes the same step, and
// battles with other seeds spread over the equally good steps.
func TestTiesFollowTheBattlesSeed(t *testing.T) {
	chosen := map[string]int{}
	for seed := range uint64(40) {
		b := samples(t, seed)
		if _, err := b.Initiative(combat.TableDice(6, 1)); err != nil {
			t.Fatal(err)
		}
		s := b.State()
		bot := Bot{Side: combat.Red, Stance: Steady, Judge: flatJudge{}}
		first, err := bot.Next(s, Sight{})
		if err != nil {
			t.Fatal(err)
		}
		again, _ := bot.Next(s, Sight{})
		if again != first {
			t.Fatalf("seed %d: %v, then %v", seed, first, again)
		}
		chosen[first.String()]++
	}
	// Red may activate any of its 4 tanks or pass: all five are equally good.
	if len(chosen) < 4 {
		t.Errorf("40 seeds chose only %v", chosen)
	}
}
