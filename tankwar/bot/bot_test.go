package bot

import (
	"errors"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/tankwar"
)

func pos(t *testing.T, turn int, tanks [2]tankwar.Tank, bullets ...tankwar.Bullet) tankwar.Position {
	t.Helper()
	p, err := tankwar.NewPosition(turn, tanks, bullets)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func tank(x, y int8, d tankwar.Dir, life int16) tankwar.Tank {
	return tankwar.Tank{Cell: tankwar.Cell{X: x, Y: y}, Dir: d, Life: life}
}

// TestNew knows the three bots and refuses others by listing them.
func TestNew(t *testing.T) {
	for _, n := range Names() {
		b, err := New(n, 1, nil)
		if err != nil || b.Name() != n {
			t.Errorf("New(%q) = %v, %v", n, b, err)
		}
	}
	if _, err := New("clever", 1, nil); err == nil || !strings.Contains(err.Error(), "random, greedy, search") {
		t.Errorf("New(clever): %v", err)
	}
}

// TestBotsTakeTheForcedHit: an opponent on row 1 facing off the grid can only die or slide
// along the row; a tank two cells off on that row, facing it on a bullet turn, hits either
// slide (T4: born on (1,9), second step on (1,11)). Both thinking bots must go straight.
func TestBotsTakeTheForcedHit(t *testing.T) {
	p := pos(t, 3, [2]tankwar.Tank{tank(1, 7, tankwar.Right, 5), tank(1, 10, tankwar.Up, 5)})
	for _, b := range []Bot{NewGreedy(), NewSearch(1, DefaultDepth)} {
		a, err := b.Choose(p, 0)
		if err != nil || a != tankwar.Straight {
			t.Errorf("%s chose %v, %v; want straight", b.Name(), a, err)
		}
	}
}

// TestBotsDoNotDriveOffTheGrid: facing the edge, straight is death (T4 phase 6).
func TestBotsDoNotDriveOffTheGrid(t *testing.T) {
	for _, me := range []int{0, 1} {
		var tanks [2]tankwar.Tank
		tanks[me] = tank(1, 10, tankwar.Up, 5)
		tanks[1-me] = tank(15, 5, tankwar.Right, 5)
		p := pos(t, 1, tanks)
		for _, b := range []Bot{NewGreedy(), NewSearch(1, DefaultDepth)} {
			if a, _ := b.Choose(p, me); a == tankwar.Straight {
				t.Errorf("%s as player %d drove off the grid", b.Name(), me+1)
			}
		}
	}
}

// TestSearchDodgesABullet: a bullet two cells away coming straight at the tank hits it if
// it goes straight (T4: phase 4, then the first step); it must turn.
func TestSearchDodgesABullet(t *testing.T) {
	p := pos(t, 1, [2]tankwar.Tank{tank(10, 10, tankwar.Up, 5), tank(18, 3, tankwar.Left, 5)}, tankwar.Bullet{Cell: tankwar.Cell{X: 7, Y: 10}, Dir: tankwar.Down})
	if a, _ := NewSearch(1, DefaultDepth).Choose(p, 0); a == tankwar.Straight {
		t.Error("search drove into the bullet")
	}
}

// TestRandomIsSeeded: the same seed gives the same actions, and every action comes up.
func TestRandomIsSeeded(t *testing.T) {
	a, b := NewRandom(7), NewRandom(7)
	seen := map[tankwar.Action]int{}
	p := tankwar.FairStart(1, 5).Position()
	for range 300 {
		x, _ := a.Choose(p, 0)
		y, _ := b.Choose(p, 0)
		if x != y {
			t.Fatal("two random bots of one seed differ")
		}
		seen[x]++
	}
	for _, act := range tankwar.Actions {
		if seen[act] < 70 {
			t.Errorf("action %v came %d times in 300", act, seen[act])
		}
	}
}

type failing struct{ err error }

func (f failing) Name() string { return "broken" }
func (f failing) Choose(tankwar.Position, int) (tankwar.Action, error) {
	return 0, f.err
}

type wild struct{}

func (wild) Name() string                                         { return "wild" }
func (wild) Choose(tankwar.Position, int) (tankwar.Action, error) { return 7, nil }

// TestPlayForfeits: a bot that fails or answers out of range loses by forfeit, the reason
// recorded, and the game keeps the turns played before.
func TestPlayForfeits(t *testing.T) {
	o, err := Play(tankwar.FairStart(1, 5), NewGreedy(), failing{errors.New("no answer within 1s")})
	if err != nil {
		t.Fatal(err)
	}
	if o.Result != tankwar.P1Wins || o.Forfeit != 2 || o.Reason != "turn 0: broken: no answer within 1s" {
		t.Errorf("got %+v", o)
	}
	o, _ = Play(tankwar.FairStart(1, 5), wild{}, NewGreedy())
	if o.Result != tankwar.P2Wins || o.Forfeit != 1 || !strings.Contains(o.Reason, "answered 7") {
		t.Errorf("got %+v", o)
	}
}

// TestSearchBeatsGreedyAndRandom plays a small seeded tournament from mirrored starts:
// search must win at least 4 of 20 and lose none (the rest are draws: two tanks that dodge
// every bullet dance to a draw).
func TestSearchBeatsGreedyAndRandom(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 40 games")
	}
	for _, foe := range []string{"greedy", "random"} {
		var won, lost int
		for g := range 20 {
			s := tankwar.FairStart(uint64(g/2), tankwar.DefaultLife)
			me, _ := New("search", uint64(g), nil)
			them, _ := New(foe, uint64(g), nil)
			var o Outcome
			if g%2 == 0 {
				o, _ = Play(s, me, them)
			} else {
				o, _ = Play(s, them, me)
			}
			switch {
			case o.Result == tankwar.Draw:
			case (o.Result == tankwar.P1Wins) == (g%2 == 0):
				won++
			default:
				lost++
			}
		}
		if won < 4 || lost > 0 {
			t.Errorf("search against %s: %d won, %d lost of 20", foe, won, lost)
		}
	}
}

