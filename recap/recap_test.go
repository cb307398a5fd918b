package recap

import (
	"bytes"
	"math"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/combat"
)

// hand reads testdata/hand.jsonl, a battle of three small tanks (red) against a heavy
// and a small one (blue), told move by move in TestLuckByHand.
func hand(t testing.TB) *combat.Battle {
	t.Helper()
	f, err := os.Open("testdata/hand.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	d, err := combat.Read(f, "hand")
	if err != nil {
		t.Fatal(err)
	}
	return d.Battle
}

// TestLuckByHand checks the luck of both sides of testdata/hand.jsonl against a hand
// computation.
//
// Red (three small tanks) attacks six times, each at net 0: 15 of 36 throws hit (R7),
// p = 5/12. Its attacks hit, missed, hit, missed, hit, hit: 4 hits, 6 x 15/36 = 2.5
// expected. The chance of 4 hits or more from 6 attacks at 5/12 is
//
//	C(6,4) 5^4 7^2 + C(6,5) 5^5 7 + 5^6     15 x 625 x 49 + 6 x 3125 x 7 + 15625
//	------------------------------------ = ------------------------------------
//	                12^6                                  2985984
//
//	= (459375 + 131250 + 15625) / 2985984 = 606250 / 2985984 = 303125 / 1492992 ≈ 0.2030.
//
// Blue (a heavy tank, +1) attacks twice. First red:1, which defends (+3, R5): net -2,
// which hits when the attacker's die beats the defender's by 3 or more: (4,1) (5,1)
// (6,1) (5,2) (6,2) (6,3), 6 of 36. It hit. Then red:2, not defending: net +1, 21 of 36.
// It missed. 1 hit, 6/36 + 21/36 = 0.75 expected. The chance of at least 1 hit is 1 less
// the chance that both miss: 1 - (30/36)(15/36) = 1 - 450/1296 = 846/1296 = 47/72 ≈ 0.6528.
func TestLuckByHand(t *testing.T) {
	r, err := Tell(hand(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		side     Side
		odds     []int
		expected float64
		made     int
		exact    string
	}{
		{r.Red, []int{15, 15, 15, 15, 15, 15}, 2.5, 4, "303125/1492992"},
		{r.Blue, []int{6, 21}, 0.75, 1, "47/72"},
	} {
		if !slices.Equal(c.side.Odds, c.odds) {
			t.Errorf("R7 %s's odds %v, want %v", c.side.Player, c.side.Odds, c.odds)
		}
		l := c.side.Luck
		if math.Abs(l.Expected-c.expected) > 1e-12 || l.Made != c.made || l.Exact != c.exact {
			t.Errorf("%s's luck %+v, want %v expected, %d made, %s", c.side.Player, l, c.expected, c.made, c.exact)
		}
	}
	if got := r.Red.Luck.AtLeast; math.Abs(got-303125.0/1492992) > 1e-15 {
		t.Errorf("red's luck %v as a number", got)
	}
}

// TestR8WhoWonAndHow: the winner, the turn and each side's losses against its threshold,
// and what each tank did.
func TestR8WhoWonAndHow(t *testing.T) {
	r, err := Tell(hand(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.Winner != combat.Red || r.Turn != 2 {
		t.Errorf("winner %s on turn %d, want red on turn 2", r.Winner, r.Turn)
	}
	if r.Red.Fielded != 6 || r.Red.Lost != 2 || r.Red.Threshold != 3 || r.Blue.Lost != 6 || r.Blue.Threshold != 3 {
		t.Errorf("R8 red %+v, blue %+v", r.Red, r.Blue)
	}
	want := []Tank{
		{Attacks: 2, Hits: 1, Dealt: 1, Taken: 1, Destroyed: true},
		{Attacks: 3, Hits: 2, Dealt: 2},
		{Attacks: 1, Hits: 1, Dealt: 1},
		{Attacks: 2, Hits: 1, Dealt: 1, Taken: 3, Destroyed: true},
		{Taken: 1, Destroyed: true},
	}
	for i, w := range want {
		g := r.Tanks[i]
		if g.Attacks != w.Attacks || g.Hits != w.Hits || g.Dealt != w.Dealt || g.Taken != w.Taken || g.Destroyed != w.Destroyed {
			t.Errorf("%s: %+v, want %+v", g.Ref, g, w)
		}
	}
}

// TestTurningPoint: the win chance is judged at the start and after every step (a
// player's step with its consequences), and the turning point is the step that moved it
// most.
func TestTurningPoint(t *testing.T) {
	b := hand(t)
	calls := 0
	judge := func(st combat.State) (float64, error) {
		calls++
		// red's chance: its share of the damage still to take, a stand-in for a solver
		return 0.5 + float64(st.Blue.Lost-st.Red.Lost)/12, nil
	}
	r, err := Tell(b, judge)
	if err != nil {
		t.Fatal(err)
	}
	steps := 0
	for _, e := range b.Journal()[1:] {
		if !combat.Automatic(e) {
			steps++
		}
	}
	if len(r.Chance) != steps+1 || calls != steps+1 {
		t.Fatalf("%d points from %d calls for %d steps", len(r.Chance), calls, steps)
	}
	// blue:1 destroyed by red:3 moves red's chance by 4/12, more than any other step
	tp := r.Chance[r.Turning]
	if !strings.Contains(tp.Text, "Small 3 attacks Heavy 1") || math.Abs(tp.Red-r.Chance[r.Turning-1].Red-4.0/12) > 1e-12 {
		t.Errorf("turning point %d: %+v", r.Turning, tp)
	}
	if tp.Line != 22 {
		t.Errorf("the turning point's line %d, want 22", tp.Line)
	}
}

// TestSparkline: one spark per step while they fit, the ends kept when they do not.
func TestSparkline(t *testing.T) {
	ps := []Point{{Red: 0}, {Red: 0.5}, {Red: 1}}
	if got := Sparkline(ps, 10); got != "▁▅█" {
		t.Errorf("got %q", got)
	}
	if got := Sparkline(ps, 2); got != "▁█" {
		t.Errorf("got %q", got)
	}
	if got := Sparkline(nil, 5); got != "" {
		t.Errorf("got %q", got)
	}
}

// TestSVGEscapes: the battle's name reaches the chart as text, never as markup.
func TestSVGEscapes(t *testing.T) {
	var b bytes.Buffer
	r := Recap{Name: `<script>"x"&`, Chance: []Point{{Red: 0.5}, {Red: 1, Text: "a <b>"}}, Turning: 1}
	if err := WriteSVG(&b, r); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), "<script>") || strings.Contains(b.String(), "<b>") {
		t.Errorf("unescaped: %s", b.String())
	}
	if !strings.HasPrefix(b.String(), "<svg") || !strings.Contains(b.String(), "<polyline") {
		t.Errorf("no chart: %s", b.String())
	}
}
