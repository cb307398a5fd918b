package tankwar

import (
	"encoding/json"
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// startGen draws any valid start (T2).
func startGen() *rapid.Generator[Start] {
	return rapid.Custom(func(t *rapid.T) Start {
		var s Start
		s.Life = rapid.IntRange(1, MaxLife).Draw(t, "life")
		for i := range s.Tanks {
			s.Tanks[i] = Placement{
				Cell{int8(rapid.IntRange(1, Size).Draw(t, "x")), int8(rapid.IntRange(1, Size).Draw(t, "y"))},
				Dir(rapid.IntRange(0, 3).Draw(t, "dir")),
			}
		}
		if s.Tanks[0].Cell == s.Tanks[1].Cell {
			s.Tanks[1].X = s.Tanks[1].X%Size + 1
		}
		return s
	})
}

// playRandom plays a game from s to its end with actions drawn by t.
func playRandom(t *rapid.T, s Start) *Game {
	g, err := NewGame(s)
	if err != nil {
		t.Fatal(err)
	}
	for !g.Result().Over() {
		a1 := Action(rapid.IntRange(0, 2).Draw(t, "a1"))
		a2 := Action(rapid.IntRange(0, 2).Draw(t, "a2"))
		if err := g.Play(a1, a2); err != nil {
			t.Fatal(err)
		}
		if g.Turns() > MaxTurns {
			t.Fatalf("T5 a game lasted %d turns, more than %d", g.Turns(), MaxTurns)
		}
	}
	return g
}

// TestT9ReplayGivesTheSameGame: a random game written as a record, read back and replayed
// is the same game, turn for turn.
func TestT9ReplayGivesTheSameGame(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := playRandom(t, startGen().Draw(t, "start"))
		data, err := json.Marshal(g.Record())
		if err != nil {
			t.Fatal(err)
		}
		r, err := ParseRecord(data)
		if err != nil {
			t.Fatalf("a record ezd wrote does not read: %v\n%s", err, data)
		}
		again, err := Replay(r)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(g.Positions(), again.Positions(), cmp.AllowUnexported(Bullets{})); diff != "" {
			t.Fatalf("T9 the replay differs:\n%s", diff)
		}
	})
}

// TestT9UndoRestores: undoing the last turn gives the position before it.
func TestT9UndoRestores(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := playRandom(t, startGen().Draw(t, "start"))
		ps := g.Positions()
		n := rapid.IntRange(0, g.Turns()).Draw(t, "undo")
		for range n {
			if !g.Undo() {
				t.Fatal("Undo found no turn")
			}
		}
		if g.Position() != ps[len(ps)-1-n] {
			t.Fatalf("after %d undos the position is not the one %d turns back", n, n)
		}
	})
}

// TestT3EveryActionMovesOneCell: whatever the position, each tank ends one cell from where
// it stood, facing the way it moved.
func TestT3EveryActionMovesOneCell(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := playRandom(t, startGen().Draw(t, "start"))
		ps := g.Positions()
		for i := 1; i < len(ps); i++ {
			for k := range 2 {
				a, b := ps[i-1].Tanks[k], ps[i].Tanks[k]
				if a.Ahead(b.Dir) != b.Cell {
					t.Fatalf("turn %d: tank %d went from %v to %v", i-1, k+1, a, b)
				}
			}
		}
	})
}

// TestMirrorIsFair: the grid turned half-way round with the players swapped plays the same
// game mirrored, so a start and its mirror (FairStart, tournaments) stand equally.
func TestMirrorIsFair(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := playRandom(t, startGen().Draw(t, "start"))
		s := g.Start()
		ms := Start{Life: s.Life, Tanks: [2]Placement{s.Tanks[1].Mirror(), s.Tanks[0].Mirror()}}
		m, err := NewGame(ms)
		if err != nil {
			t.Fatal(err)
		}
		for _, mv := range g.Moves() {
			if err := m.Play(mv[1], mv[0]); err != nil {
				t.Fatal(err)
			}
		}
		want := map[Result]Result{Ongoing: Ongoing, Draw: Draw, P1Wins: P2Wins, P2Wins: P1Wins}[g.Result()]
		if m.Result() != want {
			t.Fatalf("game %v, mirrored %v", g.Result(), m.Result())
		}
		a, b := g.Position().Tanks, m.Position().Tanks
		if a[0].Life != b[1].Life || a[1].Life != b[0].Life {
			t.Fatalf("lives %v, mirrored %v", a, b)
		}
	})
}

