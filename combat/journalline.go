package combat

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/ezd-game/ezd/internal/jsonkeys"
	"github.com/ezd-game/ezd/internal/quote"
)

// How one journal line is read strictly. A journal can be edited by hand, so a line that
// a reader could take two ways is refused rather than guessed (docs/development.md): a key given
// twice ({"event":"activated","event":"passed"}, which encoding/json would read as its
// last), a key the event does not have, and anything after the object.

// maxDepth bounds the nesting of a journal line. An event nests four deep (a started
// event's tanks); the bound keeps a line of a million "[" from exhausting the stack.
const maxDepth = 32

// splitEvent reads a journal line as one JSON object, refusing a key given twice at any
// depth, and returns the value of its "event" key and the object without that key.
func splitEvent(line []byte) (kind string, body []byte, err error) {
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.UseNumber() // a number is only skipped here: one too long for a float64 is no error yet
	if t, err := dec.Token(); err != nil {
		return "", nil, err
	} else if t != json.Delim('{') {
		return "", nil, errors.New("a journal line is one JSON object, {...}")
	}
	body = append(make([]byte, 0, len(line)), '{')
	seen := map[string]bool{}
	for dec.More() {
		key, err := objectKey(dec, seen)
		if err != nil {
			return "", nil, err
		}
		from := dec.InputOffset()
		if err := skipValue(dec, 1); err != nil {
			return "", nil, err
		}
		// From the end of the key to the end of its value: the colon, then the value.
		value := bytes.TrimLeft(line[from:dec.InputOffset()], " \t\r\n:")
		if key == "event" {
			if err := json.Unmarshal(value, &kind); err != nil {
				return "", nil, errors.New(`the "event" key names no event: want a word, as "activated"`)
			}
			continue
		}
		if len(body) > 1 {
			body = append(body, ',')
		}
		body, _ = appendJSONString(body, key)
		body = append(append(body, ':'), value...)
	}
	if _, err := dec.Token(); err != nil {
		return "", nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return "", nil, errors.New("a journal line holds one JSON object and nothing after it")
	}
	if !seen[jsonkeys.Fold("event")] {
		return "", nil, errors.New(`the line has no "event" key`)
	}
	return kind, append(body, '}'), nil
}

// objectKey reads the next key of an object and refuses one seen before in it.
func objectKey(dec *json.Decoder, seen map[string]bool) (string, error) {
	t, err := dec.Token()
	if err != nil {
		return "", err
	}
	key := t.(string) // the decoder returns only strings for keys
	// encoding/json matches a key to a field blind to letter case and keeps the last of
	// two, so "turn" and "Turn" are the same key given twice; and "Turn" alone is not
	// "turn" (journalkeys.go).
	folded := jsonkeys.Fold(key)
	if seen[folded] {
		return "", fmt.Errorf("the key %s is given twice: a line says each thing once", jsonkeys.Quote(key))
	}
	seen[folded] = true
	return key, jsonkeys.Exact(journalKeys(), key)
}

// skipValue reads one value, refusing a key given twice in any object in it.
func skipValue(dec *json.Decoder, depth int) error {
	if depth > maxDepth {
		return fmt.Errorf("the line nests deeper than %d: no event does", maxDepth)
	}
	t, err := dec.Token()
	if err != nil {
		return err
	}
	switch t {
	case json.Delim('['):
		for dec.More() {
			if err := skipValue(dec, depth+1); err != nil {
				return err
			}
		}
	case json.Delim('{'):
		seen := map[string]bool{}
		for dec.More() {
			if _, err := objectKey(dec, seen); err != nil {
				return err
			}
			if err := skipValue(dec, depth+1); err != nil {
				return err
			}
		}
	default:
		return nil
	}
	_, err = dec.Token() // the closing bracket or brace
	return err
}

// appendJSONString appends s as a JSON string.
func appendJSONString(b []byte, s string) ([]byte, error) {
	q, err := json.Marshal(s)
	return append(b, q...), err
}

// strictly decodes an event's body (its line without the "event" key) into v, refusing
// keys that v does not have, at any depth.
func strictly(body []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	return bounded(dec.Decode(v))
}

// bounded returns err, a decoder's error, with any value it quotes cut short: encoding/json
// repeats a wrong value or an unknown key whole ("cannot unmarshal number 99999..."), and
// one bad line of a journal made megabytes of stderr (issue 33). The error returned wraps
// err, for errors.As.
func bounded(err error) error {
	var te *json.UnmarshalTypeError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &te):
		field := "the value"
		if te.Field != "" {
			field = quote.Value(te.Field)
		}
		return &boundedError{fmt.Sprintf("%s is %s, not %s", field, quote.Text(te.Value), te.Type), err}
	case strings.HasPrefix(err.Error(), `json: unknown field "`):
		key := strings.TrimSuffix(strings.TrimPrefix(err.Error(), `json: unknown field "`), `"`)
		return &boundedError{"unknown field " + quote.Value(key), err}
	}
	return err
}

// boundedError is a decoder's error told in a message of bounded length.
type boundedError struct {
	msg string
	err error
}

func (e *boundedError) Error() string { return e.msg }
func (e *boundedError) Unwrap() error { return e.err }
