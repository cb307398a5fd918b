package nothanks

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// randomTurn draws a legal turn for the player to move: SHOOT at a drawn target when
// there is one and the coin says so, else MOVE with drawn steps.
func randomTurn(p Position, intn func(int) int) Turn {
	t := Turn{Player: p.Next(), Roll: intn(6) + 1}
	if shots := p.Shots(); len(shots) > 0 && intn(2) == 0 {
		s := shots[intn(len(shots))]
		t.Choice, t.Shooter, t.Target = Shoot, s.Shooter, s.Target
		return t
	}
	if !p.CanMove() {
		return t
	}
	for range t.Roll {
		all := p.Steps()
		s := all[intn(len(all))]
		t.Steps = append(t.Steps, s)
		p, _ = p.AfterStep(s)
	}
	return t
}

// playedOut plays a random game of n players from the built-in layout, to its end or
// for at most limit turns.
func playedOut(t interface{ Fatal(...any) }, n int, seed uint64, limit int) *Game {
	l, _ := BuiltIn(n)
	g, err := NewGame(l, Red)
	if err != nil {
		t.Fatal(err)
	}
	intn := xorshift(seed)
	for !g.Position().Over() && g.Turns() < limit {
		if err := g.Play(randomTurn(g.Position(), intn)); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func xorshift(seed uint64) func(int) int {
	s := seed*0x9e3779b97f4a7c15 + 1
	return func(n int) int {
		s ^= s << 13
		s ^= s >> 7
		s ^= s << 17
		return int(s % uint64(n))
	}
}

// TestRandomGamesKeepTheBoardSound: in random legal games no square ever holds two
// pieces (the pieces on the board only ever leave, one by a hit or a player's all when
// they go out), the counts match the board, and kills add up to hits (N1, N6, N7).
func TestRandomGamesKeepTheBoardSound(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(2, 4).Draw(t, "players")
		l, _ := BuiltIn(n)
		first := Colour(rapid.IntRange(0, n-1).Draw(t, "first"))
		g, err := NewGame(l, first)
		if err != nil {
			t.Fatal(err)
		}
		hits := 0
		intn := func(k int) int { return rapid.IntRange(0, k-1).Draw(t, "pick") }
		for turn := 0; turn < 300 && !g.Position().Over(); turn++ {
			before := g.Position()
			tr := randomTurn(before, intn)
			if err := g.Play(tr); err != nil {
				t.Fatalf("a legal turn %+v was refused: %v", tr, err)
			}
			after := g.Position()
			hit := tr.Choice == Shoot && before.At(tr.Target) != after.At(tr.Target)
			if hit {
				hits++
			}
			left := len(before.Pieces()) - len(after.Pieces())
			if hit {
				left--
				out := before.At(tr.Target).Owner()
				if after.Out(out) {
					left -= before.Tanks(out) + before.Bases(out) - 1
				}
			}
			if left != 0 {
				t.Fatalf("turn %d: %d pieces appeared or vanished", g.Turns(), -left)
			}
			var tanks, bases [MaxPlayers]int
			for _, q := range after.Pieces() {
				switch q.Kind {
				case Tank:
					tanks[q.Player]++
				case Base:
					bases[q.Player]++
				}
			}
			kills := 0
			for c := range Colour(n) {
				if tanks[c] != after.Tanks(c) || bases[c] != after.Bases(c) {
					t.Fatalf("%s: the board holds %d tanks and %d bases, the counts say %d and %d", c, tanks[c], bases[c], after.Tanks(c), after.Bases(c))
				}
				k := after.Kills(c)
				kills += k.Tanks + k.Bases
			}
			if kills != hits {
				t.Fatalf("kills %d, hits %d", kills, hits)
			}
		}
	})
}

// TestN10ReplayGivesTheSameGame: a random game written as a record, read back and
// replayed is the same game, turn for turn.
func TestN10ReplayGivesTheSameGame(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(2, 4).Draw(t, "players")
		g := playedOut(t, n, rapid.Uint64().Draw(t, "seed"), 400)
		data, err := json.Marshal(g.Record())
		if err != nil {
			t.Fatal(err)
		}
		r, err := ParseRecord(data)
		if err != nil {
			t.Fatalf("a record ezd wrote does not read: %v", err)
		}
		h, err := Replay(r)
		if err != nil {
			t.Fatal(err)
		}
		hs := h.Positions()
		for i, p := range g.Positions() {
			if p != hs[i] {
				t.Fatalf("after turn %d the replay differs:\n%s", i, cmp.Diff(p.Pieces(), hs[i].Pieces()))
			}
		}
	})
}

// TestUndoRestores: undoing the last turn gives the position before it.
func TestUndoRestores(t *testing.T) {
	g := playedOut(t, 3, 5, 1<<20)
	ps := g.Positions()
	for i := len(ps) - 2; i >= len(ps)-20; i-- {
		g.Undo()
		if g.Position() != ps[i] {
			t.Fatalf("after undo to turn %d the position differs", i)
		}
	}
}

// FuzzParseRecord: any bytes give a record that replays or an error; never a panic.
func FuzzParseRecord(f *testing.F) {
	f.Add([]byte(`{"format": "ezd-nothanks/1", "players": ["red", "blue"], "pieces": [], "first": "red", "turns": []}`))
	g := playedOut(f, 2, 3, 1<<20)
	data, _ := json.Marshal(g.Record())
	f.Add(data)
	r := g.Record()
	r.Table = &Table{Seats: []string{"person", "expecti"}, Dice: "roll", Seed: 7, Rolled: g.Turns() + 2}
	data, _ = json.Marshal(r)
	f.Add(data)
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := ParseRecord(data)
		if err != nil {
			return
		}
		if _, err := Replay(r); err != nil {
			t.Fatalf("a record that read does not replay: %v", err)
		}
	})
}

// FuzzParseLayout: any bytes give a valid layout or an error; never a panic.
func FuzzParseLayout(f *testing.F) {
	for n := 2; n <= 4; n++ {
		l, _ := BuiltIn(n)
		data, _ := json.Marshal(l)
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := ParseLayout(data)
		if err != nil {
			return
		}
		if err := l.Check(); err != nil {
			t.Fatalf("a layout that read does not check: %v", err)
		}
	})
}

// FuzzParseCell: a square either reads and prints back the same, or is refused.
func FuzzParseCell(f *testing.F) {
	for _, s := range []string{"C5", "t20", "A0", "Z9"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCell(s)
		if err != nil {
			return
		}
		d, err := ParseCell(c.String())
		if err != nil || d != c || !c.On(MaxSize) {
			t.Fatalf("%q read as %v, which reads back as %v, %v", s, c, d, err)
		}
	})
}

// BenchmarkRandomGames plays random 4-player games turn after turn; ns/op is the cost
// of one turn (choosing it at random and playing it).
func BenchmarkRandomGames(b *testing.B) {
	l, _ := BuiltIn(4)
	start, _ := l.Start(Red)
	p := start
	intn := xorshift(1)
	b.ReportAllocs()
	for b.Loop() {
		if p.Over() {
			p = start
		}
		p, _ = p.Play(randomTurn(p, intn))
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "turns/s")
}
