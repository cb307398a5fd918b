package nothanks

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/nothanks"
	"github.com/ezd-game/ezd/nothanks/bot"
)

// phase is what the screen waits for.
type phase int

const (
	phRollOff phase = iota // entered dice: each player's roll for the first turn (N3)
	phChoose               // a person: MOVE or SHOOT (N4)
	phShot                 // a person: which target (N6: declared before the roll)
	phDie                  // entered dice: the die of this turn, a person's or a bot's
	phSteps                // a person: the roll's steps (N5)
	phBot                  // a bot's turn is coming
	phWatch                // the people are out: the bots' next turn waits for a key
	phOver
)

// screen is play and demo on a terminal: one Bubble Tea program over a match. It fits
// 80x24 for boards up to 14x14: the board takes 45 columns and 15 lines, the panel beside
// it 34 columns, the last turns and the prompt the lines below.
type screen struct {
	m     *match
	in    ink
	speed time.Duration
	phase phase

	// The roll for the first turn with entered dice: who still rolls, and their rolls.
	rollers []nothanks.Colour
	rolls   map[nothanks.Colour]int
	rolled1 []string // every roll for the first turn so far, ties' too: "red 5"

	// The turn being made.
	choice nothanks.Choice
	shot   nothanks.Shot
	shots  []nothanks.Shot
	pick   int // the target under the arrow keys
	roll   int
	steps  []nothanks.Step
	cursor nothanks.Cell
	chosen *nothanks.Cell
	typed  string

	log  []string // the turns so far, in words: the screen shows the end that fits
	note string   // the answer to the last key: a refusal, a hint
	err  error

	// The terminal's size, once it has said (0 until then).
	width, height int
	// lines: accessible mode (playLines) asks in plain sentences, with no arrow keys.
	lines bool
	// start says who rolled what for the first turn and who starts (N3).
	start string
	// outFrom is where in log the turns after the people went out begin (0 while a person
	// is in); auto plays those turns on by themselves.
	outFrom int
	out     bool
	auto    bool
	// asking: q was pressed and the screen asks whether to leave (issue 31, item 5); left:
	// the person said yes, with the game unfinished and saved.
	asking, left bool
}

// botTurn is the moment a bot plays its turn.
type botTurn struct{ turn int }

func newScreen(m *match, in ink, speed time.Duration) *screen {
	s := &screen{m: m, in: in, speed: speed, rolls: map[nothanks.Colour]int{}}
	s.cursor = nothanks.Cell{X: 1, Y: 1}
	return s
}

// Init starts the first turn, or the roll for it.
func (s *screen) Init() tea.Cmd {
	if s.m.game == nil {
		s.phase = phRollOff
		s.rollers = nothanks.Colours(len(s.m.seats))
		return nil
	}
	return s.startTurn()
}

// startTurn sets the screen up for the player to move.
func (s *screen) startTurn() tea.Cmd {
	s.choice, s.shot, s.shots, s.pick, s.roll, s.steps, s.chosen, s.typed = nothanks.Move, nothanks.Shot{}, nil, 0, 0, nil, nil, ""
	p := s.m.game.Position()
	if p.Over() || s.m.game.Turns() >= bot.DefaultMaxTurns {
		s.phase = phOver
		return nil
	}
	if !s.out && peopleOut(s.m, p) {
		s.out, s.outFrom = true, len(s.log)
	}
	c := p.Next()
	if s.m.bots[c] != nil {
		if s.out && !s.auto {
			s.phase = phWatch
			return nil
		}
		s.phase = phBot
		turn := s.m.game.Turns()
		return tea.Tick(max(s.speed, s.watchSpeed()), func(time.Time) tea.Msg { return botTurn{turn} })
	}
	s.phase = phChoose
	for _, t := range p.Pieces() {
		if t.Player == c && t.Kind == nothanks.Tank {
			s.cursor = t.Cell
			break
		}
	}
	return nil
}

// Update takes a key or a bot's moment.
func (s *screen) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case botTurn:
		if s.phase != phBot || msg.turn != s.m.game.Turns() {
			return s, nil
		}
		return s, s.botPlays()
	case tea.WindowSizeMsg:
		s.width, s.height = msg.Width, msg.Height
		return s, nil
	case tea.KeyMsg:
		var cmd tea.Cmd
		for _, k := range prompt.Keys(msg) {
			if k == "ctrl+c" {
				s.err = cmdutil.ErrCancelled
				return s, tea.Quit
			}
			if s.asking {
				if s.answerLeave(k) {
					return s, tea.Quit
				}
				continue
			}
			switch k {
			case "esc":
				if s.escBack() || s.escStays() {
					continue
				}
				return s, tea.Quit
			case "q":
				if s.typed == "" {
					if s.askLeave() {
						continue
					}
					return s, tea.Quit
				}
			}
			if s.phase == phOver {
				return s, tea.Quit
			}
			s.note = ""
			cmd = s.key(k)
			if s.err != nil {
				return s, tea.Quit
			}
		}
		return s, cmd
	}
	return s, nil
}

