package tactics

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/ezd-game/ezd/internal/quote"
)

// MaxEventBytes is the most one event of a journal may take, its blanks included (a run
// of them counts at most 1 KiB): the longest an ezd writes, a drop of every cell of the
// largest grid, is under 8 KiB.
const MaxEventBytes = 64 << 10

// JournalReader reads a journal strictly from a stream, an event at a time, so that what
// a reader holds is the state it folds, not the file (issue 33: a replay of a 24 MB
// journal took 454 MB). It refuses what ReadJournal refuses, stopping at the first
// fault it reaches: the header (format, then game) is checked by NewJournalReader, each
// event's form by Next, which is then the caller's to fold.
type JournalReader struct {
	dec  *json.Decoder
	game Game
	seen map[string]bool // the journal's keys read so far
	// pending are the events of a journal that gives them before its header, read once
	// the header is known.
	pending  []json.RawMessage
	inEvents bool // between the events' brackets
	n        int  // events given so far
	done     bool
}

// NewJournalReader reads a journal's header from r: the format, the game (Game.Validate)
// and the opening of the events.
func NewJournalReader(r io.Reader) (*JournalReader, error) {
	jr := &JournalReader{dec: json.NewDecoder(&squeeze{r: r}), seen: map[string]bool{}}
	t, err := jr.dec.Token()
	if err != nil {
		return nil, jr.notJournal(err)
	}
	if t != json.Delim('{') {
		return nil, errors.New("not a journal: want a JSON object, {...}")
	}
	var format *string
	var game json.RawMessage
	for !jr.seen["events"] || format == nil || game == nil {
		key, err := jr.key()
		if err != nil {
			return nil, err
		}
		switch key {
		case "":
			return nil, jr.missing(format)
		case "format":
			var raw json.RawMessage
			if err := jr.dec.Decode(&raw); err != nil {
				return nil, jr.notJournal(err)
			}
			format = new(string)
			if err := decodeValue(key, raw, format, "a string"); err != nil {
				return nil, fmt.Errorf("not a journal: %v", err)
			}
			if *format != Format {
				return nil, fmt.Errorf("not a journal: format %s (want %q)", quote.Value(*format), Format)
			}
		case "game":
			if err := jr.dec.Decode(&game); err != nil {
				return nil, jr.notJournal(err)
			}
		case "events":
			if err := jr.openEvents(); err != nil {
				return nil, err
			}
			if format == nil || game == nil { // the header comes after: keep the events
				for jr.inEvents {
					raw, err := jr.rawEvent()
					if err != nil {
						return nil, err
					}
					if raw != nil {
						jr.pending = append(jr.pending, raw)
					}
				}
			}
		}
	}
	if jr.game, err = readGame(game); err != nil {
		return nil, &GameError{err}
	}
	return jr, nil
}

// Game is the journal's header.
func (jr *JournalReader) Game() Game { return jr.game }

// Next reads the next event and checks its form (ParseEvent); a fault is an *EventError
// with the event's number, or an error that the text is no journal. After the last event
// it checks that the journal ends there and returns io.EOF.
func (jr *JournalReader) Next() (Event, error) {
	var raw json.RawMessage
	switch {
	case len(jr.pending) > 0:
		raw, jr.pending = jr.pending[0], jr.pending[1:]
	case jr.inEvents:
		var err error
		if raw, err = jr.rawEvent(); err != nil {
			return Event{}, err
		}
	}
	if raw == nil {
		return Event{}, jr.end()
	}
	jr.n++
	e, err := ParseEvent(raw)
	if err != nil {
		return Event{}, &EventError{jr.n, err}
	}
	return e, nil
}

// key reads the journal's next key, refusing one given twice or unknown; "" after its
// closing brace.
func (jr *JournalReader) key() (string, error) {
	if !jr.dec.More() {
		if _, err := jr.dec.Token(); err != nil {
			return "", jr.notJournal(err)
		}
		return "", nil
	}
	t, err := jr.dec.Token()
	if err != nil {
		return "", jr.notJournal(err)
	}
	key, _ := t.(string) // inside an object the decoder gives only strings for keys
	switch {
	case jr.seen[key]:
		return "", fmt.Errorf("not a journal: the key %s is given twice (give each key once)", quote.Value(key))
	case key != "format" && key != "game" && key != "events":
		return "", fmt.Errorf("not a journal: unknown key %s (want format, game and events)", quote.Value(key))
	}
	jr.seen[key] = true
	return key, nil
}

// missing says which of format, game and events a journal that has ended lacks.
func (jr *JournalReader) missing(format *string) error {
	switch {
	case format == nil:
		return fmt.Errorf("not a journal: format %q (want %q)", "", Format)
	case !jr.seen["game"]:
		return errors.New(`not a journal: no "game"`)
	}
	return errors.New(`not a journal: no "events" (want a list; [] before the start)`)
}

// openEvents reads the events' opening bracket.
func (jr *JournalReader) openEvents() error {
	t, err := jr.dec.Token()
	switch {
	case err != nil:
		return jr.notJournal(err)
	case t == nil:
		return errors.New(`not a journal: "events" is null (want a list of events)`)
	case t != json.Delim('['):
		return errors.New(`not a journal: "events" is not a list of events`)
	}
	jr.inEvents = true
	return nil
}

// rawEvent reads the next event's text, or nil at the events' closing bracket.
func (jr *JournalReader) rawEvent() (json.RawMessage, error) {
	if !jr.dec.More() {
		if _, err := jr.dec.Token(); err != nil {
			return nil, jr.notJournal(err)
		}
		jr.inEvents = false
		return nil, nil
	}
	var raw json.RawMessage
	if err := jr.dec.Decode(&raw); err != nil {
		return nil, jr.notJournal(err)
	}
	if len(raw) > MaxEventBytes {
		return nil, &EventError{jr.n + len(jr.pending) + 1, fmt.Errorf("longer than %d KiB (no event is)", MaxEventBytes>>10)}
	}
	return raw, nil
}

// end reads what follows the events: no other key, the closing brace, nothing after.
func (jr *JournalReader) end() error {
	if jr.done {
		return io.EOF
	}
	// Every key is read by now: key refuses another and reads the closing brace.
	if _, err := jr.key(); err != nil {
		return err
	}
	if _, err := jr.dec.Token(); !errors.Is(err, io.EOF) {
		return errors.New("not a journal: something follows the JSON object (want one object)")
	}
	jr.done = true
	return io.EOF
}

// notJournal says what is wrong with text that is not the JSON of a journal.
func (jr *JournalReader) notJournal(err error) error {
	if errors.Is(err, io.EOF) && jr.dec.InputOffset() > 0 {
		err = io.ErrUnexpectedEOF // the decoder says EOF even inside an object
	}
	return fmt.Errorf("not a journal: %w", jsonProblem(err))
}
