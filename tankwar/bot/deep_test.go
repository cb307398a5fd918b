package bot

import (
	"os"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/ezd-game/ezd/tankwar"
)

// bruteEdgeLoss is the least life a tank loses to the edge from turn t to 39, trying
// every line of actions: the definition edgeLoss must meet.
func bruteEdgeLoss(c tankwar.Cell, d tankwar.Dir, t int) int {
	if t >= endgameTurn {
		return 0
	}
	best := offGrid
	for _, a := range tankwar.Actions {
		nd := d.Turn(a)
		n := c.Ahead(nd)
		if !n.OnGrid() {
			continue
		}
		cost := bruteEdgeLoss(n, nd, t+1)
		if !tankwar.AreaOf(t).Holds(n) {
			cost++
		}
		best = min(best, cost)
	}
	return best
}

// TestT5EdgeLossIsExact: the table of the shrink schedule gives, for any cell, facing and
// late turn, the least life lost to the edge before turn 40 over every line of play.
func TestT5EdgeLossIsExact(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		turn := rapid.IntRange(31, endgameTurn).Draw(t, "turn")
		c := tankwar.Cell{X: int8(rapid.IntRange(1, tankwar.Size).Draw(t, "x")), Y: int8(rapid.IntRange(1, tankwar.Size).Draw(t, "y"))}
		d := tankwar.Dir(rapid.IntRange(0, 3).Draw(t, "d"))
		if got, want := int(edgeLoss()[turn][c.X][c.Y][d]), bruteEdgeLoss(c, d, turn); got != want {
			t.Fatalf("T5 %v facing %v before turn %d: edgeLoss %d, every line tried %d", c, d, turn, got, want)
		}
	})
}

// TestT5EdgeLossExamples pins a few cases by hand: the centre costs nothing; far out late
// costs every turn left; in a corner facing out early, the only way is along the edge.
func TestT5EdgeLossExamples(t *testing.T) {
	tests := []struct {
		name string
		c    tankwar.Cell
		d    tankwar.Dir
		turn int
		want int
	}{
		{"T5 the centre at turn 0 is safe to the end", tankwar.Cell{X: 10, Y: 10}, tankwar.Up, 0, 0},
		{"T5 (5,5) at turn 36 is outside (10,10)-(11,11) for all four turns left", tankwar.Cell{X: 5, Y: 5}, tankwar.Down, 36, 4},
		{"T5 from turn 40 the edge takes both alike: nothing counted", tankwar.Cell{X: 1, Y: 1}, tankwar.Up, 40, 0},
		{"T5 (1,1) facing up at turn 3 turns right, then down into (2,2)-(19,19)", tankwar.Cell{X: 1, Y: 1}, tankwar.Up, 3, 0},
		{"T5 (1,1) facing up at turn 4: on row 1 once more, then inside", tankwar.Cell{X: 1, Y: 1}, tankwar.Up, 4, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := int(edgeLoss()[tt.turn][tt.c.X][tt.c.Y][tt.d]); got != tt.want {
				t.Errorf("edgeLoss = %d, want %d", got, tt.want)
			}
		})
	}
}

// TestDeepScoreEndgame: from turn 40 both tanks lose 1 a turn (T5), so the tank ahead on
// life wins (T8): a lead of one is near-certain, level is even. Before, the life the edge
// must still take counts: equal lives, one tank far outside late, is a lead for the other.
func TestDeepScoreEndgame(t *testing.T) {
	p := pos(t, 41, [2]tankwar.Tank{tank(10, 10, tankwar.Up, 3), tank(15, 15, tankwar.Up, 2)})
	if v := deepScore(&p, 0); v < 0.99*deepLikely {
		t.Errorf("T8 turn 41, life 3 against 2: score %v, want near %v", v, deepLikely)
	}
	if v := deepScore(&p, 1); v > -0.99*deepLikely {
		t.Errorf("T8 the other side of it: score %v, want near %v", v, -deepLikely)
	}
	level := pos(t, 42, [2]tankwar.Tank{tank(10, 10, tankwar.Up, 2), tank(15, 15, tankwar.Up, 2)})
	if v := deepScore(&level, 0); v < -0.05*deepLikely || v > 0.05*deepLikely {
		t.Errorf("level lives at turn 42: score %v, want about 0", v)
	}
	late := pos(t, 34, [2]tankwar.Tank{tank(10, 10, tankwar.Up, 5), tank(2, 2, tankwar.Down, 5)})
	if v := deepScore(&late, 0); v < 0.9*deepLikely {
		t.Errorf("T5 turn 34, the foe on (2,2) pays the edge until turn 40: score %v, want a near-certain lead", v)
	}
}

