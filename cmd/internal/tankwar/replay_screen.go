package tankwar

import (
	"fmt"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/tankwar"
)

// replayScreen is replay on a terminal: the board of one moment of a recorded game, as
// play and demo draw it, stepped back and forth with keys or played at the demo's pace.
// Moment 0 is the start; moment k is the position after turn k-1 (T9: the record's moves
// replayed give every position).
type replayScreen struct {
	// Stepper is the moment shown and the keys that move it, shared with Tanks, but no
	// thanks!'s replay (issue 31, item 6).
	cmdutil.Stepper
	ps    []tankwar.Position
	moves [][2]tankwar.Action
	names [2]string // as the record names the players, "" where it does not
	path  string
}

func newReplayScreen(g *tankwar.Game, names [2]string, path string, speed time.Duration) *replayScreen {
	ps := g.Positions()
	return &replayScreen{Stepper: cmdutil.Stepper{Last: len(ps) - 1, Speed: speed}, ps: ps, moves: g.Moves(), names: names, path: path}
}

// Update takes a key, a tick of play or the terminal's size: the Stepper's.
func (s *replayScreen) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	cmd, _ := s.Stepper.Update(msg)
	return s, cmd
}

// View draws the board of the moment shown, the panel beside it and two lines below.
func (s *replayScreen) View() string {
	if s.Done {
		return ""
	}
	if s.Width > 0 && s.Height > 0 && (s.Width < screenWidth || s.Height < screenHeight) {
		return smallTerminal(s.Width, s.Height, false)
	}
	p := s.ps[s.At]
	// docs/tankwar.md: a replay shows the area the turn was played in.
	area := tankwar.AreaOf(max(s.At-1, 0))
	return layout(drawBoard(p, area), s.panel(p, area), s.report(), s.Help(), "q leaves")
}

// report is the line below the board: what the turn shown cost, and why.
func (s *replayScreen) report() string {
	if s.At == 0 {
		return "the start: press → for turn 0"
	}
	return fmt.Sprintf("turn %d: %s", s.At-1, whatHappened(s.ps[s.At-1], s.ps[s.At], s.names))
}

// panel is the column beside the board: where in the record, the area, both tanks and
// the moves that brought them there, and the end.
func (s *replayScreen) panel(p tankwar.Position, area tankwar.Area) []string {
	head := "REPLAY  the start"
	if s.At > 0 {
		head = fmt.Sprintf("REPLAY  turn %d of %d", s.At-1, s.Last-1)
	}
	if s.Playing {
		head += "  ▶"
	}
	lines := []string{head}
	if area.Min <= area.Max {
		lines = append(lines, fmt.Sprintf("area (%d,%d)-(%d,%d)", area.Min, area.Min, area.Max, area.Max))
	} else {
		lines = append(lines, "no cell is playable: -1 a turn")
	}
	lines = append(lines, cmdutil.Plural(p.Bullets.Len(), "bullet")+" in flight", "")
	for side := range 2 {
		t := p.Tanks[side]
		moved := ""
		if s.At > 0 {
			moved = "   " + actionWords[s.moves[s.At-1][side]]
		}
		name := fmt.Sprintf("player %d", side+1)
		if s.names[side] != "" {
			name = cmdutil.Shorten(s.names[side], 18)
		}
		lines = append(lines, fmt.Sprintf("P%d %s %s", side+1, tankGlyph(t, side+1), name),
			fmt.Sprintf("   %s, %v", lifeWord(t.Life), t.Cell), moved, "")
	}
	if s.At == s.Last {
		lines = append(lines, "END OF THE RECORD")
		if p.Result.Over() {
			lines = append(lines, wrapWords(resultWords(p.Result, s.names), panelWidth)...)
		} else {
			lines = append(lines, "the game went on")
		}
	}
	return append(lines, "", "record: "+cmdutil.ShortenLeft(s.path, panelWidth-8))
}

// actionWords say what a tank did in a turn (T3).
var actionWords = [3]string{tankwar.Straight: "went straight on", tankwar.TurnLeft: "turned left", tankwar.TurnRight: "turned right"}
