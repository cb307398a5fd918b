package tactics

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/ezd-game/ezd/internal/quote"
)

// How a journal is read strictly (TT15: names and keys are exact). A journal can be
// edited by hand, so anything a reader could take two ways is refused rather than guessed:
// a key given twice (encoding/json would keep the last), a key the object does not have,
// null where a value is wanted, and anything after the object.

// field is one key of an object and its value, still undecoded.
type field struct {
	key   string
	value json.RawMessage
}

// readObject reads data as exactly one JSON object and returns its keys in order,
// refusing a key given twice.
func readObject(data []byte) ([]field, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	t, err := dec.Token()
	if err != nil {
		return nil, jsonProblem(err)
	}
	if t != json.Delim('{') {
		return nil, errors.New("want a JSON object, {...}")
	}
	var fields []field
	seen := map[string]bool{}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, jsonProblem(err)
		}
		key, _ := t.(string) // inside an object the decoder gives only strings for keys
		if seen[key] {
			return nil, fmt.Errorf("the key %s is given twice (give each key once)", quote.Value(key))
		}
		seen[key] = true
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, jsonProblem(err)
		}
		fields = append(fields, field{key, raw})
	}
	if _, err := dec.Token(); err != nil {
		return nil, jsonProblem(err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, errors.New("something follows the JSON object (want one object)")
	}
	return fields, nil
}

// jsonProblem says what is wrong with text that is not the JSON wanted.
func jsonProblem(err error) error {
	var syn *json.SyntaxError
	switch {
	case errors.As(err, &syn):
		return fmt.Errorf("not JSON at byte %d: %v", syn.Offset, err)
	case errors.Is(err, io.EOF):
		return errors.New("empty (want a JSON object)")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return errors.New("the JSON ends too soon")
	}
	return err
}

// decodeValue decodes one value strictly: null is refused. Objects are read by readObject,
// never here: every value decoded here is a string, a number, a boolean or a list of them,
// so there is no unknown field to refuse.
func decodeValue(key string, raw json.RawMessage, v any, want string) error {
	if bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		return fmt.Errorf("%s is null (want %s)", quote.Value(key), want)
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return fmt.Errorf("%s is not %s", quote.Value(key), want)
	}
	return nil
}
