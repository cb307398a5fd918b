package nothanks

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// The edges of the readers (N10): the largest file, every count of players, the longest
// move, and refusals that name the piece or the step by its number (mutants of record.go
// that moved a bound or a number by one lived without these).

// TestN10LargestFile: a layout of exactly MaxFileBytes is read, one byte more refused.
func TestN10LargestFile(t *testing.T) {
	data, _ := json.Marshal(duelOn(12))
	pad := func(n int) []byte { return append(bytes.Clone(data), bytes.Repeat([]byte(" "), n-len(data))...) }
	if _, err := ParseLayout(pad(MaxFileBytes)); err != nil {
		t.Errorf("a layout of %d bytes: %v", MaxFileBytes, err)
	}
	want := fmt.Sprintf("not a layout: %d bytes (want at most %d)", MaxFileBytes+1, MaxFileBytes)
	if _, err := ParseLayout(pad(MaxFileBytes + 1)); err == nil || err.Error() != want {
		t.Errorf("a layout of %d bytes: %v, want %q", MaxFileBytes+1, err, want)
	}
}

// TestN10RefusalsNameThePiece: a bad piece is named by its place in the list, from 1.
func TestN10RefusalsNameThePiece(t *testing.T) {
	first := `{"player": "red", "kind": "tank", "cell": [1, 1]}, `
	for _, tc := range []struct{ piece, want string }{
		{`{"player": "green", "kind": "tank", "cell": [1, 1]}`, `piece 2: unknown player "green"`},
		{`{"player": "red", "kind": "mine", "cell": [1, 1]}`, `piece 2: unknown kind "mine"`},
		{`{"player": "red", "kind": "tank", "cell": [1, 1, 1]}`, "piece 2 (red tank): the cell has 3 numbers (want [x, y])"},
		{`{"player": "red", "kind": "tank", "cell": [13, 1]}`, "piece 2 (red tank): the cell [13, 1] is off the 12x12 board"},
	} {
		_, err := ParseLayout([]byte(`{"pieces": [` + first + tc.piece + `]}`))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.piece, err, tc.want)
		}
	}
}

// TestN10JSONOfTheWrongShape: JSON that is not an object, or a field of the wrong type,
// is refused in the file's words.
func TestN10JSONOfTheWrongShape(t *testing.T) {
	for data, want := range map[string]string{
		`[]`:                           "not a layout: the JSON is a array (want an object)",
		`{"size": "12", "pieces": []}`: `not a layout: "size" is a string (want int)`,
	} {
		if _, err := ParseLayout([]byte(data)); err == nil || err.Error() != want {
			t.Errorf("%s: %v, want %q", data, err, want)
		}
	}
}

// recordOf writes a record of the built-in layout for n players with these turns.
func recordOf(t *testing.T, n int, turns ...Turn) []byte {
	t.Helper()
	l, err := BuiltIn(n)
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(Record{Layout: l, First: Red, Turns: turns})
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestN10EveryCountOfPlayers: records of 2, 3 and 4 players are read; of 1 refused (N1).
func TestN10EveryCountOfPlayers(t *testing.T) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		r, err := ParseRecord(recordOf(t, n))
		if err != nil || r.Layout.Players != n {
			t.Errorf("%d players: read %d, %v", n, r.Layout.Players, err)
		}
	}
	one := strings.Replace(string(recordOf(t, 2)), `"players":["red","blue"]`, `"players":["red"]`, 1)
	if _, err := ParseRecord([]byte(one)); err == nil || err.Error() != "a game has 2, 3 or 4 players, not 1" {
		t.Errorf("one player: %v", err)
	}
}

// TestN10LongestMove: a move of 6 steps, the die's highest, is read; 7 are refused before
// the rules are asked (N5, N9).
func TestN10LongestMove(t *testing.T) {
	six := move(t, Red, 6, "B3 B4, B4 B5, B5 B6, B6 B7, B7 B6, B6 B5")
	r, err := ParseRecord(recordOf(t, 2, six))
	if err != nil || len(r.Turns) != 1 || len(r.Turns[0].Steps) != 6 {
		t.Fatalf("a move of 6: %+v, %v", r.Turns, err)
	}
	seven := six
	seven.Steps = append(steps(t, "B3 B4"), six.Steps...)
	want := "turn 1: 7 steps (want at most 6, the die's highest)"
	if _, err := ParseRecord(recordOf(t, 2, seven)); err == nil || err.Error() != want {
		t.Errorf("a move of 7: %v, want %q", err, want)
	}
}

// TestN10RefusalsNameTheStep: a step from off the board is named by its number, from 1.
func TestN10RefusalsNameTheStep(t *testing.T) {
	data := string(recordOf(t, 2, move(t, Red, 2, "B3 B4, B4 B5")))
	data = strings.Replace(data, `{"from":[2,4],"to":[2,5]}`, `{"from":[0,4],"to":[2,5]}`, 1)
	want := "turn 1: step 2: from [0, 4] is off the 12x12 board"
	if _, err := ParseRecord([]byte(data)); err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("%v, want %q", err, want)
	}
}

// TestN10MissingFields: a record without its players or its first player is refused by
// name (the conditions of ParseRecord's switch, which gremlins cannot see covered).
func TestN10MissingFields(t *testing.T) {
	full := string(recordOf(t, 2))
	for field, want := range map[string]string{
		`"players":["red","blue"],`: `the record has no "players"`,
		`"first":"red",`:            `the record has no "first"`,
	} {
		if _, err := ParseRecord([]byte(strings.Replace(full, field, "", 1))); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("without %s: %v, want %q", field, err, want)
		}
	}
}

// TestN10NestingBound: JSON nested exactly as deep as the bound (the object itself
// counted as 1) is read on, and refused for what it holds; one level deeper is refused
// for its depth.
func TestN10NestingBound(t *testing.T) {
	nested := func(depth int) []byte {
		k := depth - 1 // arrays inside the object
		return []byte(`{"size": ` + strings.Repeat("[", k) + strings.Repeat("]", k) + `, "pieces": []}`)
	}
	if _, err := ParseLayout(nested(maxDepth)); err == nil || strings.Contains(err.Error(), "nests deeper") {
		t.Errorf("nested %d deep: %v, want a refusal of the size, not of the depth", maxDepth, err)
	}
	want := fmt.Sprintf("not a layout: the JSON nests deeper than %d", maxDepth)
	if _, err := ParseLayout(nested(maxDepth + 1)); err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("nested %d deep: %v, want %q", maxDepth+1, err, want)
	}
}

// TestN10ShotOffTheBoard: a shot whose shooter or target lies off the board is refused by
// the reader, naming which (N10), before the rules are asked.
func TestN10ShotOffTheBoard(t *testing.T) {
	shot := string(recordOf(t, 2, Turn{Player: Red, Choice: Shoot, Roll: 6, Shooter: Cell{2, 3}, Target: Cell{2, 10}}))
	for _, tc := range []struct{ on, off, want string }{
		{`"shooter":[2,3]`, `"shooter":[0,3]`, "turn 1: the shooter [0, 3] is off the 12x12 board"},
		{`"target":[2,10]`, `"target":[2,13]`, "turn 1: the target [2, 13] is off the 12x12 board"},
	} {
		if _, err := ParseRecord([]byte(strings.Replace(shot, tc.on, tc.off, 1))); err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%v, want %q", err, tc.want)
		}
	}
}
