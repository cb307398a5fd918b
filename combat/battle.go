package combat

import (
	"fmt"
	"slices"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/terrain"
)

// Battle is a battle as its history: a journal of events and the state they fold into.
// Commands (Initiative, Activate, Defend, Move, Attack, Done, Pass) check a step against the
// state, turn it into events, and add the automatic consequences the rules call for; Undo
// takes the last step back. A Battle never reads or writes files: the caller stores the
// events each command returns, one line each (see Encode), and loads them with Decode.
type Battle struct {
	journal []Event
	state   State
	dice    stream
}

// Settings are the choices made when a battle starts.
type Settings struct {
	// Seed seeds the battle's virtual dice (R11). A caller with no seed from the players
	// picks one with RandomSeed and so records it.
	Seed uint64
	// Unit is the unit distances are read in (R10).
	Unit terrain.Unit
	// Bots are the sides ezd plays itself (solo play); none when people play both.
	Bots []Bot
}

// New starts a battle called name between the red and blue armies. Both must be valid
// armies (R1); they are recorded in full, with their defaults filled in.
func New(name string, red, blue army.Army, set Settings) (*Battle, error) {
	b := &Battle{}
	err := b.Apply(BattleStarted{Name: name, Seed: set.Seed, Unit: set.Unit, Red: red, Blue: blue, Bots: slices.Clone(set.Bots)})
	if err != nil {
		return nil, err
	}
	return b, nil
}

// asFielded returns the army as the battle records it: every default spelt out and
// nothing that only concerns the file it came from.
func asFielded(a army.Army) army.Army {
	a = a.WithDefaults() // a copy: the caller's army is left as it was
	a.Points = a.Limit()
	for i := range a.Tanks {
		a.Tanks[i].Line = 0
	}
	return a
}

// Replay folds a journal into a battle, checking every event against the rules as a command
// would have been. An event the rules refuse is a *JournalError with its position (from 1).
// When the journal ends before the automatic consequences of its last step (a write cut
// short), Replay adds them: Journal is then longer than events.
func Replay(events []Event) (*Battle, error) {
	if len(events) == 0 {
		return nil, &JournalError{Err: errNoStart}
	}
	b := &Battle{}
	for i, e := range events {
		if err := b.Apply(e); err != nil {
			return nil, &JournalError{Line: i + 1, Err: err}
		}
	}
	b.settle()
	return b, nil
}

// Apply checks one event against the rules and adds it to the journal. It is the step of
// the fold: a player's event must be exactly what the command would have made of its
// inputs, and an automatic one must be the consequence that is due. Apply adds no
// consequences itself; commands and Replay do.
func (b *Battle) Apply(e Event) error {
	if e == nil {
		return fmt.Errorf("no event")
	}
	if len(b.journal) == 0 {
		start, ok := e.(BattleStarted)
		if !ok {
			return fmt.Errorf("%w, not %q", errNoStart, e.Kind())
		}
		// The armies are kept in full whatever the journal spelled out, so the journal
		// written back is complete (R1 defaults filled in).
		start.Red, start.Blue = asFielded(start.Red), asFielded(start.Blue)
		s, err := startState(start)
		if err != nil {
			return err
		}
		if err := checkBots(start.Bots); err != nil {
			return err
		}
		b.state, b.dice = s, stream{seed: start.Seed}
		b.journal = append(b.journal, start)
		return nil
	}
	want, err := b.expect(e)
	if err != nil {
		return err
	}
	if !sameEvent(want, e) {
		w, _ := Encode(want)
		return fmt.Errorf("the %s event does not follow from the rules, which give %s", e.Kind(), w)
	}
	b.state.apply(e)
	b.journal = append(b.journal, e)
	return nil
}

var errNoStart = fmt.Errorf("a journal starts with a %q event", BattleStarted{}.Kind())

