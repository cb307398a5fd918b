package army

import (
	"errors"
	"fmt"
	"strings"

	"github.com/charmbracelet/huh"

	armypkg "github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/whole"
)

// armyHeader is what the builder's first form asks: the army's name, nation and points limit.
type armyHeader struct {
	Name string
	// Nation is a catalogue nation (R12), or otherNation.
	Nation string
	// Faction is free text, asked only when Nation is otherNation.
	Faction string
	// Points is the limit as typed.
	Points string
}

// otherNation is the armyHeader's nation when the army's side is not in the catalogue.
const otherNation = "other"

// headerForm asks for the army's name, nation and points limit. A limit below fielded, what
// the roster already costs, is refused (R1).
func headerForm(h *armyHeader, fielded int, accessible bool) *huh.Form {
	nations := []huh.Option[string]{}
	for _, n := range armypkg.Nations() {
		nations = append(nations, huh.NewOption(fmt.Sprintf("%s (%d vehicles in the catalogue)", n, len(armypkg.VehiclesOf(n))), n))
	}
	nations = append(nations, huh.NewOption("Other, or none: custom tanks only", otherNation))
	return huh.NewForm(huh.NewGroup(
		huh.NewInput().Title(prompt.Keeps("Army name", h.Name, accessible)).Value(&h.Name).CharLimit(60).
			Validate(func(s string) error {
				if prompt.Typed(s, h.Name) == "" {
					return errors.New("the army needs a name")
				}
				return nil
			}),
		huh.NewSelect[string]().Title(prompt.Keeps("Nation", h.Nation, accessible)).
			Description("Its catalogue vehicles are offered when you add a tank (R12).").
			Options(nations...).Value(&h.Nation),
		huh.NewInput().Title(prompt.Keeps("Points limit", h.Points, accessible)).
			Description(fmt.Sprintf("%d for a standard game; more for a larger one (R1).", armypkg.DefaultLimit)).
			Value(&h.Points).CharLimit(4).
			Validate(func(s string) error { _, err := parseLimit(prompt.Typed(s, h.Points), fielded); return err }),
	))
}

// parseLimit reads a points limit as typed: a whole number from 1 to armypkg.MaxLimit, and not
// below fielded, what the tanks already chosen cost (R1).
func parseLimit(s string, fielded int) (int, error) {
	// Read as every number a person types is (package whole): "012" and "+12" are refused.
	n, err := whole.Between(s, 1, armypkg.MaxLimit, "a points limit")
	if err != nil {
		return 0, fmt.Errorf("enter a whole number from 1 to %d", armypkg.MaxLimit)
	}
	if n < fielded {
		return 0, fmt.Errorf("the tanks already cost %d points: remove some first, or keep at least %d", fielded, fielded)
	}
	return n, nil
}

// factionForm asks for a faction that is not in the catalogue; it may stay empty.
func factionForm(faction *string, accessible bool) *huh.Form {
	return huh.NewForm(huh.NewGroup(
		huh.NewInput().Title(prompt.Keeps("Faction (optional)", *faction, accessible)).
			Description("Any side you like; its tanks are custom, by class.").
			Value(faction).CharLimit(60),
	))
}

// builderStep is what the player does next in the builder.
type builderStep int

// The builder's steps.
const (
	stepAdd builderStep = iota + 1
	stepRename
	stepRemove
	stepHeader
	stepFinish
)

