package view

import (
	"fmt"
	"io"

	"github.com/ezd-game/ezd/army"
)

// BuilderPage is the army builder under the table link (issue 29): a new army, or one of
// the armies folder being edited, as the form holds it now, with the points counter and
// the problems `ezd army validate` finds, each beside its field.
type BuilderPage struct {
	// Table is the table link's path without a final slash: the form posts to
	// Table+"/build".
	Table string
	// ID is the army being edited (its id in armies.json), "" for a new army; ETag is its
	// file's ETag when the page read it, sent back so that a save over another's change is
	// refused (409) instead of losing it.
	ID, ETag string
	// Army is the army as the form holds it: tanks may lack a class or name a model of
	// another class while the player builds.
	Army army.Army
	// Problems are what refuses the army, each at its field (Field).
	Problems []FieldProblem
	// Conflict says why the last save was refused though the army is valid: the file
	// changed on disk, or a file of that name exists. The form keeps every field.
	Conflict string
	// Overwrite offers to save over the file the conflict names.
	Overwrite bool
}

// FieldProblem is one problem of the army at the builder's field it belongs to: "name",
// "faction", "points", "tanks" (the army has none), "tank-N" (the N-th tank, from 1), or ""
// for the army as a whole (over its points limit).
type FieldProblem struct {
	Field   string `json:"field"`
	Message string `json:"message"`
}

// Builder writes the builder page.
func Builder(w io.Writer, p BuilderPage) error { return execute(w, "builder", builderView(p)) }

// builderModel is the builder page as the template draws it.
type builderModel struct {
	BuilderPage
	Title             string
	Fielded, Limit    int
	Left              string // "3 points left", "2 points over"
	Over              bool
	Tanks             []builderTank
	NameProblems      []string
	FactionProblems   []string
	PointsProblems    []string
	TanksProblems     []string
	General           []string
	Nations           []string
	Vehicles          []vehicleGroup
	Classes           []classChoice
	PointsPlaceholder int
}

// builderTank is one tank's row.
type builderTank struct {
	Number   int
	Class    string
	Name     string
	Model    string
	Default  string // the name R1 gives it when it has none: "Medium 2"
	Problems []string
}

// vehicleGroup is a nation's vehicles, for the model list.
type vehicleGroup struct {
	Nation   string
	Vehicles []vehicleChoice
}

type vehicleChoice struct {
	Name, Class string
}

// classChoice is a class with its cost (R2), for the buttons that add a tank.
type classChoice struct {
	Name  string
	Title string
	Cost  int
}

func builderView(p BuilderPage) builderModel {
	a := p.Army
	m := builderModel{BuilderPage: p, Fielded: a.Fielded(), Limit: a.Limit(), PointsPlaceholder: army.DefaultLimit}
	m.Title = "New army"
	if p.ID != "" {
		m.Title = "Edit " + a.Name
	}
	switch u := a.Unspent(); {
	case u >= 0:
		m.Left = plural(u, "point") + " left"
	default:
		m.Left, m.Over = plural(-u, "point")+" over", true
	}
	m.Tanks = make([]builderTank, len(a.Tanks))
	for i, t := range a.Tanks {
		class := ""
		if t.Class.Valid() {
			class = t.Class.String()
		}
		m.Tanks[i] = builderTank{Number: i + 1, Class: class, Name: t.Name, Model: t.Model}
		if t.Class.Valid() || t.Model != "" {
			m.Tanks[i].Default = a.TankName(i)
		}
	}
	for _, fp := range p.Problems {
		var n int
		switch {
		case fp.Field == "name":
			m.NameProblems = append(m.NameProblems, fp.Message)
		case fp.Field == "faction":
			m.FactionProblems = append(m.FactionProblems, fp.Message)
		case fp.Field == "points":
			m.PointsProblems = append(m.PointsProblems, fp.Message)
		case fp.Field == "tanks":
			m.TanksProblems = append(m.TanksProblems, fp.Message)
		default:
			if _, err := fmt.Sscanf(fp.Field, "tank-%d", &n); err == nil && n >= 1 && n <= len(m.Tanks) {
				m.Tanks[n-1].Problems = append(m.Tanks[n-1].Problems, fp.Message)
			} else {
				m.General = append(m.General, fp.Message)
			}
		}
	}
	m.Nations = army.Nations()
	for _, n := range m.Nations {
		g := vehicleGroup{Nation: n}
		for _, v := range army.VehiclesOf(n) {
			g.Vehicles = append(g.Vehicles, vehicleChoice{v.Name, v.Class.String()})
		}
		m.Vehicles = append(m.Vehicles, g)
	}
	for _, c := range army.Classes() {
		m.Classes = append(m.Classes, classChoice{c.String(), c.Title(), c.Stats().Cost})
	}
	return m
}
