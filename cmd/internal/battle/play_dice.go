package battle

import (
	"errors"
	"fmt"

	"github.com/ezd-game/ezd/combat"
)

// diceEntry asks for the two dice the players rolled on the table (R11): each a whole
// number from 1 to 6, anything else refused and asked again, never guessed. A tied
// roll-off of entered dice asks both dice again (R3).
type diceEntry struct {
	labels [2]string
	dice   [2]int // 0 while not typed
	at     int    // the die being typed, 0 or 1
	throw  func(a, b int) error
}

// prompt names the die being asked for: "Attacker's die (1-6)".
func (d *diceEntry) prompt() string { return d.labels[d.at] + " (1-6)" }

// typeDie takes text as the die being asked for. The second die makes the step at
// once; a refused die leaves a notice and is asked again.
func (s *session) typeDie(text string) error {
	d := s.current().dice
	if d == nil {
		return nil
	}
	n, err := combat.ParseDie(text)
	if err != nil {
		return s.settle(dieError{err})
	}
	s.notice = ""
	d.dice[d.at] = n
	if d.at == 0 {
		d.at = 1
		return nil
	}
	return s.settle(s.throwDice())
}

// throwDice makes the step with the two dice typed. On a tie of a roll-off the dice are
// cleared and asked again; the question stays.
func (s *session) throwDice() error {
	d := s.current().dice
	if d.dice[0] == 0 || d.dice[1] == 0 {
		return dieError{fmt.Errorf("type the %s first", d.labels[d.at])}
	}
	err := d.throw(d.dice[0], d.dice[1])
	if errors.Is(err, combat.ErrTie) {
		d.dice, d.at = [2]int{}, 0
	}
	return err
}

// eraseDie takes back the last die typed (Backspace on the full screen).
func (s *session) eraseDie() {
	d := s.current().dice
	if d == nil {
		return
	}
	s.notice = ""
	if d.dice[d.at] == 0 && d.at > 0 {
		d.at--
	}
	d.dice[d.at] = 0
}

// dieError is an entered die that cannot be used; its message is the notice.
type dieError struct{ err error }

func (e dieError) Error() string { return e.err.Error() }

// Is makes every dieError an errNotADie.
func (e dieError) Is(target error) bool { return target == errNotADie }
