package nothanks

import (
	"strings"
	"testing"
)

// setUp builds a position directly from pieces written "red tank C5", bypassing the
// layout's counts, so a rule can be tested on the few pieces it is about.
func setUp(t testing.TB, size, players int, next Colour, pieces ...string) Position {
	t.Helper()
	p := Position{size: int8(size), players: int8(players), next: next}
	for _, s := range pieces {
		f := strings.Fields(s)
		c, err := ParseColour(f[0])
		if err != nil {
			t.Fatal(err)
		}
		k, err := ParseKind(f[1])
		if err != nil {
			t.Fatal(err)
		}
		at, err := ParseCell(f[2])
		if err != nil {
			t.Fatal(err)
		}
		if p.board[at.index()] != 0 {
			t.Fatalf("two pieces on %v", at)
		}
		p.board[at.index()] = PieceOf(c, k)
		switch k {
		case Tank:
			p.tanks[c]++
		case Base:
			p.bases[c]++
		}
	}
	return p
}

func cell(t testing.TB, s string) Cell {
	t.Helper()
	c, err := ParseCell(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// steps reads "A1 B2, B2 C3" as steps.
func steps(t testing.TB, s string) []Step {
	t.Helper()
	var out []Step
	for _, part := range strings.Split(s, ",") {
		f := strings.Fields(part)
		out = append(out, Step{cell(t, f[0]), cell(t, f[1])})
	}
	return out
}

func shoot(t testing.TB, who Colour, roll int, from, to string) Turn {
	return Turn{Player: who, Choice: Shoot, Roll: roll, Shooter: cell(t, from), Target: cell(t, to)}
}

func move(t testing.TB, who Colour, roll int, s string) Turn {
	tr := Turn{Player: who, Choice: Move, Roll: roll}
	if s != "" {
		tr.Steps = steps(t, s)
	}
	return tr
}
