package nothanks

import (
	"encoding/json"
	"strings"
	"testing"
)

// smallGame is a 2-player record written by hand: red moves 2, blue shoots and misses.
func smallGame(t *testing.T, turns string) []byte {
	t.Helper()
	l, _ := BuiltIn(2)
	data, _ := json.Marshal(l)
	s := strings.TrimSuffix(string(data), "}")
	s = strings.Replace(s, `{"size":12,`, `{"format": "ezd-nothanks/1", "size": 12, "players": ["red", "blue"], `, 1)
	return []byte(s + `, "first": "red", "turns": [` + turns + `]}`)
}

// TestN10RecordReadsAndReplays reads a record and plays it.
func TestN10RecordReadsAndReplays(t *testing.T) {
	r, err := ParseRecord(smallGame(t, `{"player": "red", "choice": "move", "roll": 2, "steps": [{"from": [2, 3], "to": [2, 4]}, {"from": [2, 4], "to": [2, 5]}]},
		{"player": "blue", "choice": "move", "roll": 1, "steps": [{"from": [2, 10], "to": [2, 9]}]},
		{"player": "red", "choice": "shoot", "roll": 3, "shooter": [2, 5], "target": [2, 9]}`))
	if err != nil {
		t.Fatal(err)
	}
	g, err := Replay(r)
	if err != nil {
		t.Fatal(err)
	}
	p := g.Position()
	if p.Turn() != 3 || p.At(Cell{2, 5}) != PieceOf(Red, Tank) || p.At(Cell{2, 9}) != PieceOf(Blue, Tank) || p.Next() != Blue {
		t.Errorf("after 3 turns: %v", p.Pieces())
	}
	data, err := json.Marshal(g.Record())
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"format":"ezd-nothanks/1"`, `"players":["red","blue"]`, `"first":"red"`, `"shooter":[2,5],"target":[2,9]}`, `"steps":[{"from":[2,3],"to":[2,4]}`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the record lacks %s:\n%s", want, data)
		}
	}
}

// TestN10RecordRefuses: a record that breaks a rule is refused, naming the turn or the
// piece; never a panic.
func TestN10RecordRefuses(t *testing.T) {
	l, _ := BuiltIn(2)
	ld, _ := json.Marshal(l)
	pieces := strings.TrimSuffix(strings.TrimPrefix(string(ld), `{"size":12,`), "}")
	rec := func(head, turns string) []byte {
		return []byte(`{"format": "ezd-nothanks/1", ` + head + pieces + `, "first": "red", "turns": [` + turns + `]}`)
	}
	two := `"size": 12, "players": ["red", "blue"], `
	redMoves := `{"player": "red", "choice": "move", "roll": 1, "steps": [{"from": [2, 3], "to": [2, 4]}]}`
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"N4 turn out of order", rec(two, `{"player": "blue", "choice": "move", "roll": 1, "steps": [{"from": [2, 10], "to": [2, 9]}]}`), "turn 1: it is red's turn, not blue's"},
		{"N9 a die of 7", rec(two, redMoves+`, {"player": "blue", "choice": "move", "roll": 7, "steps": []}`), "turn 2: a roll of 7 (want 1 to 6)"},
		{"N5 a step onto a piece", rec(two, `{"player": "red", "choice": "move", "roll": 1, "steps": [{"from": [2, 3], "to": [2, 2]}]}`), "turn 1: step 1: B3: a step onto B2, which holds a red barrier"},
		{"N5 a step off the board", rec(two, `{"player": "red", "choice": "move", "roll": 1, "steps": [{"from": [2, 3], "to": [0, 3]}]}`), "turn 1: B3: step 1: to [0, 3] is off the 12x12 board"},
		{"N4 SHOOT with no target", rec(two, `{"player": "red", "choice": "shoot", "roll": 6, "shooter": [2, 3], "target": [2, 10]}`), "turn 1: SHOOT with no target"},
		{"a move with a target", rec(two, `{"player": "red", "choice": "move", "roll": 1, "steps": [], "target": [2, 10]}`), "turn 1: a move has no shooter or target"},
		{"a shot with steps", rec(two, `{"player": "red", "choice": "shoot", "roll": 1, "steps": [], "shooter": [2, 3], "target": [2, 10]}`), "turn 1: a shot has no steps"},
		{"a move without steps", rec(two, `{"player": "red", "choice": "move", "roll": 1}`), `turn 1: a move needs "steps"`},
		{"an unknown choice", rec(two, `{"player": "red", "choice": "pass", "roll": 1}`), `turn 1: unknown choice "pass"`},
		{"unknown field in a turn", rec(two, `{"player": "red", "choice": "move", "roll": 1, "steps": [], "card": 3}`), `unknown field "card"`},
		{"a turn without a roll", rec(two, `{"player": "red", "choice": "move", "steps": []}`), "turn 1: a turn needs player, choice and roll"},
		{"players not in seating order", rec(`"players": ["blue", "red"], `, ``), "want the first 2 colours in seating order"},
		{"five players", rec(`"players": ["red", "blue", "white", "black", "green"], `, ``), "players, not 5"},
		{"no format", []byte(`{"players": ["red", "blue"]}`), `no "format"`},
		{"another format", []byte(`{"format": "ezd-nothanks/2"}`), `format is "ezd-nothanks/2"`},
		{"no turns", []byte(strings.Replace(string(rec(two, ``)), `, "turns": []`, ``, 1)), `no "turns"`},
		{"a key twice", rec(two+`"size": 14, `, ``), `"size" is given twice`},
		{"first not playing", []byte(strings.Replace(string(rec(two, ``)), `"first": "red"`, `"first": "white"`, 1)), "white cannot start a game of 2 players"},
		{"nested too deep", []byte(`{"format": "ezd-nothanks/1", "turns": ` + strings.Repeat("[", 100)), "nests deeper than 32"},
		{"cut inside a turn", []byte(`{"turns": [{"x": "a`), "the JSON ends too soon"},
		{"a key in capitals", []byte(strings.Replace(string(rec(two, ``)), `"size"`, `"Size"`, 1)), `the key "Size" is not "size": keys are exact`},
		{"a key with a long s", []byte(strings.Replace(string(rec(two, ``)), `"size"`, `"\u017fize"`, 1)), `the key "\u017fize" is not "size"`},
		{"a key of a turn with a Kelvin sign", rec(two, `{"player": "red", "choice": "move", "roll": 1, "steps": [], "\u212aind": 3}`), `the key "\u212aind" is not "kind"`},
		{"a key of a step in capitals", rec(two, `{"player": "red", "choice": "move", "roll": 1, "steps": [{"FROM": [2, 3], "to": [2, 4]}]}`), `the key "FROM" is not "from"`},
		{"a long key in capitals", []byte(strings.Replace(string(rec(two, ``)), `"size"`, `"S`+strings.Repeat("i", 99)+`ze"`, 1)), `unknown field`},
		{"turns not a list", []byte(strings.Replace(string(rec(two, ``)), `"turns": []`, `"turns": 3`, 1)), `"turns" is a number`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseRecord(tc.data)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
}

// TestN10TurnAfterTheEnd: a record with a turn after the game is won is refused.
func TestN10TurnAfterTheEnd(t *testing.T) {
	g := playedOut(t, 2, 7, 1<<20)
	r := g.Record()
	w, _ := g.Position().Winner()
	r.Turns = append(r.Turns, Turn{Player: w, Choice: Move, Roll: 1, Steps: []Step{}})
	data, _ := json.Marshal(r)
	_, err := ParseRecord(data)
	want := "the game is over: " + w.String() + " won"
	if err == nil || !strings.Contains(err.Error(), want) || !strings.HasPrefix(err.Error(), "turn ") {
		t.Fatalf("got %v, want turn N: %s", err, want)
	}
}
