package nothanks

import (
	"encoding/json"
	"strings"
	"testing"
)

// withTable is smallGame's record of one turn with a table after the turns.
func withTable(t *testing.T, table string) []byte {
	t.Helper()
	data := smallGame(t, `{"player": "red", "choice": "move", "roll": 1, "steps": [{"from": [2, 3], "to": [2, 4]}]}`)
	return []byte(strings.TrimSuffix(string(data), "}") + `, "table": ` + table + `}`)
}

// A record's table (issue 31, item 5) reads back as it was written, a seed of 64 bits
// whole; it is not part of the game (N10), so the turns replay the same.
func TestN10TableReadsBack(t *testing.T) {
	r, err := ParseRecord(withTable(t, `{"seats": ["person", "expecti"], "dice": "roll", "seed": "18446744073709551615", "rolled": 3}`))
	if err != nil {
		t.Fatal(err)
	}
	want := Table{Seats: []string{"person", "expecti"}, Dice: "roll", Seed: 1<<64 - 1, Rolled: 3}
	if r.Table == nil || r.Table.Seed != want.Seed || r.Table.Rolled != 3 || r.Table.Dice != "roll" || strings.Join(r.Table.Seats, " ") != "person expecti" {
		t.Fatalf("table %+v, want %+v", r.Table, want)
	}
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"table":{"seats":["person","expecti"],"dice":"roll","seed":"18446744073709551615","rolled":3}`) {
		t.Errorf("written back:\n%s", data)
	}
	again, err := ParseRecord(data)
	if err != nil || again.Table == nil || again.Table.Seed != want.Seed || len(again.Turns) != 1 {
		t.Errorf("read again: %+v, %v", again.Table, err)
	}
	r.Table = nil
	if data, _ := json.Marshal(r); strings.Contains(string(data), "table") {
		t.Errorf("a record without a table writes one:\n%s", data)
	}
}

// A table that does not fit its record is refused, saying what is wrong with it.
func TestN10TableRefusals(t *testing.T) {
	for _, c := range []struct{ table, want string }{
		{`{"seats": ["person"], "dice": "roll", "seed": "1", "rolled": 3}`, "table: 1 seats for 2 players"},
		{`{"seats": ["person", "Bot!"], "dice": "roll", "seed": "1", "rolled": 3}`, `table: seat 2 (blue) is "Bot!"`},
		{`{"seats": ["person", ""], "dice": "roll", "seed": "1", "rolled": 3}`, `seat 2 (blue) is ""`},
		{`{"seats": ["person", "` + strings.Repeat("a", 33) + `"], "dice": "roll", "seed": "1", "rolled": 3}`, "seat 2 (blue)"},
		{`{"seats": ["person", "expecti"], "dice": "loaded", "seed": "1", "rolled": 3}`, `table: dice "loaded" (want roll or enter)`},
		{`{"seats": ["person", "expecti"], "dice": "roll", "seed": "-1", "rolled": 3}`, `the seed "-1" is not a whole number`},
		{`{"seats": ["person", "expecti"], "dice": "roll", "seed": "18446744073709551616", "rolled": 3}`, "not a whole number"},
		{`{"seats": ["person", "expecti"], "dice": "roll", "seed": "012", "rolled": 3}`, "not a whole number"},
		{`{"seats": ["person", "expecti"], "dice": "roll", "seed": "1", "rolled": 0}`, "table: 0 dice rolled after 1 turn (want 1 to 1001"},
		{`{"seats": ["person", "expecti"], "dice": "roll", "seed": "1", "rolled": 1002}`, "table: 1002 dice rolled"},
		{`{"seats": ["person", "expecti"], "dice": "enter", "seed": "1", "rolled": 3}`, "table: 3 dice rolled by ezd with entered dice (want 0)"},
		{`{"seats": ["person", "expecti"], "dice": "roll", "seed": "1"}`, `table: needs "seats", "dice", "seed" and "rolled"`},
		{`{"seats": ["person", "expecti"], "dice": "roll", "seed": 1, "rolled": 3}`, `not a record: "table.seed" is a number (want string)`},
		{`{"seats": ["person", "expecti"], "dice": "roll", "seed": "1", "rolled": 3, "luck": 1}`, `unknown field "luck"`},
		{`{"Seats": ["person", "expecti"], "dice": "roll", "seed": "1", "rolled": 3}`, `Seats`},
	} {
		_, err := ParseRecord(withTable(t, c.table))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.table, err, c.want)
		}
	}
}
