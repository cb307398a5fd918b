package battle

import (
	"errors"
	"fmt"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/journal"
	"github.com/ezd-game/ezd/combat"
)

// A battle on disk is a journal (package journal keeps the lines, the lock and the
// fsyncs) whose lines are combat events (package combat folds them into the battle).
// This file joins the two for the commands: which battle a command means, reading one
// to look at it, and opening one to play a step.

// errNoBattle is returned when a command names no battle and there is none to pick.
var errNoBattle = errors.New("no battle in progress")

// battleDir returns where battles are kept.
func battleDir(f *cmdutil.Factory) (string, error) { return f.DataDir("battles") }

// chooseBattle returns the battle a command is about: the one -b names, or else the most
// recently played battle, even one that is over, so that a step after a win is refused
// rather than made on another battle. A battle whose journal cannot be read is
// skipped with a warning.
func chooseBattle(f *cmdutil.Factory, dir, named string) (string, error) {
	return pickBattle(f, dir, named, func(*combat.Battle) bool { return true })
}

// battleInProgress returns the battle play is about: the one -b names, or else the most
// recently played battle that is not over; errNoBattle when there is none, for play to
// offer a new one.
func battleInProgress(f *cmdutil.Factory, dir, named string) (string, error) {
	return pickBattle(f, dir, named, func(b *combat.Battle) bool { return !b.State().Over() })
}

// pickBattle returns the battle -b names, or else the most recently played readable
// battle that wanted accepts.
func pickBattle(f *cmdutil.Factory, dir, named string, wanted func(*combat.Battle) bool) (string, error) {
	if named != "" {
		return named, journal.ValidateName(named)
	}
	infos, err := journal.List(dir)
	if err != nil {
		return "", err
	}
	var over *combat.Battle
	for _, info := range infos {
		b, _, err := readBattle(dir, info.Name)
		if err != nil {
			fmt.Fprintf(f.IO.ErrOut, "warning: skipping battle %s, which cannot be read: %v\n", info.Name, err)
			continue
		}
		if wanted(b) {
			return info.Name, nil
		}
		if over == nil {
			over = b
		}
	}
	if over != nil {
		s := over.State()
		return "", fmt.Errorf("%w: the last one, %s, is over (%s won on turn %d); name a battle with -b %s, or start one with ezd battle new",
			errNoBattle, s.Name, s.Winner, s.Turn, s.Name)
	}
	return "", fmt.Errorf("%w: start one with ezd battle new NAME --red ARMY --blue ARMY, or ezd battle play", errNoBattle)
}

// refuseOver refuses a step on a battle that is over (R8): only undo goes on from there.
func refuseOver(b *combat.Battle) error {
	st := b.State()
	if !st.Over() {
		return nil
	}
	return fmt.Errorf("%s is over: %s won on turn %d; undo, or -b another battle", st.Name, st.Winner, st.Turn)
}

// readBattle reads a battle to look at it, without taking its lock, so that a battle
// being played in one terminal can be watched from another. Nothing is written: a
// half-written last line is left for the next step to remove. The warning says what
// was dropped or added while reading, or is "".
func readBattle(dir, name string) (*combat.Battle, string, error) {
	// View refuses a named pipe or a link without blocking; Read streams the file, so a
	// journal padded with blank lines costs no memory (docs/development.md).
	file, err := journal.View(dir, name)
	if err != nil {
		return nil, "", err
	}
	defer file.Close()
	d, err := combat.Read(file, name)
	if err != nil {
		return nil, "", fmt.Errorf("battle %s: %w", name, err)
	}
	return d.Battle, d.Warning(), nil
}

