package bot

import (
	"slices"
	"testing"

	"github.com/ezd-game/ezd/nothanks"
	"pgregory.net/rapid"
)

// Greedy's rule and the evaluation's parts, each pinned where it has one right answer
// (issue 34: their mutants lived).

// baseDistance is the sum over me's tanks of the distance to the nearest enemy base.
func baseDistance(p nothanks.Position, me nothanks.Colour) int {
	sum := 0
	for _, t := range p.Pieces() {
		if t.Player != me || t.Kind != nothanks.Tank {
			continue
		}
		best := 0
		for _, b := range p.Pieces() {
			if d, _ := nothanks.Distance(t.Cell, b.Cell); b.Kind == nothanks.Base && b.Player != me && (best == 0 || d < best) {
				best = d
			}
		}
		sum += best
	}
	return sum
}

// TestGreedyStepsTowardTheBases: on an open board every step greedy makes brings a tank
// one square nearer an enemy base, so a roll of r brings its tanks r nearer in all.
func TestGreedyStepsTowardTheBases(t *testing.T) {
	p := duelOn8(t).Position()
	before := baseDistance(p, nothanks.Red)
	for roll := 1; roll <= 6; roll++ {
		steps := Greedy{}.Steps(p, roll)
		q, err := p.Play(nothanks.Turn{Player: nothanks.Red, Roll: roll, Steps: steps})
		if err != nil {
			t.Fatalf("roll %d: greedy's steps %v: %v", roll, steps, err)
		}
		if got := before - baseDistance(q, nothanks.Red); got != roll {
			t.Errorf("roll %d: greedy's steps %v came %d nearer the bases, want %d", roll, steps, got, roll)
		}
	}
}

// TestGreedyTakesTheCostliestShot: greedy shoots where the chance times the loss to the
// owner is highest (its rule): from D6, blue's base on D8 at 5/6 (a base costs blue 6 of
// 29) over the tanks around it at 6/6 (a fifth tank costs 3 of 31), and over every shot
// at 2/6 from row 2.
func TestGreedyTakesTheCostliestShot(t *testing.T) {
	g := duelOn8(t)
	play(t, g, nothanks.Turn{Roll: 4, Steps: []nothanks.Step{
		{From: sq(t, "D2"), To: sq(t, "D3")}, {From: sq(t, "D3"), To: sq(t, "D4")},
		{From: sq(t, "D4"), To: sq(t, "D5")}, {From: sq(t, "D5"), To: sq(t, "D6")}}},
		fire(t, 1, "B7", "B2"))
	choice, shot := Greedy{}.Decide(g.Position())
	if choice != nothanks.Shoot || shot.Shooter != sq(t, "D6") || shot.Target != sq(t, "D8") {
		t.Errorf("greedy chose %v %+v, not D6 at D8", choice, shot)
	}
}

// TestGreedyShootsTheTankBesideIt: a tank beside greedy's at 6/6 (a fifth tank costs
// blue 3) is worth more to shoot than any of blue's bases at 1/6 (6 of 29 each).
func TestGreedyShootsTheTankBesideIt(t *testing.T) {
	g := duelOn8(t)
	play(t, g, fire(t, 1, "B2", "B7"), nothanks.Turn{Roll: 4, Steps: []nothanks.Step{
		{From: sq(t, "F7"), To: sq(t, "F6")}, {From: sq(t, "F6"), To: sq(t, "F5")},
		{From: sq(t, "F5"), To: sq(t, "F4")}, {From: sq(t, "F4"), To: sq(t, "F3")}}})
	choice, shot := Greedy{}.Decide(g.Position())
	if choice != nothanks.Shoot || shot.Target != sq(t, "F3") {
		t.Errorf("greedy chose %v %+v, not the tank on F3", choice, shot)
	}
}

// TestSurveySeesEveryEdge: the bots' survey of a position finds the tanks and bases on
// the last column and the last row (blue's bases stand on row 8 of the 8x8 duel).
func TestSurveySeesEveryEdge(t *testing.T) {
	g := duelOn8(t)
	play(t, g, nothanks.Turn{Roll: 2, Steps: []nothanks.Step{
		{From: sq(t, "F2"), To: sq(t, "G2")}, {From: sq(t, "G2"), To: sq(t, "H2")}}},
		nothanks.Turn{Roll: 2, Steps: []nothanks.Step{
			{From: sq(t, "F7"), To: sq(t, "G7")}, {From: sq(t, "G7"), To: sq(t, "H7")}}})
	p := g.Position()
	var sv survey
	sv.take(&p)
	for _, c := range []nothanks.Colour{nothanks.Red, nothanks.Blue} {
		var want []nothanks.Cell
		for _, q := range p.Pieces() {
			if q.Player == c && q.Kind == nothanks.Tank {
				want = append(want, q.Cell)
			}
		}
		if got := sv.tanksOf(c); !slices.Equal(got, want) {
			t.Errorf("%s's tanks surveyed %v, want %v", c, got, want)
		}
	}
	var bases []nothanks.Placed
	for _, q := range p.Pieces() {
		if q.Kind == nothanks.Base {
			bases = append(bases, q)
		}
	}
	if got := sv.bases[:sv.nbases]; !slices.Equal(got, bases) {
		t.Errorf("bases surveyed %v, want %v", got, bases)
	}
}