// TestMinimaxIsWorstCase: the sparring bot plays the action whose worst reply is best, the
// same every time: it declines a trade of hits, never drives off the grid and dodges a
// bullet.
func TestMinimaxIsWorstCase(t *testing.T) {
	m := NewMinimax(MinimaxDepth)
	// Straight hits the foe, but its worst reply (left, to face this tank from next door)
	// hits back: a trade of 2 for 2, which a worst-case searcher declines.
	hit := pos(t, 3, [2]tankwar.Tank{tank(1, 7, tankwar.Right, 5), tank(1, 10, tankwar.Up, 5)})
	if a, err := m.Choose(hit, 0); err != nil || a == tankwar.Straight {
		t.Errorf("minimax chose %v, %v; want it to decline the trade", a, err)
	}
	edge := pos(t, 1, [2]tankwar.Tank{tank(1, 10, tankwar.Up, 5), tank(15, 5, tankwar.Right, 5)})
	if a, _ := m.Choose(edge, 0); a == tankwar.Straight {
		t.Error("minimax drove off the grid")
	}
	dodge := pos(t, 1, [2]tankwar.Tank{tank(10, 10, tankwar.Up, 5), tank(18, 3, tankwar.Left, 5)}, tankwar.Bullet{Cell: tankwar.Cell{X: 7, Y: 10}, Dir: tankwar.Down})
	if a, _ := m.Choose(dodge, 0); a == tankwar.Straight {
		t.Error("minimax drove into the bullet")
	}
	for _, p := range []tankwar.Position{hit, edge, dodge, tankwar.FairStart(3, 5).Position()} {
		a, _ := m.Choose(p, 1)
		if b, _ := NewMinimax(MinimaxDepth).Choose(p, 1); a != b {
			t.Errorf("minimax chose %v, then %v, for one position", a, b)
		}
	}
}

// TestMinimaxEdgePenalty: within edgeWatch cells of the area's edge a tank is marked down,
// the more the nearer; outside it, twice as much a cell.
func TestMinimaxEdgePenalty(t *testing.T) {
	p := pos(t, 8, [2]tankwar.Tank{tank(10, 10, tankwar.Up, 5), tank(15, 5, tankwar.Up, 5)})
	for _, c := range []struct {
		x, y int8
		want float64
	}{{10, 10, 0}, {7, 10, 0}, {6, 10, 20}, {3, 10, 80}, {2, 10, 2 * 20 * 5}} {
		tk := tank(c.x, c.y, tankwar.Up, 5)
		if got := edgePenalty(&p, &tk); got != c.want {
			t.Errorf("turn 8, area (3,3)-(18,18), tank on (%d,%d): penalty %v, want %v", c.x, c.y, got, c.want)
		}
	}
}

// TestDeepChoosesWell: the deep bot takes the forced hit, keeps on the grid and dodges,
// as search does; without a clock the same seed gives the same answers.
func TestDeepChoosesWell(t *testing.T) {
	hit := pos(t, 3, [2]tankwar.Tank{tank(1, 7, tankwar.Right, 5), tank(1, 10, tankwar.Up, 5)})
	if a, err := NewDeep(1, nil, 0).Choose(hit, 0); err != nil || a != tankwar.Straight {
		t.Errorf("deep chose %v, %v; want straight for the forced hit", a, err)
	}
	dodge := pos(t, 1, [2]tankwar.Tank{tank(10, 10, tankwar.Up, 5), tank(18, 3, tankwar.Left, 5)}, tankwar.Bullet{Cell: tankwar.Cell{X: 7, Y: 10}, Dir: tankwar.Down})
	edge := pos(t, 1, [2]tankwar.Tank{tank(1, 10, tankwar.Up, 5), tank(15, 5, tankwar.Right, 5)})
	for seed := range uint64(5) {
		if a, _ := NewDeep(seed, nil, 0).Choose(dodge, 0); a == tankwar.Straight {
			t.Errorf("seed %d: deep drove into the bullet", seed)
		}
		if a, _ := NewDeep(seed, nil, 0).Choose(edge, 0); a == tankwar.Straight {
			t.Errorf("seed %d: deep drove off the grid", seed)
		}
	}
	a, b := NewDeep(9, nil, 0), NewDeep(9, nil, 0)
	p := tankwar.FairStart(4, 5).Position()
	for range 5 {
		x, _ := a.Choose(p, 0)
		y, _ := b.Choose(p, 0)
		if x != y {
			t.Fatal("two deep bots of one seed, without a clock, differ")
		}
		p, _ = p.Step(x, tankwar.Straight)
	}
}

