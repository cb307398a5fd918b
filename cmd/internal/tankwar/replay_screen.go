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
	ps    []tankwar.Position
	moves [][2]tankwar.Action
	names [2]string // as the record names the players, "" where it does not
	// at is the moment shown; playing says whether it moves on by itself every speed.
	at      int
	playing bool
	speed   time.Duration
	// tick counts the times play was started, so a tick of an earlier start is ignored.
	tick int
	path string
	err  error
	done bool
	// width and height are the terminal's, once it has said (0 before).
	width, height int
}

// replayTick moves a playing replay on by one turn.
type replayTick struct{ tick int }

func newReplayScreen(g *tankwar.Game, names [2]string, path string, speed time.Duration) *replayScreen {
	return &replayScreen{ps: g.Positions(), moves: g.Moves(), names: names, path: path, speed: speed}
}

// Init starts nothing: the replay waits on the start for a key.
func (s *replayScreen) Init() tea.Cmd { return nil }

// last is the last moment, the end of the record.
func (s *replayScreen) last() int { return len(s.ps) - 1 }

// Update takes a key, a tick of play or the terminal's size.
func (s *replayScreen) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyMsg:
		return s, eachKey(msg, &s.done, s.key)
	case replayTick:
		if msg.tick != s.tick || !s.playing {
			return s, nil
		}
		s.at = min(s.at+1, s.last())
		return s, s.next()
	case tea.WindowSizeMsg:
		s.width, s.height = msg.Width, msg.Height
	}
	return s, nil
}

// next asks for the next tick while playing, and stops at the end.
func (s *replayScreen) next() tea.Cmd {
	if s.at >= s.last() {
		s.playing = false
		return nil
	}
	tick := s.tick
	return tea.Tick(s.speed, func(time.Time) tea.Msg { return replayTick{tick: tick} })
}

// key applies one key: → l space forward, ← h back, Home and End (or g and G) to either
// end, p plays or pauses, q or Esc leaves, Ctrl-C cancels.
func (s *replayScreen) key(k string) tea.Cmd {
	switch k {
	case "ctrl+c":
		s.err, s.done = cmdutil.ErrCancelled, true
		return tea.Quit
	case "q", "esc":
		s.done = true
		return tea.Quit
	case "right", "l", " ":
		s.at = min(s.at+1, s.last())
	case "left", "h":
		s.at = max(s.at-1, 0)
	case "home", "g":
		s.at = 0
	case "end", "G":
		s.at = s.last()
	case "p":
		if s.playing {
			s.playing = false
			return nil
		}
		if s.at >= s.last() { // played to the end: play again from the start
			s.at = 0
		}
		s.playing = true
		s.tick++
		return s.next()
	}
	return nil
}

// View draws the board of the moment shown, the panel beside it and two lines below.
func (s *replayScreen) View() string {
	if s.done {
		return ""
	}
	if s.width > 0 && s.height > 0 && (s.width < screenWidth || s.height < screenHeight) {
		return smallTerminal(s.width, s.height, false)
	}
	p := s.ps[s.at]
	// docs/tankwar.md: a replay shows the area the turn was played in.
	area := tankwar.AreaOf(max(s.at-1, 0))
	return layout(drawBoard(p, area), s.panel(p, area), s.report(), s.help(), "q leaves")
}

// report is the line below the board: what the turn shown cost, and why.
func (s *replayScreen) report() string {
	if s.at == 0 {
		return "the start: press → for turn 0"
	}
	return fmt.Sprintf("turn %d: %s", s.at-1, whatHappened(s.ps[s.at-1], s.ps[s.at], s.names))
}

// panel is the column beside the board: where in the record, the area, both tanks and
// the moves that brought them there, and the end.
func (s *replayScreen) panel(p tankwar.Position, area tankwar.Area) []string {
	head := "REPLAY  the start"
	if s.at > 0 {
		head = fmt.Sprintf("REPLAY  turn %d of %d", s.at-1, s.last()-1)
	}
	if s.playing {
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
		if s.at > 0 {
			moved = "   " + actionWords[s.moves[s.at-1][side]]
		}
		name := fmt.Sprintf("player %d", side+1)
		if s.names[side] != "" {
			name = cmdutil.Shorten(s.names[side], 18)
		}
		lines = append(lines, fmt.Sprintf("P%d %s %s", side+1, tankGlyph(t, side+1), name),
			fmt.Sprintf("   %s, %v", lifeWord(t.Life), t.Cell), moved, "")
	}
	if s.at == s.last() {
		lines = append(lines, "END OF THE RECORD")
		if p.Result.Over() {
			lines = append(lines, wrapWords(resultWords(p.Result, s.names), panelWidth)...)
		} else {
			lines = append(lines, "the game went on")
		}
	}
	return append(lines, "", "record: "+shortenLeft(s.path, panelWidth-8))
}

// actionWords say what a tank did in a turn (T3).
var actionWords = [3]string{tankwar.Straight: "went straight on", tankwar.TurnLeft: "turned left", tankwar.TurnRight: "turned right"}

// help is the last line: the keys.
func (s *replayScreen) help() string {
	play := "p plays"
	if s.playing {
		play = "p pauses"
	}
	return "→ l space: next · ← h: back · " + play + " · Home End · q leaves"
}
