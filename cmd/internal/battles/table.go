package battles

import (
	"fmt"
	"io"

	"github.com/ezd-game/ezd/cmd/internal/journal"
	"github.com/ezd-game/ezd/combat"
)

// Table is a battle open for play: its journal, holding the battle's lock, and the battle
// folded from it. Every step is saved before it is reported. A Table is not safe for use
// by several goroutines at once.
type Table struct {
	j *journal.Journal
	// Battle is the battle as its journal tells it, steps saved included.
	Battle *combat.Battle
}

// OpenChosen opens the battle named, or the most recently played one (Choose), as Open
// does.
func OpenChosen(warn io.Writer, dir, named string) (*Table, error) {
	name, err := Choose(warn, dir, named)
	if err != nil {
		return nil, err
	}
	return Open(warn, dir, name)
}

// Open opens the battle name in dir and takes its lock, so that no other ezd writes it
// meanwhile; Close it when the step is done. Anything the journal had lost in a crash is
// told on warn, and the rules' automatic steps it was missing are saved at once. The
// journal is read once, each event folded as it is read, so an event that cannot follow
// is refused before the rest of the file is read. A nil warn tells nothing.
func Open(warn io.Writer, dir, name string) (*Table, error) {
	if warn == nil {
		warn = io.Discard
	}
	fold := combat.NewFolder(name)
	j, err := journal.Open(dir, name, fold.Fold)
	if err != nil {
		return nil, err
	}
	if w := j.Warning(); w != "" {
		fmt.Fprintf(warn, "warning: %s\n", w)
	}
	d, err := fold.Done()
	if err != nil {
		j.Close()
		return nil, fmt.Errorf("battle %s: %w", name, err)
	}
	t := &Table{j: j, Battle: d.Battle}
	if len(d.Settled) > 0 {
		fmt.Fprintf(warn, "warning: battle %s: %s\n", name, d.Warning())
		if err := t.Save(d.Settled); err != nil {
			j.Close()
			return nil, err
		}
	}
	return t, nil
}

// Create starts the battle b in dir with its first event and returns it open, its lock
// held. It fails with journal.ErrExists when a battle of that name exists.
func Create(dir string, b *combat.Battle) (*Table, error) {
	line, err := combat.Encode(b.Journal()[0])
	if err != nil {
		return nil, err
	}
	j, err := journal.Create(dir, b.Name(), line)
	if err != nil {
		return nil, err
	}
	return &Table{j: j, Battle: b}, nil
}

// Save appends events to the journal, each synced to disk before the next; a write that
// fails is a *SaveError.
func (t *Table) Save(events []combat.Event) error {
	for _, e := range events {
		line, err := combat.Encode(e)
		if err != nil {
			return err
		}
		if err := t.j.Append(line); err != nil {
			return &SaveError{err}
		}
	}
	return nil
}

// rewrite replaces the journal with the battle's own, all at once: after undo.
func (t *Table) rewrite() error {
	events := t.Battle.Journal()
	lines := make([][]byte, len(events))
	for i, e := range events {
		line, err := combat.Encode(e)
		if err != nil {
			return err
		}
		lines[i] = line
	}
	return t.j.Rewrite(lines)
}

// Undo takes back the last step and its consequences and rewrites the journal at once
// (R11: the battle's dice go back with it). It returns the log lines of what was undone.
func (t *Table) Undo() ([]string, error) {
	before := t.Battle.Log()
	undone, err := t.Battle.Undo()
	if err != nil {
		return nil, err
	}
	if err := t.rewrite(); err != nil {
		return nil, &SaveError{err}
	}
	return before[len(before)-len(undone):], nil
}

// Close releases the battle's lock.
func (t *Table) Close() error { return t.j.Close() }