// fakeClock advances by step every time it is read.
type fakeClock struct {
	t    time.Time
	step time.Duration
}

func (c *fakeClock) now() time.Time { c.t = c.t.Add(c.step); return c.t }

// TestDeepKeepsToItsBudget: with a clock, deep deepens while the next depth fits and stops
// a search that runs over; the time it takes stays within its budget and a little more
// (one batch of positions between two looks at the clock).
func TestDeepKeepsToItsBudget(t *testing.T) {
	p := tankwar.FairStart(2, 5).Position()
	const budget = 5 * time.Millisecond
	for _, step := range []time.Duration{10 * time.Microsecond, 100 * time.Microsecond, time.Millisecond} {
		c := &fakeClock{t: time.Unix(0, 0), step: step}
		d := NewDeep(1, c.now, budget)
		start := c.t
		if _, err := d.Choose(p, 0); err != nil {
			t.Fatal(err)
		}
		if spent := c.t.Sub(start); spent > budget+2*step {
			t.Errorf("clock step %v: the move took %v of a %v budget", step, spent, budget)
		}
		if d.Depth < 1 {
			t.Errorf("clock step %v: no search finished", step)
		}
	}
	slow := &fakeClock{t: time.Unix(0, 0), step: time.Millisecond}
	fast := &fakeClock{t: time.Unix(0, 0), step: 10 * time.Microsecond}
	ds, df := NewDeep(1, slow.now, budget), NewDeep(1, fast.now, budget)
	_, _ = ds.Choose(p, 0)
	_, _ = df.Choose(p, 0)
	if df.Depth <= ds.Depth {
		t.Errorf("a fast clock reached depth %d, a slow one %d: want deeper with more time", df.Depth, ds.Depth)
	}
}

// benchPosition is a mid-game position with bullets in flight, BenchmarkSearchChoose's.
func benchPosition(b *testing.B) tankwar.Position {
	p, err := tankwar.NewPosition(9, [2]tankwar.Tank{tank(7, 8, tankwar.Right, 5), tank(12, 13, tankwar.Left, 5)},
		[]tankwar.Bullet{{Cell: tankwar.Cell{X: 7, Y: 12}, Dir: tankwar.Right}, {Cell: tankwar.Cell{X: 12, Y: 9}, Dir: tankwar.Left}})
	if err != nil {
		b.Fatal(err)
	}
	return p
}