// TestBulletStoreBound plays random games and random set-up positions until their end and
// checks the bullets never pass the bound MaxBullets's comment proves: 8 in a game from a
// start, 16 with the 8 a set-up position may add.
func TestBulletStoreBound(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := playRandom(t, startGen().Draw(t, "start"))
		for _, p := range g.Positions() {
			if p.Bullets.Len() > 8 {
				t.Fatalf("turn %d: %d bullets from a legal start", p.Turn, p.Bullets.Len())
			}
		}
	})
	rapid.Check(t, func(t *rapid.T) {
		var tanks [2]Tank
		for i := range tanks {
			tanks[i] = tk(int8(rapid.IntRange(1, Size).Draw(t, "x")), int8(rapid.IntRange(1, Size).Draw(t, "y")),
				Dir(rapid.IntRange(0, 3).Draw(t, "d")), MaxLife)
		}
		bs := rapid.SliceOfN(rapid.Custom(func(t *rapid.T) Bullet {
			return bl(int8(rapid.IntRange(1, Size).Draw(t, "x")), int8(rapid.IntRange(1, Size).Draw(t, "y")), Dir(rapid.IntRange(0, 3).Draw(t, "d")))
		}), 0, MaxSetUpBullets).Draw(t, "bullets")
		p, err := NewPosition(rapid.IntRange(0, 12).Draw(t, "turn"), tanks, bs)
		if err != nil {
			t.Fatal(err)
		}
		for !p.Result.Over() {
			p, err = p.Step(Action(rapid.IntRange(0, 2).Draw(t, "a1")), Action(rapid.IntRange(0, 2).Draw(t, "a2")))
			if err != nil {
				t.Fatal(err)
			}
			if p.Bullets.Len() > 16 {
				t.Fatalf("%d bullets", p.Bullets.Len())
			}
		}
	})
}

// TestFairStart: the same seed gives the same valid start, tank 2 on tank 1's mirror.
func TestFairStart(t *testing.T) {
	seen := map[Placement]bool{}
	for seed := range uint64(200) {
		s := FairStart(seed, 7)
		if err := s.Validate(); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if s != FairStart(seed, 7) || s.Tanks[1] != s.Tanks[0].Mirror() || s.Life != 7 {
			t.Fatalf("seed %d: %+v", seed, s)
		}
		seen[s.Tanks[0]] = true
	}
	if len(seen) < 100 {
		t.Errorf("200 seeds gave only %d starts", len(seen))
	}
}

// TestFairStartDrawsAsRandIntN: FairStart gives the starts it gave when it drew with
// rand.Rand's IntN, for every seed tried, and allocates nothing; intN draws as rand.Rand's
// Uint64N (which IntN is) for small and huge n, powers of two included.
func TestFairStartDrawsAsRandIntN(t *testing.T) {
	if a := testing.AllocsPerRun(100, func() { FairStart(7, 5) }); a != 0 {
		t.Errorf("FairStart allocates %v times", a)
	}
	if bits.UintSize != 64 {
		t.Skip("rand.Rand draws small numbers otherwise on a 32-bit machine; FairStart draws as on a 64-bit one everywhere")
	}
	for seed := range uint64(20000) {
		r := rand.New(rand.NewPCG(seed, 0x7a6b_7761_72))
		const lo, hi = 4, Size - 3
		p := Placement{Cell{int8(lo + r.IntN(hi-lo+1)), int8(lo + r.IntN(hi-lo+1))}, Dir(r.IntN(4))}
		want := Start{Life: 9, Tanks: [2]Placement{p, p.Mirror()}}
		if got := FairStart(seed, 9); got != want {
			t.Fatalf("seed %d: FairStart %+v, rand.Rand %+v", seed, got, want)
		}
	}
	for _, n := range []uint64{1, 2, 3, 4, 13, 64, 1000, 1 << 40, 1<<63 + 1, 1<<64 - 1} {
		src, ref := rand.NewPCG(n, 7), rand.New(rand.NewPCG(n, 7))
		for range 1000 {
			if got, want := uint64(intN(src, n)), ref.Uint64N(n); got != want {
				t.Fatalf("intN(%d) = %d, rand.Rand.Uint64N %d", n, got, want)
			}
		}
	}
}