// botPlays asks the bot for its choice, and rolls or asks for its die.
func (s *screen) botPlays() tea.Cmd {
	p := s.m.game.Position()
	b := s.m.bots[p.Next()]
	s.choice, s.shot = b.Decide(p)
	if s.m.roll == nil {
		s.phase = phDie
		return nil
	}
	return s.rolled(s.m.roll())
}

// rolled takes the turn's die: a shot is played at once; a bot's steps are asked for; a
// person's steps begin (or the turn passes when no tank can step, N5).
func (s *screen) rolled(r int) tea.Cmd {
	s.roll = r
	p := s.m.game.Position()
	t := nothanks.Turn{Player: p.Next(), Choice: s.choice, Roll: r}
	switch {
	case s.choice == nothanks.Shoot:
		t.Shooter, t.Target = s.shot.Shooter, s.shot.Target
	case !p.CanMove():
	case s.m.bots[p.Next()] != nil:
		t.Steps = s.m.bots[p.Next()].Steps(p, r)
	default:
		s.phase = phSteps
		return nil
	}
	return s.finish(t)
}

// finish plays the turn, saves the record and starts the next.
func (s *screen) finish(t nothanks.Turn) tea.Cmd {
	words, err := s.m.play(t)
	if err != nil {
		s.err = err
		return tea.Quit
	}
	s.log = append(s.log, fmt.Sprintf("%d: %s", s.m.game.Turns(), words))
	return s.startTurn()
}

// key handles one key in the current phase.
func (s *screen) key(k string) tea.Cmd {
	switch s.phase {
	case phRollOff:
		return s.rollOffKey(k)
	case phDie:
		if len(k) == 1 && k[0] >= '1' && k[0] <= '6' {
			return s.rolled(int(k[0] - '0'))
		}
		s.note = fmt.Sprintf("type the die, 1 to 6 (not %s)", cmdutil.Quoted(k))
	case phChoose:
		p := s.m.game.Position()
		switch k {
		case "m", "M":
			s.choice = nothanks.Move
			return s.roleDie()
		case "s", "S":
			if !p.CanShoot() {
				s.note = "no tank has a target: you must MOVE (N4)"
				return nil
			}
			s.choice, s.shots, s.phase = nothanks.Shoot, p.Shots(), phShot
		default:
			s.note = "press m to MOVE or s to SHOOT"
		}
	case phWatch:
		return s.watchKey(k)
	case phShot:
		return s.shotKey(k)
	case phSteps:
		return s.stepKey(k)
	}
	return nil
}

// roleDie rolls the turn's die, or asks for it with entered dice.
func (s *screen) roleDie() tea.Cmd {
	if s.m.roll == nil {
		s.phase = phDie
		return nil
	}
	return s.rolled(s.m.roll())
}

// rollOffKey takes a player's die for the first turn; ties roll again (N3).
func (s *screen) rollOffKey(k string) tea.Cmd {
	if len(k) != 1 || k[0] < '1' || k[0] > '6' {
		s.note = fmt.Sprintf("type the die, 1 to 6 (not %s)", cmdutil.Quoted(k))
		return nil
	}
	c := s.rollers[len(s.rolls)]
	s.rolls[c] = int(k[0] - '0')
	if len(s.rolls) < len(s.rollers) {
		return nil
	}
	best := 0
	var top []nothanks.Colour
	for _, c := range s.rollers {
		switch r := s.rolls[c]; {
		case r > best:
			best, top = r, []nothanks.Colour{c}
		case r == best:
			top = append(top, c)
		}
	}
	for _, c := range s.rollers {
		s.rolled1 = append(s.rolled1, fmt.Sprintf("%s %d", c, s.rolls[c]))
	}
	rolled := s.rolled1
	s.rolls = map[nothanks.Colour]int{}
	if len(top) > 1 {
		s.rollers = top
		s.note = "a tie: the tied players roll again"
		return nil
	}
	if err := s.m.start(top[0]); err != nil {
		s.err = err
		return tea.Quit
	}
	s.started(rolled, top[0])
	return s.startTurn()
}

// started tells who rolled what for the first turn and who starts (N3): "rolls for the
// first turn: red 3, blue 5; blue starts".
func (s *screen) started(rolls []string, first nothanks.Colour) {
	s.start = fmt.Sprintf("rolls for the first turn: %s; %s starts", strings.Join(rolls, ", "), first)
	s.log = append(s.log, s.start)
}

