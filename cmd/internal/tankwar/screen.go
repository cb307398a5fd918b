package tankwar

import (
	"fmt"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/tankwar"
)

// screen is play and demo on a terminal: one Bubble Tea program for the whole game over
// a match. People choose with keys; bots choose in commands that report back with a
// botMove, so the screen never waits on a bot. It fits 80x24: the board is 44 columns by
// 22 rows, the panel beside it, two lines below.
type screen struct {
	m *match
	// speed is the pause between turns when only bots play (demo); 0 for none.
	speed time.Duration
	// asked marks the sides whose bot is thinking about the coming turn.
	asked [2]bool
	// turnOf is the turn the bots were asked about, so a late answer cannot land on the
	// next turn.
	turnOf int
	err    error
	done   bool
	paused bool
	// width and height are the terminal's, once it has said (0 before).
	width, height int
	// keys is what the players' keys mean; note, a word about the last key (a reverse
	// refused), shown instead of the last turn's line until the next key.
	keys keyMode
	note string
}

// The terminal the screen needs: the board is 44 columns by 22 rows, the panel beside it
// and two lines below.
const (
	screenWidth  = 80
	screenHeight = 24
)

// botMove is a bot's answer for a turn.
type botMove struct {
	side, turn int
	action     tankwar.Action
	err        error
}

// nextTurn tells the screen to ask the bots again after a demo's pause.
type nextTurn struct{}

func newScreen(m *match, speed time.Duration, keys keyMode) *screen {
	return &screen{m: m, speed: speed, keys: keys}
}

// Init asks the bots for the first turn.
func (s *screen) Init() tea.Cmd { return s.askBots() }

// eachKey applies key to each key of msg in turn, until one ends the screen (done), and
// batches their commands: both players pressing at once reach a screen as one message
// (prompt.Keys).
func eachKey(msg tea.KeyMsg, done *bool, key func(string) tea.Cmd) tea.Cmd {
	var cmds []tea.Cmd
	for _, k := range prompt.Keys(msg) {
		if !*done {
			cmds = append(cmds, key(k))
		}
	}
	return tea.Batch(cmds...)
}

// askBots starts every bot that has not chosen for the coming turn.
func (s *screen) askBots() tea.Cmd {
	if s.m.over() {
		return nil
	}
	p := s.m.game.Position()
	if s.turnOf != p.Turn {
		s.turnOf, s.asked = p.Turn, [2]bool{}
	}
	var cmds []tea.Cmd
	for side, b := range s.m.bots {
		if b == nil || s.asked[side] || s.m.chosen[side] {
			continue
		}
		s.asked[side] = true
		cmds = append(cmds, func() tea.Msg {
			a, err := b.Choose(p, side)
			return botMove{side: side, turn: p.Turn, action: a, err: err}
		})
	}
	return tea.Batch(cmds...)
}

// Update takes a key, a bot's answer or the end of a demo's pause.
func (s *screen) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyMsg:
		return s, eachKey(msg, &s.done, s.key)
	case botMove:
		if msg.turn != s.m.game.Position().Turn || s.done {
			return s, nil
		}
		if msg.err != nil {
			s.m.botFailed(msg.side, msg.err)
			return s, nil
		}
		return s, s.play(msg.side, msg.action)
	case tea.WindowSizeMsg:
		s.width, s.height = msg.Width, msg.Height
		return s, nil
	case nextTurn:
		if s.paused {
			return s, nil
		}
		return s, s.askBots()
	}
	return s, nil
}

// key applies one key.
func (s *screen) key(k string) tea.Cmd {
	switch {
	case k == "ctrl+c": // cancelled, as everywhere in ezd (exit 130; the record is kept)
		s.err, s.done = cmdutil.ErrCancelled, true
		return tea.Quit
	case k == "esc" || k == "q":
		s.done = true
		return tea.Quit
	case s.m.over():
		if k == "enter" || k == " " {
			s.done = true
			return tea.Quit
		}
		return nil
	case k == " " && s.m.bots[0] != nil && s.m.bots[1] != nil:
		s.paused = !s.paused
		if !s.paused {
			return s.askBots()
		}
		return nil
	}
	people := 0
	for _, b := range s.m.bots {
		if b == nil {
			people++
		}
	}
	p := s.m.game.Position()
	for side := range 2 {
		if s.m.bots[side] != nil {
			continue
		}
		c := s.keys.choiceOf(k, side, p.Tanks[side].Dir)
		if !c.ok && people == 1 {
			// Alone against a bot, a person may use either set of keys.
			c = s.keys.choiceOf(k, 1-side, p.Tanks[side].Dir)
		}
		switch {
		case c.refused != "":
			s.note = who(side, s.m.names) + " " + c.refused
			return nil
		case c.ok:
			s.note = ""
			return s.play(side, c.action)
		}
	}
	return nil
}

// play records a side's choice; when it completes the turn, the bots are asked about the
// next one (after the demo's pause when only bots play).
func (s *screen) play(side int, a tankwar.Action) tea.Cmd {
	turn := s.m.game.Turns()
	if err := s.m.choose(side, a); err != nil {
		s.err, s.done = err, true
		return tea.Quit
	}
	if s.m.game.Turns() == turn || s.m.over() {
		return nil
	}
	if s.m.bots[0] != nil && s.m.bots[1] != nil && s.speed > 0 {
		return tea.Tick(s.speed, func(time.Time) tea.Msg { return nextTurn{} })
	}
	return s.askBots()
}