// summarize reads what the list of battles shows of the battle name, from its journal's
// first line and its last (journal.Ends), so that listing costs the same whatever the
// journals' lengths. Only when the end holds no turn does it read the whole journal.
func summarize(dir, name string) (combat.Summary, error) {
	first, last, whole, err := journal.Ends(dir, name)
	if err != nil {
		return combat.Summary{}, err
	}
	s, found, err := combat.Summarize(first, last, whole)
	if err != nil {
		return combat.Summary{}, fmt.Errorf("battle %s: %w", name, err)
	}
	if found {
		return s, nil
	}
	b, _, err := readBattle(dir, name)
	if err != nil {
		return combat.Summary{}, err
	}
	st := b.State()
	return combat.Summary{Red: st.Red.Army.Name, Blue: st.Blue.Army.Name, Turn: st.Turn, Winner: st.Winner}, nil
}

// lookAt reads the battle a read-only command is about, and warns on stderr about
// anything dropped from its journal.
func lookAt(f *cmdutil.Factory, named string) (*combat.Battle, error) {
	dir, err := battleDir(f)
	if err != nil {
		return nil, err
	}
	name, err := chooseBattle(f, dir, named)
	if err != nil {
		return nil, err
	}
	b, warning, err := readBattle(dir, name)
	if err != nil {
		return nil, err
	}
	if warning != "" {
		fmt.Fprintf(f.IO.ErrOut, "warning: battle %s: %s\n", name, warning)
	}
	return b, nil
}

// table is a battle open for play: its journal, holding the battle's lock, and the
// battle folded from it. Every step is saved before the command reports it.
type table struct {
	j *journal.Journal
	b *combat.Battle
}

// openBattle opens the battle a step command is about and takes its lock, so that no
// other ezd writes it meanwhile; close it when the command ends. Anything the journal
// had lost in a crash is reported on stderr, and the rules' automatic steps it was missing
// are saved at once.
func openBattle(f *cmdutil.Factory, named string) (*table, error) {
	dir, err := battleDir(f)
	if err != nil {
		return nil, err
	}
	name, err := chooseBattle(f, dir, named)
	if err != nil {
		return nil, err
	}
	return openNamed(f, dir, name)
}

// openNamed opens the battle name in dir, as openBattle does. The journal is read once,
// each event folded as it is read, so an event that cannot follow is refused before the
// rest of the file is read.
func openNamed(f *cmdutil.Factory, dir, name string) (*table, error) {
	fold := combat.NewFolder(name)
	j, err := journal.Open(dir, name, fold.Fold)
	if err != nil {
		return nil, err
	}
	if w := j.Warning(); w != "" {
		fmt.Fprintf(f.IO.ErrOut, "warning: %s\n", w)
	}
	d, err := fold.Done()
	if err != nil {
		j.Close()
		return nil, fmt.Errorf("battle %s: %w", name, err)
	}
	t := &table{j: j, b: d.Battle}
	if len(d.Settled) > 0 {
		fmt.Fprintf(f.IO.ErrOut, "warning: battle %s: %s\n", name, d.Warning())
		if err := t.save(d.Settled); err != nil {
			j.Close()
			return nil, err
		}
	}
	return t, nil
}

// save appends events to the journal, each synced to disk before the next.
func (t *table) save(events []combat.Event) error {
	for _, e := range events {
		line, err := combat.Encode(e)
		if err != nil {
			return err
		}
		if err := t.j.Append(line); err != nil {
			return err
		}
	}
	return nil
}

// rewrite replaces the journal with the battle's own, all at once: after undo.
func (t *table) rewrite() error {
	events := t.b.Journal()
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

// undo takes back the last step and its consequences and rewrites the journal at once
// (R11: the battle's dice go back with it). It returns the log lines of what was undone.
func (t *table) undo() ([]string, error) {
	before := t.b.Log()
	undone, err := t.b.Undo()
	if err != nil {
		return nil, err
	}
	if err := t.rewrite(); err != nil {
		return nil, err
	}
	return before[len(before)-len(undone):], nil
}

// close releases the battle's lock.
func (t *table) close() error { return t.j.Close() }