// TestProtocolLine pins the line an outside bot reads, and the answers it may give.
func TestProtocolLine(t *testing.T) {
	p := pos(t, 4, [2]tankwar.Tank{tank(3, 4, tankwar.Right, 5), tank(9, 9, tankwar.Up, 3)}, tankwar.Bullet{Cell: tankwar.Cell{X: 3, Y: 8}, Dir: tankwar.Right})
	want := `{"turn":4,"you":2,"tanks":[{"x":3,"y":4,"dir":1,"life":5},{"x":9,"y":9,"dir":0,"life":3}],"bullets":[{"x":3,"y":8,"dir":1}],"area":{"min":2,"max":19}}` + "\n"
	if got := string(EncodeTurn(p, 1)); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if got := string(EncodeTurn(tankwar.FairStart(1, 5).Position(), 0)); !strings.Contains(got, `"bullets":[]`) {
		t.Errorf("no bullets must be [], got %s", got)
	}
	for in, want := range map[string]tankwar.Action{"0": 0, "1\n": 1, " 2 \r\n": 2} {
		if a, err := ParseAnswer(in); err != nil || a != want {
			t.Errorf("ParseAnswer(%q) = %v, %v", in, a, err)
		}
	}
	for _, in := range []string{"", "3", "01", "left", "1 2", strings.Repeat("x", 100)} {
		if _, err := ParseAnswer(in); err == nil || !strings.Contains(err.Error(), "want a line with 0, 1 or 2") {
			t.Errorf("ParseAnswer(%q): %v", in, err)
		}
	}
}

// BenchmarkSearchChoose is one move of the search bot from a middle-game position with
// bullets in flight. Goal (docs/tankwar.md): under 100 ms a move.
func BenchmarkSearchChoose(b *testing.B) {
	p, _ := tankwar.NewPosition(9, [2]tankwar.Tank{tank(7, 8, tankwar.Right, 5), tank(12, 13, tankwar.Left, 5)},
		[]tankwar.Bullet{{Cell: tankwar.Cell{X: 7, Y: 12}, Dir: tankwar.Right}, {Cell: tankwar.Cell{X: 12, Y: 9}, Dir: tankwar.Left}})
	s := NewSearch(1, DefaultDepth)
	for b.Loop() {
		if _, err := s.Choose(p, 0); err != nil {
			b.Fatal(err)
		}
	}
}