// rosterForm shows the roster and its running total and asks what to do next. Adding is
// open only while a tank still fits, renaming, removing and finishing only once there is
// a tank; the closed ones stay listed, so that each keeps its number.
func rosterForm(a armypkg.Army, step *builderStep) *huh.Form {
	noTanks, full, empty := "", "", ""
	if len(a.Tanks) == 0 {
		noTanks, empty = "no tanks yet", "add a tank first"
	}
	if !fits(a) {
		full = "no tank fits in the limit"
	}
	if u := a.Unspent(); u < 0 {
		empty = fmt.Sprintf("%d over the limit: remove a tank or raise the limit", -u) // R1
	}
	opts, refuse := prompt.StableOptions([]prompt.Choice[builderStep]{
		{Label: "Add a tank", Value: stepAdd, Closed: full},
		{Label: "Rename a tank", Value: stepRename, Closed: noTanks},
		{Label: "Remove a tank", Value: stepRemove, Closed: noTanks},
		{Label: "Change name, nation or points limit", Value: stepHeader, Closed: ""},
		{Label: "Finish: show the roster and save", Value: stepFinish, Closed: empty},
	}, step)
	return huh.NewForm(huh.NewGroup(
		huh.NewNote().Title(a.Name+": "+runningTotal(a)).Description(rosterLines(a)),
		huh.NewSelect[builderStep]().Title("What next?").Options(opts...).Accessor(prompt.Chosen(step)).Validate(refuse),
	))
}

// runningTotal is the running total the builder always shows: "7 / 10 points, 3 left".
func runningTotal(a armypkg.Army) string {
	if u := a.Unspent(); u < 0 {
		return fmt.Sprintf("%d / %d points, %d over", a.Fielded(), a.Limit(), -u)
	}
	return fmt.Sprintf("%d / %d points, %d left", a.Fielded(), a.Limit(), a.Unspent())
}

// maxRosterLines keeps the roster note on an 80x24 screen with the menu below it.
const maxRosterLines = 8

func rosterLines(a armypkg.Army) string {
	if len(a.Tanks) == 0 {
		return "No tanks yet: add at least one."
	}
	lines := cmdutil.TankLines(a, true)
	if len(lines) > maxRosterLines {
		lines = append(lines[:maxRosterLines-1], fmt.Sprintf("   ... and %d more", len(lines)-maxRosterLines+1))
	}
	if !fits(a) {
		lines = append(lines, "No further tank fits in the limit.")
	}
	return strings.Join(lines, "\n")
}

// fits reports whether the cheapest class still fits in the limit.
func fits(a armypkg.Army) bool {
	cheapest := armypkg.Classes()[0].Stats().Cost
	for _, c := range armypkg.Classes() {
		cheapest = min(cheapest, c.Stats().Cost)
	}
	return a.Unspent() >= cheapest
}

// pickTankForm asks which tank to rename or remove; *i is -1 for "back".
func pickTankForm(a armypkg.Army, title string, i *int) *huh.Form {
	opts := make([]huh.Option[int], 0, len(a.Tanks)+1)
	for k, line := range cmdutil.TankLines(a, false) {
		opts = append(opts, huh.NewOption(line, k))
	}
	opts = append(opts, huh.NewOption("Back", -1))
	return huh.NewForm(huh.NewGroup(huh.NewSelect[int]().Title(title).Options(opts...).Accessor(prompt.Chosen(i)).
		Height(min(len(opts)+1, prompt.MaxSelectHeight))))
}

// saveAs is what the save form asks: the file to write and whether to write it now.
type saveAs struct {
	Path string
	// Save is false when the player wants to go back to the builder.
	Save bool
}

// saveAsForm asks where to save the army and whether to save it now. check refuses a path
// that cannot be written (a folder, say) before the player confirms.
func saveAsForm(s *saveAs, check func(string) error, accessible bool) *huh.Form {
	s.Save = true
	return huh.NewForm(huh.NewGroup(
		huh.NewInput().Title(prompt.Keeps("Save as", s.Path, accessible)).Value(&s.Path).
			Validate(func(in string) error {
				p := prompt.Typed(in, s.Path)
				if p == "" {
					return errors.New("enter a file name, such as my-army.yaml")
				}
				return check(p)
			}),
		huh.NewConfirm().Title("Save the army now?").Affirmative("Save").Negative("Keep editing").Value(&s.Save),
	))
}
