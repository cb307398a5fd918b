package combat

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
)

// The journal on disk: JSON Lines, one event a line, each an object whose first key names
// the event, so that a person can read it:
//
//	{"event":"initiative","turn":1,"red":5,"blue":2,"winner":"red"}
//	{"event":"attacked","tank":"red:1","target":"blue:3","attackDie":3,"defenceDie":3,...}
//
// A line is complete when it ends with a newline. Encode writes the newline with the line,
// so a journal whose last line has none was cut short while it was written.

// Encode writes one event as a journal line, newline included.
func Encode(e Event) ([]byte, error) {
	if e == nil {
		return nil, errors.New("no event to write")
	}
	body, err := json.Marshal(e)
	if err != nil {
		return nil, fmt.Errorf("writing a %q event: %w", e.Kind(), err)
	}
	line := make([]byte, 0, len(body)+len(e.Kind())+14)
	line = fmt.Appendf(line, `{"event":%q`, e.Kind())
	if len(body) > 2 {
		line = append(line, ',')
	}
	line = append(line, body[1:]...)
	return append(line, '\n'), nil
}

// Marshal writes a whole journal, one line per event: what an atomic rewrite (after undo)
// stores.
func Marshal(events []Event) ([]byte, error) {
	var out []byte
	for _, e := range events {
		line, err := Encode(e)
		if err != nil {
			return nil, err
		}
		out = append(out, line...)
	}
	return out, nil
}

// DecodeEvent reads one journal line (with or without its newline) as an event.
func DecodeEvent(line []byte) (Event, error) {
	kind, err := eventKind(line)
	if err != nil {
		return nil, err
	}
	var e Event
	switch kind {
	case "started":
		e, err = decodeVia[startedJSON](line)
	case "initiative":
		e, err = decodeAs[InitiativeRolled](line)
	case "activated":
		e, err = decodeAs[Activated](line)
	case "defended":
		e, err = decodeAs[Defended](line)
	case "moved":
		e, err = decodeVia[movedJSON](line)
	case "attacked":
		e, err = decodeVia[attackedJSON](line)
	case "done":
		e, err = decodeAs[ActivationDone](line)
	case "passed":
		e, err = decodeAs[Passed](line)
	case "turnEnded":
		e, err = decodeAs[TurnEnded](line)
	case "won":
		e, err = decodeAs[BattleWon](line)
	default:
		return nil, fmt.Errorf("unknown event %q", kind)
	}
	if err != nil {
		return nil, fmt.Errorf("%s event: %w", kind, err)
	}
	return e, nil
}

// eventKind returns the value of a line's "event" key. Lines that Encode wrote start with
// it, and are read without parsing the line twice; others are parsed for it.
func eventKind(line []byte) (string, error) {
	if rest, ok := bytes.CutPrefix(line, []byte(`{"event":"`)); ok {
		if i := bytes.IndexByte(rest, '"'); i >= 0 && bytes.IndexByte(rest[:i], '\\') < 0 {
			return string(rest[:i]), nil
		}
	}
	var head struct {
		Event *string `json:"event"`
	}
	if err := json.Unmarshal(line, &head); err != nil {
		return "", err
	}
	if head.Event == nil {
		return "", errors.New(`the line has no "event" key`)
	}
	return *head.Event, nil
}

func decodeAs[E Event](line []byte) (Event, error) {
	var e E
	if err := json.Unmarshal(line, &e); err != nil {
		return nil, err
	}
	return e, nil
}

// Decoded is a journal read back from disk.
type Decoded struct {
	// Battle is the journal folded into a battle.
	Battle *Battle
	// Kept is the length of the journal's complete lines: the bytes the file keeps. When it
	// is shorter than the file, truncate the file to it before the next append.
	Kept int
	// Torn is a half-written last line (a write cut short, such as by a power cut): it was
	// dropped and every complete line before it kept. Nil when there is none.
	Torn []byte
	// TornLine is the line number of Torn.
	TornLine int
	// Settled are automatic consequences the journal was missing at its end (its writer
	// stopped between a step and them): Battle has them, the file does not. Append them.
	Settled []Event
}

// Warning says what was dropped or added, or "" when the journal was whole.
func (d Decoded) Warning() string {
	var w []string
	if d.Torn != nil {
		w = append(w, fmt.Sprintf("journal line %d was only half written and has been dropped (%d bytes)", d.TornLine, len(d.Torn)))
	}
	if len(d.Settled) > 0 {
		w = append(w, fmt.Sprintf("the journal ended before the rules' automatic steps; %d added", len(d.Settled)))
	}
	return joinList(w, "and")
}

// Decode reads a whole journal: every complete line is an event, checked against the rules
// in order. A half-written last line is dropped and reported in Decoded.Torn, not an error.
// Blank lines are skipped. Anything else wrong is a *JournalError with its line; no input
// makes Decode panic.
func Decode(data []byte) (Decoded, error) {
	var d Decoded
	rest := bytes.TrimPrefix(data, []byte("\ufeff")) // a byte order mark from an editor
	offset := len(data) - len(rest)
	var events []Event
	var lines []int
	for n := 1; len(rest) > 0; n++ {
		i := bytes.IndexByte(rest, '\n')
		if i < 0 {
			if len(bytes.TrimSpace(rest)) > 0 {
				d.Torn, d.TornLine = bytes.Clone(rest), n
			}
			break
		}
		line := rest[:i]
		rest = rest[i+1:]
		offset += i + 1
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		e, err := DecodeEvent(line)
		if err != nil {
			return Decoded{}, &JournalError{Line: n, Err: err}
		}
		events = append(events, e)
		lines = append(lines, n)
	}
	d.Kept = offset
	b, err := Replay(events)
	if err != nil {
		var je *JournalError
		if errors.As(err, &je) && je.Line > 0 {
			je.Line = lines[je.Line-1]
		}
		if d.Torn != nil && len(events) == 0 {
			err = &JournalError{Line: d.TornLine, Err: errors.New("the journal's only line was half written: the battle never started")}
		}
		return Decoded{}, err
	}
	d.Battle = b
	if n := len(b.journal) - len(events); n > 0 {
		d.Settled = slices.Clone(b.journal[len(events):])
	}
	return d, nil
}
