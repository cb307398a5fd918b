package tactics

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const header = `{"format": "ezd-tactics/1", "game": {"mode": "standard", "side": 8, "shrink": false, "timezone": "Europe/Berlin", "roundSeconds": 86400, "players": ["ann", "bob"]}, "events": [`

const placed = `{"at": "2026-12-01T08:00:00Z", "kind": "started"},
{"at": "2026-12-01T08:00:00Z", "kind": "placed", "player": "ann", "cell": [1, 1]},
{"at": "2026-12-01T08:00:00Z", "kind": "placed", "player": "bob", "cell": [3, 1]}`

func journal(events ...string) []byte {
	return []byte(header + strings.Join(append([]string{placed}, events...), ",\n") + "]}")
}

func TestTT15JournalRefusals(t *testing.T) {
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"not JSON", []byte(`{"format":`), "not a journal"},
		{"empty", []byte(``), "not a journal: empty"},
		{"an array", []byte(`[]`), "want a JSON object"},
		{"text after", append(journal(), " {}"...), "something follows"},
		{"wrong format", []byte(`{"format": "ezd-tactics/2", "game": {}, "events": []}`), `format "ezd-tactics/2"`},
		{"unknown top key", []byte(`{"format": "ezd-tactics/1", "extra": 1}`), `unknown key "extra"`},
		{"no events", []byte(strings.TrimSuffix(header, `, "events": [`) + `}`), `no "events"`},
		{"null events", []byte(strings.TrimSuffix(header, `"events": [`) + `"events": null}`), `"events" is null`},
		{"bad header", []byte(strings.Replace(string(journal()), `"side": 8`, `"side": 3`, 1)), "game: side 3"},
		{"header missing a key", []byte(strings.Replace(string(journal()), `"shrink": false, `, ``, 1)), `game: no "shrink"`},
		{"header key twice", []byte(strings.Replace(string(journal()), `"side": 8`, `"side": 8, "side": 9`, 1)), `game: the key "side" is given twice`},
		{"header key in capitals", []byte(strings.Replace(string(journal()), `"side": 8`, `"Side": 8`, 1)), `game: unknown key "Side"`},
		{"unknown kind", journal(`{"at": "2026-12-01T09:00:00Z", "kind": "fly", "player": "ann"}`), `event 4: unknown kind "fly"`},
		{"unknown field", journal(`{"at": "2026-12-01T09:00:00Z", "kind": "heart", "player": "ann", "cell": [1, 1]}`), `event 4: a heart event has no field "cell" (want player)`},
		{"field of a kind with none", journal(`{"at": "2026-12-01T09:00:00Z", "kind": "resume", "player": "ann"}`), `event 4: a resume event has no field "player" (it has only at and kind)`},
		{"duplicate key", journal(`{"at": "2026-12-01T09:00:00Z", "kind": "end-turn", "player": "ann", "player": "bob"}`), `event 4: the key "player" is given twice`},
		{"missing field", journal(`{"at": "2026-12-01T09:00:00Z", "kind": "move", "player": "ann"}`), `event 4: a move event needs "to"`},
		{"no moment", journal(`{"kind": "end-turn", "player": "ann"}`), `event 4: an end-turn event has no "at"`},
		{"moment not UTC", journal(`{"at": "2026-12-01T09:00:00+01:00", "kind": "end-turn", "player": "ann"}`), `event 4: "at" "2026-12-01T09:00:00+01:00" is not a moment in UTC`},
		{"cell of three", journal(`{"at": "2026-12-01T09:00:00Z", "kind": "move", "player": "ann", "to": [1, 2, 3]}`), `event 4: "to" is not a cell`},
		{"null player", journal(`{"at": "2026-12-01T09:00:00Z", "kind": "end-turn", "player": null}`), `event 4: "player" is null`},
		{"fraction of AP", journal(`{"at": "2026-12-01T09:00:00Z", "kind": "give-ap", "player": "ann", "to": "bob", "ap": 1.5}`), `event 4: "ap" is not a whole number`},
		{"spawn of both", journal(`{"at": "2026-12-01T09:00:00Z", "kind": "spawn", "cell": [5, 5], "hearts": 1, "ap": 3}`), "event 4: a spawn holds either"},
		{"spawn of 2 hearts", journal(`{"at": "2026-12-01T09:00:00Z", "kind": "spawn", "cell": [5, 5], "hearts": 2}`), "event 4: a heart spawn holds 1 heart"},
		{"name in capitals", journal(`{"at": "2026-12-01T09:00:00Z", "kind": "end-turn", "player": "Ann"}`), `event 4: player "Ann" is not a player`},
		{"moment backwards", journal(`{"at": "2026-12-01T09:00:00Z", "kind": "end-turn", "player": "ann"}`, `{"at": "2026-12-01T08:59:59Z", "kind": "end-turn", "player": "bob"}`), "event 5: its moment 2026-12-01T08:59:59Z goes back"},
		{"during a pause", journal(`{"at": "2026-12-01T09:00:00Z", "kind": "pause"}`, `{"at": "2026-12-01T09:00:01Z", "kind": "end-turn", "player": "bob"}`), "event 5: the game is paused"},
		{"a day without AP", journal(`{"at": "2026-12-02T07:00:00Z", "kind": "end-turn", "player": "bob"}`), "event 4: Tue 1 Dec 2026 passed without its AP moment"},
		{"a second AP", journal(`{"at": "2026-12-01T09:00:00Z", "kind": "ap"}`, `{"at": "2026-12-01T10:00:00Z", "kind": "ap"}`), "event 5: a second AP moment"},
		{"drop missing at the end", journal(
			`{"at": "2026-12-01T09:00:00Z", "kind": "ap"}`,
			`{"at": "2026-12-02T08:00:00Z", "kind": "round-end", "round": 1}`,
			`{"at": "2026-12-02T09:00:00Z", "kind": "ap"}`,
			`{"at": "2026-12-03T08:00:00Z", "kind": "round-end", "round": 2}`,
			`{"at": "2026-12-03T09:00:00Z", "kind": "ap"}`,
			`{"at": "2026-12-04T08:00:00Z", "kind": "round-end", "round": 3}`), "event 10: the journal ends without the drop of ann's AP"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, _, err := Load(c.data)
			if err == nil {
				t.Fatalf("accepted")
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Fatalf("refused with %q (want it to say %q)", err, c.want)
			}
		})
	}
}

