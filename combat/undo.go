package combat

import "slices"

// Undo takes back the last player's step and the automatic consequences it caused, and
// returns the events it removed, oldest first. It can be repeated back to the start of the
// battle, and works after the battle is won too, to correct a mistyped last attack; it
// never removes the battle's start.
//
// Undo is the journal less its last step, folded again from the start: the state after it
// is exactly the state before the step, the battle's dice included (see Throw).
func (b *Battle) Undo() ([]Event, error) {
	i := b.lastStep()
	if i < 0 {
		return nil, &Refusal{Reason: "there is nothing to undo: no step has been taken since the battle started", Allowed: b.state.allowed()}
	}
	again, err := Replay(b.journal[:i])
	if err != nil {
		// A prefix of a journal the rules accepted is accepted again.
		return nil, err
	}
	undone := slices.Clone(b.journal[i:])
	*b = *again
	return undone, nil
}

// CanUndo reports whether there is a step to undo.
func (b *Battle) CanUndo() bool { return b.lastStep() >= 0 }

// lastStep returns the position in the journal of the last player's step, or -1 when there
// is none after the battle's start.
func (b *Battle) lastStep() int {
	for i := len(b.journal) - 1; i > 0; i-- {
		if !Automatic(b.journal[i]) {
			return i
		}
	}
	return -1
}
