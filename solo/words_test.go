package solo

import (
	"regexp"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/ezd-game/ezd/combat"
)

// docs/solo.md: a chance that is not certain never reads 100% or 0%, in reasons too.
func TestPercentNeverRoundsToCertain(t *testing.T) {
	for _, tc := range []struct {
		p    float64
		want string
	}{
		{0.998, ">99%"}, {0.995, ">99%"}, {0.994, "99%"},
		{0.002, "<1%"}, {0.005, "1%"}, {0.43, "43%"},
		{1, "100%"}, {1 - 1e-12, "100%"}, // certain, short of 1 by the solver's rounding
		{0, "0%"}, {1e-12, "0%"},
	} {
		if got := Percent(tc.p); got != tc.want {
			t.Errorf("Percent(%v) = %q, want %q", tc.p, got, tc.want)
		}
	}
}

// fixedJudge values a position the same whatever is asked: the win chance now, each
// option's, and an attack's hit and miss.
type fixedJudge struct {
	now, defend, attack, hit, miss float64
}

func (j fixedJudge) WinChance(combat.State, combat.Player) (float64, error) { return j.now, nil }
func (j fixedJudge) Attack(combat.State, combat.Ref) (float64, float64, error) {
	return j.hit, j.miss, nil
}
func (j fixedJudge) Options(s combat.State) ([]Option, error) {
	opts, err := noisyJudge{}.Options(s)
	for i := range opts {
		switch opts[i].Kind {
		case Defend:
			opts[i].WinChance = j.defend
		case Attack:
			opts[i].WinChance = j.attack
		}
	}
	return opts, err
}

// activeChar is the samples after red wins the roll-off and activates Char B1 bis.
func activeChar(t *testing.T) combat.State {
	b := samples(t, 1)
	if _, err := b.Initiative(combat.TableDice(6, 1)); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Activate(combat.Ref{Player: combat.Red, Pos: 1}); err != nil {
		t.Fatal(err)
	}
	return b.State()
}

// docs/solo.md: "Attacking would leave 99%: FCM 36 defends ... (99% to win)" read as
// nonsense. Defending over attacking says why in words, and never 100% for a chance that
// is not certain.
func TestDefendingSaysWhyInWords(t *testing.T) {
	s := activeChar(t)
	sight := Sight{Sees: []combat.Ref{{Player: combat.Blue, Pos: 1}}}
	for _, tc := range []struct {
		name  string
		judge fixedJudge
		want  string
	}{
		{"R5 defending is a little better", fixedJudge{now: 0.997, defend: 0.997, attack: 0.996, hit: 0.996, miss: 0.996},
			"Char B1 bis defends, +1 to its defence rolls until its next activation: safer than attacking (both >99% to win, a little more by defending)"},
		{"R5 defending is clearly better", fixedJudge{now: 0.6, defend: 0.6, attack: 0.5, hit: 0.55, miss: 0.45},
			"Char B1 bis defends, +1 to its defence rolls until its next activation: safer than attacking (60% to win, against 51% for attacking)"},
	} {
		step, err := Bot{Side: combat.Red, Stance: Steady, Judge: tc.judge}.Next(s, sight)
		if err != nil {
			t.Fatal(err)
		}
		if step.Kind != Defend || step.Reason != tc.want {
			t.Errorf("%s: %v: %q\nwant %q", tc.name, step, step.Reason, tc.want)
		}
		if strings.Contains(step.Reason, "would leave") || strings.Contains(step.Reason, "100%") {
			t.Errorf("%s: %q", tc.name, step.Reason)
		}
	}
}

// docs/solo.md: one position, one figure. When an attack's chance reads otherwise than
// the position's win chance (the bar), the reason says what differs: the target's light
// cover (R9), the tanks not in sight, or a step other than the best.
func TestAttackReasonSaysWhatDiffersFromTheBar(t *testing.T) {
	s := activeChar(t)
	blue1, blue2, blue3 := combat.Ref{Player: combat.Blue, Pos: 1}, combat.Ref{Player: combat.Blue, Pos: 2}, combat.Ref{Player: combat.Blue, Pos: 3}
	j := fixedJudge{now: 0.47, defend: 0.1, attack: 0.47, hit: 0.9, miss: 0.2}
	for _, tc := range []struct {
		name  string
		sight Sight
		want  string
	}{
		{"R9 light cover", Sight{Sees: []combat.Ref{blue1, blue2, blue3}, Cover: []combat.Ref{blue1, blue2, blue3}},
			"% to win counting its light cover, 47% without)"},
		{"R7 not every tank in sight", Sight{Sees: []combat.Ref{blue1}},
			"% to win with only the tanks in sight, 47% with all)"},
		{"R7 and R9 both", Sight{Sees: []combat.Ref{blue2}, Cover: []combat.Ref{blue2}},
			"% to win with only the tanks in sight and its light cover, 47% with all in the open)"},
	} {
		step, err := Bot{Side: combat.Red, Stance: Steady, Judge: j}.Next(s, tc.sight)
		if err != nil {
			t.Fatal(err)
		}
		if step.Kind != Attack || !strings.HasSuffix(step.Reason, tc.want) {
			t.Errorf("%s: %v: %q, want it to end %q", tc.name, step, step.Reason, tc.want)
		}
	}
}

// docs/solo.md, for every stance and any table: a reason never reads 100% or 0% for a
// chance that is not certain, and an attack's "to win" figure either is the bar's or says
// what differs.
func TestReasonFiguresAgreeWithTheWinChance(t *testing.T) {
	figure := regexp.MustCompile(`([<>]?\d+%) to win`)
	rapid.Check(t, func(t *rapid.T) {
		st := rapid.SampledFrom(Stances()).Draw(t, "stance")
		b := randomBattle(t, solvable)
		s := b.State()
		if s.Over() || s.Active.IsZero() {
			t.Skip("no tank is active")
		}
		j := judgeFor(t, s)
		bot := Bot{Side: s.ToAct(), Stance: st, Judge: j}
		step, err := bot.Next(s, randomSight(t, s, bot.Side))
		if err != nil {
			t.Fatal(err)
		}
		now, _ := j.WinChance(s, bot.Side)
		for _, p := range []float64{now, step.WinChance} {
			if p > Certain && p < 1-Certain && (strings.Contains(step.Reason, "100%") || strings.Contains(step.Reason, " 0%")) {
				t.Fatalf("%q reads certain", step.Reason)
			}
		}
		m := figure.FindStringSubmatch(step.Reason)
		if step.Kind != Attack || m == nil || m[1] == Percent(now) {
			return
		}
		if !strings.Contains(step.Reason, Percent(now)+" with") && !strings.Contains(step.Reason, Percent(now)+" without") {
			t.Fatalf("the reason %q gives %s, the bar %s, and does not say what differs", step.Reason, m[1], Percent(now))
		}
	})
}
