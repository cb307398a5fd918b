// Package bot holds the built-in players of Tanks, but no thanks!: random, greedy,
// cautious and expecti, and the loop that plays a game between bots. It is pure: dice come from a
// seeded stream, so the same seed plays the same game.
package bot

import (
	"fmt"
	"slices"
	"strings"

	"github.com/ezd-game/ezd/nothanks"
)

// Bot plays one colour. N4 fixes the order of its answers: first MOVE or SHOOT (and, for
// SHOOT, the shooter and target, declared before the roll, N6), then, after the green
// die, the steps. A bot may keep state between the turns of one game, so each game gets
// its own.
type Bot interface {
	Name() string
	// Decide chooses MOVE or SHOOT for the player to move; with SHOOT, the shot.
	Decide(p nothanks.Position) (nothanks.Choice, nothanks.Shot)
	// Steps chooses exactly roll steps for the player to move (N5), who can move.
	Steps(p nothanks.Position, roll int) []nothanks.Step
}

// Names lists the built-in bots, weakest first.
func Names() []string { return []string{"random", "greedy", "cautious", "expecti"} }

// New returns a fresh built-in bot by name; the seed fixes its choices where it draws.
func New(name string, seed uint64) (Bot, error) {
	switch name {
	case "random":
		return NewRandom(seed), nil
	case "greedy":
		return Greedy{}, nil
	case "cautious":
		return Cautious{}, nil
	case "expecti":
		return NewExpecti(), nil
	}
	return nil, fmt.Errorf("unknown bot %q (want %s)", name, strings.Join(Names(), ", "))
}

// IsBuiltIn reports whether name is a built-in bot.
func IsBuiltIn(name string) bool { return slices.Contains(Names(), name) }

// Dice is a die to roll: the next result, 1 to 6.
type Dice func() int

// TakeTurn asks a bot for the turn of the player to move and rolls the die it chose
// (N4): the choice first, then the roll, then the steps for a MOVE. A turn the rules
// refuse is returned as an error naming the bot.
func TakeTurn(b Bot, p nothanks.Position, roll Dice) (nothanks.Turn, error) {
	choice, shot := b.Decide(p)
	t := nothanks.Turn{Player: p.Next(), Choice: choice, Roll: roll()}
	if choice == nothanks.Shoot {
		t.Shooter, t.Target = shot.Shooter, shot.Target
	} else if p.CanMove() {
		t.Steps = b.Steps(p, t.Roll)
	}
	if _, err := p.Play(t); err != nil {
		return t, fmt.Errorf("%s: %v", b.Name(), err)
	}
	return t, nil
}
