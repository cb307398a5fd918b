package combat

import (
	"slices"

	"github.com/ezd-game/ezd/terrain"
)

// The players' commands. Each checks its step against the state before anything is
// recorded and, if the rules refuse it, returns a *Refusal (or ErrTie, or an error about a
// die) and changes nothing. Otherwise it returns the new events: the step, then the
// automatic consequences it caused, which the caller appends to the stored journal.

// Initiative makes this turn's roll-off (R3) with the dice of t: red's then blue's. A tie
// on the table is ErrTie and records nothing: roll again. The battle's own dice roll again
// at once until they differ.
func (b *Battle) Initiative(t Throw) ([]Event, error) {
	s := &b.state
	if err := s.canRollOff(); err != nil {
		return nil, err
	}
	red, blue, drawn := t.First, t.Second, 0
	if !t.Table {
		var err error
		if red, blue, drawn, err = b.dice.rollOff(s.DiceDrawn); err != nil {
			return nil, err
		}
	}
	return b.command(s.rollOff(red, blue, drawn))
}

// Activate starts the activation of tank r (R3). If the tank was defending, its defence
// ends now (R5).
func (b *Battle) Activate(r Ref) ([]Event, error) { return b.command(b.state.activate(r)) }

// Defend spends the active tank's first action on defence (R4, R5).
func (b *Battle) Defend() ([]Event, error) { return b.command(b.state.defend()) }

// Move spends an action of the active tank on a move through the terrain pieces it enters,
// in order (R6, R9). It returns the move's allowance in the battle's unit too.
func (b *Battle) Move(through []terrain.Kind) (int, []Event, error) {
	e, err := b.state.move(through)
	events, err := b.command(e, err)
	if err != nil {
		return 0, nil, err
	}
	return e.Allowance, events, nil
}

// Aim checks an attack of the active tank on target in cover and returns it unrolled, so
// that its odds can be shown before the dice (R7).
func (b *Battle) Aim(target Ref, cover terrain.Kind) (Attack, error) {
	return b.state.aim(target, cover)
}

// Attack spends an action of the active tank on an attack on target, which is in cover,
// with the dice of t: the attacker's then the target's (R7). The attack is checked before
// any die is rolled, so a refused attack uses none of the battle's dice.
func (b *Battle) Attack(target Ref, cover terrain.Kind, t Throw) ([]Event, error) {
	s := &b.state
	if _, err := s.aim(target, cover); err != nil {
		return nil, err
	}
	attack, defence, drawn := t.First, t.Second, 0
	if !t.Table {
		attack, defence = b.dice.pair(s.DiceDrawn)
		drawn = 2
	}
	return b.command(s.attack(target, cover, attack, defence, drawn))
}

// Done ends the active tank's activation; its unused actions are lost (R4).
func (b *Battle) Done() ([]Event, error) { return b.command(b.state.done()) }

// Pass ends the activations of the player to act for the rest of the turn (R3).
func (b *Battle) Pass() ([]Event, error) { return b.command(b.state.pass()) }

// command records a checked step and its consequences and returns them.
func (b *Battle) command(e Event, err error) ([]Event, error) {
	if err != nil {
		return nil, err
	}
	from := len(b.journal)
	// Apply checks the step again, with the same rules that made it: a command can never
	// record an event that Replay would refuse.
	if err := b.Apply(e); err != nil {
		return nil, err
	}
	b.settle()
	return slices.Clone(b.journal[from:]), nil
}
