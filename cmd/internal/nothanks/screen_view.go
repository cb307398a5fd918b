package nothanks

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
	"github.com/ezd-game/ezd/nothanks"
)

// View draws the board, the panel, the last turns and the prompt; on a terminal smaller
// than the screen needs, it says so instead and waits for a resize (the game waits too).
func (s *screen) View() string {
	if s.m.game == nil {
		return s.rollOffView()
	}
	p := s.now()
	if s.tooSmall(p.Size()) {
		return s.smallTerminal(p.Size())
	}
	mk := &marks{}
	if s.phase == phSteps || s.phase == phChoose {
		cur := s.cursor
		mk.cursor, mk.chosen = &cur, s.chosen
	}
	if s.phase == phShot {
		mk.targets = map[nothanks.Cell]bool{}
		sh := s.shots[s.pick]
		mk.targets[sh.Target] = true
		mk.chosen = &sh.Shooter
	}
	board := strings.Join(drawBoard(p, s.in, mk), "\n")
	panel := strings.Join(s.panel(p), "\n")
	top := lipgloss.JoinHorizontal(lipgloss.Top, board, "  ", panel)
	width, height := s.size()
	bottom := wrapped(s.prompt(p), width)
	if s.note != "" {
		bottom = append(bottom, wrapped("! "+s.note, width)...)
	}
	rows := height - lipgloss.Height(top) - len(bottom)
	var b strings.Builder
	b.WriteString(top)
	b.WriteString("\n")
	for _, l := range s.lastTurns(rows, width) {
		b.WriteString(l + "\n")
	}
	b.WriteString(strings.Join(bottom, "\n"))
	return b.String()
}

// The screen's least size: the board, the panel beside it (panelWidth columns), and
// the lines below it (the last turns, the prompt, a note) fit 80x24 up to a 14x14 board.
const (
	screenWidth  = 80
	screenHeight = 24
	panelWidth   = 31
	belowBoard   = 5
)

// need is the terminal a board of size squares a side needs.
func need(size int) (width, height int) {
	return max(screenWidth, 3+3*size+2+panelWidth), max(screenHeight, size+1+belowBoard)
}

// size is the terminal's size, 80x24 until it has said.
func (s *screen) size() (width, height int) {
	if s.width <= 0 || s.height <= 0 {
		return screenWidth, screenHeight
	}
	return s.width, s.height
}

// tooSmall reports whether the terminal has said it is smaller than the screen needs.
func (s *screen) tooSmall(size int) bool {
	w, h := need(size)
	return s.width > 0 && s.height > 0 && (s.width < w || s.height < h)
}

// smallTerminal is what a terminal too small for the board shows instead of a board cut
// off: what is needed, what there is, and what to do. The game waits meanwhile (a demo
// plays on), and comes back into view when the window grows.
func (s *screen) smallTerminal(size int) string {
	w, h := need(size)
	text := fmt.Sprintf("Tanks, but no thanks! needs a terminal of at least %dx%d; this one is %dx%d. Make the window larger, or press q to leave",
		w, h, s.width, s.height)
	if s.m.saved {
		text += " (the game is saved)"
	}
	text += "."
	if s.asking {
		text += "\n\n" + s.leaveQuestion() + "."
	}
	return iostreams.Wrap(text, max(s.width-1, 20), "")
}

// lastTurns is the story's end that fits rows lines of width columns, each turn wrapped
// rather than cut (its end is the news: "and white is out"); at least the last turn.
func (s *screen) lastTurns(rows, width int) []string {
	var out []string
	for i := len(s.log) - 1; i >= 0; i-- {
		l := wrapped(s.log[i], width)
		if len(out)+len(l) > rows && len(out) > 0 {
			break
		}
		out = append(l, out...)
	}
	return out
}

// wrapped breaks text between words into lines that fit width columns (one spare, so
// no line ends in the last column), the lines after the first indented.
func wrapped(text string, width int) []string {
	return strings.Split(iostreams.Wrap(text, max(width-1, 20), "    "), "\n")
}

