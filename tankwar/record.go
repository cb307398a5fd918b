package tankwar

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// Record is a game written down (T9): its start and both actions of every turn. As JSON:
// {"life": 5, "tanks": [{"x": 3, "y": 4, "dir": 1}, {...}], "moves": [[0, 2], ...]}.
type Record struct {
	Start
	Moves [][2]Action
}

type recordJSON struct {
	Life  *int        `json:"life"`
	Tanks []*tankJSON `json:"tanks"`
	Moves [][]*int    `json:"moves"`
}

type tankJSON struct {
	X   *int `json:"x"`
	Y   *int `json:"y"`
	Dir *int `json:"dir"`
}

// MarshalJSON writes the record in its JSON form; moves are [] when there are none.
func (r Record) MarshalJSON() ([]byte, error) {
	type tank struct {
		X   int `json:"x"`
		Y   int `json:"y"`
		Dir int `json:"dir"`
	}
	out := struct {
		Life  int      `json:"life"`
		Tanks [2]tank  `json:"tanks"`
		Moves [][2]int `json:"moves"`
	}{Life: r.Life, Moves: make([][2]int, len(r.Moves))}
	for i, t := range r.Tanks {
		out.Tanks[i] = tank{int(t.X), int(t.Y), int(t.Dir)}
	}
	for i, m := range r.Moves {
		out.Moves[i] = [2]int{int(m[0]), int(m[1])}
	}
	return json.Marshal(out)
}

// ParseRecord reads a record strictly: one JSON object with exactly the fields life (1 to
// 99), tanks (two, each x and y from 1 to 20 and dir 0 to 3, on different cells) and moves
// (each turn exactly two actions from 0 to 2, none after the game has ended). Anything else
// is an error that names the problem; it never panics. The record it returns replays.
func ParseRecord(data []byte) (Record, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var raw recordJSON
	if err := dec.Decode(&raw); err != nil {
		return Record{}, jsonProblem(err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return Record{}, errors.New("not a record: something follows the JSON object (want one object)")
	}
	r, err := raw.record()
	if err != nil {
		return Record{}, err
	}
	if _, err := Replay(r); err != nil {
		return Record{}, err
	}
	return r, nil
}

// jsonProblem turns encoding/json's errors into the record's words.
func jsonProblem(err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Errorf("not a record: not JSON at byte %d: %v", syn.Offset, err)
	case errors.As(err, &typ):
		if typ.Field == "" {
			return fmt.Errorf("not a record: the JSON is a %s (want an object with life, tanks and moves)", typ.Value)
		}
		return fmt.Errorf("not a record: %q is a %s (want %s)", typ.Field, typ.Value, want(typ.Field))
	case errors.Is(err, io.EOF):
		return errors.New("not a record: the file is empty (want a JSON object with life, tanks and moves)")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return errors.New("not a record: the JSON ends too soon")
	}
	return fmt.Errorf("not a record: %v", err)
}

func want(field string) string {
	switch field {
	case "tanks":
		return "a list of two tanks"
	case "moves":
		return "a list of turns, each [action 1, action 2]"
	}
	return "a whole number"
}

func (raw recordJSON) record() (Record, error) {
	var r Record
	if raw.Life == nil {
		return r, errors.New(`the record has no "life" (want a whole number from 1 to 99)`)
	}
	if raw.Tanks == nil {
		return r, errors.New(`the record has no "tanks" (want a list of two tanks)`)
	}
	if raw.Moves == nil {
		return r, errors.New(`the record has no "moves" (want a list of turns; [] before the first)`)
	}
	if *raw.Life < 1 || *raw.Life > MaxLife {
		return r, fmt.Errorf("life %d is out of range (want 1 to %d)", *raw.Life, MaxLife)
	}
	r.Life = *raw.Life
	if len(raw.Tanks) != 2 {
		return r, fmt.Errorf("the record has %d tanks (want exactly 2)", len(raw.Tanks))
	}
	for i, t := range raw.Tanks {
		if t == nil || t.X == nil || t.Y == nil || t.Dir == nil {
			return r, fmt.Errorf("tank %d needs x, y and dir", i+1)
		}
		if !inGrid(*t.X) || !inGrid(*t.Y) {
			return r, fmt.Errorf("tank %d starts on (%d,%d), outside the grid (want x and y from 1 to %d)", i+1, *t.X, *t.Y, Size)
		}
		if *t.Dir < 0 || *t.Dir > 3 {
			return r, fmt.Errorf("tank %d faces %d (want 0 up, 1 right, 2 down or 3 left)", i+1, *t.Dir)
		}
		r.Tanks[i] = Placement{Cell{int8(*t.X), int8(*t.Y)}, Dir(*t.Dir)}
	}
	if err := r.Start.Validate(); err != nil {
		return r, err
	}
	r.Moves = make([][2]Action, len(raw.Moves))
	for i, m := range raw.Moves {
		if len(m) != 2 {
			return r, fmt.Errorf("turn %d has %d actions (want 2: player 1's, then player 2's)", i, len(m))
		}
		for who, a := range m {
			if a == nil {
				return r, fmt.Errorf("turn %d: action for player %d is null (want 0, 1 or 2)", i, who+1)
			}
			if *a < 0 || *a > 2 {
				return r, fmt.Errorf("turn %d: action %d for player %d is out of range (want 0 straight, 1 left or 2 right)", i, *a, who+1)
			}
			r.Moves[i][who] = Action(*a)
		}
	}
	return r, nil
}

func inGrid(v int) bool { return v >= 1 && v <= Size }
