package combat

import (
	"bytes"
	"errors"
	"testing"

	"pgregory.net/rapid"
)

// lines is the journal of b as lines without their newlines.
func lines(t interface{ Fatal(...any) }, b *Battle) [][]byte {
	data, err := Marshal(b.Journal())
	if err != nil {
		t.Fatal(err)
	}
	return bytes.Split(bytes.TrimSuffix(data, []byte("\n")), []byte("\n"))
}

// TestPropertySummaryAgreesWithTheFold: for any battle, the summary read from its
// journal's first line and any end of it that holds its last roll-off, ended turn or win
// (R3, R8) names the armies, turn and winner the whole fold gives.
func TestPropertySummaryAgreesWithTheFold(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b, err := New("rapid", armyGen("red").Draw(t, "red"), armyGen("blue").Draw(t, "blue"), Settings{Seed: rapid.Uint64().Draw(t, "seed")})
		if err != nil {
			t.Fatal(err)
		}
		for range rapid.IntRange(0, 150).Draw(t, "steps") {
			play(b, drawStep(t, b.State()))
		}
		all := lines(t, b)
		st := b.State()
		want := Summary{Red: st.Red.Army.Name, Blue: st.Blue.Army.Name, Turn: st.Turn, Winner: st.Winner}
		got, found, err := Summarize(all[0], all, true)
		if err != nil || !found || got != want {
			t.Fatalf("whole journal: %+v, found %v, %v; want %+v", got, found, err, want)
		}
		// The shortest end that holds a turn marker, and every longer one, tell the same.
		from := rapid.IntRange(1, len(all)).Draw(t, "from")
		got, found, err = Summarize(all[0], all[from:], false)
		if err != nil {
			t.Fatalf("end from line %d: %v", from+1, err)
		}
		if found && got != want {
			t.Fatalf("end from line %d: %+v, want %+v", from+1, got, want)
		}
		if !found && hasTurnMarker(all[from:]) {
			t.Fatalf("end from line %d holds a turn marker but was not found", from+1)
		}
	})
}

func hasTurnMarker(lines [][]byte) bool {
	for _, l := range lines {
		e, _ := DecodeEvent(l)
		switch e.(type) {
		case InitiativeRolled, TurnEnded, BattleWon:
			return true
		}
	}
	return false
}

func TestSummarize(t *testing.T) {
	all := lines(t, demo(t))
	started := all[0]
	tests := []struct {
		name  string
		first []byte
		last  [][]byte
		whole bool
		want  Summary
		found bool
		err   string
	}{
		{name: "R3 a new battle is in turn 1", first: started, last: all[:1], whole: true, want: Summary{Red: "France 1940", Blue: "Germany 1940", Turn: 1}, found: true},
		{name: "R3 the last roll-off gives the turn", first: started, last: all, whole: true, want: Summary{Red: "France 1940", Blue: "Germany 1940", Turn: 2}, found: true},
		{name: "R3 an ended turn is followed by the next", first: started, last: [][]byte{[]byte(`{"event":"turnEnded","turn":4}`)}, want: Summary{Red: "France 1940", Blue: "Germany 1940", Turn: 5}, found: true},
		{name: "R8 a won battle names its winner", first: started, last: [][]byte{[]byte(`{"event":"won","winner":"blue","turn":3}`)}, want: Summary{Red: "France 1940", Blue: "Germany 1940", Turn: 3, Winner: Blue}, found: true},
		{name: "an end without a turn is not enough", first: started, last: [][]byte{[]byte(`{"event":"passed","player":"red"}`)}},
		{name: "a byte order mark before the first line", first: append([]byte("\ufeff"), started...), last: [][]byte{append([]byte("\ufeff"), started...)}, whole: true, want: Summary{Red: "France 1940", Blue: "Germany 1940", Turn: 1}, found: true},
		{name: "the first line must start the battle", first: all[1], err: "journal line 1: a journal starts with a \"started\" event, not \"initiative\""},
		{name: "a line of the end that is no event", first: started, last: [][]byte{[]byte(`{"event":"exploded"}`)}, err: "a line near the end: unknown event \"exploded\""},
		{name: "a second start near the end", first: started, last: [][]byte{started}, err: "starts a battle again"},
		{name: "a journal whose only line is half written", first: started[:20], whole: true, err: "journal line 1:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, found, err := Summarize(tt.first, tt.last, tt.whole)
			if tt.err != "" {
				var je *JournalError
				if !errors.As(err, &je) || !bytes.Contains([]byte(err.Error()), []byte(tt.err)) {
					t.Fatalf("err = %v, want a JournalError with %q", err, tt.err)
				}
				return
			}
			if err != nil || found != tt.found || (found && got != tt.want) {
				t.Errorf("got %+v, found %v, %v; want %+v, found %v", got, found, err, tt.want, tt.found)
			}
		})
	}
}
