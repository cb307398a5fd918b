// Package battles is the battles kept in the data folder: choosing one (-b or the most
// recently played), reading one without its lock, opening one for a step under its lock,
// saving events each synced to disk, undo, the JSON the battle commands print (list,
// status, log, hint, bot), the solved tables behind the win chance and the hints, and the
// bot's step. The `ezd battle` commands and `ezd serve` take their steps through it, so
// either sees the other's. It prints nothing itself: what it has to say goes to the
// io.Writer the caller gives.
package battles

import (
	"errors"
	"fmt"
	"io"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/journal"
	"github.com/ezd-game/ezd/combat"
)

// A battle on disk is a journal (package journal keeps the lines, the lock and the
// fsyncs) whose lines are combat events (package combat folds them into the battle).

// ErrNoBattle is returned when a command names no battle and there is none to pick.
var ErrNoBattle = errors.New("no battle in progress")

// Dir returns where battles are kept: the data folder's "battles".
func Dir(f *cmdutil.Factory) (string, error) { return f.DataDir("battles") }

// Choose returns the battle a command is about: the one named (-b), or else the most
// recently played battle, even one that is over, so that a step after a win is refused
// rather than made on another battle. A battle whose journal cannot be read is skipped
// with a warning written to warn.
func Choose(warn io.Writer, dir, named string) (string, error) {
	return pick(warn, dir, named, func(*combat.Battle) bool { return true })
}

// InProgress returns the battle play is about: the one named, or else the most recently
// played battle that is not over; ErrNoBattle when there is none, for play to offer a
// new one.
func InProgress(warn io.Writer, dir, named string) (string, error) {
	return pick(warn, dir, named, func(b *combat.Battle) bool { return !b.State().Over() })
}

// pick returns the battle named, or else the most recently played readable battle that
// wanted accepts.
func pick(warn io.Writer, dir, named string, wanted func(*combat.Battle) bool) (string, error) {
	if named != "" {
		return named, journal.ValidateName(named)
	}
	infos, err := journal.List(dir)
	if err != nil {
		return "", err
	}
	var over *combat.Battle
	for _, info := range infos {
		b, _, err := Read(dir, info.Name)
		if err != nil {
			fmt.Fprintf(warn, "warning: skipping battle %s, which cannot be read: %v\n", info.Name, err)
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
			ErrNoBattle, s.Name, s.Winner, s.Turn, s.Name)
	}
	return "", fmt.Errorf("%w: start one with ezd battle new NAME --red ARMY --blue ARMY, or ezd battle play", ErrNoBattle)
}

// RefuseOver refuses a step on a battle that is over (R8): only undo goes on from there.
func RefuseOver(b *combat.Battle) error {
	st := b.State()
	if !st.Over() {
		return nil
	}
	return fmt.Errorf("%s is over: %s won on turn %d; undo, or -b another battle", st.Name, st.Winner, st.Turn)
}

// Read reads a battle to look at it, without taking its lock, so that a battle being
// played in one terminal can be watched from another. Nothing is written: a half-written
// last line is left for the next step to remove. The warning says what was dropped or
// added while reading, or is "".
func Read(dir, name string) (*combat.Battle, string, error) {
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

// Summarize reads what the list of battles shows of the battle name, from its journal's
// first line and its last (journal.Ends), so that listing costs the same whatever the
// journals' lengths. Only when the end holds no turn does it read the whole journal.
func Summarize(dir, name string) (combat.Summary, error) {
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
	b, _, err := Read(dir, name)
	if err != nil {
		return combat.Summary{}, err
	}
	st := b.State()
	return combat.Summary{Red: st.Red.Army.Name, Blue: st.Blue.Army.Name, Turn: st.Turn, Winner: st.Winner}, nil
}

// LookAt reads the battle a read-only command is about (named, or the most recently
// played), and warns on warn about anything dropped from its journal.
func LookAt(warn io.Writer, dir, named string) (*combat.Battle, error) {
	name, err := Choose(warn, dir, named)
	if err != nil {
		return nil, err
	}
	b, warning, err := Read(dir, name)
	if err != nil {
		return nil, err
	}
	if warning != "" {
		fmt.Fprintf(warn, "warning: battle %s: %s\n", name, warning)
	}
	return b, nil
}
