package nothanks

import (
	"slices"
	"strings"
	"testing"
)

// The board's edges: lines, steps and turns that reach column 1, row 1 and the last column
// and row (mutants of lines.go and turn.go that moved a bound by one lived without these).

// TestN6TargetsOnEveryEdge: a shot reaches the first and last column and row, and the
// four corners' diagonals (N2, N6), on an 8x8 board.
func TestN6TargetsOnEveryEdge(t *testing.T) {
	p := setUp(t, 8, 2, Red, "red tank D4", "red base B7",
		"blue tank A4", "blue tank D1", "blue tank H4", "blue tank D8",
		"blue tank A1", "blue tank G1", "blue tank A7", "blue tank H8")
	var got []string
	for _, s := range p.Shots() {
		got = append(got, s.Target.String()+"@"+string(rune('0'+s.Distance)))
	}
	slices.Sort(got)
	want := []string{"A1@3", "A4@3", "A7@3", "D1@3", "D8@4", "G1@3", "H4@4", "H8@4"}
	if !slices.Equal(got, want) {
		t.Errorf("targets %v, want %v", got, want)
	}
}

// TestN5StepsOntoEveryEdge: a tank one square in from a corner may step onto every one of
// its eight neighbours, the edge squares included (N5).
func TestN5StepsOntoEveryEdge(t *testing.T) {
	p := setUp(t, 8, 2, Red, "red tank B2", "red tank G7", "blue tank D5")
	want := map[string][]string{
		"B2": {"A1", "A2", "A3", "B1", "B3", "C1", "C2", "C3"},
		"G7": {"F6", "F7", "F8", "G6", "G8", "H6", "H7", "H8"},
	}
	for from, to := range want {
		var got []string
		for _, s := range p.AppendStepsFrom(nil, cell(t, from)) {
			got = append(got, s.To.String())
		}
		slices.Sort(got)
		if !slices.Equal(got, to) {
			t.Errorf("steps from %s: %v, want %v", from, got, to)
		}
	}
	if n := len(p.Steps()); n != 16 {
		t.Errorf("red has %d steps, want 16", n)
	}
}

// TestN5CanMoveOnlyOntoAnEdge: a tank whose one empty neighbour lies on an edge of the
// board can move, so its player may not pass (N5).
func TestN5CanMoveOnlyOntoAnEdge(t *testing.T) {
	// around returns barriers on the eight neighbours of at except free.
	around := func(at, free string) []string {
		c, f := cell(t, at), cell(t, free)
		var out []string
		for _, d := range directions {
			n := Cell{c.X + d[0], c.Y + d[1]}
			if n != f {
				out = append(out, "blue barrier "+n.String())
			}
		}
		return out
	}
	for _, tc := range []struct{ tank, free string }{
		{"B2", "A2"}, {"B2", "B1"}, {"G7", "H7"}, {"G7", "G8"},
	} {
		pieces := append([]string{"red tank " + tc.tank, "blue tank D5"}, around(tc.tank, tc.free)...)
		p := setUp(t, 8, 2, Red, pieces...)
		if !p.CanMove() {
			t.Errorf("a tank on %s free to step to %s cannot move", tc.tank, tc.free)
		}
		if _, err := p.Play(move(t, Red, 1, "")); err == nil || !strings.Contains(err.Error(), "0 steps for a roll of 1") {
			t.Errorf("a tank on %s free to step to %s passed its turn: %v", tc.tank, tc.free, err)
		}
		if _, err := p.Play(move(t, Red, 2, tc.tank+" "+tc.free+", "+tc.free+" "+tc.tank)); err != nil {
			t.Errorf("%s to %s and back: %v", tc.tank, tc.free, err)
		}
	}
}

// TestN7OutOnTheTurnPlayed: a player knocked out is out from the turn that hit them, as
// counted from 1 (N7), whatever turn the game is at.
func TestN7OutOnTheTurnPlayed(t *testing.T) {
	p := setUp(t, 12, 3, Red, "red tank C5", "red base A1", "blue tank C7", "blue base L1",
		"white tank L12", "white base L11")
	p.turn = 4
	p, err := p.Play(shoot(t, Red, 2, "C5", "C7"))
	if err != nil {
		t.Fatal(err)
	}
	if !p.Out(Blue) || p.OutOnTurn(Blue) != 5 || p.Turn() != 5 {
		t.Errorf("blue out %v on turn %d, the game at turn %d; want out on turn 5", p.Out(Blue), p.OutOnTurn(Blue), p.Turn())
	}
	if p.OutOnTurn(White) != 0 || p.Next() != White {
		t.Errorf("white out on turn %d, next %s", p.OutOnTurn(White), p.Next())
	}
	if in := p.InPlay(); !slices.Equal(in, []Colour{Red, White}) {
		t.Errorf("in play: %v, want red and white", in)
	}
}

// TestN1APlayerNotInTheGame: a turn of a colour not seated is refused as such, not as a
// turn out of order (N1: the first n colours play).
func TestN1APlayerNotInTheGame(t *testing.T) {
	p := setUp(t, 12, 2, Red, "red tank C5", "red base A1", "blue tank C9", "blue base L12")
	for _, c := range []Colour{White, Black} {
		_, err := p.Play(move(t, c, 1, "C5 C6"))
		if want := c.String() + " is not playing (2 players)"; err == nil || err.Error() != want {
			t.Errorf("got %v, want %q", err, want)
		}
	}
}

// TestN10TurnsAndStepsRead: a game gives back each turn played, from 1, and steps and
// choices print as records and screens write them.
func TestN10TurnsAndStepsRead(t *testing.T) {
	l, _ := BuiltIn(2)
	g, err := NewGame(l, Red)
	if err != nil {
		t.Fatal(err)
	}
	first := move(t, Red, 1, "B3 B4")
	second := move(t, Blue, 2, "B10 B9, B9 C8")
	for _, tr := range []Turn{first, second} {
		if err := g.Play(tr); err != nil {
			t.Fatal(err)
		}
	}
	if got := g.Turn(1); got.Player != Red || !slices.Equal(got.Steps, first.Steps) {
		t.Errorf("turn 1 is %+v, want %+v", got, first)
	}
	if got := g.Turn(2); got.Player != Blue || !slices.Equal(got.Steps, second.Steps) {
		t.Errorf("turn 2 is %+v, want %+v", got, second)
	}
	if s := second.Steps[1].String(); s != "B9 C8" {
		t.Errorf("a step prints as %q, want \"B9 C8\"", s)
	}
	if Move.String() != "move" || Shoot.String() != "shoot" {
		t.Errorf("choices print as %q and %q", Move, Shoot)
	}
}

// TestN6RefusalsOfEveryShot: each shot the rules refuse is refused with its own reason
// (N6), the conditions of CheckShot's switch, which gremlins cannot see covered.
func TestN6RefusalsOfEveryShot(t *testing.T) {
	p := setUp(t, 12, 2, Red, "red tank C5", "red base A1", "blue tank C9", "blue base L12")
	for _, tc := range []struct{ from, to, want string }{
		{"C5", "C7", "C5: nothing to shoot at on C7"},
		{"D5", "C9", "D5: no tank there to shoot"},
		{"C5", "C9", ""},
	} {
		err := p.CheckShot(cell(t, tc.from), cell(t, tc.to))
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || err.Error() != tc.want) {
			t.Errorf("%s at %s: %v, want %q", tc.from, tc.to, err, tc.want)
		}
	}
}