// expect returns the event the rules make of e's inputs in the current state.
func (b *Battle) expect(e Event) (Event, error) {
	s := &b.state
	due := s.due()
	if Automatic(e) {
		if due == nil {
			return nil, fmt.Errorf("the rules call for no %q event here", e.Kind())
		}
		return due, nil
	}
	if due != nil {
		return nil, fmt.Errorf("the %q event the rules call for is missing before this %q", due.Kind(), e.Kind())
	}
	var want Event
	var err error
	switch e := e.(type) {
	case InitiativeRolled:
		want, err = s.rollOff(e.Red, e.Blue, e.Virtual)
	case Activated:
		want, err = s.activate(e.Tank)
	case Defended:
		want, err = s.defend()
	case Moved:
		want, err = s.move(e.Through)
	case Attacked:
		want, err = s.attack(e.Target, e.Cover, e.AttackDie, e.DefenceDie, e.Virtual)
	case ActivationDone:
		want, err = s.done()
	case Passed:
		want, err = s.pass()
	case BattleStarted:
		return nil, fmt.Errorf("a battle starts only once")
	default:
		return nil, fmt.Errorf("unknown event %T", e)
	}
	if err != nil {
		return nil, err
	}
	// R11: dice the event says came from the battle's own dice must be the ones they give.
	if err := b.dice.check(e, s.DiceDrawn); err != nil {
		return nil, err
	}
	return want, nil
}

// sameEvent compares events; only Moved holds a slice (BattleStarted never reaches it).
func sameEvent(a, b Event) bool {
	if m, ok := a.(Moved); ok {
		n, ok := b.(Moved)
		return ok && m.Tank == n.Tank && m.Allowance == n.Allowance && slices.Equal(m.Through, n.Through)
	}
	if _, ok := b.(Moved); ok {
		return false
	}
	if _, ok := b.(BattleStarted); ok {
		return false
	}
	return a == b
}

// settle adds the automatic consequences that are due (R3, R4, R8), in order.
func (b *Battle) settle() {
	for e := b.state.due(); e != nil; e = b.state.due() {
		b.state.apply(e)
		b.journal = append(b.journal, e)
	}
}

// checkBots checks the sides ezd plays: each red or blue, each once, each with a stance.
func checkBots(bots []Bot) error {
	for i, bot := range bots {
		switch {
		case !bot.Player.Valid():
			return fmt.Errorf("a bot plays %q, which is not a side (want red or blue)", bot.Player)
		case bot.Stance == "":
			return fmt.Errorf("the %s bot has no stance", bot.Player)
		}
		for _, before := range bots[:i] {
			if before.Player == bot.Player {
				return fmt.Errorf("%s is played by a bot twice", bot.Player)
			}
		}
	}
	return nil
}

// Bots returns the sides ezd plays itself in this battle (solo play), none when people
// play both.
func (b *Battle) Bots() []Bot {
	if len(b.journal) == 0 {
		return nil
	}
	return slices.Clone(b.journal[0].(BattleStarted).Bots)
}

// State returns a copy of the battle's current state.
func (b *Battle) State() State { return b.state.clone() }

// Journal returns the battle's events from the start, oldest first.
func (b *Battle) Journal() []Event { return slices.Clone(b.journal) }

// Name returns the battle's name.
func (b *Battle) Name() string { return b.state.Name }

// Status returns the battle's state as the status report shows it.
func (b *Battle) Status() Status { return b.state.Status() }

// JournalError is an event of a journal that cannot be read or that the rules refuse.
type JournalError struct {
	// Line is the event's line in the journal, from 1; 0 for the journal as a whole.
	Line int
	Err  error
}

// Error returns the message with its line: "journal line 7: ...".
func (e *JournalError) Error() string {
	if e.Line == 0 {
		return "journal: " + e.Err.Error()
	}
	return fmt.Sprintf("journal line %d: %v", e.Line, e.Err)
}

// Unwrap returns the cause, such as a *Refusal or a *json.SyntaxError.
func (e *JournalError) Unwrap() error { return e.Err }