// View draws the board, the panel beside it, and two lines below.
func (s *screen) View() string {
	if s.done {
		return ""
	}
	if s.tooSmall() {
		return smallTerminal(s.width, s.height, s.m.path != "")
	}
	p := s.m.game.Position()
	area := p.Area()
	if s.m.over() {
		area = tankwar.AreaOf(max(p.Turn-1, 0))
	}
	board := drawBoard(p, area)
	report := s.m.last
	if s.note != "" {
		report = s.note
	}
	return layout(board, s.panel(p, area), report, s.help(), s.shortHelp())
}

// panelWidth is what is left of 80 columns beside the board and its two spaces.
const panelWidth = screenWidth - 2*(tankwar.Size+2) - 2

// layout puts the board, the panel beside it and two lines below on 80x24: the turn's
// report and the keys' help. A report too long for one line (both players lost life, and
// said why) is broken after the first player's part over both lines below, and the help
// moves to the panel's last row, in its short form.
func layout(board, panel []string, report, help, shortHelp string) string {
	bottom := []string{report, help}
	if i := strings.Index(report, "; "); len([]rune(report)) >= screenWidth && i >= 0 {
		indent := strings.Repeat(" ", strings.Index(report, ": ")+2)
		bottom = []string{report[:i+1], indent + report[i+2:]}
		for len(panel) < len(board)-1 {
			panel = append(panel, "")
		}
		panel = append(panel[:len(board)-1], shortHelp)
	}
	var b strings.Builder
	for i, row := range board {
		line := row
		if i < len(panel) {
			line += "  " + cmdutil.Shorten(panel[i], panelWidth)
		}
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	b.WriteString(cmdutil.Shorten(bottom[0], screenWidth-1) + "\n")
	b.WriteString(cmdutil.Shorten(bottom[1], screenWidth-1))
	return b.String()
}

// tooSmall reports whether the terminal has said it is smaller than the screen needs.
func (s *screen) tooSmall() bool {
	return s.width > 0 && s.height > 0 && (s.width < screenWidth || s.height < screenHeight)
}

// smallTerminal is what a terminal too small for the board shows instead of a board cut
// off: what is needed, what there is, and what to do. The game waits meanwhile (a demo
// plays on), and grows back into view when the window does.
func smallTerminal(width, height int, saved bool) string {
	text := fmt.Sprintf("Tank War needs a terminal of at least %dx%d; this one is %dx%d. Make the window larger, or press q to leave.",
		screenWidth, screenHeight, width, height)
	if saved {
		text = strings.TrimSuffix(text, ".") + " (the record is kept)."
	}
	return strings.Join(wrapWords(text, max(width-1, 20)), "\n")
}

// panel is the column beside the board: turn, area, bullets, both tanks and their state.
func (s *screen) panel(p tankwar.Position, area tankwar.Area) []string {
	head := fmt.Sprintf("TANK WAR  turn %d", p.Turn)
	if s.m.game.Result().Over() { // the turn that ended it, as the line below counts it
		head = fmt.Sprintf("TANK WAR  turn %d, the last", p.Turn-1)
	}
	lines := []string{head}
	if area.Min <= area.Max {
		lines = append(lines, fmt.Sprintf("area (%d,%d)-(%d,%d)", area.Min, area.Min, area.Max, area.Max))
	} else {
		lines = append(lines, "no cell is playable: -1 a turn")
	}
	switch n := (3 - p.Turn%3) % 3; {
	case s.m.over():
		lines = append(lines, "")
	case n == 0:
		lines = append(lines, "bullets fire this turn")
	default:
		lines = append(lines, fmt.Sprintf("bullets fire in %s", cmdutil.Plural(n, "turn")))
	}
	lines = append(lines, sharedCells(p)...)
	lines = append(lines, "")
	for side := range 2 {
		t := p.Tanks[side]
		lines = append(lines, fmt.Sprintf("P%d %s %s", side+1, tankGlyph(t, side+1), cmdutil.Shorten(s.m.names[side], 18)),
			fmt.Sprintf("   %s, %v", lifeWord(t.Life), t.Cell), "   "+s.state(side), "")
	}
	if s.m.over() {
		lines = append(lines, "GAME OVER")
		lines = append(lines, wrapWords(s.m.result(), 34)...)
	}
	if s.m.path != "" {
		lines = append(lines, "", "record: "+cmdutil.ShortenLeft(s.m.path, 26))
	}
	return lines
}

// state says whether a side has chosen, never what (T7: choices are secret).
func (s *screen) state(side int) string {
	switch {
	case s.m.over():
		return ""
	case s.m.chosen[side]:
		return "chosen"
	case s.m.bots[side] != nil:
		return "thinking..."
	case s.m.bots[1-side] == nil:
		return "choosing (" + s.keys.keysOf(side) + ")"
	}
	return "your move: " + s.keys.bothKeys()
}

// help is the last line: the keys that work now.
func (s *screen) help() string {
	switch {
	case s.m.over():
		return "enter or q leaves"
	case s.m.bots[0] != nil && s.m.bots[1] != nil:
		return "space pauses · q or esc leaves"
	}
	if s.m.path != "" {
		return s.keys.help() + " · q or esc leaves (the record is saved)"
	}
	return s.keys.help() + " · q or esc leaves"
}

// shortHelp is help for the panel's last row, when the report takes both lines below.
func (s *screen) shortHelp() string {
	switch {
	case s.m.over():
		return "enter or q leaves"
	case s.m.bots[0] != nil && s.m.bots[1] != nil:
		return "space pauses · q leaves"
	}
	return "q or esc leaves"
}

// wrapWords breaks text into lines of at most width columns.
func wrapWords(text string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		if line != "" && len(line)+1+len(w) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	return append(lines, line)
}
