package nothanks

import (
	"fmt"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/nothanks/bot"
)

// Leaving a game (issue 31, item 5): q asks first, and says where the game is kept and how
// to go on with it; Esc never leaves a game a person plays, it only goes back a step.

// hasPerson reports whether a person sits at the match.
func (m *match) hasPerson() bool {
	for _, s := range m.seats {
		if s.person {
			return true
		}
	}
	return false
}

// unfinished reports whether the match's game has begun and goes on: one to resume.
func (m *match) unfinished() bool {
	return m.game != nil && !m.game.Position().Over() && m.game.Turns() < bot.DefaultMaxTurns
}

// askLeave takes q: it reports false where q leaves at once (a demo, a game over, or no
// record kept), and true where the screen stays: it asks first, or, with the die rolled
// for steps not yet made, says to make them (leaving then would let the turn be chosen
// again knowing its die).
func (s *screen) askLeave() bool {
	if !s.m.hasPerson() || !s.m.saved || !s.m.unfinished() || s.phase == phOver {
		return false
	}
	if s.phase == phSteps {
		s.note = fmt.Sprintf("the die is rolled: make its %s first (u takes one back); the game is saved after every turn, then q leaves", cmdutil.Plural(s.roll-len(s.steps), "step"))
		return true
	}
	s.asking, s.note = true, ""
	return true
}

// answerLeave takes the answer to leaveQuestion: y (or q again) leaves; any other key,
// Esc too, stays.
func (s *screen) answerLeave(k string) bool {
	s.asking = false
	if k == "y" || k == "Y" || k == "q" {
		s.left = true
		return true
	}
	s.note = "you stay: the game goes on"
	return false
}

// leaveQuestion is what q asks.
func (s *screen) leaveQuestion() string {
	p := cmdutil.ShowPath(s.m.path)
	return fmt.Sprintf("Leave? The game is saved in %s; resume with ezd nothanks play --resume %s. y leaves, any other key stays", p, p)
}

// escStays takes an Esc that has no step to go back: in a game a person plays it stays
// and says how to leave; in a demo, or at the end, it leaves.
func (s *screen) escStays() bool {
	if !s.m.hasPerson() || s.phase == phOver {
		return false
	}
	s.note = "Esc does not leave: q leaves (it asks first)"
	return true
}

// savedWords say where the record is, after the screen: for a game left unfinished, how
// to go on with it.
func (s *screen) savedWords() string {
	p := cmdutil.ShowPath(s.m.path)
	if s.m.hasPerson() && s.m.unfinished() {
		return fmt.Sprintf("the game is saved in %s; resume it with ezd nothanks play --resume %s", p, p)
	}
	return "the record is in " + p
}
