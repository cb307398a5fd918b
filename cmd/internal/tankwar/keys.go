package tankwar

import (
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/tankwar"
)

// keyMode is what the players' keys mean: a way on the screen (the default) or an action
// relative to the tank, as T3 words them.
type keyMode int

const (
	// screenKeys: ←↑→↓ (and w a s d, i j k l) drive the tank that way on the screen; the
	// key of the way it faces goes straight on, and the way back is refused (T3 has no
	// reverse).
	screenKeys keyMode = iota
	// turnKeys: ← turns the tank to its own left, ↑ goes straight on, → turns it to its
	// right, whichever way it faces (T3's actions 1, 0 and 2).
	turnKeys
)

// keysEnv is the setting that chooses the keys when --keys is not given, so the main
// menu's games follow it too.
const keysEnv = "EZD_TANKWAR_KEYS"

// parseKeyMode reads --keys or EZD_TANKWAR_KEYS: "screen", "turns", or "" for screen.
func parseKeyMode(s string) (keyMode, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "screen":
		return screenKeys, nil
	case "turns":
		return turnKeys, nil
	}
	return 0, fmt.Errorf("%s is not a kind of keys (want screen or turns)", cmdutil.Quoted(s))
}

// screenKeyWays are each player's keys in screen mode: the way each drives on the screen.
// Player 1 has w a s d, player 2 the arrows or i j k l.
var screenKeyWays = [2]map[string]tankwar.Dir{
	{"w": tankwar.Up, "a": tankwar.Left, "s": tankwar.Down, "d": tankwar.Right},
	{"up": tankwar.Up, "left": tankwar.Left, "down": tankwar.Down, "right": tankwar.Right,
		"i": tankwar.Up, "j": tankwar.Left, "k": tankwar.Down, "l": tankwar.Right},
}

// turnKeyActions are each player's keys in turns mode: player 1 a w d, player 2 the
// arrows or j i l.
var turnKeyActions = [2]map[string]tankwar.Action{
	{"a": tankwar.TurnLeft, "w": tankwar.Straight, "d": tankwar.TurnRight},
	{"left": tankwar.TurnLeft, "up": tankwar.Straight, "right": tankwar.TurnRight,
		"j": tankwar.TurnLeft, "i": tankwar.Straight, "l": tankwar.TurnRight},
}

// actionToward is the action that drives a tank facing f one cell the way w on the
// screen (T1: left is counter-clockwise, right clockwise). The way back is no action
// (T3: every action turns at most a quarter), so ok is false for it.
func actionToward(f, w tankwar.Dir) (a tankwar.Action, ok bool) {
	for _, a := range tankwar.Actions {
		if f.Turn(a) == w {
			return a, true
		}
	}
	return 0, false
}

// keyChoice is what one key means for one player: an action, a reverse refused (with the
// words that say so), or nothing (not this player's key).
type keyChoice struct {
	action  tankwar.Action
	refused string
	ok      bool
}

// choiceOf reads key k as player side's, in mode, for a tank facing f.
func (mode keyMode) choiceOf(k string, side int, f tankwar.Dir) keyChoice {
	if mode == turnKeys {
		a, ok := turnKeyActions[side][k]
		return keyChoice{action: a, ok: ok}
	}
	w, ok := screenKeyWays[side][k]
	if !ok {
		return keyChoice{}
	}
	if a, ok := actionToward(f, w); ok {
		return keyChoice{action: a, ok: true}
	}
	return keyChoice{refused: fmt.Sprintf("can't reverse: facing %v, it can go %v, %v or %v (T3)",
		f, f, f.Turn(tankwar.TurnLeft), f.Turn(tankwar.TurnRight)), ok: true}
}

// keysOf names player side's keys in mode, for the panel.
func (mode keyMode) keysOf(side int) string {
	if mode == turnKeys {
		return [2]string{"a w d", "← ↑ → or j i l"}[side]
	}
	return [2]string{"w a s d", "← ↑ → ↓ or i j k l"}[side]
}

// bothKeys names the keys of a person alone against a bot, for the panel.
func (mode keyMode) bothKeys() string {
	if mode == turnKeys {
		return "← ↑ → (or a w d)"
	}
	return "← ↑ → ↓ (or w a s d)"
}

// help is the bottom line's word for the keys.
func (mode keyMode) help() string {
	if mode == turnKeys {
		return "turn left / straight / turn right"
	}
	return "keys drive that way on the screen"
}