// BenchmarkMinimaxChoose: one move of the sparring bot, five turns deep.
func BenchmarkMinimaxChoose(b *testing.B) {
	p := benchPosition(b)
	m := NewMinimax(MinimaxDepth)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := m.Choose(p, 0); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDeepChooseFixed: one move of deep without a clock, 5 turns deep, from an empty
// transposition table (in a game the table of the move before helps); with its clock it
// searches as deep as DeepBudget allows instead.
func BenchmarkDeepChooseFixed(b *testing.B) {
	p := benchPosition(b)
	b.ReportAllocs()
	for b.Loop() {
		b.StopTimer()
		d := NewDeep(1, nil, 0)
		b.StartTimer()
		if _, err := d.Choose(p, 0); err != nil {
			b.Fatal(err)
		}
	}
}

// TestDeepMoveTimes plays deep (with the real clock) against minimax and reports the
// slowest move and the depths reached: a measurement for the docs, not a timed test, so it
// runs only with EZD_MOVE_TIMES=1.
func TestDeepMoveTimes(t *testing.T) {
	if os.Getenv("EZD_MOVE_TIMES") == "" {
		t.Skip("set EZD_MOVE_TIMES=1 to measure deep's time a move")
	}
	var slowest time.Duration
	depths := map[int]int{}
	moves := 0
	for g := range 6 {
		d := NewDeep(uint64(g), time.Now, DeepBudget)
		m := NewMinimax(MinimaxDepth)
		p := tankwar.FairStart(uint64(g), tankwar.DefaultLife).Position()
		for !p.Result.Over() {
			began := time.Now()
			a, _ := d.Choose(p, g%2)
			if took := time.Since(began); took > 100*time.Millisecond {
				t.Logf("game %d turn %d: %v, depth %d", g, p.Turn, took, d.Depth)
			}
			slowest = max(slowest, time.Since(began))
			depths[d.Depth]++
			moves++
			b, _ := m.Choose(p, 1-g%2)
			if g%2 == 1 {
				a, b = b, a
			}
			p, _ = p.Step(a, b)
		}
	}
	t.Logf("%d moves, slowest %v, depths reached %v", moves, slowest, depths)
}

// TestDeepDeclinesADrawForATrap: T4, a collision of equal lives destroys both tanks, a
// draw. Here turning right sets a trap (a hit if the foe drives straight on) but lets the
// foe's left turn meet this tank on (13,7); straight on is as safe as it gets. Expecting
// the foe to slip, the deep bot used to take the trap; an opponent that never slips
// (minimax) takes the draw. Whatever the seed, no reply may end the game in a draw.
func TestDeepDeclinesADrawForATrap(t *testing.T) {
	p := pos(t, 12, [2]tankwar.Tank{tank(13, 8, tankwar.Down, 5), tank(13, 6, tankwar.Down, 5)},
		tankwar.Bullet{Cell: tankwar.Cell{X: 5, Y: 7}, Dir: tankwar.Up}, tankwar.Bullet{Cell: tankwar.Cell{X: 18, Y: 6}, Dir: tankwar.Down})
	for seed := range uint64(10) {
		a, err := NewDeep(seed, nil, 0).Choose(p, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range tankwar.Actions {
			if q, _ := p.Step(a, b); q.Result == tankwar.Draw {
				t.Errorf("seed %d: deep chose %v, and the foe's %v collides with it at equal lives (T4: a draw)", seed, a, b)
			}
		}
	}
}

// TestDeepDepths: without a clock deep searches deepFixedDepth turns every move, as the
// docs say; with a clock that never moves it deepens to deepMaxDepth and stops there. (In
// the last turns a search is short whatever its depth: from turn 40 both tanks lose 1 a
// turn, T5, and here both have 1 left.)
func TestDeepDepths(t *testing.T) {
	d := NewDeep(1, nil, 0)
	if _, err := d.Choose(tankwar.FairStart(5, tankwar.DefaultLife).Position(), 0); err != nil {
		t.Fatal(err)
	}
	if d.Depth != deepFixedDepth {
		t.Errorf("without a clock deep searched %d turns, want %d", d.Depth, deepFixedDepth)
	}
	frozen := &fakeClock{t: time.Unix(0, 0)}
	d = NewDeep(1, frozen.now, DeepBudget)
	end := pos(t, 44, [2]tankwar.Tank{tank(10, 10, tankwar.Up, 1), tank(12, 12, tankwar.Down, 1)})
	if _, err := d.Choose(end, 0); err != nil {
		t.Fatal(err)
	}
	if d.Depth != deepMaxDepth {
		t.Errorf("with all the time in the world deep searched %d turns, want deepMaxDepth %d", d.Depth, deepMaxDepth)
	}
}

// TestDeepSeesTheEnd: from turn 40 both tanks lose 1 a turn (T5); with 2 life against 1
// the next turn is a win (T8), which deep's search one turn deep finds and scores as a
// win, above any score of a game going on.
func TestDeepSeesTheEnd(t *testing.T) {
	p := pos(t, 44, [2]tankwar.Tank{tank(10, 10, tankwar.Up, 1), tank(12, 12, tankwar.Down, 2)})
	d := NewDeep(1, nil, 0)
	d.me = 1
	if v := d.value(p, 1); v < deepWin {
		t.Errorf("one turn before a sure win: value %v, want at least deepWin %v", v, deepWin)
	}
	d.me = 0
	if v := d.value(p, 1); v > -deepWin {
		t.Errorf("one turn before a sure loss: value %v, want at most %v", v, -deepWin)
	}
}

// TestDeepEndSooner: a win found sooner scores a little more (T8), so deep hurries to it,
// and a loss found later a little less, so it holds out; both stay near deepWin.
func TestDeepEndSooner(t *testing.T) {
	won := pos(t, 44, [2]tankwar.Tank{tank(10, 10, tankwar.Up, 1), tank(12, 12, tankwar.Down, 2)})
	won.Result = tankwar.P2Wins
	prev := 0.0
	for depth := range 6 {
		v := deepEnd(&won, 1, depth)
		if depth == 0 && v != deepWin || depth > 0 && v <= prev || v > 1.1*deepWin {
			t.Errorf("a win with %d turns of the search left: %v (after %v), want deepWin %v at 0, more the more turns left, within a tenth of it", depth, v, prev, deepWin)
		}
		if l := deepEnd(&won, 0, depth); l != -v {
			t.Errorf("the loss with %d turns left: %v, want %v", depth, l, -v)
		}
		prev = v
	}
}
