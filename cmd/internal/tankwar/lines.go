package tankwar

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/tankwar"
)

// playLines is play in accessible mode (ACCESSIBLE=1, --accessible, TERM=dumb): no board,
// the position in words before each turn and one question a line for each person, so a
// screen reader can follow. Typed answers show on the line, so in PvP the other player
// looks away (T7 wants the choices secret; the full screen hides them).
func playLines(ctx context.Context, f *cmdutil.Factory, m *match, keys keyMode) error {
	out := f.IO.Out
	for !m.over() {
		if err := ctx.Err(); err != nil { // an interrupt ends even a game of bots
			return err
		}
		p := m.game.Position()
		fmt.Fprintln(out, describePosition(p, m.names))
		for side := range 2 {
			if m.over() {
				break
			}
			if b := m.bots[side]; b != nil {
				a, err := b.Choose(p, side)
				if ctx.Err() != nil {
					return ctx.Err()
				}
				if err != nil {
					m.botFailed(side, err)
					break
				}
				fmt.Fprintf(out, "%s has chosen.\n", capital(who(side, m.names)))
				if err := m.choose(side, a); err != nil {
					return err
				}
				continue
			}
			a, err := askAction(ctx, f.IO.In, out, side, keys, p.Tanks[side].Dir)
			if errors.Is(err, errLeave) {
				fmt.Fprintf(out, "Left before turn %d.\n", m.game.Turns())
				return nil
			}
			if err != nil {
				return err
			}
			if err := m.choose(side, a); err != nil {
				return err
			}
		}
		if m.last != "" && m.game.Turns() > 0 {
			fmt.Fprintln(out, capital(m.last)+".")
		}
	}
	fmt.Fprintf(out, "Game over. %s.\n", capital(endWords(m.game, m.names, m.forfeit)))
	return nil
}

// errLeave is a person's q, or the end of the input.
var errLeave = errors.New("left")

// lineActions are the answers a person may type that are T3's actions whatever the keys:
// the action's number or its name. The letter keys of the full screen mean there what they
// mean here (keys.go).
var lineActions = map[string]tankwar.Action{
	"0": tankwar.Straight, "1": tankwar.TurnLeft, "2": tankwar.TurnRight,
	"straight": tankwar.Straight, "left": tankwar.TurnLeft, "right": tankwar.TurnRight,
}

// askAction asks one person, whose tank faces f, for the turn's action until the answer
// is one. An interrupt ends the wait at once (exit 130).
func askAction(ctx context.Context, in io.Reader, out io.Writer, side int, keys keyMode, f tankwar.Dir) (tankwar.Action, error) {
	for {
		fmt.Fprintf(out, "Player %d, your action: 0 straight, 1 left, 2 right (q leaves): ", side+1)
		line, err := prompt.ReadLine(ctx, in)
		if ctx.Err() != nil {
			fmt.Fprintln(out)
			return 0, ctx.Err()
		}
		answer := strings.ToLower(strings.TrimSpace(line))
		if answer == "q" || (answer == "" && err != nil) {
			fmt.Fprintln(out)
			return 0, errLeave
		}
		if a, ok := lineActions[answer]; ok {
			return a, nil
		}
		var c keyChoice
		if len(answer) == 1 { // a letter key of either player; "up" is not typed as a key
			if c = keys.choiceOf(answer, side, f); !c.ok {
				c = keys.choiceOf(answer, 1-side, f)
			}
		}
		switch {
		case c.refused != "":
			fmt.Fprintf(out, "%s.\n", capital(c.refused))
		case c.ok:
			return c.action, nil
		default:
			fmt.Fprintf(out, "%s is not an action: type 0, 1 or 2.\n", cmdutil.Quoted(answer))
		}
	}
}

// describePosition says the position in words: the turn, the area, whether bullets fire,
// both tanks and the bullets in flight, with whose they are.
func describePosition(p tankwar.Position, names [2]string) string {
	var b strings.Builder
	a := p.Area()
	fmt.Fprintf(&b, "Turn %d", p.Turn)
	if a.Min <= a.Max {
		fmt.Fprintf(&b, ", area (%d,%d) to (%d,%d)", a.Min, a.Min, a.Max, a.Max)
	} else {
		b.WriteString(", no cell playable")
	}
	if p.Turn%3 == 0 {
		b.WriteString(", bullets fire")
	}
	b.WriteString(". ")
	for i, t := range p.Tanks {
		fmt.Fprintf(&b, "%s. ", capital(describeTank(i, t, names)))
	}
	if n := p.Bullets.Len(); n == 0 {
		b.WriteString("No bullets.")
	} else {
		parts := make([]string, n)
		for i := range n {
			bl := p.Bullets.At(i)
			parts[i] = fmt.Sprintf("%v flying %v", bl.Cell, bl.Dir)
			if o := p.Bullets.Owner(i); o != 0 {
				parts[i] = fmt.Sprintf("player %d's %s", o, parts[i])
			}
		}
		fmt.Fprintf(&b, "Bullets: %s.", strings.Join(parts, ", "))
	}
	return b.String()
}

// capital starts a sentence with a capital letter.
func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
