package solo

import (
	"fmt"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// randomArmy draws a legal army of 1 to most tanks (R1, with the points limit raised to
// fit).
func randomArmy(t *rapid.T, label string, most int) army.Army {
	n := rapid.IntRange(1, most).Draw(t, label+" tanks")
	a := army.Army{Name: label, Points: 16}
	for i := range n {
		c := rapid.SampledFrom(army.Classes()).Draw(t, fmt.Sprintf("%s tank %d", label, i+1))
		a.Tanks = append(a.Tanks, army.Tank{Class: c})
	}
	return a
}

// randomBattle starts a battle of random armies and plays random legal steps with the
// battle's fair dice, so that any position a battle can reach may come up.
// Each army has 1 to most tanks.
func randomBattle(t *rapid.T, most int) *combat.Battle {
	b, err := combat.New("random", randomArmy(t, "red", most), randomArmy(t, "blue", most),
		combat.Settings{Seed: rapid.Uint64().Draw(t, "seed")})
	if err != nil {
		t.Fatal(err)
	}
	steps := rapid.IntRange(0, 60).Draw(t, "steps")
	for i := 0; i < steps && !b.State().Over(); i++ {
		randomStep(t, b, fmt.Sprint(i))
	}
	return b
}

// randomStep plays one random step the rules allow.
func randomStep(t *rapid.T, b *combat.Battle, label string) {
	o := b.State().Options()
	var err error
	switch {
	case o.Initiative:
		_, err = b.Initiative(combat.FairDice())
	case !o.Tank.IsZero():
		switch rapid.IntRange(0, 3).Draw(t, "action "+label) {
		case 0:
			if o.Defend {
				_, err = b.Defend()
				break
			}
			fallthrough
		case 1, 2:
			target := rapid.SampledFrom(o.Targets).Draw(t, "target "+label)
			cover := rapid.SampledFrom([]terrain.Kind{terrain.Open, terrain.LightCover}).Draw(t, "cover "+label)
			_, err = b.Attack(target, cover, combat.FairDice())
		default:
			_, err = b.Done()
		}
	default:
		if len(o.Activate) == 0 || rapid.IntRange(0, 9).Draw(t, "pass "+label) == 0 {
			_, err = b.Pass()
		} else {
			_, err = b.Activate(rapid.SampledFrom(o.Activate).Draw(t, "activate "+label))
		}
	}
	if err != nil {
		t.Fatalf("random step %s: %v", label, err)
	}
}

// randomSight draws what the active tank sees: any of the enemy tanks standing, some of
// them in light cover.
func randomSight(t *rapid.T, s combat.State, side combat.Player) Sight {
	var g Sight
	for _, r := range Everything(s, side).Sees {
		if rapid.Bool().Draw(t, "sees "+r.String()) {
			g.Sees = append(g.Sees, r)
			if rapid.Bool().Draw(t, "cover "+r.String()) {
				g.Cover = append(g.Cover, r)
			}
		}
	}
	return g
}

// play makes the bot's step on the battle, failing the test if the rules refuse it.
func play(t fataler, b *combat.Battle, st Step, g Sight) {
	s := b.State()
	var err error
	switch st.Kind {
	case Activate:
		if st.Tank.Player != s.ToAct() {
			t.Fatalf("%v activates a tank of the side not acting", st)
		}
		_, err = b.Activate(st.Tank)
	case Defend:
		_, err = b.Defend()
	case Attack:
		if !slices.Contains(g.Sees, st.Target) {
			t.Fatalf("%v: attacks a tank it does not see (sees %v)", st, g.Sees)
		}
		if want := g.InCover(st.Target); want != (st.Cover == terrain.LightCover) {
			t.Fatalf("%v: cover %v, but in light cover is %v", st, st.Cover, want)
		}
		_, err = b.Attack(st.Target, st.Cover, combat.FairDice())
	case Move:
		if len(g.Sees) > 0 {
			t.Fatalf("%v: moves though it sees %v", st, g.Sees)
		}
		_, _, err = b.Move(nil)
	case Pass:
		_, err = b.Pass()
	default:
		t.Fatalf("no step: %+v", st)
	}
	if err != nil {
		t.Fatalf("the bot's step %v is refused: %v", st, err)
	}
	if st.Reason == "" {
		t.Fatalf("the step %v has no reason", st)
	}
}

func TestBotNeverTakesAnIllegalStep(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := randomBattle(t, 4)
		for range 10 {
			s := b.State()
			if s.Over() {
				return
			}
			if s.Options().Initiative {
				if _, err := b.Initiative(combat.FairDice()); err != nil {
					t.Fatal(err)
				}
				continue
			}
			side := s.ToAct()
			bot := Bot{Side: side, Stance: rapid.SampledFrom(Stances()).Draw(t, "stance"),
				Judge: noisyJudge{rapid.Uint64().Draw(t, "salt")}}
			g := randomSight(t, s, side)
			st, err := bot.Next(s, g)
			if err != nil {
				t.Fatalf("the bot has no step: %v", err)
			}
			play(t, b, st, g)
		}
	})
}
