package view

import (
	"fmt"
	"html/template"
	"strings"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/solo"
)

// funcs returns the templates' helpers: words, not rules. A function, not a variable, so
// that nothing is built when ezd starts.
func funcs() template.FuncMap {
	return template.FuncMap{
		"plural":   plural,
		"undone":   undoneWords,
		"withLink": func(m battleModel, data any) linked { return linked{m.Link, m.At, data} },
		"dice": func(legend, first, second string, required bool) diceModel {
			return diceModel{legend, first, second, required}
		},
		"summary":   summaryWords,
		"roleLabel": roleLabel,
		// headOf is a page's head: its title, and whether it reloads itself without the
		// script (a solve under way).
		"headOf": func(title string, refresh bool) headModel { return headModel{title, refresh} },
		// known reports whether a model is a catalogue vehicle's own name, as the builder's
		// list offers it (an alias is kept as the file spells it).
		"known": func(model string) bool {
			v, ok := army.Lookup(model)
			return ok && v.Name == model
		},
		"sides": func() []string { return []string{"red", "blue"} },
		"stances": func() []string {
			var out []string
			for _, st := range solo.Stances() {
				out = append(out, st.String())
			}
			return out
		},
		"title": func(s string) string { return capitalise(s) },
		// defaultArmy is the army a side's list starts on: the first for red, the second for
		// blue, so the two samples face each other at once.
		"defaultArmy": func(side string) int {
			if side == "blue" {
				return 1
			}
			return 0
		},
	}
}

// headModel is what a page's head says.
type headModel struct {
	Title   string
	Refresh bool
}

// linked carries a page's link and journal length into a template that draws a part of
// it.
type linked struct {
	Link string
	At   int
	Data any
}

// diceModel is a pair of dice fields: the dice rolled on the table (R11).
type diceModel struct {
	Legend, First, Second string
	Required              bool
}

// roleLabel is a link's button: "Red's page", "Blue's page", "Watch".
func roleLabel(role string) string {
	switch role {
	case "red", "blue":
		return capitalise(role) + "'s page"
	case "watch":
		return "Watch (takes no step)"
	}
	return capitalise(role)
}

// summaryWords says a battle in a line, as `ezd battle list` does: its armies, its turn,
// who won, who ezd plays.
func summaryWords(b BattleEntry) string {
	s := b.Summary
	var w strings.Builder
	fmt.Fprintf(&w, "Red %s against blue %s", s.Red, s.Blue)
	if s.Winner.Valid() {
		fmt.Fprintf(&w, "; %s won on turn %d", s.Winner, s.Turn)
	} else {
		fmt.Fprintf(&w, "; turn %d", s.Turn)
	}
	for _, bot := range b.Bots {
		fmt.Fprintf(&w, "; ezd plays %s (%s)", bot.Player, bot.Stance)
	}
	return w.String() + "."
}

// tableView is the table page as the template draws it: the page as given.
func tableView(p TablePage) TablePage { return p }
