package nothanks

import (
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
	"github.com/ezd-game/ezd/nothanks"
)

// replayScreen is replay on a terminal (issue 31, item 6): the board after one turn of a
// record, as play draws it, stepped back and forth with the keys of Tank War's replay
// (cmdutil.Stepper) or played a turn every --speed. Moment 0 is the set-up; moment k is
// the position after turn k (N10: the record's turns replayed give every position).
type replayScreen struct {
	cmdutil.Stepper
	g     *nothanks.Game
	ps    []nothanks.Position
	seats []string // who played each colour, as the record's table says; nil without one
	path  string
	in    ink
}

func newReplayScreen(g *nothanks.Game, seats []string, path string, in ink, from int) *replayScreen {
	ps := g.Positions()
	return &replayScreen{Stepper: cmdutil.Stepper{At: from, Last: len(ps) - 1}, g: g, ps: ps, seats: seats, path: path, in: in}
}

// Update takes a key, a tick of play or the terminal's size: the Stepper's.
func (s *replayScreen) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	cmd, _ := s.Stepper.Update(msg)
	return s, cmd
}

// View draws the board after the turn shown with the panel beside it, the turn in words
// below (wrapped, never cut), and the keys.
func (s *replayScreen) View() string {
	if s.Done {
		return ""
	}
	p := s.ps[s.At]
	w, h := need(p.Size())
	if s.Width > 0 && s.Height > 0 && (s.Width < w || s.Height < h) {
		text := fmt.Sprintf("Tanks, but no thanks! needs a terminal of at least %dx%d; this one is %dx%d. Make the window larger, or press q to leave.", w, h, s.Width, s.Height)
		return iostreams.Wrap(text, max(s.Width-1, 20), "")
	}
	width := max(s.Width, screenWidth)
	var mk *marks
	if s.At > 0 {
		if t := s.g.Turn(s.At); t.Choice == nothanks.Shoot { // the shot shown: its tank and target
			shooter := t.Shooter
			mk = &marks{chosen: &shooter, targets: map[nothanks.Cell]bool{t.Target: true}}
		}
	}
	board := strings.Join(drawBoard(p, s.in, mk), "\n")
	top := lipgloss.JoinHorizontal(lipgloss.Top, board, "  ", strings.Join(s.panel(p), "\n"))
	below := wrapped(s.report(), width)
	return top + "\n" + strings.Join(below, "\n") + "\n" + s.Help()
}

// report is the line below the board: the turn shown, in words.
func (s *replayScreen) report() string {
	if s.At == 0 {
		return fmt.Sprintf("the set-up; %s started: press → for turn 1", s.g.First())
	}
	return fmt.Sprintf("turn %d: %s", s.At, describeTurn(s.ps[s.At-1], s.g.Turn(s.At)))
}

// panel is the column beside the board: where in the record, the players and the end.
func (s *replayScreen) panel(p nothanks.Position) []string {
	head := "REPLAY  the set-up"
	if s.At > 0 {
		head = fmt.Sprintf("REPLAY  turn %d of %d", s.At, s.Last)
	}
	if s.Playing {
		head += "  ▶"
	}
	out := []string{head, ""}
	for c := range nothanks.Colour(p.Players()) {
		k := p.Kills(c)
		who := fmt.Sprintf("%c %-5s", c.Letter(), c)
		if c := int(c); c < len(s.seats) {
			who += " " + cmdutil.Shorten(s.seats[c], 10)
		}
		line := who + "  out"
		if !p.Out(c) {
			line = fmt.Sprintf("%s %dT %dB", who, p.Tanks(c), p.Bases(c))
		}
		out = append(out, s.in.colour(c, line), fmt.Sprintf("   killed %dT %dB", k.Tanks, k.Bases))
	}
	out = append(out, "")
	if s.At == s.Last {
		out = append(out, "END OF THE RECORD")
		if w, over := p.Winner(); over {
			out = append(out, s.in.colour(w, w.String()+" wins"))
		} else {
			out = append(out, "the game goes on; "+p.Next().String()+" is next")
		}
		out = append(out, "")
	}
	return append(out, "R tank [R] base ### barrier", "", "record: "+cmdutil.ShortenLeft(cmdutil.ShowPath(s.path), panelWidth-8))
}
