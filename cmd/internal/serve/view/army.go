package view

import (
	"io"

	"github.com/ezd-game/ezd/army"
)

// ArmiesPage is the armies of the table (issue 29): the samples and the army files of the
// armies folder, as `ezd army list` lists them, a new army, and an army's link to import.
type ArmiesPage struct {
	// Table is the table link's path without a final slash.
	Table  string
	Armies []ArmyEntry
	// More is the number of files the list leaves out (cmdutil.MaxListedArmies).
	More int
}

// ArmyEntry is one army of the list: its id in armies.json, and what the player reads.
type ArmyEntry struct {
	ID, Name, Faction string
	Fielded, Limit    int
	Sample            bool
	// Problem is the first problem of an army file that is not valid, "" when it is.
	Problem string
}

// ArmyPage is one army: its roster, its share link and QR code, and what to do with it
// (edit, print, a matchup).
type ArmyPage struct {
	Table string
	// ID is the army's id in armies.json; Sample says it is one of ezd's samples (not
	// edited, copied).
	ID     string
	Sample bool
	Army   army.Army
	// Share is the share link (the table's import page, the code in its fragment) and
	// Code the code alone, "" when the army cannot be shared (ShareProblem says why).
	Share, Code, ShareProblem string
	// QR is the address of the share link's QR code, "" when it has none (too long).
	QR string
	// Saved says the army was just saved from the builder or imported.
	Saved bool
}

// ImportPage is the import of a shared army: the form where a link or code is pasted
// (the script fills it from the page's #army=), and, once read, the army with "Save this
// army", or the reason it is refused.
type ImportPage struct {
	Table string
	// Code is what was pasted, as it came.
	Code string
	// Army is the army the code carries, nil until one is read.
	Army *army.Army
	// File is the file name the army will be saved as (NAME.yaml).
	File string
	// Problem is why the code is refused, or the army not saved; Exists offers to save it
	// under the name in File anyway, over the file there.
	Problem string
	Exists  bool
}

// Armies writes the armies page.
func Armies(w io.Writer, p ArmiesPage) error { return execute(w, "armies", p) }

// Army writes an army's page.
func Army(w io.Writer, p ArmyPage) error { return execute(w, "army", armyView(p)) }

// Import writes the import page.
func Import(w io.Writer, p ImportPage) error { return execute(w, "import", importView(p)) }

// rosterLine is one tank of an army's roster as a page lists it.
type rosterLine struct {
	Name, Model, Class string
	Cost               int
}

// armyModel is an army's page as the template draws it.
type armyModel struct {
	ArmyPage
	Roster         []rosterLine
	Fielded, Limit int
	Breaks         int
}

func roster(a army.Army) []rosterLine {
	a = a.WithDefaults()
	out := make([]rosterLine, len(a.Tanks))
	for i, t := range a.Tanks {
		out[i] = rosterLine{t.Name, t.Model, t.Class.String(), t.Class.Stats().Cost}
		if t.Model == t.Name {
			out[i].Model = "" // named by its model: said once
		}
	}
	return out
}

func armyView(p ArmyPage) armyModel {
	return armyModel{ArmyPage: p, Roster: roster(p.Army), Fielded: p.Army.Fielded(), Limit: p.Army.Limit(),
		Breaks: p.Army.LossThreshold()}
}

// importModel is the import page as the template draws it.
type importModel struct {
	ImportPage
	Roster         []rosterLine
	Fielded, Limit int
}

func importView(p ImportPage) importModel {
	m := importModel{ImportPage: p}
	if p.Army != nil {
		m.Roster, m.Fielded, m.Limit = roster(*p.Army), p.Army.Fielded(), p.Army.Limit()
	}
	return m
}
