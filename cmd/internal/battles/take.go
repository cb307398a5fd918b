package battles

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/solo"
	"github.com/ezd-game/ezd/terrain"
)

// Refused is a step the rules refuse (or, for a bot's step, that the solver cannot judge):
// its reason, and nothing recorded.
type Refused struct{ Reason string }

func (e *Refused) Error() string { return e.Reason }

// SaveError is a step the rules allowed that could not be saved: the journal could not be
// written (a full disk). The battle open in the Table may then differ from its journal:
// close it and open it again.
type SaveError struct{ Err error }

func (e *SaveError) Error() string { return e.Err.Error() }
func (e *SaveError) Unwrap() error { return e.Err }

// Taken is a step taken and saved: the journal lines it wrote, as `battle log --json`
// prints them (none for undo), the log lines an undo took back, and for a bot's step what
// ezd did and why.
type Taken struct {
	Lines  []LogEntry `json:"lines"`
	Undone []string   `json:"undone,omitempty"`
	Bot    *BotJSON   `json:"bot,omitempty"`
	// Said is ezd's announcement of its step, in table words ("Blue (ezd, steady): ...").
	Said string `json:"said,omitempty"`
}

// Take makes the step the words say on the open battle and saves it, each event synced
// to disk before Take returns. Words that are not a step are a *WordsError; a step the
// rules refuse is a *Refused, and nothing is recorded; a journal that cannot be written
// is a *SaveError. A battle that is over refuses every step but undo (R8).
func Take(ctx context.Context, c Cache, t *Table, w Words) (Taken, error) {
	if err := w.Check(); err != nil {
		return Taken{}, err
	}
	b := t.Battle
	if w.At != nil && *w.At != len(b.Journal()) {
		return Taken{}, &Refused{fmt.Sprintf("the battle has moved on since line %d (it has %d lines now): look again; nothing was recorded", *w.At, len(b.Journal()))}
	}
	if w.Step == "undo" {
		undone, err := t.Undo()
		if err != nil {
			return Taken{}, refused(err)
		}
		return Taken{Lines: []LogEntry{}, Undone: undone}, nil
	}
	if err := RefuseOver(b); err != nil {
		return Taken{}, &Refused{err.Error()}
	}
	before := len(b.Journal())
	var out Taken
	var events []combat.Event
	var err error
	switch w.Step {
	case "bot":
		out, err = takeBot(ctx, c, t, w)
		if err != nil {
			return Taken{}, refused(err)
		}
	default:
		if events, err = rule(b, w); err != nil {
			return Taken{}, refused(err)
		}
		if err := t.Save(events); err != nil {
			return Taken{}, err
		}
	}
	out.Lines, err = LogEntries(b, before+1)
	return out, err
}

// rule asks the rules for the step's events (not the bot's).
func rule(b *combat.Battle, w Words) ([]combat.Event, error) {
	st := b.State()
	switch w.Step {
	case "initiative":
		events, err := b.Initiative(w.throw())
		if err != nil {
			return nil, fmt.Errorf("%w; nothing was recorded", err)
		}
		return events, nil
	case "activate":
		r, err := st.Resolve(w.Tank)
		if err != nil {
			return nil, err
		}
		return b.Activate(r)
	case "move":
		kinds, err := w.kinds()
		if err != nil {
			return nil, err
		}
		_, events, err := b.Move(kinds)
		return events, err
	case "attack":
		cover, err := coverKind(w.Cover.Word)
		if err != nil {
			return nil, err
		}
		target, err := st.Resolve(w.Target)
		if err != nil {
			return nil, err
		}
		if _, err := b.Aim(target, cover); err != nil {
			return nil, err
		}
		return b.Attack(target, cover, w.throw())
	case "defend":
		return b.Defend()
	case "done":
		return b.Done()
	case "pass":
		return b.Pass()
	}
	return nil, wordsErr("unknown step %s", quote(w.Step))
}

// takeBot plays the bot's step (PlayBot) with the facts the words give.
func takeBot(ctx context.Context, c Cache, t *Table, w Words) (Taken, error) {
	b := t.Battle
	if len(b.Bots()) == 0 {
		return Taken{}, &Refused{fmt.Sprintf("ezd plays neither side of battle %s", b.Name())}
	}
	kinds, err := w.kinds()
	if err != nil {
		return Taken{}, err
	}
	move, err := PlayBot(ctx, c, t, BotFacts{
		Sight:   func(st combat.State, side combat.Player) (solo.Sight, error) { return w.sight(st, side) },
		Throw:   func(bool) (combat.Throw, error) { return w.throw(), nil },
		Through: kinds,
	})
	if err != nil {
		return Taken{}, err
	}
	if move.RollOff {
		log := b.Log()
		return Taken{Bot: &BotJSON{Step: "initiative", Reason: log[len(log)-1]}}, nil
	}
	j := NewBotJSON(move.Step)
	said := fmt.Sprintf("%s (ezd, %s): %s. %s.", move.Bot.Side.Title(), move.Bot.Stance, move.Step, Capitalise(move.Step.Reason))
	if move.Step.Say != "" {
		said += " " + move.Step.Say
	}
	return Taken{Bot: &j, Said: said}, nil
}

// sight is what the bot's active tank sees, from sees and cover: a tank to activate
// needs none, an active tank needs sees (an empty list is an answer).
func (w Words) sight(st combat.State, side combat.Player) (solo.Sight, error) {
	var g solo.Sight
	if w.Sees == nil {
		if st.Active.IsZero() {
			return g, nil
		}
		t, _ := st.Tank(st.Active)
		return g, &Refused{fmt.Sprintf("ezd's %s is active: say which of %s's tanks it sees within range (sees), and which of those are in light cover (cover)", t.Name, side.Other())}
	}
	for _, s := range *w.Sees {
		r, err := st.Resolve(s)
		if err != nil {
			return g, fmt.Errorf("sees: %w", err)
		}
		g.Sees = append(g.Sees, r)
	}
	for _, s := range w.Cover.Tanks {
		r, err := st.Resolve(s)
		if err != nil {
			return g, fmt.Errorf("cover: %w", err)
		}
		g.Cover = append(g.Cover, r)
	}
	if err := g.Check(st, side); err != nil {
		return g, fmt.Errorf("sees: %w; nothing was recorded", err)
	}
	return g, nil
}

// refused makes a rule's error a *Refused, leaving a *WordsError, a *SaveError and an
// interrupt as they are.
func refused(err error) error {
	var we *WordsError
	var se *SaveError
	var r *Refused
	if errors.As(err, &we) || errors.As(err, &se) || errors.As(err, &r) ||
		errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return &Refused{err.Error()}
}

// Capitalise returns s with its first letter upper case.
func Capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// coverKind reads an attack's cover: none when not given.
func coverKind(word string) (terrain.Kind, error) {
	if word == "" {
		return terrain.Open, nil
	}
	k, err := terrain.ParseCover(word)
	if err != nil {
		return 0, &WordsError{"cover: " + err.Error()}
	}
	return k, nil
}