func TestTT15EventErrorNamesItsIndex(t *testing.T) {
	_, _, err := Load(journal(`{"at": "2026-12-01T09:00:00Z", "kind": "end-turn", "player": "cat"}`))
	var ee *EventError
	if !errors.As(err, &ee) || ee.N != 4 {
		t.Fatalf("error %v (want an EventError for event 4)", err)
	}
}

func TestTT15JournalRoundTrip(t *testing.T) {
	data := journal(
		`{"at": "2026-12-01T09:00:00.5Z", "kind": "move", "player": "ann", "to": [2, 2]}`,
		`{"at": "2026-12-01T09:30:00Z", "kind": "spawn", "cell": [5, 5], "ap": 3}`,
		`{"at": "2026-12-01T09:30:00Z", "kind": "pause"}`,
		`{"at": "2026-12-01T10:30:00Z", "kind": "resume"}`,
		`{"at": "2026-12-01T11:00:00Z", "kind": "ap"}`,
		`{"at": "2026-12-01T12:00:00Z", "kind": "give-ap", "player": "bob", "to": "ann", "ap": 2}`,
		`{"at": "2026-12-01T12:00:01Z", "kind": "end", "by": "host"}`)
	j, s, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	j2, s2, err := Load(j.Marshal())
	if err != nil {
		t.Fatalf("the journal as written: %v\n%s", err, j.Marshal())
	}
	if diff := cmp.Diff(j, j2); diff != "" {
		t.Fatalf("read, written and read again (-first +second):\n%s", diff)
	}
	if diff := cmp.Diff(s.Board(), s2.Board()); diff != "" {
		t.Fatal(diff)
	}
	if !s.Ended() || !cmp.Equal(s.Places(), [][]string{{"ann", "bob"}}) {
		t.Fatalf("ended %v places %v", s.Ended(), s.Places())
	}
	if string(j.Marshal()) != string(j2.Marshal()) {
		t.Fatal("writing is not stable")
	}
}
