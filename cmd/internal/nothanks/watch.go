package nothanks

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/ezd-game/ezd/nothanks"
)

// watchPace is how fast the bots play on once the people are out and a person asked them
// to (a), slow enough to read each turn as it comes.
const watchPace = 700 * time.Millisecond

// peopleOut reports whether every person in the match is out while the game goes on
// (false when no seat is a person: a demo).
func peopleOut(m *match, p nothanks.Position) bool {
	people := false
	for c, st := range m.seats {
		if st.person {
			if !p.Out(nothanks.Colour(c)) {
				return false
			}
			people = true
		}
	}
	return people && !p.Over()
}

// watchSpeed is the pause before a bot's turn: none until the people are out, then
// watchPace when the turns play on by themselves.
func (s *screen) watchSpeed() time.Duration {
	if s.out && s.auto {
		return watchPace
	}
	return 0
}

// watchKey takes a key while the people watch the bots (issue 31, item 4): space or Enter
// plays the next turn, a plays on by itself, End plays to the end at once.
func (s *screen) watchKey(k string) tea.Cmd {
	switch k {
	case " ", "space", "enter", "n":
		s.phase = phBot
		return s.botPlays()
	case "a":
		s.auto, s.phase = true, phBot
		return s.botPlays()
	case "end", "e":
		if s.m.roll == nil {
			s.note = "with entered dice each turn needs its die: space plays the next turn"
			return nil
		}
		for s.phase == phWatch || s.phase == phBot {
			s.phase = phBot
			s.botPlays()
			if s.err != nil {
				return tea.Quit
			}
		}
		return nil
	}
	s.note = "space or Enter plays the next turn, a plays on, End goes to the end, q leaves"
	return nil
}

// story is the turns played since the people went out, for after the screen closes.
func (s *screen) story() []string {
	if !s.out {
		return nil
	}
	return s.log[s.outFrom:]
}

// outTurn is the turn the last person went out on.
func outTurn(m *match, p nothanks.Position) int {
	last := 0
	for c, st := range m.seats {
		if st.person {
			last = max(last, p.OutOnTurn(nothanks.Colour(c)))
		}
	}
	return last
}

// escBack takes Esc inside a sub-prompt back a step, as its hint says (issue 31, item 5):
// out of the target list to MOVE or SHOOT, or during the steps it clears what is typed,
// then lets go of the chosen tank. It reports false where Esc leaves.
func (s *screen) escBack() bool {
	switch {
	case s.phase == phShot:
		s.phase, s.typed, s.shots = phChoose, "", nil
	case s.phase == phSteps && s.typed != "":
		s.typed = ""
	case s.phase == phSteps && s.chosen != nil:
		s.chosen = nil
	case s.phase == phSteps:
		s.note = "the die is rolled: make its steps (u takes one back), or q to leave"
	default:
		return false
	}
	return true
}
