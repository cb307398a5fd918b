package nothanks

import (
	"strings"
	"testing"
)

// TestRulesTable pins N1-N9 one case a row: a position, a turn, and either the error the
// turn must get or a check on the position after it.
func TestRulesTable(t *testing.T) {
	duel := []string{"red tank C5", "red base A1", "blue tank C9", "blue base L12", "blue tank L1"}
	tests := []struct {
		name  string
		pos   Position
		turn  Turn
		err   string
		after func(Position) string
	}{
		{name: "N5 a 5 split 2+1+2 over three tanks",
			pos:  setUp(t, 12, 2, Red, "red tank B2", "red tank E2", "red tank H2", "red base A12", "blue tank L12", "blue base L11"),
			turn: move(t, Red, 5, "B2 B3, B3 B4, E2 E3, H2 H3, H3 H4"),
			after: func(p Position) string {
				for _, want := range []string{"B4", "E3", "H4"} {
					if p.At(cell(t, want)).Kind() != Tank {
						return "no tank on " + want
					}
				}
				return ""
			}},
		{name: "N5 a tank may come back where it was",
			pos: setUp(t, 12, 2, Red, duel...), turn: move(t, Red, 2, "C5 D5, D5 C5"),
			after: func(p Position) string {
				if p.At(cell(t, "C5")) != PieceOf(Red, Tank) || p.Next() != Blue {
					return "C5 is not red's tank again, or the turn did not pass"
				}
				return ""
			}},
		{name: "N5 too few steps", pos: setUp(t, 12, 2, Red, duel...), turn: move(t, Red, 3, "C5 D5, D5 E5"), err: "2 steps for a roll of 3"},
		{name: "N5 too many steps", pos: setUp(t, 12, 2, Red, duel...), turn: move(t, Red, 1, "C5 D5, D5 E5"), err: "2 steps for a roll of 1"},
		{name: "N5 a step onto a piece", pos: setUp(t, 12, 2, Red, append(duel, "red barrier D5")...), turn: move(t, Red, 1, "C5 D5"), err: "step 1: C5: a step onto D5, which holds a red barrier"},
		{name: "N5 a step off the board", pos: setUp(t, 12, 2, Red, "red tank A3", "red base B1", "blue tank L12", "blue base L11"),
			turn: Turn{Player: Red, Roll: 1, Steps: []Step{{Cell{1, 3}, Cell{0, 3}}}}, err: "a step off the 12x12 board"},
		{name: "N5 a step to a square that is not adjacent", pos: setUp(t, 12, 2, Red, duel...), turn: move(t, Red, 1, "C5 E5"), err: "not a neighbouring square"},
		{name: "N5 a step with an enemy tank", pos: setUp(t, 12, 2, Red, duel...), turn: move(t, Red, 1, "C9 C8"), err: "a blue tank, not a red tank"},
		{name: "N5 a step with a base", pos: setUp(t, 12, 2, Red, duel...), turn: move(t, Red, 1, "A1 A2"), err: "a red base, not a red tank"},
		{name: "N5 no tank can step: the turn passes with its roll and no steps",
			pos:  setUp(t, 8, 2, Red, "red tank A1", "red barrier B1", "red base A2", "blue barrier B2", "blue tank H8", "blue base H7"),
			turn: move(t, Red, 4, ""),
			after: func(p Position) string {
				if p.Next() != Blue || p.Turn() != 1 {
					return "the turn did not pass"
				}
				return ""
			}},
		{name: "N5 no tank can step: steps are refused",
			pos:  setUp(t, 8, 2, Red, "red tank A1", "red barrier B1", "red base A2", "blue barrier B2", "blue tank H8", "blue base H7"),
			turn: move(t, Red, 1, "A1 B2"), err: "cannot move any tank, so the turn has no steps"},
		{name: "N5 a tank that can step cannot pass", pos: setUp(t, 12, 2, Red, duel...), turn: move(t, Red, 3, ""), err: "0 steps for a roll of 3"},
		{name: "N4 SHOOT with no target", pos: setUp(t, 12, 2, Red, "red tank A1", "red base A2", "blue tank L12", "blue base L11"), turn: shoot(t, Red, 6, "A1", "L12"), err: "SHOOT with no target"},
		{name: "N6 a target 4 away is missed by a 3", pos: setUp(t, 12, 2, Red, duel...), turn: shoot(t, Red, 3, "C5", "C9"),
			after: func(p Position) string {
				if p.At(cell(t, "C9")) != PieceOf(Blue, Tank) || p.Kills(Red) != (Kills{}) {
					return "a 3 hit at distance 4"
				}
				return ""
			}},
		{name: "N6 a target 4 away is hit by a 4", pos: setUp(t, 12, 2, Red, duel...), turn: shoot(t, Red, 4, "C5", "C9"), after: hitC9(t)},
		{name: "N6 a target 4 away is hit by a 5", pos: setUp(t, 12, 2, Red, duel...), turn: shoot(t, Red, 5, "C5", "C9"), after: hitC9(t)},
		{name: "N6 a target 4 away is hit by a 6", pos: setUp(t, 12, 2, Red, duel...), turn: shoot(t, Red, 6, "C5", "C9"), after: hitC9(t)},
		{name: "N6 distance 7 is out of range", pos: setUp(t, 12, 2, Red, "red tank C2", "red base A1", "blue tank C9", "blue base L12"), turn: shoot(t, Red, 6, "C2", "C9"), err: "7 squares away (want at most 6)"},
		{name: "N6 a shot at an own piece", pos: setUp(t, 12, 2, Red, append(duel, "red tank C6")...), turn: shoot(t, Red, 6, "C5", "C6"), err: "the shooter's own tank"},
		{name: "N6 a barrier cannot be shot", pos: setUp(t, 12, 2, Red, append(duel, "blue barrier D5")...), turn: shoot(t, Red, 6, "C5", "D5"), err: "a barrier, which cannot be shot"},
		{name: "N6 only in a straight line", pos: setUp(t, 12, 2, Red, append(duel, "blue tank D7")...), turn: shoot(t, Red, 6, "C5", "D7"), err: "not in a straight line"},
		{name: "N6 a base does not shoot", pos: setUp(t, 12, 2, Red, append(duel, "blue tank A3")...), turn: shoot(t, Red, 6, "A1", "A3"), err: "a red base cannot shoot"},
		{name: "N2 no shooting through a base of one's own", pos: setUp(t, 12, 2, Red, append(duel, "red base C7")...), turn: shoot(t, Red, 6, "C5", "C9"), err: "passes a barrier or a base"},
		{name: "N2 no shooting through an enemy base", pos: setUp(t, 12, 2, Red, append(duel, "blue base C7")...), turn: shoot(t, Red, 6, "C5", "C9"), err: "passes a barrier or a base"},
		{name: "N2 no shooting through a barrier", pos: setUp(t, 12, 2, Red, append(duel, "blue barrier C6")...), turn: shoot(t, Red, 6, "C5", "C9"), err: "passes a barrier or a base"},
		{name: "N2 a diagonal shot through a barrier", pos: setUp(t, 12, 2, Red, "red tank A1", "red base L1", "red barrier B2", "blue tank C3", "blue base L12"), turn: shoot(t, Red, 6, "A1", "C3"), err: "passes a barrier or a base"},
		{name: "N2 tanks between do not block", pos: setUp(t, 12, 2, Red, append(duel, "red tank C6", "blue tank C7")...), turn: shoot(t, Red, 4, "C5", "C9"), after: hitC9(t)},
		{name: "N6 a hit base counts apart from tanks", pos: setUp(t, 12, 2, Red, append(duel, "blue base E7")...), turn: shoot(t, Red, 2, "C5", "E7"),
			after: func(p Position) string {
				if p.Kills(Red) != (Kills{Tanks: 0, Bases: 1}) || p.Bases(Blue) != 1 || p.At(cell(t, "E7")) != 0 {
					return "the base was not counted as a base"
				}
				return ""
			}},
		{name: "N7 out by losing all bases while tanks remain", pos: setUp(t, 12, 3, Red, "red tank C5", "red base A1", "blue base C7", "blue tank L1", "blue tank L2", "blue barrier K5", "white tank L12", "white base L11"),
			turn: shoot(t, Red, 2, "C5", "C7"),
			after: func(p Position) string {
				switch {
				case !p.Out(Blue):
					return "blue is not out"
				case p.At(cell(t, "L1")) != 0 || p.At(cell(t, "L2")) != 0:
					return "blue's tanks stayed on the board"
				case p.At(cell(t, "K5")) != PieceOf(Blue, Barrier):
					return "blue's barrier left the board"
				case p.Kills(Red) != (Kills{Bases: 1}):
					return "the tanks that left were scored"
				case p.Next() != White:
					return "the turn went to " + p.Next().String() + ", not white"
				case p.Over():
					return "the game ended with two players in"
				}
				return ""
			}},
		{name: "N7 the last player in wins", pos: setUp(t, 12, 2, Red, "red tank C5", "red base A1", "blue tank C8", "blue base L12"), turn: shoot(t, Red, 3, "C5", "C8"),
			after: func(p Position) string {
				if w, over := p.Winner(); !over || w != Red {
					return "red did not win"
				}
				return ""
			}},
		{name: "N7 a turn after the game is won", pos: func() Position {
			p := setUp(t, 12, 2, Red, "red tank C5", "red base A1", "blue tank C8", "blue base L12")
			p, _ = p.Play(shoot(t, Red, 3, "C5", "C8"))
			return p
		}(), turn: move(t, Blue, 1, "C5 C6"), err: "the game is over: red won"},
		{name: "N7 a player who is out takes no turn", pos: func() Position {
			p := setUp(t, 12, 3, Red, "red tank C5", "red base A1", "blue base C7", "blue tank L1", "white tank L12", "white base L11")
			p, _ = p.Play(shoot(t, Red, 2, "C5", "C7"))
			return p
		}(), turn: move(t, Blue, 1, "L1 L2"), err: "blue is out and takes no turns"},
		{name: "N3 a turn out of order", pos: setUp(t, 12, 2, Red, duel...), turn: move(t, Blue, 1, "C9 C10"), err: "it is red's turn, not blue's"},
		{name: "N9 a roll of 0", pos: setUp(t, 12, 2, Red, duel...), turn: move(t, Red, 0, ""), err: "a roll of 0 (want 1 to 6)"},
		{name: "N9 a roll of 7", pos: setUp(t, 12, 2, Red, duel...), turn: shoot(t, Red, 7, "C5", "C9"), err: "a roll of 7 (want 1 to 6)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			after, err := tc.pos.Play(tc.turn)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("got error %v, want one containing %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if msg := tc.after(after); msg != "" {
				t.Error(msg)
			}
		})
	}
}