// TestMaterialIsALeadOverTheAverage: material is a player's worth less the opponents'
// average, so every player at the start of a game of 2, 3 or 4 stands at 0.
func TestMaterialIsALeadOverTheAverage(t *testing.T) {
	for n := 2; n <= 4; n++ {
		l, _ := nothanks.BuiltIn(n)
		p, err := l.Start(nothanks.Red)
		if err != nil {
			t.Fatal(err)
		}
		for c := range nothanks.Colour(n) {
			if v := material(&p, c); v != 0 {
				t.Errorf("%d players: %s's material at the start is %v, want 0", n, c, v)
			}
		}
	}
}

// sameSurvey reports whether two surveys hold the same tanks per player and the same
// bases, in any order (after and moved keep a survey up to date without the order).
func sameSurvey(a, b *survey) bool {
	for c := range nothanks.Colour(nothanks.MaxPlayers) {
		x, y := slices.Clone(a.tanksOf(c)), slices.Clone(b.tanksOf(c))
		cmp := func(p, q nothanks.Cell) int { return int(p.Y-q.Y)*64 + int(p.X-q.X) }
		slices.SortFunc(x, cmp)
		slices.SortFunc(y, cmp)
		if !slices.Equal(x, y) {
			return false
		}
	}
	x, y := slices.Clone(a.bases[:a.nbases]), slices.Clone(b.bases[:b.nbases])
	cmp := func(p, q nothanks.Placed) int { return int(p.Cell.Y-q.Cell.Y)*64 + int(p.Cell.X-q.Cell.X) }
	slices.SortFunc(x, cmp)
	slices.SortFunc(y, cmp)
	return slices.Equal(x, y)
}

// TestSurveyKeptUpToDate: the survey a bot keeps up to date as a plan moves a tank or a
// shot hits or misses (a tank, a base, a player's last piece, who then goes out, N7) is
// the survey taken afresh of the position after, over random games.
func TestSurveyKeptUpToDate(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(2, 4).Draw(t, "players")
		l, _ := nothanks.BuiltIn(n)
		g, err := nothanks.NewGame(l, nothanks.Red)
		if err != nil {
			t.Fatal(err)
		}
		b := NewRandom(rapid.Uint64().Draw(t, "seed"))
		dice := NewDice(rapid.Uint64().Draw(t, "dice"))
		for range 200 {
			p := g.Position()
			if p.Over() {
				break
			}
			var sv survey
			sv.take(&p)
			tr, err := TakeTurn(b, p, dice)
			if err != nil {
				t.Fatal(err)
			}
			q, _ := p.Play(tr)
			var fresh, kept survey
			fresh.take(&q)
			switch {
			case tr.Choice == nothanks.Shoot:
				kept = sv.after(&q, tr.Target)
			default:
				kept = sv
				for _, s := range tr.Steps {
					kept = kept.moved(p.Next(), s.From, s.To)
				}
			}
			if !sameSurvey(&kept, &fresh) {
				t.Fatalf("turn %d (%+v): the survey kept is %+v, taken afresh %+v", q.Turn(), tr, kept, fresh)
			}
			if err := g.Play(tr); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// TestNearestEnemyBase: from every empty square of the 4-player board, the distance greedy and
// expecti steer by is the distance to the nearest base of another player (N2).
func TestNearestEnemyBase(t *testing.T) {
	l, _ := nothanks.BuiltIn(4)
	p, err := l.Start(nothanks.Red)
	if err != nil {
		t.Fatal(err)
	}
	var sv survey
	sv.take(&p)
	for c := range nothanks.Colour(4) {
		for y := int8(1); y <= int8(p.Size()); y++ {
			for x := int8(1); x <= int8(p.Size()); x++ {
				from, want := nothanks.Cell{X: x, Y: y}, 0
				if p.At(from) != 0 {
					continue // a tank steps only to an empty square
				}
				for _, q := range l.Pieces {
					if d, _ := nothanks.Distance(from, q.Cell); q.Kind == nothanks.Base && q.Player != c && (want == 0 || d < want) {
						want = d
					}
				}
				if got := sv.nearestEnemyBase(c, from); got != want {
					t.Fatalf("%s from %v: %d, want %d", c, from, got, want)
				}
			}
		}
	}
}
