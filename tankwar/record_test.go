package tankwar

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/google/go-cmp/cmp"
)

const goodRecord = `{"life": 5, "tanks": [{"x": 4, "y": 5, "dir": 2}, {"x": 17, "y": 16, "dir": 0}], "moves": [[0, 1], [2, 0]]}`

// TestParseRecordReadsAGame reads a record and replays it.
func TestParseRecordReadsAGame(t *testing.T) {
	r, err := ParseRecord([]byte(goodRecord))
	if err != nil {
		t.Fatal(err)
	}
	want := Start{Life: 5, Tanks: [2]Placement{{Cell{4, 5}, Down}, {Cell{17, 16}, Up}}}
	if r.Start != want || len(r.Moves) != 2 || r.Moves[0] != [2]Action{0, 1} || r.Moves[1] != [2]Action{2, 0} {
		t.Fatalf("got %+v", r)
	}
	g, err := Replay(r)
	if err != nil {
		t.Fatal(err)
	}
	if got := g.Position().Tanks[0]; got != tk(5, 4, Left, 5) {
		t.Errorf("tank 1 after two turns: %v", got)
	}
}

// TestRecordJSONShape checks what a record looks like written: moves [] when none.
func TestRecordJSONShape(t *testing.T) {
	g, _ := NewGame(Start{Life: 9, Tanks: [2]Placement{{Cell{1, 2}, Right}, {Cell{3, 4}, Left}}})
	data, err := json.Marshal(g.Record())
	if err != nil {
		t.Fatal(err)
	}
	want := `{"life":9,"tanks":[{"x":1,"y":2,"dir":1},{"x":3,"y":4,"dir":3}],"moves":[]}`
	if string(data) != want {
		t.Errorf("got %s\nwant %s", data, want)
	}
}

// TestRecordNamesThePlayers: a record written with the players' names reads back with
// them, a name of exactly MaxPlayerName characters is kept, and the names change nothing
// of the game (T9).
func TestRecordNamesThePlayers(t *testing.T) {
	r, err := ParseRecord([]byte(goodRecord))
	if err != nil {
		t.Fatal(err)
	}
	named := r
	named.Players = [2]string{"human", strings.Repeat("é", MaxPlayerName)}
	data, err := json.Marshal(named)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseRecord(data)
	if err != nil {
		t.Fatalf("a record ezd wrote is refused: %v\n%s", err, data)
	}
	if diff := cmp.Diff(named, back); diff != "" {
		t.Errorf("written and read back differs:\n%s", diff)
	}
	g1, _ := Replay(r)
	g2, _ := Replay(back)
	if diff := cmp.Diff(g1.Frames(), g2.Frames()); diff != "" {
		t.Errorf("the names changed the game:\n%s", diff)
	}
	nulled, err := ParseRecord([]byte(strings.TrimSuffix(goodRecord, "}") + `, "players": null}`))
	if err != nil || nulled.Players != [2]string{} {
		t.Errorf(`"players": null read as %q, %v; want no names`, nulled.Players, err)
	}
}

