package battle

import (
	"fmt"

	"github.com/ezd-game/ezd/combat"
)

// Two seams of play for what does not come from the keyboard: a bot that plays one side
// (solo play, docs/solo.md) and the solver's win chance and best step (docs/analysis.md).

// Bots is where solo play plugs in. Before the menu is shown, play asks Bots about the
// battle as it stands; nil means a person makes the next step. A bot's turn either makes
// a step (the same Step a person's menu choice makes, checked by the same rules, saved
// and told the same way), after which Bots is asked again, or asks the person something
// only they can see on the table (is the target in range? what is it in?); the answer
// goes to the turn's Answer and Bots is asked again. The hook lives in session.playBots.
type Bots func(st combat.State) *BotTurn

// BotTurn is what a bot does when Bots is asked.
type BotTurn struct {
	// Say is printed above the menu before the step or the question: "ezd activates
	// blue:2 Panzer 38(t)." Announces is true when it announces the bot's step and why:
	// it then stays in view until the person acts, and the log tells it.
	Say       string
	Announces bool
	// Step is the step the bot makes now.
	Step *Step
	// Ask is a question for the person, with its options; Answer gets the index chosen.
	// Notice opens it in a line, saying whose question it is: "ezd's turn: Panzer 38(t)
	// wants to know what it sees."
	Ask     string
	Notice  string
	Options []string
	// Keys are the options' numbers, one each, when they are not 1, 2, 3...: a list of
	// tanks keeps their roster numbers, and "None of them" or "No other" is 0, as on the
	// person's own lists (docs/solo.md).
	Keys   []int
	Answer func(i int)
}

// maxBotSteps bounds the steps bots make in a row before the person is shown the menu:
// a whole turn of a 10-point battle is far fewer.
const maxBotSteps = 200

// playBots lets the bots act until a person is to act, and reports whether a bot's
// question is on screen. A step the rules refuse stops the bots with a notice, so that
// a bot in error never hangs the table.
func (s *session) playBots() bool {
	if s.bots == nil {
		return false
	}
	for range maxBotSteps {
		st := s.t.Battle.State()
		turn := s.bots(st)
		if turn == nil {
			return false
		}
		if turn.Say != "" {
			s.print(s.wrap(turn.Say))
		}
		if turn.Say != "" && turn.Announces {
			s.recent = append(s.recent, turn.Say)
			at := len(s.t.Battle.Journal())
			s.said[at] = append(s.said[at], turn.Say)
		}
		switch {
		case turn.Step != nil:
			events, err := turn.Step.make(s.t.Battle)
			if err != nil {
				s.notice = fmt.Sprintf("the bot's step %s was refused: %v", turn.Step, err)
				return false
			}
			if err := s.t.Save(events); err != nil {
				s.notice = err.Error()
				return false
			}
			s.told(events)
			s.asks = []*question{s.menu()}
		case len(turn.Options) > 0:
			q := &question{title: turn.Ask, forBot: true}
			if turn.Notice != "" {
				q.about = []string{turn.Notice}
			}
			for i, label := range turn.Options {
				key := i + 1
				if i < len(turn.Keys) {
					key = turn.Keys[i]
				}
				q.options = append(q.options, option{key: key, label: label, choose: func(s *session) error {
					turn.Answer(i)
					s.refresh()
					return nil
				}})
			}
			s.push(q)
			return true
		default:
			return false
		}
	}
	return false
}

// Advisor is where the solver (A7, docs/analysis.md) plugs in: the win chance of a battle as it
// stands and the best step, written as `battle hint` writes it ("attack blue:1"). Play
// keeps one Advisor for the whole session, so that it reuses what it has solved, and asks
// it once per position (play_advice.go has the solver's).
type Advisor interface {
	Advise(st combat.State) (Advice, error)
}

// Advice is the Advisor's answer for one position.
type Advice struct {
	// Red is red's win chance under optimal play, a draw by the turn limit counted half
	// (A6); blue's is 1 - Red.
	Red float64
	// Best is the best step for the side to act, "" when nobody chooses one now.
	Best string
}

// adviceCache keeps the advice for the position it was asked about last, keyed by the
// length of the journal, which grows with every step and changes with every undo.
type adviceCache struct {
	at     int
	advice Advice
	ok     bool
}

// adviceFor returns the advice for st, asking the advisor at most once per position.
func (s *session) adviceFor(st combat.State) (Advice, bool) {
	if s.advisor == nil || st.Over() { // once won, the board says who won
		return Advice{}, false
	}
	at := len(s.t.Battle.Journal())
	if s.advice.at != at {
		a, err := s.advisor.Advise(st)
		s.advice = adviceCache{at: at, advice: a, ok: err == nil}
	}
	return s.advice.advice, s.advice.ok
}

// bestStep is the best step now, "" when there is no advisor or no advice.
func (s *session) bestStep(st combat.State) string {
	if st.Over() {
		return ""
	}
	a, ok := s.adviceFor(st)
	if !ok {
		return ""
	}
	return a.Best
}

// adopt takes the advisor once it is ready, which may be in the middle of a question:
// the menu is marked again with the cursor where it was. A battle beyond the solver's
// limits is told once and play goes on without the win chance.
func (s *session) adopt(a Advisor, err error) {
	if err != nil {
		s.print(s.wrap(fmt.Sprintf("No win chance for this battle: %v.", err)))
		return
	}
	s.advisor, s.advice = a, adviceCache{at: -1}
	if s.accessible {
		// The board on screen was printed before the solver was ready: say the chance now,
		// as every later board says it (the full screen shows the bar above the question).
		if adv, ok := s.adviceFor(s.t.Battle.State()); ok {
			s.print(winWords(adv))
		}
	}
	menu := s.menu()
	menu.cursor = min(s.asks[0].cursor, len(menu.options)-1)
	s.asks[0] = menu
}
