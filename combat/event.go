package combat

import (
	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/terrain"
)

// Event is one step in the history of a battle. A battle is its journal of events, and its
// State is that journal folded from the start. Events record what happened, dice included,
// so folding never rolls a die.
//
// Most events are the players' own steps. ActivationDone with no actions unused, TurnEnded
// and BattleWon are the rules' automatic consequences of them (see Automatic).
type Event interface {
	// Kind names the event in the journal's "event" key, such as "attacked".
	Kind() string
	event()
}

// BattleStarted opens every journal: both armies in full and the settings of the battle.
type BattleStarted struct {
	// Name is the battle's name, as the players gave it.
	Name string
	// Seed seeds the battle's virtual dice (R11); see State.DiceDrawn.
	Seed uint64
	// Unit is the unit every distance of the battle is read in (R10).
	Unit terrain.Unit
	// Red and Blue are the armies, each with the R1 defaults filled in.
	Red, Blue army.Army
	// Bots are the sides ezd plays itself (solo play), none in a battle between people
	// and in journals written before solo play.
	Bots []Bot
}

// Bot is a side that ezd plays (solo play): its player and the stance it plays in, by
// name ("steady", "aggressive", "cautious"; package solo reads it).
type Bot struct {
	Player Player `json:"side"`
	Stance string `json:"stance"`
}

// InitiativeRolled is the roll-off that starts a turn (R3). A tie is never an event: the
// players roll again, and the battle's own dice roll again at once.
type InitiativeRolled struct {
	Turn   int    `json:"turn"`
	Red    int    `json:"red"`
	Blue   int    `json:"blue"`
	Winner Player `json:"winner"`
	// Virtual counts the dice drawn from the battle's dice, tied pairs included; 0 when the
	// players rolled on the table.
	Virtual int `json:"virtual,omitempty"`
}

// Activated starts a tank's activation (R3, R4).
type Activated struct {
	Tank Ref `json:"tank"`
	// DefenceEnds is true when the tank was defending: its bonus ends now (R5).
	DefenceEnds bool `json:"defenceEnds,omitempty"`
}

// Defended is a defend action, the first of its activation (R4, R5).
type Defended struct {
	Tank Ref `json:"tank"`
}

// Moved is a move action (R6) through the terrain pieces it enters, in order (R9).
type Moved struct {
	Tank    Ref
	Through []terrain.Kind
	// Allowance is how far the move may go, in the battle's unit.
	Allowance int
}

// Attacked is an attack action and its result (R7).
type Attacked struct {
	Tank   Ref
	Target Ref
	// Cover is the terrain the target is in (R9).
	Cover      terrain.Kind
	AttackDie  int
	DefenceDie int
	// Virtual is 2 when the battle's dice were rolled, 0 for dice rolled on the table.
	Virtual      int
	AttackTotal  int
	DefenceTotal int
	Hit          bool
	// Damage is the target's damage after the attack; Destroyed is true when it reached
	// the target's capacity.
	Damage    int
	Destroyed bool
}

// ActivationDone ends an activation. The player ends it early with actions unused, which
// are lost (R4); the rules end it when its last action is spent (Unused 0).
type ActivationDone struct {
	Tank   Ref `json:"tank"`
	Unused int `json:"unused"`
}

// Passed ends a player's activations for the rest of the turn (R3).
type Passed struct {
	Player Player `json:"player"`
}

// TurnEnded follows when neither player can or will act any more (R3). The next turn
// starts with a new roll-off.
type TurnEnded struct {
	Turn int `json:"turn"`
}

// BattleWon follows the attack that broke an army (R8). Nothing can follow it but undo.
type BattleWon struct {
	Winner Player `json:"winner"`
	Turn   int    `json:"turn"`
}

// Kind returns "started", the event's name in the journal.
func (BattleStarted) Kind() string { return "started" }

// Kind returns "initiative", the event's name in the journal.
func (InitiativeRolled) Kind() string { return "initiative" }

// Kind returns "activated", the event's name in the journal.
func (Activated) Kind() string { return "activated" }

// Kind returns "defended", the event's name in the journal.
func (Defended) Kind() string { return "defended" }

// Kind returns "moved", the event's name in the journal.
func (Moved) Kind() string { return "moved" }

// Kind returns "attacked", the event's name in the journal.
func (Attacked) Kind() string { return "attacked" }

// Kind returns "done", the event's name in the journal.
func (ActivationDone) Kind() string { return "done" }

// Kind returns "passed", the event's name in the journal.
func (Passed) Kind() string { return "passed" }

// Kind returns "turnEnded", the event's name in the journal.
func (TurnEnded) Kind() string { return "turnEnded" }

// Kind returns "won", the event's name in the journal.
func (BattleWon) Kind() string { return "won" }

func (BattleStarted) event()    {}
func (InitiativeRolled) event() {}
func (Activated) event()        {}
func (Defended) event()         {}
func (Moved) event()            {}
func (Attacked) event()         {}
func (ActivationDone) event()   {}
func (Passed) event()           {}
func (TurnEnded) event()        {}
func (BattleWon) event()        {}

// Automatic reports whether e is a consequence the rules add by themselves rather than a
// player's step: an activation ended because its actions are spent, a turn ended, a battle
// won. Undo takes these back together with the step that caused them.
func Automatic(e Event) bool {
	switch e := e.(type) {
	case ActivationDone:
		// A player can end an activation only while actions are left; with none left
		// the rules have already ended it (R4).
		return e.Unused == 0
	case TurnEnded, BattleWon:
		return true
	}
	return false
}
