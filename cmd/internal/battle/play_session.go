package battle

import (
	"errors"
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/cmd/internal/iostreams"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// session is one sitting at a battle in `battle play`: the open battle, the questions on
// screen (the menu at the bottom of a stack, the sub-question being answered on top) and
// the lines to print above them. It is the play screen without the screen: the
// full-screen program (play_screen.go) and the accessible prompts (play_lines.go) both
// drive it by choosing options, so both ask the same questions with the same numbers.
// It never touches the terminal, and every change happens inside one call, so a key
// typed ahead always meets the question it was typed for.
type session struct {
	t     *table
	width int // the account is wrapped to width columns; 0 for one line per event
	asks  []*question
	// out holds the lines to print above the question, oldest first; the front end takes
	// them with takeOut.
	out []string
	// notice says why the last choice changed nothing: a refusal, a tie, a bad die.
	notice string
	// mode is how the last dice were rolled, offered first the next time (R11).
	mode diceMode
	// covers remembers each target's cover during one activation (R9): the target does
	// not move while another tank acts, so it is asked once.
	covers map[combat.Ref]terrain.Kind
	// verb is the menu key chosen last in this activation, where the cursor goes back to;
	// target is the tank attacked last.
	verb   int
	target combat.Ref
	// boardDue asks for the board before the next account: when an activation or a turn
	// ends, after undo and at the start.
	boardDue bool
	// bar is the win-chance bar the board last printed, "" when it printed none: the
	// screen shows the bar above the question only when it says something else.
	bar string
	// left is true once the players chose Leave.
	left bool
	// moveNoted is true once moveNote has been printed: it is said once a session.
	moveNoted bool
	// recent are the bots' announcements since the person last made a step, kept in
	// view until they do (docs/solo.md): at 80x24 the board would push them away.
	recent []string
	// said are the bots' announcements by the length of the journal when they were made,
	// so that the log tells each step with the reason it was taken for.
	said map[int][]string
	// accessible asks for words where the full screen draws: the win chance.
	accessible bool
	// bots and advisor are the seams for solo play and the solver (play_bots.go).
	bots    Bots
	advisor Advisor
	advice  adviceCache
}

// diceMode is how the dice of a roll are had (R11).
type diceMode int

const (
	rollForMe diceMode = iota
	enterDice
)

// newSession opens play on a battle: the board, then the menu.
func newSession(t *table, width int, bots Bots, advisor Advisor) *session {
	s := &session{t: t, width: width, bots: bots, advisor: advisor, boardDue: true,
		covers: map[combat.Ref]terrain.Kind{}, said: map[int][]string{}}
	s.showBoard()
	s.refresh()
	return s
}

// current is the question on screen.
func (s *session) current() *question { return s.asks[len(s.asks)-1] }

// push asks a sub-question on top of the one on screen.
func (s *session) push(q *question) { s.asks = append(s.asks, q) }

// back leaves the sub-question on screen for the one under it; on the menu it does
// nothing and reports false, since leaving is the menu's own choice.
func (s *session) back() bool {
	s.notice = ""
	if len(s.asks) == 1 {
		return false
	}
	s.asks = s.asks[:len(s.asks)-1]
	return true
}

// choose takes option i of the question on screen. A step the rules refuse, a tied
// roll-off or a bad die leave a notice and change nothing; any other error (a battle
// that cannot be saved) ends play.
func (s *session) choose(i int) error {
	q := s.current()
	if i < 0 || i >= len(q.options) {
		return nil
	}
	q.cursor = i
	s.notice = ""
	return s.settle(q.options[i].choose(s))
}

// chooseKey takes the option numbered key; false if there is none.
func (s *session) chooseKey(key int) (bool, error) {
	for i, o := range s.current().options {
		if o.key == key {
			return true, s.choose(i)
		}
	}
	return false, nil
}

// settle turns what a choice returned into a notice or an error.
func (s *session) settle(err error) error {
	var refusal *combat.Refusal
	switch {
	case err == nil:
		return nil
	case errors.As(err, &refusal), errors.Is(err, combat.ErrTie), errors.Is(err, errNotADie):
		s.notice = err.Error()
		return nil
	}
	return err
}

// errNotADie marks an entered die that is not 1 to 6 (R11): asked again, never guessed.
var errNotADie = errors.New("not a die")

// play makes a step, saves its events (each synced to disk) and tells them, then puts
// the menu back. A refused step changes nothing and returns the refusal.
func (s *session) play(step Step) error {
	s.recent = nil // the person acts: the bots' last steps have been read
	events, err := step.make(s.t.Battle)
	if err != nil {
		if errors.Is(err, combat.ErrTie) {
			return fmt.Errorf("%w; nothing was recorded", err)
		}
		return err
	}
	if err := s.t.Save(events); err != nil {
		return err
	}
	s.told(events)
	if step.Kind == AttackStep && !s.t.Battle.State().Active.IsZero() {
		s.covers[step.Tank], s.target = step.Cover, step.Tank
	}
	s.refresh()
	return nil
}

// told prints the account of a step's events, after the board when the step ended an
// activation or a turn: the board is shown when the players look over the whole table,
// not after every step of one activation (docs/battle.md).
func (s *session) told(events []combat.Event) {
	won := false
	for _, e := range events {
		switch e.(type) {
		case combat.Activated:
			s.startActivation()
		case combat.BattleWon:
			won = true
			s.boardDue = true
			s.startActivation()
		case combat.ActivationDone, combat.TurnEnded:
			s.boardDue = true
			s.startActivation()
		}
	}
	s.showBoard()
	s.print(s.accountLines(len(events))...)
	s.noteMove(events)
	if won {
		s.print(s.summary()...) // the story of the battle, as `battle summary` tells it
	}
}

// moveNote says, the first time a tank moves with the win chance on screen, that the
// chance does not judge the move: the model has no table (A1, analysis.Judged).
const moveNote = "The win chance assumes every tank in range and none in cover: a move leaves it as it was (moves are not judged)."

// noteMove prints moveNote after the session's first move, when the win chance is shown.
func (s *session) noteMove(events []combat.Event) {
	if s.moveNoted || s.advisor == nil {
		return
	}
	for _, e := range events {
		if _, ok := e.(combat.Moved); ok {
			s.moveNoted = true
			s.print(s.wrap(moveNote))
			return
		}
	}
}

// startActivation forgets what belonged to the last activation.
func (s *session) startActivation() {
	clear(s.covers)
	s.verb, s.target = 0, combat.Ref{}
}

// undo takes back the last step and what it caused (R11: the dice go back with it).
func (s *session) undo() error {
	undone, err := s.t.Undo()
	if err != nil {
		return err
	}
	s.recent = nil
	for at := range s.said {
		if at >= len(s.t.Battle.Journal()) {
			delete(s.said, at) // said of steps taken back: a bot says it again
		}
	}
	s.boardDue = true
	s.startActivation()
	s.showBoard()
	for _, line := range undone {
		s.print(s.wrap("Undone: " + line))
	}
	s.refresh()
	return nil
}

// showLog tells the battle from the start, with the reasons of the bots' steps. In
// accessible mode it is printed; on the full screen it is a page of its own to scroll,
// which leaves the board above where it is (docs/solo.md).
func (s *session) showLog() error {
	lines := s.logLines()
	if s.accessible {
		s.print("")
		s.print(lines...)
		return nil
	}
	s.push(&question{title: "The battle so far:", log: &logPage{lines: lines, end: len(lines)},
		options: []option{backOption()}})
	return nil
}

// logLines are the log of the battle, wrapped, each bot's step after the announcement
// with its reason.
func (s *session) logLines() []string {
	var out []string
	for i, line := range s.t.Battle.Log() {
		for _, say := range s.said[i] {
			out = append(out, strings.Split(s.wrap(say), "\n")...)
		}
		out = append(out, strings.Split(s.wrap(line), "\n")...)
	}
	return out
}

// leave ends play; everything is saved already.
func (s *session) leave() error {
	name := s.t.Battle.Name()
	if s.t.Battle.State().Over() {
		s.print(fmt.Sprintf("Battle %s is over and saved: ezd battle log -b %s tells it again.", name, name))
	} else {
		s.print(fmt.Sprintf("Battle %s is saved: ezd battle play -b %s goes on from here.", name, name))
	}
	s.left = true
	return nil
}

// refresh puts the menu of the battle as it stands on screen, after any steps the bots
// make (play_bots.go). The cursor goes back to the step chosen last, Attack after an
// attack, or to Leave once the battle is over.
func (s *session) refresh() {
	s.asks = []*question{s.menu()}
	if s.playBots() {
		return
	}
	q := s.current()
	for i, o := range q.options {
		if o.key == s.verb || (s.t.Battle.State().Over() && o.key == leaveKey) {
			q.cursor = i
		}
	}
}

// showBoard prints the board, with the win chance, when one is due.
func (s *session) showBoard() {
	if !s.boardDue {
		return
	}
	s.boardDue = false
	var b strings.Builder
	st := s.t.Battle.State()
	writeBoard(&b, st)
	s.bar = ""
	if a, ok := s.adviceFor(st); ok && s.accessible {
		b.WriteString(winWords(a) + "\n")
	} else if ok {
		s.bar = winBar(a)
		b.WriteString(s.bar + "\n" + assumesLine + "\n")
	}
	s.print("")
	s.print(strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")...)
}

// barAbove is the win-chance bar to show above the question, "" when there is none or
// when it would say what the board's bar right above says: a step that changes no
// figure (a tank activated, the bot's tank about to ask what it sees) draws no second,
// identical bar.
func (s *session) barAbove() string {
	a, ok := s.adviceFor(s.t.Battle.State())
	if !ok || winBar(a) == s.bar {
		return ""
	}
	return winBar(a)
}

// accountLines tells the last n events, wrapped as the terminal needs.
func (s *session) accountLines(n int) []string {
	log := s.t.Battle.Log()
	out := make([]string, 0, n)
	for _, line := range log[len(log)-n:] {
		out = append(out, s.wrap(line))
	}
	return out
}

func (s *session) wrap(line string) string { return iostreams.Wrap(line, s.width, "  ") }

func (s *session) print(lines ...string) { s.out = append(s.out, lines...) }

// takeOut returns the lines to print and forgets them.
func (s *session) takeOut() []string {
	out := s.out
	s.out = nil
	return out
}
