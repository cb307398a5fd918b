package bot

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/ezd-game/ezd/nothanks"
	"pgregory.net/rapid"
)

// What is right for a bot whatever its evaluation (issue 34: mutants of eval.go,
// expecti.go and greedy.go lived because no test said what a bot must do).

// duelOn8 is a 2-player layout on an 8x8 board: red's tanks on row 2, blue's on row 7,
// facing each other down columns B to F, bases behind them.
func duelOn8(t *testing.T) *nothanks.Game {
	t.Helper()
	red := []nothanks.Placed{
		{Kind: nothanks.Barrier, Cell: nothanks.Cell{X: 1, Y: 1}}, {Kind: nothanks.Barrier, Cell: nothanks.Cell{X: 8, Y: 1}},
		{Kind: nothanks.Barrier, Cell: nothanks.Cell{X: 1, Y: 3}}, {Kind: nothanks.Barrier, Cell: nothanks.Cell{X: 8, Y: 3}},
		{Kind: nothanks.Base, Cell: nothanks.Cell{X: 3, Y: 1}}, {Kind: nothanks.Base, Cell: nothanks.Cell{X: 4, Y: 1}},
		{Kind: nothanks.Base, Cell: nothanks.Cell{X: 5, Y: 1}},
	}
	for x := int8(2); x <= 6; x++ {
		red = append(red, nothanks.Placed{Kind: nothanks.Tank, Cell: nothanks.Cell{X: x, Y: 2}})
	}
	l := nothanks.Layout{Size: 8, Players: 2}
	for _, p := range red {
		l.Pieces = append(l.Pieces, nothanks.Placed{Player: nothanks.Red, Kind: p.Kind, Cell: p.Cell},
			nothanks.Placed{Player: nothanks.Blue, Kind: p.Kind, Cell: nothanks.Cell{X: p.Cell.X, Y: 9 - p.Cell.Y}})
	}
	g, err := nothanks.NewGame(l, nothanks.Red)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func sq(t *testing.T, s string) nothanks.Cell {
	t.Helper()
	c, err := nothanks.ParseCell(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func play(t *testing.T, g *nothanks.Game, turns ...nothanks.Turn) {
	t.Helper()
	for _, tr := range turns {
		tr.Player = g.Position().Next()
		if err := g.Play(tr); err != nil {
			t.Fatal(err)
		}
	}
}

func fire(t *testing.T, roll int, from, to string) nothanks.Turn {
	return nothanks.Turn{Choice: nothanks.Shoot, Roll: roll, Shooter: sq(t, from), Target: sq(t, to)}
}

// TestBotsTakeTheWinningShot (N6, N7): red may shoot blue's last tank, or last base, and
// win, beside other targets (bases at 6/6 beside the last tank, tanks at 2/6 beside the
// last base); greedy, cautious and expecti take a shot that wins.
func TestBotsTakeTheWinningShot(t *testing.T) {
	walk := nothanks.Turn{Roll: 5, Steps: []nothanks.Step{
		{From: sq(t, "D2"), To: sq(t, "D3")}, {From: sq(t, "D3"), To: sq(t, "D4")}, {From: sq(t, "D4"), To: sq(t, "D5")},
		{From: sq(t, "D5"), To: sq(t, "D6")}, {From: sq(t, "D6"), To: sq(t, "D7")}}}
	for _, tc := range []struct {
		name  string
		turns []nothanks.Turn // red hits, blue misses
		last  string
	}{
		{"the last tank", []nothanks.Turn{
			fire(t, 6, "B2", "B7"), fire(t, 1, "C7", "C2"), fire(t, 6, "C2", "C7"), fire(t, 1, "D7", "D2"),
			fire(t, 6, "E2", "E7"), fire(t, 1, "D7", "D2"), fire(t, 6, "D2", "D7"), fire(t, 1, "F7", "F2"),
			walk, fire(t, 1, "F7", "F2")}, "F7"},
		{"the last base", []nothanks.Turn{
			fire(t, 6, "C2", "C8"), fire(t, 1, "C7", "C2"), fire(t, 6, "D2", "D8"), fire(t, 1, "D7", "D2")}, "E8"},
	} {
		g := duelOn8(t)
		play(t, g, tc.turns...)
		p := g.Position()
		if p.Tanks(nothanks.Blue) != 1 && p.Bases(nothanks.Blue) != 1 || p.Next() != nothanks.Red {
			t.Fatalf("%s: the set-up went wrong: blue has %d tanks, %d bases, %s to play", tc.name, p.Tanks(nothanks.Blue), p.Bases(nothanks.Blue), p.Next())
		}
		for _, name := range []string{"greedy", "cautious", "expecti"} {
			b, _ := New(name, 1)
			choice, shot := b.Decide(p)
			if choice != nothanks.Shoot || shot.Target != sq(t, tc.last) {
				t.Errorf("%s: %s chose %v %+v, not a shot at %s, which wins", tc.name, name, choice, shot, tc.last)
			}
		}
	}
}

// exposed reports whether a tank of me stands next to an enemy tank, which shoots it at
// 6/6 before me's next turn (every other player in the game plays before it).
func exposed(p nothanks.Position, me nothanks.Colour) bool {
	for _, q := range p.Pieces() {
		if q.Player != me || q.Kind != nothanks.Tank {
			continue
		}
		for dy := int8(-1); dy <= 1; dy++ {
			for dx := int8(-1); dx <= 1; dx++ {
				n := p.At(nothanks.Cell{X: q.Cell.X + dx, Y: q.Cell.Y + dy})
				if n.Kind() == nothanks.Tank && n.Owner() != me && !p.Out(n.Owner()) {
					return true
				}
			}
		}
	}
	return false
}

// safeMove returns a move of roll steps after which no tank of the player to move is
// exposed: one tank stepping to a neighbour and back (N5 allows it), if there is one.
func safeMove(p nothanks.Position, roll int) (nothanks.Turn, bool) {
	for _, s := range p.Steps() {
		t := nothanks.Turn{Player: p.Next(), Roll: roll}
		for i := range roll {
			if i%2 == 0 {
				t.Steps = append(t.Steps, s)
			} else {
				t.Steps = append(t.Steps, nothanks.Step{From: s.To, To: s.From})
			}
		}
		if q, err := p.Play(t); err == nil && !exposed(q, p.Next()) {
			return t, true
		}
	}
	return nothanks.Turn{}, false
}

// checkNotExposed plays expecti's steps for roll and fails when they leave a tank next to
// an enemy tank while a safe move was there.
func checkNotExposed(t *testing.T, what string, p nothanks.Position, roll int) {
	t.Helper()
	safe, ok := safeMove(p, roll)
	if !ok {
		t.Fatalf("%s: no safe move to compare with", what)
	}
	me := p.Next()
	steps := NewExpecti().Steps(p, roll)
	q, err := p.Play(nothanks.Turn{Player: me, Roll: roll, Steps: steps})
	if err != nil {
		t.Fatalf("%s: expecti's steps %v: %v", what, steps, err)
	}
	if exposed(q, me) {
		t.Errorf("%s, roll %d: expecti moved %v, next to an enemy tank that shoots first at 6/6; %v was safe", what, roll, steps, safe.Steps)
	}
}

// TestExpectiKeepsOutOfASureShot: with two players, a tank of expecti never ends its move
// next to an enemy tank (shot first at 6/6) when another move is safe, whatever the roll.
func TestExpectiKeepsOutOfASureShot(t *testing.T) {
	g := duelOn8(t)
	play(t, g, nothanks.Turn{Roll: 2, Steps: []nothanks.Step{
		{From: sq(t, "D2"), To: sq(t, "D3")}, {From: sq(t, "D3"), To: sq(t, "D4")}}}) // red comes closer
	p := g.Position()
	for roll := 1; roll <= 6; roll++ {
		checkNotExposed(t, "blue after red's D2-D4", p, roll)
	}
}

// TestExpectiKeepsOutOfASureShotAmongThree replays the games of issue 31 item 12, where
// expecti (blue, three players) walked next to an enemy tank that shoots before it: on
// each of those turns a safe move was there.
func TestExpectiKeepsOutOfASureShotAmongThree(t *testing.T) {
	for file, turns := range map[string][]int{
		"person-vs-expecti-1.json": {34, 36},
		"person-vs-expecti-2.json": {54, 56, 58},
	} {
		data, err := os.ReadFile(filepath.Join("testdata", file))
		if err != nil {
			t.Fatal(err)
		}
		r, err := nothanks.ParseRecord(data)
		if err != nil {
			t.Fatal(err)
		}
		g, err := nothanks.Replay(r)
		if err != nil {
			t.Fatal(err)
		}
		ps := g.Positions()
		for _, i := range turns {
			checkNotExposed(t, file+" turn "+strconv.Itoa(i), ps[i-1], g.Turn(i).Roll)
		}
	}
}

// TestRandomPlaysOnlyLegalTurns: whatever the position, random's choice and steps make a
// turn the rules accept, for every roll (N4-N6).
func TestRandomPlaysOnlyLegalTurns(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(2, 4).Draw(t, "players")
		l, _ := nothanks.BuiltIn(n)
		g, err := nothanks.NewGame(l, nothanks.Red)
		if err != nil {
			t.Fatal(err)
		}
		b := NewRandom(rapid.Uint64().Draw(t, "seed"))
		dice := NewDice(rapid.Uint64().Draw(t, "dice"))
		for range rapid.IntRange(0, 120).Draw(t, "turns") {
			p := g.Position()
			if p.Over() {
				break
			}
			for roll := 1; roll <= 6; roll++ {
				choice, shot := b.Decide(p)
				tr := nothanks.Turn{Player: p.Next(), Choice: choice, Roll: roll, Shooter: shot.Shooter, Target: shot.Target}
				if choice == nothanks.Move && p.CanMove() {
					tr.Steps = b.Steps(p, roll)
				}
				if _, err := p.Play(tr); err != nil {
					t.Fatalf("turn %d, roll %d: random played %+v: %v", p.Turn()+1, roll, tr, err)
				}
			}
			tr, err := TakeTurn(b, p, dice)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Play(tr); err != nil {
				t.Fatal(err)
			}
		}
	})
}
