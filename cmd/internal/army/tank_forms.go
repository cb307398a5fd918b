package army

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/huh"

	armypkg "github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
)

// tankChoice is a tank to add: a catalogue vehicle (Model set, its class fixed by R12) or a
// custom tank of a class; or, with Back, none.
type tankChoice struct {
	Class armypkg.Class
	Model string
	Back  bool
}

// addTankForm offers the vehicles of nation's catalogue and the three custom classes that
// fit in what is left of the limit. Choices that would exceed the limit are not offered;
// the note says which were left out, and the field refuses one should it come anyway (R1).
func addTankForm(a armypkg.Army, nation string, pick *tankChoice) *huh.Form {
	left := a.Unspent()
	var vehicles []armypkg.Vehicle
	if nation != "" {
		vehicles = armypkg.VehiclesOf(nation)
	}
	width := len("Custom medium tank")
	for _, v := range vehicles {
		width = max(width, len(v.Name))
	}
	var opts []huh.Option[tankChoice]
	for _, v := range vehicles {
		cost := v.Class.Stats().Cost
		if cost > left {
			continue
		}
		opts = append(opts, huh.NewOption(fmt.Sprintf("%-*s  %-6s  %d pts", width, v.Name, v.Class, cost),
			tankChoice{Class: v.Class, Model: v.Name}))
	}
	var tooDear []string
	for _, c := range armypkg.Classes() {
		cost := c.Stats().Cost
		if cost > left {
			tooDear = append(tooDear, fmt.Sprintf("%s (%d pts)", c, cost))
			continue
		}
		opts = append(opts, huh.NewOption(fmt.Sprintf("%-*s  %-6s  %d pts", width, "Custom "+c.String()+" tank", c, cost),
			tankChoice{Class: c}))
	}
	opts = append(opts, huh.NewOption("Back", tankChoice{Back: true}))
	if !prompt.HasOption(opts, *pick) {
		*pick = opts[0].Value
	}
	note := huh.NewNote().Title("Add a tank: " + runningTotal(a))
	if len(tooDear) > 0 {
		note.Description(fmt.Sprintf("Not offered, over the limit: %s tanks.", strings.Join(tooDear, " and ")))
	}
	return huh.NewForm(huh.NewGroup(
		note,
		huh.NewSelect[tankChoice]().Title("Which tank?").Options(opts...).Accessor(prompt.Chosen(pick)).
			Height(min(len(opts)+1, prompt.MaxSelectHeight)).
			Validate(func(c tankChoice) error {
				if c.Class.Valid() && c.Class.Stats().Cost > left {
					return fmt.Errorf("a %s tank costs %d points and only %d are left", c.Class, c.Class.Stats().Cost, left)
				}
				return nil
			}),
	))
}

// tankNameForm asks for a tank's name. Left empty, the tank takes def, shown as the
// placeholder; names already in use by other tanks are refused, so that every tank on the
// table can be told apart.
func tankNameForm(name *string, def string, taken []string, accessible bool) *huh.Form {
	title := "Name of the tank"
	if accessible {
		title = fmt.Sprintf("Name of the tank (Enter for %s):", cmdutil.Quoted(def))
		if *name != "" {
			title = fmt.Sprintf("Name of the tank (Enter keeps %s):", cmdutil.Quoted(*name))
		}
	}
	return huh.NewForm(huh.NewGroup(
		huh.NewInput().Title(title).Description("Empty: " + def + ".").Placeholder(def).
			Value(name).CharLimit(40).
			Validate(func(s string) error {
				n := prompt.Typed(s, *name)
				if n == "" {
					n = def
				}
				if isTaken(taken, n) {
					return fmt.Errorf("another tank is already called %s", cmdutil.Quoted(n))
				}
				return nil
			}),
	))
}

// uniqueName returns base, or base with the first number from 2 that no tank in taken has.
func uniqueName(base string, taken []string) string {
	name := base
	for n := 2; isTaken(taken, name); n++ {
		name = fmt.Sprintf("%s %d", base, n)
	}
	return name
}

// isTaken reports whether name is among taken, ignoring letter case.
func isTaken(taken []string, name string) bool {
	return slices.ContainsFunc(taken, func(t string) bool { return strings.EqualFold(t, name) })
}
