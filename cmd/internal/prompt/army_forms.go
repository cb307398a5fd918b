package prompt

import (
	"cmp"
	"errors"
	"fmt"
	"strings"

	"github.com/charmbracelet/huh"

	"github.com/ezd-game/ezd/army"
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
	for _, n := range army.Nations() {
		nations = append(nations, huh.NewOption(fmt.Sprintf("%s (%d vehicles in the catalogue)", n, len(army.VehiclesOf(n))), n))
	}
	nations = append(nations, huh.NewOption("Other, or none: custom tanks only", otherNation))
	return huh.NewForm(huh.NewGroup(
		huh.NewInput().Title(keeps("Army name", h.Name, accessible)).Value(&h.Name).CharLimit(60).
			Validate(func(s string) error {
				if typed(s, h.Name) == "" {
					return errors.New("the army needs a name")
				}
				return nil
			}),
		huh.NewSelect[string]().Title(keeps("Nation", h.Nation, accessible)).
			Description("Its catalogue vehicles are offered when you add a tank (R12).").
			Options(nations...).Value(&h.Nation),
		huh.NewInput().Title(keeps("Points limit", h.Points, accessible)).
			Description(fmt.Sprintf("%d for a standard game; more for a larger one (R1).", army.DefaultLimit)).
			Value(&h.Points).CharLimit(4).
			Validate(func(s string) error { _, err := parseLimit(typed(s, h.Points), fielded); return err }),
	))
}

// parseLimit reads a points limit as typed: a whole number from 1 to army.MaxLimit, and not
// below fielded, what the tanks already chosen cost (R1).
func parseLimit(s string, fielded int) (int, error) {
	// Read as every number a person types is (package whole): "012" and "+12" are refused.
	n, err := whole.Between(s, 1, army.MaxLimit, "a points limit")
	if err != nil {
		return 0, fmt.Errorf("enter a whole number from 1 to %d", army.MaxLimit)
	}
	if n < fielded {
		return 0, fmt.Errorf("the tanks already cost %d points: remove some first, or keep at least %d", fielded, fielded)
	}
	return n, nil
}

// factionForm asks for a faction that is not in the catalogue; it may stay empty.
func factionForm(faction *string, accessible bool) *huh.Form {
	return huh.NewForm(huh.NewGroup(
		huh.NewInput().Title(keeps("Faction (optional)", *faction, accessible)).
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
// a tank; the closed ones stay listed, so that each keeps its number (issue 12).
func rosterForm(a army.Army, step *builderStep) *huh.Form {
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
	opts, refuse := stableOptions([]choice[builderStep]{
		{"Add a tank", stepAdd, full},
		{"Rename a tank", stepRename, noTanks},
		{"Remove a tank", stepRemove, noTanks},
		{"Change name, nation or points limit", stepHeader, ""},
		{"Finish: show the roster and save", stepFinish, empty},
	}, step)
	return huh.NewForm(huh.NewGroup(
		huh.NewNote().Title(a.Name+": "+runningTotal(a)).Description(rosterLines(a)),
		huh.NewSelect[builderStep]().Title("What next?").Options(opts...).Accessor(chosen(step)).Validate(refuse),
	))
}

// runningTotal is the running total the builder always shows: "7 / 10 points, 3 left".
func runningTotal(a army.Army) string {
	if u := a.Unspent(); u < 0 {
		return fmt.Sprintf("%d / %d points, %d over", a.Fielded(), a.Limit(), -u)
	}
	return fmt.Sprintf("%d / %d points, %d left", a.Fielded(), a.Limit(), a.Unspent())
}

// maxRosterLines keeps the roster note on an 80x24 screen with the menu below it.
const maxRosterLines = 8

func rosterLines(a army.Army) string {
	if len(a.Tanks) == 0 {
		return "No tanks yet: add at least one."
	}
	lines := tankLines(a, true)
	if len(lines) > maxRosterLines {
		lines = append(lines[:maxRosterLines-1], fmt.Sprintf("   ... and %d more", len(lines)-maxRosterLines+1))
	}
	if !fits(a) {
		lines = append(lines, "No further tank fits in the limit.")
	}
	return strings.Join(lines, "\n")
}

// tankLines writes each tank for a list, in columns: "2. Jeanne       medium  3 pts  Somua S35".
// Options go without their number, which accessible mode adds itself.
func tankLines(a army.Army, numbered bool) []string {
	width := 0
	for i := range a.Tanks {
		width = max(width, len([]rune(a.TankName(i))))
	}
	lines := make([]string, len(a.Tanks))
	for i, t := range a.Tanks {
		name := a.TankName(i)
		pad := strings.Repeat(" ", width-len([]rune(name)))
		lines[i] = fmt.Sprintf("%s%s  %-6s  %d pts", name, pad, t.Class, t.Stats().Cost)
		if numbered {
			lines[i] = fmt.Sprintf("%d. %s", i+1, lines[i])
		}
		if t.Model != "" && t.Model != name {
			lines[i] += "  " + t.Model
		}
	}
	return lines
}

// fits reports whether the cheapest class still fits in the limit.
func fits(a army.Army) bool {
	cheapest := army.Classes()[0].Stats().Cost
	for _, c := range army.Classes() {
		cheapest = min(cheapest, c.Stats().Cost)
	}
	return a.Unspent() >= cheapest
}

// pickTankForm asks which tank to rename or remove; *i is -1 for "back".
func pickTankForm(a army.Army, title string, i *int) *huh.Form {
	opts := make([]huh.Option[int], 0, len(a.Tanks)+1)
	for k, line := range tankLines(a, false) {
		opts = append(opts, huh.NewOption(line, k))
	}
	opts = append(opts, huh.NewOption("Back", -1))
	return huh.NewForm(huh.NewGroup(huh.NewSelect[int]().Title(title).Options(opts...).Accessor(chosen(i)).
		Height(min(len(opts)+1, maxSelectHeight))))
}

// keeps adds to a title what Enter keeps, for accessible mode, where the prompt does not
// show the current value.
func keeps(title, current string, accessible bool) string {
	switch {
	case !accessible:
		return title
	case strings.TrimSpace(current) == "":
		return title + ":"
	}
	return fmt.Sprintf("%s (Enter keeps %q):", title, current)
}

// typed returns what an input field will hold: what was typed, or, when nothing was (an
// accessible prompt answered with Enter), its current value.
func typed(s, current string) string {
	return cmp.Or(strings.TrimSpace(s), strings.TrimSpace(current))
}

func hasOption[T comparable](opts []huh.Option[T], v T) bool {
	for _, o := range opts {
		if o.Value == v {
			return true
		}
	}
	return false
}