func hitC9(t *testing.T) func(Position) string {
	return func(p Position) string {
		if p.At(cell(t, "C9")) != 0 || p.Kills(Red) != (Kills{Tanks: 1}) || p.Tanks(Blue) != countBlue(p) {
			return "C9 was not destroyed and counted"
		}
		return ""
	}
}

// TestN6HitChance: distance d hits with chance (7-d)/6; nothing beyond 6.
func TestN6HitChance(t *testing.T) {
	for d, want := range []int{0, 6, 5, 4, 3, 2, 1, 0} {
		if got := HitChance(d); got != want {
			t.Errorf("HitChance(%d) = %d/6, want %d/6", d, got, want)
		}
	}
}

// TestN6Targets lists the targets of a tank: enemies in the eight lines up to 6, tanks
// seen past tanks, nothing past a base or a barrier, the enemy base itself a target.
func TestN6Targets(t *testing.T) {
	p := setUp(t, 12, 2, Red, "red tank E5", "red base A1",
		"blue tank E4",                    // up 1
		"blue tank E2",                    // up 3, past a tank
		"blue base G5",                    // right 2: a target that ends the line
		"blue tank H5",                    // behind the base: not a target
		"blue barrier C3", "blue tank B2", // up-left, behind a barrier
		"blue tank K11", // diagonal 6
		"blue tank L12", // diagonal 7
		"blue tank F7",  // not in line
	)
	got := map[string]int{}
	for _, s := range p.Shots() {
		got[s.Target.String()] = s.Distance
	}
	want := map[string]int{"E4": 1, "E2": 3, "G5": 2, "K11": 6}
	if len(got) != len(want) {
		t.Fatalf("targets %v, want %v", got, want)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("target %s at %d, want %d (all: %v)", k, got[k], v, got)
		}
	}
}

