package combat

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/ezd-game/ezd/internal/quote"
)

// The journal on disk: JSON Lines, one event a line, each an object whose first key names
// the event, so that a person can read it:
//
//	{"event":"initiative","turn":1,"red":5,"blue":2,"winner":"red"}
//	{"event":"attacked","tank":"red:1","target":"blue:3","attackDie":3,"defenceDie":3,...}
//
// A line is complete when it ends with a newline, so a journal whose last line has none
// was cut short while it was written. The newline is the journal's framing, not part of
// the event: Encode writes the line alone, and whoever writes a journal ends each line
// (Marshal here; the battle files' Append, Create and Rewrite on disk).

// Encode writes one event as a journal line, without its newline.
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
	return append(line, body[1:]...), nil
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
		out = append(append(out, line...), '\n')
	}
	return out, nil
}

// DecodeEvent reads one journal line (with or without its newline) as an event. The line
// is read strictly: a key given twice, a key the event does not have, or anything after
// the object is an error, since a hand-edited line must not be guessed at.
func DecodeEvent(line []byte) (Event, error) {
	kind, body, err := splitEvent(line)
	if err != nil {
		return nil, err
	}
	var e Event
	switch kind {
	case "started":
		e, err = decodeVia[startedJSON](body)
	case "initiative":
		e, err = decodeAs[InitiativeRolled](body)
	case "activated":
		e, err = decodeAs[Activated](body)
	case "defended":
		e, err = decodeAs[Defended](body)
	case "moved":
		e, err = decodeVia[movedJSON](body)
	case "attacked":
		e, err = decodeVia[attackedJSON](body)
	case "done":
		e, err = decodeAs[ActivationDone](body)
	case "passed":
		e, err = decodeAs[Passed](body)
	case "turnEnded":
		e, err = decodeAs[TurnEnded](body)
	case "won":
		e, err = decodeAs[BattleWon](body)
	default:
		return nil, fmt.Errorf("unknown event %s", quote.Value(kind))
	}
	if err != nil {
		return nil, fmt.Errorf("%s event: %w", kind, err)
	}
	return e, nil
}

// decodeAs reads an event's body (see splitEvent) as the event E's own fields.
func decodeAs[E Event](body []byte) (Event, error) {
	var e E
	if err := strictly(body, &e); err != nil {
		return nil, err
	}
	return e, nil
}

// Decoded is a journal read back from disk.
type Decoded struct {
	// Battle is the journal folded into a battle.
	Battle *Battle
	// Kept is the length of the journal's lines that were read: the bytes the file keeps.
	// When it is shorter than the file, truncate the file to it before the next append.
	Kept int
	// Unterminated is true when the last line kept has no newline: it was whole (a write
	// cut short between the line and its newline, or an editor that leaves none) and is
	// kept. Write a newline before the next line.
	Unterminated bool
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

// MaxLine is the longest journal line read, in bytes. The longest event, a started event
// with two armies of the largest army files, is well under it.
const MaxLine = 16 << 20

// Decode reads a whole journal held in memory; see Read.
func Decode(data []byte) (Decoded, error) { return Read(bytes.NewReader(data), "") }

// Read reads a journal line by line, so that what it holds in memory is the events, not
// the bytes of the file (a file of 60 MiB of blank lines holds nothing). Every line is an
// event, checked against the rules in order (see Folder); blank lines are skipped. A last
// line without a newline is kept if it is whole JSON, and otherwise dropped as half
// written and reported in Decoded.Torn, not as an error. name is the battle's name as its
// file gives it: the started event must give the same (docs/development.md), unless name
// is "". Anything else wrong is a *JournalError with its line; no input makes Read panic.
func Read(r io.Reader, name string) (Decoded, error) {
	var d Decoded
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), MaxLine)
	sc.Split(ScanLines)
	f := NewFolder(name)
	n := 0 // the line number of the last line read
	for sc.Scan() {
		line := sc.Bytes()
		if n == 0 {
			line = bytes.TrimPrefix(line, []byte("\ufeff")) // a byte order mark from an editor
		}
		if len(bytes.TrimSpace(line)) == 0 {
			d.Kept += len(sc.Bytes())
			n += bytes.Count(line, []byte("\n"))
			continue
		}
		n++
		text, whole := bytes.CutSuffix(line, []byte("\n"))
		if !whole && !json.Valid(text) {
			d.Torn, d.TornLine = bytes.Clone(text), n
			break
		}
		if err := f.Fold(n, text); err != nil {
			return Decoded{}, err
		}
		d.Kept += len(sc.Bytes())
		d.Unterminated = !whole
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			err = fmt.Errorf("the line is longer than %d MiB: no event is", MaxLine>>20)
		}
		return Decoded{}, &JournalError{Line: n + 1, Err: err}
	}
	if f.read == 0 && d.Torn != nil {
		return Decoded{}, &JournalError{Line: d.TornLine, Err: errors.New("the journal's only line was half written: the battle never started")}
	}
	done, err := f.Done()
	if err != nil {
		return Decoded{}, err
	}
	d.Battle, d.Settled = done.Battle, done.Settled
	return d, nil
}

// ScanLines is a bufio.SplitFunc that splits a journal into lines, each with its newline,
// the last without one if the journal does not end with a newline. A run of blank lines is
// one token, so that megabytes of them are skipped a buffer at a time rather than a line at
// a time (the journal store reads files with it too).
func ScanLines(data []byte, atEOF bool) (advance int, token []byte, err error) {
	if i := bytes.IndexByte(data, '\n'); i >= 0 {
		if len(bytes.TrimSpace(data[:i])) > 0 {
			return i + 1, data[:i+1], nil
		}
		end := i + 1 // just after the last newline of the run
		for k := end; k < len(data); k++ {
			switch data[k] {
			case '\n':
				end = k + 1
			case ' ', '\t', '\r':
			default:
				return end, data[:end], nil
			}
		}
		return end, data[:end], nil
	}
	if atEOF && len(data) > 0 {
		return len(data), data, nil
	}
	return 0, nil, nil
}
