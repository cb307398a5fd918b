package battle

import (
	"fmt"
	"slices"

	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// StepKind names a kind of step as `ezd battle hint` writes it.
type StepKind string

// The steps of R3 and R4.
const (
	RollInitiative StepKind = "initiative"
	ActivateTank   StepKind = "activate"
	DefendStep     StepKind = "defend"
	MoveStep       StepKind = "move"
	AttackStep     StepKind = "attack"
	DoneStep       StepKind = "done"
	PassStep       StepKind = "pass"
)

// Step is one step of a battle with everything it needs: the tank to activate or the
// target of an attack, the target's cover (R9), the terrain a move enters (R6, R9) and
// where the dice come from (R11). Play makes the same Step whether a person chose it
// from the menu or a bot did (see Bots).
type Step struct {
	Kind    StepKind
	Tank    combat.Ref
	Cover   terrain.Kind
	Through []terrain.Kind
	Throw   combat.Throw
}

// String writes the step as `battle hint` does: "activate red:2", "attack blue:1",
// "defend", "pass".
func (s Step) String() string {
	if s.Kind == ActivateTank || s.Kind == AttackStep {
		return fmt.Sprintf("%s %s", s.Kind, s.Tank)
	}
	return string(s.Kind)
}

// make checks the step against the rules and returns its events, unsaved; a step the
// rules refuse changes nothing.
func (s Step) make(b *combat.Battle) ([]combat.Event, error) {
	switch s.Kind {
	case RollInitiative:
		return b.Initiative(s.Throw)
	case ActivateTank:
		return b.Activate(s.Tank)
	case DefendStep:
		return b.Defend()
	case MoveStep:
		_, events, err := b.Move(slices.Clone(s.Through))
		return events, err
	case AttackStep:
		return b.Attack(s.Tank, s.Cover, s.Throw)
	case DoneStep:
		return b.Done()
	case PassStep:
		return b.Pass()
	}
	return nil, fmt.Errorf("unknown step %q", s.Kind)
}
