package combat

import (
	"bytes"
	"errors"
	"fmt"
)

// Summary is what a list of battles shows of one: its armies, its turn and its winner.
type Summary struct {
	Red, Blue string // the armies' names
	Turn      int
	Winner    Player // NoPlayer while the battle goes on
}

// Summarize reads a battle's Summary from its journal's ends alone, so that listing
// battles costs the same for a journal of a million events as for one of ten: first is the
// journal's first line, the started event; last are whole lines of its end, oldest
// first, and whole says they reach back to the first line. The turn is that of the last
// roll-off, won battle or ended turn among them (R3, R8). found is false when last holds
// none of those and does not reach back to the start: then only a fold of the whole
// journal tells the turn.
//
// Nothing in between is checked, and the rules' automatic steps a crash left out of the
// journal (see Decoded.Settled) are not added: the summary is the journal as it stands.
func Summarize(first []byte, last [][]byte, whole bool) (s Summary, found bool, err error) {
	first = bytes.TrimPrefix(first, bom)
	if whole && len(last) > 0 {
		last = append([][]byte{bytes.TrimPrefix(last[0], bom)}, last[1:]...)
	}
	e, err := DecodeEvent(first)
	if err != nil {
		return Summary{}, false, &JournalError{Line: 1, Err: err}
	}
	start, ok := e.(BattleStarted)
	if !ok {
		return Summary{}, false, &JournalError{Line: 1, Err: fmt.Errorf("%w, not %q", errNoStart, e.Kind())}
	}
	s = Summary{Red: start.Red.Name, Blue: start.Blue.Name, Turn: 1}
	for i := len(last) - 1; i >= 0; i-- {
		e, err := DecodeEvent(last[i])
		if err != nil {
			return Summary{}, false, &JournalError{Err: fmt.Errorf("a line near the end: %w", err)}
		}
		switch e := e.(type) {
		case BattleWon:
			s.Turn, s.Winner = e.Turn, e.Winner
			return s, true, nil
		case InitiativeRolled:
			s.Turn = e.Turn
			return s, true, nil
		case TurnEnded:
			s.Turn = e.Turn + 1
			return s, true, nil
		case BattleStarted:
			if i > 0 || !whole {
				return Summary{}, false, &JournalError{Err: errors.New("a line near the end starts a battle again: a journal starts one battle, on its first line")}
			}
		}
	}
	return s, whole, nil
}

// bom is the byte order mark some editors put before a file's first line.
var bom = []byte("\ufeff")
