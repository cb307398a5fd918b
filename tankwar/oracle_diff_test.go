package tankwar

import (
	"math/rand/v2"
	"testing"
)

// playAgainstOracle plays p to its end with actions from r, each turn through Step and
// through oracleStep, and fails at the first position that differs in anything: turn,
// tanks, bullets, their order and owners, result. It returns the turns played.
func playAgainstOracle(t *testing.T, what string, p Position, r *rand.Rand) int {
	t.Helper()
	turns := 0
	for !p.Result.Over() {
		a1, a2 := Action(r.IntN(3)), Action(r.IntN(3))
		want := oracleStep(oldOf(p), a1, a2)
		got, err := p.Step(a1, a2)
		if err != nil {
			t.Fatalf("%s, turn %d: %v", what, p.Turn, err)
		}
		if !sameAsOld(got, want) {
			t.Fatalf("%s, turn %d, actions %v %v, from %+v:\n got  %+v\n want %+v", what, p.Turn, a1, a2, oldOf(p), oldOf(got), want)
		}
		p = got
		turns++
	}
	return turns
}

// TestStepMatchesTheOldEngine is the differential test of the fast engine: every turn of
// many random games (T4's seven phases, T5's area, T8's end) gives the position the engine
// gave before it was made faster (oracleStep), from fair starts as BenchmarkRandomGames
// plays them, from any valid start (T2: edges, corners, any life) and from positions set
// up directly (tanks on one cell, up to MaxSetUpBullets bullets, any turn to MaxTurns).
// Each bullet keeps the owner it was fired by.
func TestStepMatchesTheOldEngine(t *testing.T) {
	games := 20000
	if testing.Short() {
		games = 2000
	}
	r := rand.New(rand.NewPCG(20, 3))
	turns := 0
	for g := range games {
		turns += playAgainstOracle(t, "fair start", FairStart(uint64(g), 1+r.IntN(MaxLife)).Position(), r)
	}
	for range games {
		s := Start{Life: 1 + r.IntN(MaxLife)}
		for i := range s.Tanks {
			s.Tanks[i] = Placement{Cell{int8(1 + r.IntN(Size)), int8(1 + r.IntN(Size))}, Dir(r.IntN(4))}
		}
		if s.Tanks[0].Cell == s.Tanks[1].Cell {
			continue
		}
		turns += playAgainstOracle(t, "start", s.Position(), r)
	}
	for range games {
		turns += playAgainstOracle(t, "set-up position", randomSetUp(t, r), r)
	}
	t.Logf("%d turns compared", turns)
}

// randomSetUp draws a position as NewPosition allows it: any turn to MaxTurns, tanks
// anywhere on the grid (on one cell one time in eight), any life, up to MaxSetUpBullets
// bullets anywhere on the grid.
func randomSetUp(t *testing.T, r *rand.Rand) Position {
	cell := func() Cell { return Cell{int8(1 + r.IntN(Size)), int8(1 + r.IntN(Size))} }
	var tanks [2]Tank
	for i := range tanks {
		tanks[i] = Tank{cell(), Dir(r.IntN(4)), int16(1 + r.IntN(MaxLife))}
	}
	if r.IntN(8) == 0 {
		tanks[1].Cell = tanks[0].Cell
	}
	bs := make([]Bullet, r.IntN(MaxSetUpBullets+1))
	for i := range bs {
		bs[i] = Bullet{cell(), Dir(r.IntN(4))}
	}
	p, err := NewPosition(r.IntN(MaxTurns+1), tanks, bs)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// FuzzStepMatchesTheOldEngine is the differential test on positions and actions the fuzzer
// chooses: the first bytes set a position up directly, the rest are both actions of every
// turn.
func FuzzStepMatchesTheOldEngine(f *testing.F) {
	f.Add([]byte{0, 5, 5, 2, 5, 16, 16, 0, 5, 0, 0, 1, 2, 2, 1, 0, 0})
	f.Add([]byte{40, 10, 10, 1, 9, 10, 11, 3, 9, 2, 3, 5, 2, 9, 9, 0, 1, 1, 2, 2})
	f.Fuzz(func(t *testing.T, data []byte) {
		next := func() int {
			if len(data) == 0 {
				return 0
			}
			b := int(data[0])
			data = data[1:]
			return b
		}
		turn := next() % (MaxTurns + 1)
		var tanks [2]Tank
		for i := range tanks {
			tanks[i] = Tank{Cell{int8(1 + next()%Size), int8(1 + next()%Size)}, Dir(next() % 4), int16(1 + next()%MaxLife)}
		}
		bs := make([]Bullet, next()%(MaxSetUpBullets+1))
		for i := range bs {
			bs[i] = Bullet{Cell{int8(1 + next()%Size), int8(1 + next()%Size)}, Dir(next() % 4)}
		}
		p, err := NewPosition(turn, tanks, bs)
		if err != nil {
			t.Fatal(err)
		}
		for len(data) >= 2 && !p.Result.Over() {
			a1, a2 := Action(next()%3), Action(next()%3)
			want := oracleStep(oldOf(p), a1, a2)
			got, err := p.Step(a1, a2)
			if err != nil {
				t.Fatal(err)
			}
			if !sameAsOld(got, want) {
				t.Fatalf("turn %d, actions %v %v, from %+v:\n got  %+v\n want %+v", p.Turn, a1, a2, oldOf(p), oldOf(got), want)
			}
			p = got
		}
	})
}
