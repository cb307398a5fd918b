package solo

import (
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// Kind is what a step does: one of the steps of a battle the bot may take.
type Kind int

// The bot's steps. It never ends an activation early (A3: an attack cannot hurt the
// attacker; with nothing in sight, a move brings targets closer).
const (
	Activate Kind = iota + 1
	Defend
	Attack
	Move
	Pass
)

var kindNames = [...]string{Activate: "activate", Defend: "defend", Attack: "attack", Move: "move", Pass: "pass"}

// String returns the step's verb: "activate", "defend", "attack", "move" or "pass".
func (k Kind) String() string {
	if k < Activate || k > Pass {
		return "no step"
	}
	return kindNames[k]
}

// Option is one step the side to act may take in the stand-up fight, with the win chance
// it leaves that side (A6): what `ezd battle hint` lists.
type Option struct {
	Kind Kind
	// Tank is the tank to activate, or the target to attack; the zero Ref otherwise.
	Tank      combat.Ref
	WinChance float64
}

// String writes the option as `battle hint` does: "activate blue:1", "defend",
// "attack red:2" or "pass".
func (o Option) String() string {
	if o.Tank.IsZero() {
		return o.Kind.String()
	}
	return o.Kind.String() + " " + o.Tank.String()
}

// Step is the bot's decision: what its side does now, and why.
type Step struct {
	Kind Kind
	// Tank is the tank that activates (Activate) or the active tank (Defend, Attack, Move);
	// the zero Ref for Pass.
	Tank combat.Ref
	// Target is the tank attacked (Attack) or the one a move heads for (Move: the target
	// the tank most wants).
	Target combat.Ref
	// Cover is the target's cover for an attack: terrain.LightCover or terrain.Open (R9).
	Cover terrain.Kind
	// Distance is how far a move may go at most, in the battle's unit (R6, R10).
	Distance int
	// Reason says why in one line: "FCM 36 has 1 damage left: 58% to destroy".
	Reason string
	// Say tells the person what to do on the table, for a move: "Move Panzer IV up to 12
	// cm toward Char B1 bis (the target it most wants), ending in light cover if you can;
	// ...". It is empty for the steps ezd records by itself.
	Say string
	// WinChance is the bot's side's win chance in the stand-up fight after the step (A7),
	// the target's cover counted; for a move, the chance before it (the model has no table).
	WinChance float64
}

// String writes the step as `battle hint` writes its options: "activate blue:1",
// "defend", "attack red:2", "pass", and "move" for a move.
func (st Step) String() string {
	switch st.Kind {
	case Activate:
		return "activate " + st.Tank.String()
	case Attack:
		return "attack " + st.Target.String()
	}
	return st.Kind.String()
}
