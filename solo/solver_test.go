package solo

import (
	"math"
	"testing"

	"pgregory.net/rapid"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// samples starts a battle of the two sample armies, France red and Germany blue.
func samples(t testing.TB, seed uint64) *combat.Battle {
	t.Helper()
	fr, err := army.Sample("france-1940")
	if err != nil {
		t.Fatal(err)
	}
	de, err := army.Sample("germany-1940")
	if err != nil {
		t.Fatal(err)
	}
	b, err := combat.New("samples", fr, de, combat.Settings{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// fataler is what testing.TB and rapid.T share.
type fataler interface {
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// solvable is the most tanks a side has in the tests that solve random battles: enough
// for every kind of position, small enough to solve at once.
const solvable = 2

// judges keeps one solver per pair of armies, as a session does.
var judges = map[[2]string]*Solver{}

func judgeFor(t fataler, s combat.State) *Solver {
	k := [2]string{s.Red.Army.Name, s.Blue.Army.Name}
	for _, f := range []combat.Force{s.Red, s.Blue} {
		for _, tk := range f.Tanks {
			k[0] += tk.Class.String()[:1]
		}
		k[0] += "|"
	}
	if j, ok := judges[k]; ok {
		return j
	}
	j, err := NewSolver(s, analysis.Options{})
	if err != nil {
		t.Fatal(err)
	}
	judges[k] = j
	return j
}

// A4: the attack's value is its hit and its miss weighed by its chance; in the open this
// is exactly the solver's own value of the attack, which checks how Attack writes the
// outcomes into the state.
func TestAttackOutcomesWeighToTheSolversValue(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := randomBattle(t, solvable)
		s := b.State()
		if s.Over() || s.Active.IsZero() {
			t.Skip("no tank is active")
		}
		j := judgeFor(t, s)
		opts, err := j.Options(s)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range opts {
			if o.Kind != Attack {
				continue
			}
			hit, miss, err := j.Attack(s, o.Tank)
			if err != nil {
				t.Fatal(err)
			}
			at, err := s.Aim(o.Tank, terrain.Open)
			if err != nil {
				t.Fatal(err)
			}
			p := at.Probability()
			if got := p*hit + (1-p)*miss; math.Abs(got-o.WinChance) > 1e-9 {
				t.Fatalf("attack %v: %.4f x %.6f + %.4f x %.6f = %.9f, the solver says %.9f", o.Tank, p, hit, 1-p, miss, got, o.WinChance)
			}
		}
	})
}

// docs/solo.md: with every target in sight and none in cover, Steady takes the solver's best
// step (A6), wherever the battle is.
func TestSteadyTakesTheSolversBestStepOnAnOpenTable(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := randomBattle(t, solvable)
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
		j := judgeFor(t, s)
		bot := Bot{Side: s.ToAct(), Stance: Steady, Judge: j}
		st, err := bot.Next(s, Everything(s, bot.Side))
		if err != nil {
			t.Fatal(err)
		}
		opts, err := j.Options(s)
		if err != nil {
			t.Fatal(err)
		}
		best := opts[0].WinChance
		if st.Kind == Move {
			t.Fatalf("the bot moves with every target in sight")
		}
		var took *Option
		for i, o := range opts {
			if o.Kind == st.Kind && (o.Tank == st.Tank && st.Kind == Activate || o.Tank == st.Target && st.Kind == Attack || o.Tank.IsZero() && st.Kind != Activate && st.Kind != Attack) {
				took = &opts[i]
			}
		}
		if took == nil {
			t.Fatalf("the bot's step %v is not among the solver's %v", st, opts)
		}
		if took.WinChance < best-Same {
			t.Fatalf("the bot takes %v (%.6f), the solver's best is %v (%.6f)", st, took.WinChance, opts[0], best)
		}
		if math.Abs(st.WinChance-took.WinChance) > 1e-9 {
			t.Fatalf("the step says %.6f, the solver %.6f", st.WinChance, took.WinChance)
		}
	})
}