// TestParseRecordRefuses pins every bad record of the issue to an error naming it.
func TestParseRecordRefuses(t *testing.T) {
	tanks := `"tanks": [{"x": 4, "y": 5, "dir": 2}, {"x": 17, "y": 16, "dir": 0}]`
	tests := []struct {
		name, data, want string
	}{
		{"not JSON", `life: 5`, "not JSON"},
		{"empty", ``, "empty"},
		{"cut short", `{"life": 5, `, "ends too soon"},
		{"an array, not an object", `[1, 2]`, "want an object"},
		{"two objects", goodRecord + goodRecord, "something follows"},
		{"unknown field", `{"life": 5, "speed": 3, ` + tanks + `, "moves": []}`, `unknown field "speed"`},
		{"T2 life 0", `{"life": 0, ` + tanks + `, "moves": []}`, "life 0 is out of range (want 1 to 99)"},
		{"T2 life 100", `{"life": 100, ` + tanks + `, "moves": []}`, "life 100 is out of range"},
		{"T2 life not whole", `{"life": 2.5, ` + tanks + `, "moves": []}`, `"life" is a number`},
		{"life a string", `{"life": "5", ` + tanks + `, "moves": []}`, `"life" is a string`},
		{"no life", `{` + tanks + `, "moves": []}`, `no "life"`},
		{"no tanks", `{"life": 5, "moves": []}`, `no "tanks"`},
		{"no moves", `{"life": 5, ` + tanks + `}`, `no "moves"`},
		{"null moves", `{"life": 5, ` + tanks + `, "moves": null}`, `no "moves"`},
		{"one tank", `{"life": 5, "tanks": [{"x": 4, "y": 5, "dir": 2}], "moves": []}`, "1 tanks (want exactly 2)"},
		{"three tanks", `{"life": 5, "tanks": [{"x": 4, "y": 5, "dir": 2}, {"x": 1, "y": 1, "dir": 0}, {"x": 2, "y": 2, "dir": 0}], "moves": []}`, "more than 2 tanks"},
		{"tank without dir", `{"life": 5, "tanks": [{"x": 4, "y": 5}, {"x": 1, "y": 1, "dir": 0}], "moves": []}`, "tank 1 needs x, y and dir"},
		{"null tank", `{"life": 5, "tanks": [null, {"x": 1, "y": 1, "dir": 0}], "moves": []}`, "tank 1 needs"},
		{"unknown tank field", `{"life": 5, "tanks": [{"x": 4, "y": 5, "dir": 2, "life": 3}, {"x": 1, "y": 1, "dir": 0}], "moves": []}`, `unknown field "life"`},
		{"T2 start outside the grid", `{"life": 5, "tanks": [{"x": 0, "y": 5, "dir": 2}, {"x": 1, "y": 1, "dir": 0}], "moves": []}`, "tank 1 starts on (0,5), outside the grid"},
		{"T2 start at 21", `{"life": 5, "tanks": [{"x": 4, "y": 5, "dir": 2}, {"x": 1, "y": 21, "dir": 0}], "moves": []}`, "tank 2 starts on (1,21)"},
		{"T2 both on one cell", `{"life": 5, "tanks": [{"x": 4, "y": 5, "dir": 2}, {"x": 4, "y": 5, "dir": 0}], "moves": []}`, "both tanks start on (4,5)"},
		{"T1 direction 4", `{"life": 5, "tanks": [{"x": 4, "y": 5, "dir": 4}, {"x": 1, "y": 1, "dir": 0}], "moves": []}`, "tank 1 faces 4"},
		{"T1 direction -1", `{"life": 5, "tanks": [{"x": 4, "y": 5, "dir": 2}, {"x": 1, "y": 1, "dir": -1}], "moves": []}`, "tank 2 faces -1"},
		{"huge number", `{"life": 5, "tanks": [{"x": 99999999999999999999, "y": 5, "dir": 2}, {"x": 1, "y": 1, "dir": 0}], "moves": []}`, `"tanks.x" is a number`},
		{"T3 action 3", `{"life": 5, ` + tanks + `, "moves": [[0, 0], [3, 0]]}`, "turn 1: action 3 for player 1 is out of range"},
		{"T3 action -1", `{"life": 5, ` + tanks + `, "moves": [[0, -1]]}`, "turn 0: action -1 for player 2"},
		{"T3 one action", `{"life": 5, ` + tanks + `, "moves": [[0]]}`, "turn 0 has 1 action (want 2"},
		{"T3 three actions", `{"life": 5, ` + tanks + `, "moves": [[0, 1, 2]]}`, "turn 0 has 3 actions"},
		{"T3 null action", `{"life": 5, ` + tanks + `, "moves": [[0, null]]}`, "action for player 2 is null"},
		{"moves not a list", `{"life": 5, ` + tanks + `, "moves": 3}`, `"moves" is a number`},
		{"a key twice", `{"life": 5, "life": 99, ` + tanks + `, "moves": []}`, `the key "life" is given twice`},
		{"a tank's key twice", `{"life": 5, "tanks": [{"x": 4, "x": 6, "y": 5, "dir": 2}, {"x": 17, "y": 16, "dir": 0}], "moves": []}`, `tank 1: the key "x" is given twice`},
		{"moves twice", `{"life": 5, ` + tanks + `, "moves": [], "moves": [[0, 0]]}`, `the key "moves" is given twice`},
		{"a key in another case", `{"Life": 5, ` + tanks + `, "moves": []}`, `unknown field "Life"`},
		{"a tank a list", `{"life": 5, "tanks": [[4, 5, 2], {"x": 1, "y": 1, "dir": 0}], "moves": []}`, `tank 1 is a list (want an object with x, y and dir)`},
		{"a turn a number", `{"life": 5, ` + tanks + `, "moves": [0, 1]}`, `turn 0 is a number (want [action 1, action 2])`},
		{"an action a list", `{"life": 5, ` + tanks + `, "moves": [[[0], 1]]}`, `turn 0: the action for player 1 is a list (want 0, 1 or 2)`},
		{"players not a list", `{"life": 5, ` + tanks + `, "moves": [], "players": "ann"}`, `"players" is a string`},
		{"one player", `{"life": 5, ` + tanks + `, "moves": [], "players": ["ann"]}`, `must name exactly 2 players, not 1`},
		{"three players", `{"life": 5, ` + tanks + `, "moves": [], "players": ["a", "b", "c"]}`, `exactly 2 players, not more`},
		{"a name a number", `{"life": 5, ` + tanks + `, "moves": [], "players": ["a", 2]}`, `player 2's name is a number`},
		{"a name with an escape sequence", `{"life": 5, ` + tanks + `, "moves": [], "players": ["\u001b]0;owned\u0007", "b"]}`, `player 1's name holds a control character`},
		{"a name too long", `{"life": 5, ` + tanks + `, "moves": [], "players": ["a", "` + strings.Repeat("é", MaxPlayerName+1) + `"]}`, `player 2's name is longer than 200 characters`},
		{"players twice", `{"life": 5, ` + tanks + `, "moves": [], "players": ["a", "b"], "players": ["c", "d"]}`, `the key "players" is given twice`},
		{"T8 moves after the end", `{"life": 5, "tanks": [{"x": 1, "y": 5, "dir": 0}, {"x": 9, "y": 9, "dir": 0}], "moves": [[0, 0], [0, 0]]}`,
			"turn 1: the game ended on turn 0 (player 2 won); a record has no moves after the end"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseRecord([]byte(tt.data))
			if err == nil {
				t.Fatal("accepted")
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q, want it to say %q", err, tt.want)
			}
			if msg := err.Error(); msg != strings.ToLower(msg[:1])+msg[1:] || strings.HasSuffix(msg, ".") {
				t.Errorf("error %q: want lowercase, no final period", msg)
			}
		})
	}
}