// panel is the column beside the board: whose turn, the roll, the targets, the players.
func (s *screen) panel(p nothanks.Position) []string {
	g := s.m.game
	c := p.Next()
	out := []string{fmt.Sprintf("Turn %d: %s", g.Turns()+1, s.in.colour(c, fmt.Sprintf("%s (%s)", c, s.m.seats[c])))}
	if s.phase == phOver {
		if w, over := p.Winner(); over {
			out[0] = s.in.colour(w, fmt.Sprintf("%s (%s) wins!", w, s.m.seats[w]))
		} else {
			out[0] = "stopped after " + cmdutil.Plural(g.Turns(), "turn")
		}
	}
	if s.roll > 0 && s.choice == nothanks.Move {
		out = append(out, fmt.Sprintf("MOVE, rolled %d: step %d of %d", s.roll, len(s.steps)+1, s.roll))
	}
	out = append(out, "")
	shots := s.shots
	if s.phase == phChoose {
		shots = p.Shots()
	}
	if s.phase == phChoose || s.phase == phShot {
		if len(shots) == 0 {
			out = append(out, "No targets: MOVE")
		} else {
			out = append(out, "Targets (distance, chance):")
		}
		for i, sh := range shots {
			if i == 7 {
				out = append(out, fmt.Sprintf("  ... %d more", len(shots)-7))
				break
			}
			line := fmt.Sprintf("%d %v>%v %d away %d/6 %s", i+1, sh.Shooter, sh.Target, sh.Distance, sh.Sixths(), cmdutil.Percent(float64(sh.Sixths())/6))
			if s.phase == phShot && i == s.pick { // a mark that shows without colour too (NO_COLOR)
				line = s.in.reverse("> " + line)
			} else if s.phase == phShot {
				line = "  " + line
			}
			out = append(out, line)
		}
		out = append(out, "")
	}
	for d := range nothanks.Colour(p.Players()) {
		k := p.Kills(d)
		line := fmt.Sprintf("%c %-5s out", d.Letter(), d)
		if !p.Out(d) {
			line = fmt.Sprintf("%c %-5s %dT %dB  killed %dT %dB", d.Letter(), d, p.Tanks(d), p.Bases(d), k.Tanks, k.Bases)
		}
		out = append(out, s.in.colour(d, line))
	}
	out = append(out, "", "R tank [R] base ### barrier")
	return out
}

// prompt says what the screen waits for and which keys do what.
func (s *screen) prompt(p nothanks.Position) string {
	c := p.Next()
	if s.asking {
		return s.leaveQuestion()
	}
	if s.lines {
		return s.linePrompt(p)
	}
	typed := " > " + s.typed + "_"
	switch s.phase {
	case phChoose:
		return fmt.Sprintf("%s: m MOVE (green die) or s SHOOT (red die); q leaves (saved)", c)
	case phShot:
		return "target" + typed + "  (its number or squares, as C5 C9, and Enter; or arrows and Enter; Esc back)"
	case phDie:
		die := "green"
		if s.choice == nothanks.Shoot {
			die = "red"
		}
		return fmt.Sprintf("roll the %s die for %s and type it (1-6)", die, c)
	case phSteps:
		return fmt.Sprintf("step %d of %d%s  (arrows, Enter on a tank then a square, or B3 C4 and Enter; u undoes)", len(s.steps)+1, s.roll, typed)
	case phWatch:
		return "you are out: space or Enter plays the next turn, a plays on, End goes to the end; q leaves"
	case phBot:
		return fmt.Sprintf("%s (%s) is thinking...", c, s.m.seats[c])
	case phOver:
		return "the game is over: any key leaves"
	}
	return ""
}

// rollOffView asks for the dice of the first turn.
func (s *screen) rollOffView() string {
	var b strings.Builder
	b.WriteString("Who starts? Each player rolls a die; the highest starts (N3).\n\n")
	for _, c := range s.rollers {
		if r, ok := s.rolls[c]; ok {
			fmt.Fprintf(&b, "  %s rolled %d\n", c, r)
		}
	}
	fmt.Fprintf(&b, "\nroll a die for %s and type it (1-6); q leaves\n", s.rollers[len(s.rolls)])
	if s.note != "" {
		b.WriteString("! " + s.note + "\n")
	}
	return b.String()
}
