package battle

import (
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
)

// screen is `battle play` on a full terminal: one Bubble Tea program for the whole
// session, over the session model. Bubble Tea reads the keyboard with one reader and
// queues the keys; Update takes them one at a time and changes the session before the
// next, with no command in between, so keys typed ahead reach the question they were
// typed for, in order (docs/battle.md). (huh forms move from field to field by commands, so a
// key typed ahead would reach the old field; play draws its own questions for that
// reason.) What is told goes above the question with tea.Println, one batch at a time,
// in order; the question is the view.
type screen struct {
	s      *session
	io     *iostreams.IOStreams
	width  int
	outbox []string
	// printing is true while a batch of lines is on its way to the terminal.
	printing bool
	// err ends play: a battle that cannot be saved, or Esc or Ctrl-C (cancelled).
	err  error
	done bool
	// advice brings the solver once it is made.
	advice <-chan adviceReady
	// listen tells when ezd's question on screen takes keys (play_listen.go); waiting is
	// the question whose tick is on its way.
	listen  *listener
	waiting *question
	// termWidth and termHeight are the terminal's size, 0 until Bubble Tea tells it.
	termWidth, termHeight int
}

// tooSmall is the message shown instead of the screen on a terminal smaller than 80x24
// (docs/interactive.md), "" when it fits.
func (m *screen) tooSmall() string {
	return prompt.TooSmall("battle play", ", or play with --accessible; Ctrl-C leaves, and the battle is saved",
		m.termWidth, m.termHeight)
}

// printed says that a batch of lines has been printed.
type printed struct{}

func newScreen(s *session, io *iostreams.IOStreams) *screen {
	return &screen{s: s, io: io, width: lineWidth, listen: newListener(time.Now)}
}

// watchAdvice makes the screen take the solver when it is ready (play_advice.go); until
// then play goes on without the win chance and the best step.
func (m *screen) watchAdvice(ready <-chan adviceReady) { m.advice = ready }

// Init prints the board the session starts with, and waits for the solver.
func (m *screen) Init() tea.Cmd {
	if m.advice == nil {
		return m.flush()
	}
	ready := m.advice
	return tea.Batch(m.flush(), m.guard(), func() tea.Msg { return <-ready })
}

// guard starts the wait of ezd's question newly on screen (docs/solo.md): for its first
// listenAfter, keys are typed-ahead keys meant for the person's own questions, and ezd's
// question never takes them, which would silently change ezd's play. The tick redraws
// the screen when it listens, with its cursor.
func (m *screen) guard() tea.Cmd {
	q := m.s.current()
	if m.done || q == m.waiting {
		return nil
	}
	m.listen.drawn(q)
	cmd := m.listen.wait(q)
	if cmd != nil {
		m.waiting = q
	}
	return cmd
}

// Update takes one message: a key for the question on screen, the terminal's new size,
// or word that a batch of lines has been printed.
func (m *screen) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width = min(msg.Width, lineWidth)
		m.termWidth, m.termHeight = msg.Width, msg.Height
	case printed:
		m.printing = false
	case adviceReady:
		m.s.adopt(msg.advisor, msg.err)
	case listenMsg:
		// nothing to do: the screen is drawn again, and the question listens
	case tea.KeyMsg:
		for _, k := range prompt.Keys(msg) {
			if !m.done {
				m.key(k)
			}
		}
	}
	return m, tea.Batch(m.flush(), m.guard())
}

// key applies one key to the session.
func (m *screen) key(k string) {
	s := m.s
	q := s.current()
	if m.tooSmall() != "" && k != "ctrl+c" {
		return // no choice is made blind on a screen that cannot be seen whole
	}
	if k != "ctrl+c" && !m.listen.take(q) {
		return // typed before ezd's question could be read: not for it
	}
	var err error
	switch {
	case k == "ctrl+c":
		m.err = cmdutil.ErrCancelled
	case k == "esc" && q.forBot:
		// ezd's question sits on ezd's side's menu: going back would hand the person
		// ezd's tank. It stays, and says why (docs/solo.md).
		s.notice = escOnBot
	case k == "esc":
		if !s.back() {
			m.err = cmdutil.ErrCancelled // Esc leaves only from the menu (docs/battle.md)
		}
	case q.log != nil:
		m.scrollLog(q.log, k)
	case q.dice != nil:
		switch {
		case k == "0": // Back, as 0 is in every sub-question
			s.back()
		case len(k) == 1 && k >= "1" && k <= "9":
			err = s.typeDie(k)
		case k == "backspace":
			s.eraseDie()
		case k == "enter":
			err = s.settle(s.throwDice())
		}
	case k == "up" || k == "k" || k == "shift+tab":
		q.cursor = max(q.cursor-1, 0)
	case k == "down" || k == "j" || k == "tab":
		q.cursor = min(q.cursor+1, len(q.options)-1)
	case k == "home" || k == "g":
		q.cursor = 0
	case k == "end" || k == "G":
		q.cursor = len(q.options) - 1
	case k == "enter" || k == " ":
		err = s.choose(q.cursor)
	case k == "right" || k == "+" || k == "left" || k == "-":
		if adjust := q.options[q.cursor].adjust; adjust != nil {
			by := 1
			if k == "left" || k == "-" {
				by = -1
			}
			err = s.settle(adjust(s, by))
		}
	case len(k) == 1 && k >= "0" && k <= "9":
		_, err = s.chooseKey(int(k[0] - '0'))
	}
	if err != nil {
		m.err = err
	}
	m.outbox = append(m.outbox, s.takeOut()...)
	if m.err != nil || s.left {
		m.done = true
	}
}

// scrollLog takes a key on the log's page: the arrows scroll a line, PgUp and PgDn (or
// b and space) a page, Home and End to either end; 0, Enter and q go back, as Esc does.
func (m *screen) scrollLog(p *logPage, k string) {
	rows := m.logRows()
	switch k {
	case "up", "k":
		p.scroll(-1, rows)
	case "down", "j":
		p.scroll(1, rows)
	case "pgup", "b":
		p.scroll(-rows, rows)
	case "pgdown", " ", "f":
		p.scroll(rows, rows)
	case "home", "g":
		p.scroll(-len(p.lines), rows)
	case "end", "G":
		p.scroll(len(p.lines), rows)
	case "0", "enter", "q":
		m.s.back()
	}
}

// boardRows is how many rows the board takes when printed, with the blank line before it
// and the bar under it: what the page of the log and the bots' last steps leave in view.
func (m *screen) boardRows() int {
	st := m.s.t.Battle.State()
	return 5 + len(st.Red.Tanks) + len(st.Blue.Tanks)
}

// logRows is the height of the log's window: what the terminal has left under the board,
// at least 5 rows.
func (m *screen) logRows() int {
	if m.termHeight <= 0 {
		return 10
	}
	return max(5, m.termHeight-m.boardRows()-4)
}

// flush prints the lines waiting, one batch at a time so that batches cannot overtake
// each other, and quits once play is over and nothing is left to print.
func (m *screen) flush() tea.Cmd {
	m.outbox = append(m.outbox, m.s.takeOut()...)
	switch {
	case m.printing:
		return nil
	case len(m.outbox) > 0:
		text := strings.Join(m.outbox, "\n")
		m.outbox, m.printing = nil, true
		return tea.Sequence(tea.Println(text), func() tea.Msg { return printed{} })
	case m.done:
		return tea.Quit
	}
	return nil
}
