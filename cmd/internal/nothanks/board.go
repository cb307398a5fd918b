package nothanks

import (
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/nothanks"
)

// ink colours the board: each player's pieces in their colour, marks in reverse. Without
// colour (a pipe, NO_COLOR) plainInk leaves the letters, which say everything on their own.
type ink interface {
	colour(c nothanks.Colour, s string) string
	faint(s string) string
	reverse(s string) string
}

type plainInk struct{}

func (plainInk) colour(_ nothanks.Colour, s string) string { return s }
func (plainInk) faint(s string) string                     { return s }
func (plainInk) reverse(s string) string                   { return s }

// ansiInk is the terminal's: red, blue, bright white and grey for black.
type ansiInk struct{}

var ansiColours = [nothanks.MaxPlayers]string{"1;31", "1;34", "1;97", "1;90"}

func (ansiInk) colour(c nothanks.Colour, s string) string {
	return "\x1b[" + ansiColours[c&3] + "m" + s + "\x1b[0m"
}
func (ansiInk) faint(s string) string   { return "\x1b[2m" + s + "\x1b[0m" }
func (ansiInk) reverse(s string) string { return "\x1b[7m" + s + "\x1b[0m" }

// marks are what a screen shows on the board besides the pieces: the cursor, the tank
// chosen, and the targets of a shot.
type marks struct {
	cursor, chosen *nothanks.Cell
	targets        map[nothanks.Cell]bool
}

// square draws one square in three columns: " R " a tank, "[R]" a base, "###" a barrier,
// " . " an empty square; the cursor is >R< and a target *R*, so both show without colour.
func square(p nothanks.Position, c nothanks.Cell, in ink, m *marks) string {
	q := p.At(c)
	var s string
	switch q.Kind() {
	case nothanks.Tank:
		s = " " + string(q.Owner().Letter()) + " "
	case nothanks.Base:
		s = "[" + string(q.Owner().Letter()) + "]"
	case nothanks.Barrier:
		s = "###"
	default:
		s = " . "
	}
	mark := func(l, r byte) { s = string(l) + s[1:2] + string(r) }
	isCursor := m != nil && m.cursor != nil && *m.cursor == c
	isChosen := m != nil && m.chosen != nil && *m.chosen == c
	switch {
	case isCursor:
		mark('>', '<')
	case isChosen:
		mark('{', '}')
	case m != nil && m.targets[c]:
		mark('*', '*')
	}
	switch q.Kind() {
	case nothanks.Tank, nothanks.Base:
		s = in.colour(q.Owner(), s)
	default:
		s = in.faint(s)
	}
	if isCursor || isChosen {
		s = in.reverse(s)
	}
	return s
}

// drawBoard draws the board with column letters and row numbers: 3 columns a square and 4
// for the row numbers, so a 14x14 board takes 46 columns and 15 lines.
func drawBoard(p nothanks.Position, in ink, m *marks) []string {
	n := p.Size()
	var b strings.Builder
	b.WriteString("   ")
	for x := range n {
		fmt.Fprintf(&b, " %c ", 'A'+x)
	}
	lines := []string{strings.TrimRight(b.String(), " ")}
	for y := 1; y <= n; y++ {
		b.Reset()
		fmt.Fprintf(&b, "%2d ", y)
		for x := 1; x <= n; x++ {
			b.WriteString(square(p, nothanks.Cell{X: int8(x), Y: int8(y)}, in, m))
		}
		lines = append(lines, strings.TrimRight(b.String(), " "))
	}
	return lines
}

// describeTurn says what a turn did, for replays and the screen: "red moved 3: B3 B4,
// B4 B5, E3 E4" or "blue shot from C10 at red's tank on C6 (4 away, 3/6) and rolled 5: hit".
func describeTurn(before nothanks.Position, t nothanks.Turn) string {
	if t.Choice == nothanks.Shoot {
		q := before.At(t.Target)
		d, _ := nothanks.Distance(t.Shooter, t.Target)
		result := "missed"
		if t.Roll >= d {
			result = "hit"
			if q.Kind() == nothanks.Tank && before.Tanks(q.Owner()) == 1 || q.Kind() == nothanks.Base && before.Bases(q.Owner()) == 1 {
				result += ", and " + q.Owner().String() + " is out"
			}
		}
		return fmt.Sprintf("%s shot from %v at %s's %s on %v (%d away, %d/6) and rolled %d: %s",
			t.Player, t.Shooter, q.Owner(), q.Kind(), t.Target, d, nothanks.HitChance(d), t.Roll, result)
	}
	if len(t.Steps) == 0 {
		return fmt.Sprintf("%s rolled %d to move but no tank could: the turn passes", t.Player, t.Roll)
	}
	var steps []string
	for _, s := range t.Steps {
		steps = append(steps, s.String())
	}
	return fmt.Sprintf("%s moved %d: %s", t.Player, t.Roll, strings.Join(steps, ", "))
}

// standing says how a player stands: "red: 4 tanks, 3 bases; destroyed 1 tank, 0 bases"
// or "blue: out on turn 40; destroyed ...".
func standing(p nothanks.Position, c nothanks.Colour) string {
	k := p.Kills(c)
	killed := fmt.Sprintf("destroyed %s, %s", cmdutil.Plural(k.Tanks, "tank"), cmdutil.Plural(k.Bases, "base"))
	if p.Out(c) {
		return fmt.Sprintf("%s: out on turn %d; %s", c, p.OutOnTurn(c), killed)
	}
	return fmt.Sprintf("%s: %s, %s; %s", c, cmdutil.Plural(p.Tanks(c), "tank"), cmdutil.Plural(p.Bases(c), "base"), killed)
}
