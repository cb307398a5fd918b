package battle

import (
	"github.com/ezd-game/ezd/cmd/internal/battles"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/combat"
)

// The battles on disk are package battles'; this file names what the commands use of
// it, with the Factory's folders and its stderr for the warnings.

// errNoBattle is returned when a command names no battle and there is none to pick.
var errNoBattle = battles.ErrNoBattle

// table is a battle open for play (battles.Table).
type table = battles.Table

// battleDir returns where battles are kept.
func battleDir(f *cmdutil.Factory) (string, error) { return battles.Dir(f) }

// battleInProgress returns the battle play is about (battles.InProgress).
func battleInProgress(f *cmdutil.Factory, dir, named string) (string, error) {
	return battles.InProgress(f.IO.ErrOut, dir, named)
}

// refuseOver refuses a step on a battle that is over (R8): only undo goes on from there.
func refuseOver(b *combat.Battle) error { return battles.RefuseOver(b) }

// readBattle reads a battle to look at it, without taking its lock (battles.Read).
func readBattle(dir, name string) (*combat.Battle, string, error) { return battles.Read(dir, name) }

// lookAt reads the battle a read-only command is about, and warns on stderr about
// anything dropped from its journal.
func lookAt(f *cmdutil.Factory, named string) (*combat.Battle, error) {
	dir, err := battleDir(f)
	if err != nil {
		return nil, err
	}
	return battles.LookAt(f.IO.ErrOut, dir, named)
}

// openBattle opens the battle a step command is about and takes its lock; close it when
// the command ends (battles.OpenChosen).
func openBattle(f *cmdutil.Factory, named string) (*table, error) {
	dir, err := battleDir(f)
	if err != nil {
		return nil, err
	}
	return battles.OpenChosen(f.IO.ErrOut, dir, named)
}

// openNamed opens the battle name in dir, as openBattle does.
func openNamed(f *cmdutil.Factory, dir, name string) (*table, error) {
	return battles.Open(f.IO.ErrOut, dir, name)
}