// shotKey picks a target: its number, its squares typed ("C5 C9"), or the arrow keys.
func (s *screen) shotKey(k string) tea.Cmd {
	switch k {
	case "up", "left":
		s.pick = (s.pick + len(s.shots) - 1) % len(s.shots)
	case "down", "right", "tab":
		s.pick = (s.pick + 1) % len(s.shots)
	case "backspace":
		if s.typed == "" {
			s.phase, s.typed = phChoose, ""
			return nil
		}
		s.typed = s.typed[:len(s.typed)-1]
	case "enter":
		typed := strings.TrimSpace(s.typed)
		s.typed = ""
		if typed == "" {
			s.shot = s.shots[s.pick]
			return s.roleDie()
		}
		if i, err := strconv.Atoi(typed); err == nil {
			if i < 1 || i > len(s.shots) {
				s.note = fmt.Sprintf("no target %d (want 1 to %d)", i, len(s.shots))
				return nil
			}
			s.shot = s.shots[i-1]
			return s.roleDie()
		}
		from, to, err := twoSquares(typed, s.m.game.Position().Size())
		if err != nil {
			s.note = err.Error()
			return nil
		}
		p := s.m.game.Position()
		if err := p.CheckShot(from, to); err != nil {
			s.note = err.Error()
			return nil
		}
		d, _ := nothanks.Distance(from, to)
		s.shot = nothanks.Shot{Shooter: from, Target: to, Distance: d}
		return s.roleDie()
	default:
		if len(k) == 1 && len(s.typed) < 12 {
			s.typed += k
		}
	}
	return nil
}

// twoSquares reads "C5 C9", two squares of a board of size squares a side.
func twoSquares(typed string, size int) (nothanks.Cell, nothanks.Cell, error) {
	f := strings.Fields(typed)
	if len(f) != 2 {
		return nothanks.Cell{}, nothanks.Cell{}, fmt.Errorf("%s: type two squares, as B3 C4", cmdutil.Quoted(typed))
	}
	a, err := cellOn(f[0], size)
	if err != nil {
		return a, a, err
	}
	b, err := cellOn(f[1], size)
	return a, b, err
}

// cellOn reads a square of a board of size squares a side; the error names this board's
// columns and rows, not the largest board's (issue 31, item 9).
func cellOn(typed string, size int) (nothanks.Cell, error) {
	c, err := nothanks.ParseCell(typed)
	if err != nil || !c.On(size) {
		return c, fmt.Errorf("%q is not a square of this board (want a column letter A to %c and a row number 1 to %d, as C5)", typed, 'A'+size-1, size)
	}
	return c, nil
}

// now is the position with the steps made so far.
func (s *screen) now() nothanks.Position {
	p := s.m.game.Position()
	for _, st := range s.steps {
		p, _ = p.AfterStep(st)
	}
	return p
}

// stepKey makes, chooses and undoes steps (N5): the cursor and Enter, or typed squares.
func (s *screen) stepKey(k string) tea.Cmd {
	p := s.now()
	size := int8(p.Size())
	move := func(dx, dy int8) {
		c := nothanks.Cell{X: s.cursor.X + dx, Y: s.cursor.Y + dy}
		if c.X >= 1 && c.Y >= 1 && c.X <= size && c.Y <= size {
			s.cursor = c
		}
	}
	switch k {
	case "up":
		move(0, -1)
	case "down":
		move(0, 1)
	case "left":
		move(-1, 0)
	case "right":
		move(1, 0)
	case "u", "backspace":
		if s.typed != "" {
			s.typed = s.typed[:len(s.typed)-1]
			return nil
		}
		if len(s.steps) == 0 {
			s.note = "no step to undo"
			return nil
		}
		last := s.steps[len(s.steps)-1]
		s.steps = s.steps[:len(s.steps)-1]
		s.cursor, s.chosen = last.From, &last.From
	case "enter":
		typed := strings.TrimSpace(s.typed)
		s.typed = ""
		if typed != "" {
			f := strings.Fields(typed)
			if len(f) == 1 {
				c, err := cellOn(f[0], p.Size())
				if err != nil {
					s.note = err.Error()
					return nil
				}
				s.cursor = c
				return s.enterOn(p)
			}
			from, to, err := twoSquares(typed, p.Size())
			if err != nil {
				s.note = err.Error()
				return nil
			}
			return s.step(p, nothanks.Step{From: from, To: to})
		}
		return s.enterOn(p)
	default:
		if len(k) == 1 && len(s.typed) < 12 {
			s.typed += k
		}
	}
	return nil
}

// enterOn chooses the tank under the cursor, or steps the chosen tank to the cursor.
func (s *screen) enterOn(p nothanks.Position) tea.Cmd {
	c := s.cursor
	if q := p.At(c); q.Kind() == nothanks.Tank && q.Owner() == p.Next() {
		s.chosen = &c
		return nil
	}
	if s.chosen == nil {
		s.note = fmt.Sprintf("%v: choose one of your tanks first (Enter on it)", c)
		return nil
	}
	return s.step(p, nothanks.Step{From: *s.chosen, To: c})
}

// step makes one step; the last of the roll plays the turn.
func (s *screen) step(p nothanks.Position, st nothanks.Step) tea.Cmd {
	if err := p.CheckStep(st); err != nil {
		s.note = err.Error()
		return nil
	}
	s.steps = append(s.steps, st)
	to := st.To
	s.cursor, s.chosen = to, &to
	if len(s.steps) < s.roll {
		return nil
	}
	return s.finish(nothanks.Turn{Player: p.Next(), Choice: nothanks.Move, Roll: s.roll, Steps: s.steps})
}
