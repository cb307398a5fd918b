package analysis

import (
	"errors"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

func started(t *testing.T, red, blue army.Army, dice ...int) *combat.Battle {
	t.Helper()
	b, err := combat.New("hints", red, blue, combat.Settings{Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if len(dice) == 2 {
		if _, err := b.Initiative(combat.TableDice(dice[0], dice[1])); err != nil {
			t.Fatal(err)
		}
	}
	return b
}

// TestHints: every step the side to act may take, best first, each identical tank listed
// with the same chance, and the win chance of the best step is the position's (A6, A7).
func TestHints(t *testing.T) {
	slow(t)
	fr, de := samples(t)
	b := started(t, fr, de, 6, 1)
	s := solver(t, fr, de, Options{})
	hs, err := s.Hints(b.State())
	if err != nil {
		t.Fatal(err)
	}
	var steps []string
	chance := map[string]float64{}
	for i, h := range hs {
		steps = append(steps, h.String())
		chance[h.String()] = h.WinChance
		if i > 0 && h.WinChance > hs[i-1].WinChance+tolerance {
			t.Errorf("hint %d (%v, %v) is better than hint %d (%v)", i, h, h.WinChance, i-1, hs[i-1].WinChance)
		}
		if h.Reason == "" {
			t.Errorf("%v has no reason", h)
		}
	}
	want := []string{"activate red:1", "activate red:2", "activate red:3", "activate red:4", "pass"}
	for _, w := range want {
		if _, ok := chance[w]; !ok {
			t.Errorf("hints %v miss %q", steps, w)
		}
	}
	if len(hs) != len(want) {
		t.Errorf("hints %v, want the steps %v", steps, want)
	}
	if chance["activate red:2"] != chance["activate red:3"] || chance["activate red:3"] != chance["activate red:4"] {
		t.Errorf("A8 identical small tanks have different chances: %v", chance)
	}
	p, _ := s.Battle(b.State())
	v, _ := s.Value(p)
	if !near(hs[0].WinChance, v, 1e-12) {
		t.Errorf("A6 the best step leaves %v, the position is worth %v to red", hs[0].WinChance, v)
	}

	// Blue's view: after red's activation, blue's chances are 1 - red's.
	if _, err := b.Activate(combat.Ref{Player: combat.Red, Pos: 1}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Attack(combat.Ref{Player: combat.Blue, Pos: 2}, terrain.Open, combat.TableDice(6, 1)); err != nil {
		t.Fatal(err)
	}
	hs, err = s.Hints(b.State())
	if err != nil {
		t.Fatal(err)
	}
	p, _ = s.Battle(b.State())
	v, _ = s.Value(p)
	if b.State().ToAct() != combat.Blue || !near(hs[0].WinChance, 1-v, 1e-12) {
		t.Errorf("A6 blue to act: best step leaves blue %v, the position is worth %v to red", hs[0].WinChance, v)
	}
}

// TestHintReasons: the words behind an attack, a defence and a pass.
func TestHintReasons(t *testing.T) {
	b := started(t, roster("m"), roster("sss"), 6, 1)
	s := solver(t, roster("m"), roster("sss"), Options{})
	if _, err := b.Activate(combat.Ref{Player: combat.Red, Pos: 1}); err != nil {
		t.Fatal(err)
	}
	hs, err := s.Hints(b.State())
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, h := range hs {
		got[h.String()] = h.Reason
	}
	if r := got["attack blue:1"]; !strings.Contains(r, "focus fire: Small 1 has 1 damage left, hits in 15 of 36") {
		t.Errorf("attack reason %q", r)
	}
	if r := got["defend"]; !strings.Contains(r, "+2") {
		t.Errorf("defend reason %q", r)
	}
	// Two small tanks of six points break blue: the second kill wins (R8).
	if _, err := b.Attack(combat.Ref{Player: combat.Blue, Pos: 1}, terrain.Open, combat.TableDice(6, 1)); err != nil {
		t.Fatal(err)
	}
	hs, _ = s.Hints(b.State())
	if !strings.HasPrefix(hs[0].Reason, "a hit wins the battle: destroying Small") {
		t.Errorf("winning attack reason %q", hs[0].Reason)
	}
}

// TestStepText pins the step words of the JSON contract.
func TestStepText(t *testing.T) {
	for _, c := range []struct {
		s    Step
		want string
	}{
		{Step{Activate, combat.Ref{Player: combat.Red, Pos: 2}}, "activate red:2"},
		{Step{Attack, combat.Ref{Player: combat.Blue, Pos: 1}}, "attack blue:1"},
		{Step{Kind: Defend}, "defend"},
		{Step{Kind: Pass}, "pass"},
	} {
		if got := c.s.String(); got != c.want {
			t.Errorf("%v: %q, want %q", c.s, got, c.want)
		}
	}
}

// TestNoSteps: before the roll-off and after the end nobody chooses a step.
func TestNoSteps(t *testing.T) {
	b := started(t, roster("s"), roster("s"))
	s := solver(t, roster("s"), roster("s"), Options{})
	if _, err := s.Hints(b.State()); err == nil || !strings.Contains(err.Error(), "roll initiative first") {
		t.Errorf("before the roll-off: %v", err)
	}
	if _, err := b.Initiative(combat.TableDice(6, 1)); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Activate(combat.Ref{Player: combat.Red, Pos: 1}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Attack(combat.Ref{Player: combat.Blue, Pos: 1}, terrain.Open, combat.TableDice(6, 1)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Hints(b.State()); err == nil || err.Error() != "the battle is over: red won" {
		t.Errorf("after the end: %v", err)
	}
	p, _ := s.Battle(b.State())
	if v, _ := s.Value(p); v != 1 {
		t.Errorf("R8 red has won: value %v, want 1", v)
	}
	// A fresh solver asked first about the end: its first position is the root.
	fresh := solver(t, roster("s"), roster("s"), Options{})
	p, _ = fresh.Battle(b.State())
	if r, err := fresh.Outcome(p); err != nil || r.AWins != 1 || r.LossB[2] != 1 || r.ExpectedTurns != 1 {
		t.Errorf("R8 red has won: outcome %+v, %v", r, err)
	}
	if _, err := solver(t, roster("s"), roster("m"), Options{}).Battle(b.State()); err == nil {
		t.Errorf("a battle of other armies was mapped")
	}
}

// TestLimits: turns, policies and the position budget are refused with the numbers.
func TestLimits(t *testing.T) {
	for _, turns := range []int{-1, 201} {
		if _, err := NewSolver(roster("s"), roster("s"), Options{Turns: turns}); err == nil || !strings.Contains(err.Error(), "from 1 to 200") {
			t.Errorf("A5 turns %d: %v", turns, err)
		}
	}
	if _, err := ParsePolicy("clever"); err == nil || err.Error() != `unknown policy "clever" (want optimal or greedy)` {
		t.Errorf("policy: %v", err)
	}
	if p, err := ParsePolicy(" Greedy"); err != nil || p != Greedy || p.String() != "greedy" {
		t.Errorf("greedy: %v %v", p, err)
	}
	s := solver(t, roster("sssss"), roster("sssss"), Options{Budget: 40_000})
	_, err := s.Matchup()
	var be *BudgetError
	if !errors.As(err, &be) || err.Error() != "the armies (5 and 5 tanks) need more than the solver's limit of 40,000 positions: solve smaller armies" {
		t.Errorf("budget: %v", err)
	}
	if _, err := s.Value(s.Start()); !errors.As(err, &be) {
		t.Errorf("after the budget was hit: %v", err)
	}
	big := roster(strings.Repeat("s", MaxTanks+1))
	if _, err := NewSolver(big, roster("s"), Options{}); err == nil || err.Error() != `army "`+big.Name+`" has 14 tanks: the solver handles at most 13 a side` {
		t.Errorf("too many tanks: %v", err)
	}
	big.Name = ""
	if _, err := NewSolver(roster("s"), big, Options{}); err == nil || err.Error() != "the second army has 14 tanks: the solver handles at most 13 a side" {
		t.Errorf("too many tanks, no name: %v", err)
	}
	if _, err := NewSolver(roster(strings.Repeat("s", MaxTanks)), roster("s"), Options{}); err != nil {
		t.Errorf("13 tanks a side are allowed: %v", err)
	}
}

// TestIdenticalTanksMerge: battles that differ only in which of two identical tanks is
// which are one position (A8), in every class.
func TestIdenticalTanksMerge(t *testing.T) {
	for _, letters := range []string{"mss", "hmm", "shh"} {
		a := roster(letters)
		s := solver(t, a, roster("s"), Options{})
		var keys []Position
		for _, target := range []int{len(letters) - 1, len(letters)} { // the last two tanks are alike
			b := started(t, roster("s"), a, 6, 1) // red is the lone small tank; blue the pair
			if _, err := b.Activate(combat.Ref{Player: combat.Red, Pos: 1}); err != nil {
				t.Fatal(err)
			}
			if _, err := b.Attack(combat.Ref{Player: combat.Blue, Pos: target}, terrain.Open, combat.TableDice(6, 1)); err != nil {
				t.Fatal(err)
			}
			st := b.State()
			st.Red, st.Blue = st.Blue, st.Red // the solver's side A is the pair's army
			st.Red.Player, st.Blue.Player = combat.Red, combat.Blue
			st.Active.Player = combat.Blue
			for i := range st.Red.Tanks {
				st.Red.Tanks[i].Ref.Player = combat.Red
			}
			for i := range st.Blue.Tanks {
				st.Blue.Tanks[i].Ref.Player = combat.Blue
			}
			p, err := s.Battle(st)
			if err != nil {
				t.Fatal(err)
			}
			keys = append(keys, p)
		}
		if keys[0] != keys[1] {
			t.Errorf("A8 %s: damaging one or the other of two identical tanks gives two positions", letters)
		}
	}
}