// TestN1CellNames: [3, 5] is C5, both ways; bad squares are refused.
func TestN1CellNames(t *testing.T) {
	if s := (Cell{3, 5}).String(); s != "C5" {
		t.Errorf("[3, 5] is %s", s)
	}
	for s, want := range map[string]Cell{"C5": {3, 5}, "c5": {3, 5}, "T20": {20, 20}, "A1": {1, 1}} {
		if got, err := ParseCell(s); err != nil || got != want {
			t.Errorf("ParseCell(%q) = %v, %v", s, got, err)
		}
	}
	for _, s := range []string{"", "C", "5C", "C0", "C21", "U1", "C05", "C5x", "é5"} {
		if _, err := ParseCell(s); err == nil {
			t.Errorf("ParseCell(%q) took it", s)
		}
	}
}

func countBlue(p Position) int {
	n := 0
	for _, q := range p.Pieces() {
		if q.Player == Blue && q.Kind == Tank {
			n++
		}
	}
	return n
}

// TestNamesOutOfRange: names of values no game makes still print, never panic.
func TestNamesOutOfRange(t *testing.T) {
	for got, want := range map[string]string{
		Colour(3).String(): "black", Colour(4).String(): "colour 4",
		Kind(3).String(): "barrier", Kind(4).String(): "kind 4",
		(Cell{26, 1}).String(): "Z1", (Cell{27, 1}).String(): "[27, 1]", (Cell{0, 3}).String(): "[0, 3]",
	} {
		if got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	}
	if _, err := ParseCell("U1"); err == nil || !strings.Contains(err.Error(), "A to T") {
		t.Errorf("U1: %v", err)
	}
}