// TestReadRecordStopsAtTheFirstMoveAfterTheEnd: a record whose game is over is refused at
// its first move after the end, without reading what follows (a reader that fails after
// that point is never reached), and a record of more than MaxTurns moves is refused
// whatever order its keys come in.
func TestReadRecordStopsAtTheFirstMoveAfterTheEnd(t *testing.T) {
	head := `{"life": 5, "tanks": [{"x": 1, "y": 5, "dir": 0}, {"x": 9, "y": 9, "dir": 0}], "moves": [[0, 0], [0, 0], [0, 0]`
	_, err := ReadRecord(io.MultiReader(strings.NewReader(head), iotest.ErrReader(errors.New("read past the end"))))
	if err == nil || !strings.Contains(err.Error(), "turn 1: the game ended on turn 0") {
		t.Errorf("got %v, want the first move after the end refused before reading on", err)
	}
	var b strings.Builder
	b.WriteString(`{"moves": [`)
	for i := range MaxTurns + 1 {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString("[0, 0]")
	}
	_, err = ReadRecord(io.MultiReader(strings.NewReader(b.String()), iotest.ErrReader(errors.New("read past the end"))))
	if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("turn %d: no game lasts more than %d turns", MaxTurns, MaxTurns)) {
		t.Errorf("got %v, want a record longer than any game refused", err)
	}
}

// TestReadRecordSizeLimit: a record larger than MaxRecordSize is refused once that much
// has been read, not read to its end.
func TestReadRecordSizeLimit(t *testing.T) {
	big := io.MultiReader(strings.NewReader(`{"life": 5, "tanks": [`), strings.NewReader(strings.Repeat(" ", MaxRecordSize)), iotest.ErrReader(errors.New("read past the limit")))
	_, err := ReadRecord(big)
	if !errors.Is(err, ErrRecordTooLarge) {
		t.Errorf("got %v, want ErrRecordTooLarge", err)
	}
	if _, err := ReadRecord(strings.NewReader(goodRecord + strings.Repeat("\n", 1000))); err != nil {
		t.Errorf("a record with blank lines after it: %v", err)
	}
}

// FuzzParseRecord: any bytes give a record that replays and writes back to itself, or an
// error; never a panic. The seed corpus is in testdata/fuzz/FuzzParseRecord.
func FuzzParseRecord(f *testing.F) {
	f.Add([]byte(goodRecord))
	f.Add([]byte(`{"life": 1, "tanks": [{"x": 1, "y": 5, "dir": 0}, {"x": 9, "y": 9, "dir": 0}], "moves": [[0, 0]]}`))
	f.Add([]byte(`{"life": 2, "tanks": [{"x": 1, "y": 5, "dir": 0}, {"x": 9, "y": 9, "dir": 0}], "moves": [], "players": ["ann", "cmd:./bot \"x\""]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := ParseRecord(data)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an error without a message")
			}
			return
		}
		g, err := Replay(r)
		if err != nil {
			t.Fatalf("a parsed record does not replay: %v", err)
		}
		again, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		r2, err := ParseRecord(again)
		if err != nil {
			t.Fatalf("a record written back does not read: %v\n%s", err, again)
		}
		if r2.Players != r.Players {
			t.Fatalf("the names written back read as %q, want %q", r2.Players, r.Players)
		}
		g2, _ := Replay(r2)
		if g2.Position() != g.Position() {
			t.Fatal("the record written back plays another game")
		}
	})
}
