package solo

import (
	"strings"
	"testing"

	"github.com/ezd-game/ezd/combat"
)

// shiftingJudge wants blue:1 most while the active tank has 3 actions left and blue:2
// after: the stand-up fight's values shift with every action spent, with nothing new on
// the table.
type shiftingJudge struct{}

func (shiftingJudge) WinChance(combat.State, combat.Player) (float64, error) { return 0.5, nil }
func (shiftingJudge) Attack(combat.State, combat.Ref) (float64, float64, error) {
	return 0.6, 0.4, nil
}
func (shiftingJudge) Options(s combat.State) ([]Option, error) {
	opts, err := noisyJudge{}.Options(s)
	first := 1
	if s.ActionsLeft < 3 {
		first = 2
	}
	for i := range opts {
		switch {
		case opts[i].Kind == Attack && opts[i].Tank.Pos == first:
			opts[i].WinChance = 0.6
		case opts[i].Kind == Attack:
			opts[i].WinChance = 0.5
		default:
			opts[i].WinChance = 0.1
		}
	}
	return opts, err
}

// activeRenault is the samples after red wins the roll-off and activates Renault R35
// (red:2, small: 3 actions).
func activeRenault(t *testing.T) *combat.Battle {
	b := samples(t, 1)
	if _, err := b.Initiative(combat.TableDice(6, 1)); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Activate(combat.Ref{Player: combat.Red, Pos: 2}); err != nil {
		t.Fatal(err)
	}
	return b
}

// docs/solo.md: a tank keeps the target it set out for within its activation unless
// something changed on the table, and says what changed when it turns to another. The
// first move heads for Panzer IV (blue:1); after it the stand-up fight prefers Panzer
// 38(t) (blue:2), with nothing new on the table: the second move keeps Panzer IV. Once
// Panzer II has been hit, the third turns to Panzer 38(t) and says why.
func TestMoveKeepsItsTargetUnlessSomethingChanged(t *testing.T) {
	b := activeRenault(t)
	bot := Bot{Side: combat.Red, Stance: Steady, Judge: shiftingJudge{}}
	s0 := b.State()
	first, err := bot.Next(s0, Sight{})
	if err != nil {
		t.Fatal(err)
	}
	blue1, blue2 := combat.Ref{Player: combat.Blue, Pos: 1}, combat.Ref{Player: combat.Blue, Pos: 2}
	if first.Kind != Move || first.Target != blue1 {
		t.Fatalf("first step %v toward %v, want a move toward blue:1", first, first.Target)
	}
	if _, err := Take(b, first, combat.FairDice(), nil); err != nil {
		t.Fatal(err)
	}
	bot.Heading = Heading{Target: first.Target, Then: s0}
	s1 := b.State()
	second, err := bot.Next(s1, Sight{})
	if err != nil {
		t.Fatal(err)
	}
	if second.Kind != Move || second.Target != blue1 {
		t.Errorf("second move toward %v with nothing new on the table, want blue:1 kept: %q", second.Target, second.Reason)
	}
	if want := "Renault R35 keeps moving toward Panzer IV"; !strings.Contains(second.Reason, want) {
		t.Errorf("second move's reason %q, want it to say %q", second.Reason, want)
	}
	if !strings.Contains(second.Say, "(the target it set out for)") {
		t.Errorf("second move says %q", second.Say)
	}
	// Renault R35 sees Panzer II (blue:3) and hits it: the table changed.
	if _, err := b.Attack(combat.Ref{Player: combat.Blue, Pos: 3}, 0, combat.TableDice(6, 1)); err != nil {
		t.Fatal(err)
	}
	third, err := bot.Next(b.State(), Sight{})
	if err != nil {
		t.Fatal(err)
	}
	want := "no enemy tank in sight: Renault R35 now moves toward Panzer 38(t) instead of Panzer IV, since Panzer II was hit"
	if third.Kind != Move || third.Target != blue2 || third.Reason != want {
		t.Errorf("third step %v toward %v: %q, want toward blue:2: %q", third, third.Target, third.Reason, want)
	}
	// Another activation starts afresh: the heading is not its own.
	other := Heading{Target: blue1, Then: s0}
	other.Then.Turn++
	if other.of(s1) {
		t.Error("a heading of another turn was kept")
	}
}

// docs/solo.md: "% to destroy" over several attacks says over how many; over one attack
// it is the target list's figure, said alone.
func TestDestroyChanceSaysOverHowManyAttacks(t *testing.T) {
	b := activeRenault(t)
	blue2 := combat.Ref{Player: combat.Blue, Pos: 2}
	bot := Bot{Side: combat.Red, Stance: Steady, Judge: fixedJudge{now: 0.5, defend: 0.1, attack: 0.5, hit: 0.6, miss: 0.4}}
	sight := Sight{Sees: []combat.Ref{blue2}}
	step, err := bot.Next(b.State(), sight)
	if err != nil {
		t.Fatal(err)
	}
	// 15 of 36, 2 damage to do, 3 attacks: 3p²(1-p) + p³ = 37.6%.
	if want := "Panzer 38(t) has 2 damage left: 38% to destroy over 3 attacks"; step.Reason != want {
		t.Errorf("with 3 actions: %q, want %q", step.Reason, want)
	}
	for _, dice := range []combat.Throw{combat.TableDice(6, 1), combat.TableDice(1, 6)} { // a hit, a miss
		if _, err := b.Attack(blue2, 0, dice); err != nil {
			t.Fatal(err)
		}
	}
	step, err = bot.Next(b.State(), sight)
	if err != nil {
		t.Fatal(err)
	}
	if want := "Panzer 38(t) has 1 damage left: 42% to destroy"; step.Reason != want {
		t.Errorf("with 1 action: %q, want %q", step.Reason, want)
	}
}
