package combat

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/ezd-game/ezd/internal/quote"
)

// Folder folds a journal into a battle one line at a time, as the lines are read. Each
// event is checked against the battle so far as soon as it is read, so a line that cannot
// follow is refused there, before the rest of the file is read: a valid battle followed
// by 60 MiB of junk costs one line of junk (docs/development.md, Hostile input). Read uses
// one; so does whoever frames a journal's lines itself (the battle files of package
// journal), so that a battle file is read once, not read and then folded.
type Folder struct {
	name string
	b    *Battle
	read int // events folded
}

// NewFolder starts folding the journal of the battle name, as Read does: the started event
// must give the same name, unless name is "".
func NewFolder(name string) *Folder { return &Folder{name: name, b: &Battle{}} }

// Fold reads line, line number n of the journal (from 1, blank lines counted), as the
// battle's next event. line holds no newline; Fold keeps none of it. A line of nothing but
// blanks, or a byte order mark on the first line, is skipped. A line that is not an event,
// or an event that cannot follow, is a *JournalError with its line, and the fold cannot
// go on.
func (f *Folder) Fold(n int, line []byte) error {
	if n == 1 {
		line = bytes.TrimPrefix(line, []byte("\ufeff")) // a byte order mark from an editor
	}
	if len(bytes.TrimSpace(line)) == 0 {
		return nil
	}
	e, err := DecodeEvent(line)
	if err != nil {
		return &JournalError{Line: n, Err: err}
	}
	if start, ok := e.(BattleStarted); ok && f.name != "" && start.Name != f.name && f.read == 0 {
		return &JournalError{Line: n, Err: fmt.Errorf("the journal of battle %s names its battle %s: rename the file back, or start a new battle", f.name, quote.Value(start.Name))}
	}
	if err := f.b.Apply(e); err != nil {
		return &JournalError{Line: n, Err: err}
	}
	f.read++
	return nil
}

// Done ends the fold: the battle, with the rules' automatic consequences its journal was
// missing at its end (its writer stopped between a step and them) in Settled. A journal
// without events is a *JournalError. Done may be called once.
func (f *Folder) Done() (Decoded, error) {
	if f.read == 0 {
		return Decoded{}, &JournalError{Err: errNoStart}
	}
	f.b.settle()
	d := Decoded{Battle: f.b}
	if n := len(f.b.journal) - f.read; n > 0 {
		d.Settled = slices.Clone(f.b.journal[f.read:])
	}
	return d, nil
}
