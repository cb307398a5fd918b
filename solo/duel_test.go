package solo

import (
	"testing"

	"github.com/ezd-game/ezd/combat"
)

// duelTurns is the last turn of a bot-versus-bot battle: the solver's horizon (A5).
const duelTurns = 30

// tournament plays n seeded battles of the sample armies between stance a and stance b,
// a playing red in the even battles and blue in the odd ones, and counts a's wins, b's
// wins and draws.
func tournament(t testing.TB, a, b Stance, n int) (aWins, bWins, draws int) {
	t.Helper()
	for i := range n {
		battle := samples(t, uint64(i+1))
		j := judgeFor(t, battle.State())
		red, blue := Bot{Side: combat.Red, Stance: a, Judge: j}, Bot{Side: combat.Blue, Stance: b, Judge: j}
		if i%2 == 1 {
			red, blue = Bot{Side: combat.Red, Stance: b, Judge: j}, Bot{Side: combat.Blue, Stance: a, Judge: j}
		}
		w, err := Duel{Red: red, Blue: blue, Turns: duelTurns}.Play(battle)
		if err != nil {
			t.Fatalf("battle %d: %v", i+1, err)
		}
		switch {
		case w == combat.NoPlayer:
			draws++
		case (w == combat.Red) == (red.Stance == a):
			aWins++
		default:
			bWins++
		}
	}
	return aWins, bWins, draws
}

// Two bots play whole battles to the end, every tank in sight (A1): each ends with a
// winner or at the turn limit, and the battle's journal replays.
func TestBotsPlayWholeBattles(t *testing.T) {
	for _, st := range Stances() {
		t.Run(st.String(), func(t *testing.T) {
			b := samples(t, 7)
			j := judgeFor(t, b.State())
			w, err := Duel{Red: Bot{Side: combat.Red, Stance: st, Judge: j}, Blue: Bot{Side: combat.Blue, Stance: Steady, Judge: j}, Turns: duelTurns}.Play(b)
			if err != nil {
				t.Fatal(err)
			}
			s := b.State()
			if w != s.Winner || (w == combat.NoPlayer && s.Turn <= duelTurns) {
				t.Fatalf("the battle stopped on turn %d with winner %q", s.Turn, w)
			}
			if _, err := combat.Replay(b.Journal()); err != nil {
				t.Fatalf("the bots' battle does not replay: %v", err)
			}
		})
	}
}

// docs/solo.md: over 200 seeded battles of the samples, sides swapped every battle, Steady
// beats Aggressive and Cautious more often than not. go test -v -run SteadyBeats prints
// the numbers.
func TestSteadyBeatsTheOtherStances(t *testing.T) {
	if testing.Short() {
		t.Skip("200 battles a pairing")
	}
	for _, other := range []Stance{Aggressive, Cautious} {
		w, l, d := tournament(t, Steady, other, 200)
		t.Logf("steady against %s: %d wins, %d losses, %d draws in 200 battles", other, w, l, d)
		if w <= l {
			t.Errorf("steady won %d and lost %d against %s", w, l, other)
		}
	}
}

// The stances are different rules, not names: over the positions of a whole battle of the
// samples, aggressive and cautious each choose otherwise than steady somewhere.
func TestStancesDiffer(t *testing.T) {
	b := samples(t, 11)
	j := judgeFor(t, b.State())
	differ := map[Stance]int{}
	for !b.State().Over() && b.State().Turn <= duelTurns {
		s := b.State()
		if s.Options().Initiative {
			if _, err := b.Initiative(combat.FairDice()); err != nil {
				t.Fatal(err)
			}
			continue
		}
		g := Everything(s, s.ToAct())
		steps := map[Stance]Step{}
		for _, st := range Stances() {
			step, err := Bot{Side: s.ToAct(), Stance: st, Judge: j}.Next(s, g)
			if err != nil {
				t.Fatal(err)
			}
			steps[st] = step
			if step.String() != steps[Steady].String() {
				differ[st]++
			}
		}
		if _, err := Take(b, steps[Steady], combat.FairDice(), nil); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("steps unlike steady's: %v", differ)
	for _, st := range []Stance{Aggressive, Cautious} {
		if differ[st] == 0 {
			t.Errorf("%s chose as steady did at every step", st)
		}
	}
}
