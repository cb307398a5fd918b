package combat

import (
	"fmt"
	"strings"
)

// Refusal is a step the rules do not allow now: why, and what the players may do instead.
type Refusal struct {
	// Reason says what is wrong and cites the ruling, such as "Char B1 bis (red:1) has
	// already activated in turn 2 (R3: once a turn)".
	Reason string
	// Allowed says what may be done instead; empty when nothing may (the battle is over).
	Allowed string
}

// Error returns the reason and, after a semicolon, what is allowed.
func (r *Refusal) Error() string {
	if r.Allowed == "" {
		return r.Reason
	}
	return r.Reason + "; " + r.Allowed
}

// refuse returns a Refusal with the reason given and the steps the state allows.
func (s *State) refuse(format string, args ...any) *Refusal {
	return &Refusal{Reason: fmt.Sprintf(format, args...), Allowed: s.allowed()}
}

// Options are the steps the rules allow in a state: what a menu offers.
type Options struct {
	// Player is who acts now, NoPlayer when nobody does.
	Player Player
	// Initiative is true when the turn's roll-off is due (R3).
	Initiative bool
	// Activate lists the tanks Player may activate, and Pass says they may pass (R3).
	Activate []Ref
	Pass     bool
	// Tank is the active tank; Defend, Move, Targets and Done are its choices (R4-R7).
	Tank    Ref
	Defend  bool
	Move    bool
	Targets []Ref
	Done    bool
}

// Actions names the active tank's allowed actions in the order R4 lists them: "defend"
// (only as its first action), "move", and "attack" when there is a target. Being done is
// always allowed and is not among them.
func (o Options) Actions() []string {
	var can []string
	if o.Defend {
		can = append(can, "defend")
	}
	if o.Move {
		can = append(can, "move")
	}
	if len(o.Targets) > 0 {
		can = append(can, "attack")
	}
	return can
}

// Options returns the steps allowed now. Undo is not among them: it depends on the journal,
// not the state (see Battle.CanUndo).
func (s State) Options() Options {
	var o Options
	switch {
	case s.Over():
	case s.Initiative == NoPlayer:
		o.Initiative = true
	case !s.Active.IsZero():
		if s.ActionsLeft <= 0 {
			break
		}
		o.Player, o.Tank, o.Move, o.Done = s.Active.Player, s.Active, true, true
		o.Defend = s.ActionsTaken == 0
		for _, t := range s.force(s.Active.Player.Other()).Tanks {
			if !t.Destroyed {
				o.Targets = append(o.Targets, t.Ref)
			}
		}
	default:
		o.Player = s.ToAct()
		if o.Player == NoPlayer {
			break
		}
		o.Pass = true
		for _, t := range s.force(o.Player).Tanks {
			if !t.Destroyed && !t.Activated {
				o.Activate = append(o.Activate, t.Ref)
			}
		}
	}
	return o
}

// allowed says in words what Options allows: "red may activate red:2 (Renault R35) or
// red:3 (FCM 36), or pass", "Char B1 bis (red:1) may move, attack blue:1 (Panzer IV), or be
// done (1 action left)".
func (s *State) allowed() string {
	o := s.Options()
	switch {
	case o.Initiative:
		return fmt.Sprintf("roll initiative for turn %d", s.Turn)
	case !o.Tank.IsZero():
		t, _ := s.tank(o.Tank)
		can := o.Actions()
		if len(o.Targets) > 0 {
			can[len(can)-1] += " " + orList(s.named(o.Targets))
		}
		return fmt.Sprintf("%s (%s) may %s, or be done (%s left)", t.Name, t.Ref, strings.Join(can, ", "), plural(s.ActionsLeft, "action"))
	case o.Player != NoPlayer:
		return fmt.Sprintf("%s may activate %s, or pass", o.Player, orList(s.named(o.Activate)))
	}
	return ""
}

// named writes tanks with their names: "blue:2 (Panzer II)".
func (s *State) named(rs []Ref) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		t, _ := s.tank(r)
		out[i] = fmt.Sprintf("%s (%s)", r, t.Name)
	}
	return out
}
