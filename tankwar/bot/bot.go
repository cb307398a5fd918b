// Package bot holds the Tank War Game's built-in players (random, greedy and search) and the
// line protocol that lets any program play (docs/tankwar-bots.md). It is pure: the process
// that runs an outside bot belongs to the command line, which feeds this package's lines.
package bot

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/ezd-game/ezd/tankwar"
)

// Bot chooses a player's action for a position (T7: PvE, demo and tournaments). me is 0 for
// player 1 and 1 for player 2. A bot may keep state between the turns of one game (a
// random stream, a process), so each game gets its own.
type Bot interface {
	Name() string
	Choose(p tankwar.Position, me int) (tankwar.Action, error)
}

// Names lists the built-in bots, weakest first.
func Names() []string { return []string{"random", "greedy", "search", "minimax", "deep"} }

// About says in a few words how a built-in bot plays and how strong it is, for menus and
// help; "" for a name that is not one.
func About(name string) string {
	return map[string]string{
		"random":  "moves at random, often off the edge (easiest)",
		"greedy":  "looks one turn ahead (easy)",
		"search":  "looks four turns ahead and mixes its moves (medium)",
		"minimax": "looks five turns ahead, expecting the worst (hard)",
		"deep":    "thinks as deep as 50 ms allows and knows the shrinking map (hardest)",
	}[name]
}

// New returns a fresh built-in bot by name; seed makes its choices reproducible (the same
// seed and the same positions give the same actions). now is the clock of the bots that
// think for as long as a budget allows (deep); with nil they think to a fixed depth, so
// the same seed replays the same game.
func New(name string, seed uint64, now func() time.Time) (Bot, error) {
	switch name {
	case "random":
		return NewRandom(seed), nil
	case "greedy":
		return NewGreedy(), nil
	case "search":
		return NewSearch(seed, DefaultDepth), nil
	case "minimax":
		return NewMinimax(MinimaxDepth), nil
	case "deep":
		return NewDeep(seed, now, DeepBudget), nil
	}
	return nil, fmt.Errorf("unknown bot %q (want %s)", name, strings.Join(Names(), ", "))
}

// IsBuiltIn reports whether name is a built-in bot.
func IsBuiltIn(name string) bool { return slices.Contains(Names(), name) }
