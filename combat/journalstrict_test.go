package combat

import (
	"errors"
	"io"
	"strings"
	"testing"
)

// TestDecodeRefusesAmbiguousLines pins a hostile-input rule (docs/development.md): a line a reader could take two
// ways is refused with its line number, at any depth of the line.
func TestDecodeRefusesAmbiguousLines(t *testing.T) {
	b := newBattle(t, forces("Red", S, S), forces("Blue", S, S))
	run(t, b, "initiative 6,1")
	data, _ := Marshal(b.Journal())
	lines := strings.SplitAfter(string(data), "\n")
	start, roll := lines[0], lines[1]
	tests := []struct{ name, journal, want string }{
		{"a key twice", start + `{"event":"initiative","event":"passed","turn":1,"red":6,"blue":1,"winner":"red"}` + "\n",
			`journal line 2: the key "event" is given twice`},
		{"a field twice", start + `{"event":"initiative","turn":1,"red":6,"red":1,"blue":1,"winner":"red"}` + "\n",
			`journal line 2: the key "red" is given twice`},
		{"a field twice in an army", strings.Replace(start, `"name":"Red",`, `"name":"Red","name":"Rot",`, 1),
			`journal line 1: the key "name" is given twice`},
		{"a field twice in a tank", strings.Replace(start, `"class":"small",`, `"class":"small","class":"heavy",`, 1),
			`journal line 1: the key "class" is given twice`},
		{"an unknown field", start + `{"event":"initiative","turn":1,"red":6,"blue":1,"winner":"red","cheat":true}` + "\n",
			`journal line 2: initiative event: unknown field "cheat"`},
		{"an unknown field of a move", start + roll + `{"event":"activated","tank":"red:1"}` + "\n" + `{"event":"moved","tank":"red:1","allowance":6,"speed":9}` + "\n",
			`journal line 4: moved event: unknown field "speed"`},
		{"an unknown field of a tank", strings.Replace(start, `"class":"small",`, `"class":"small","armour":9,`, 1),
			`journal line 1: started event: unknown field "armour"`},
		// encoding/json matches keys in any letter case, and takes the last of two.
		{"a field twice in two cases", start + `{"event":"initiative","turn":1,"Turn":2,"red":6,"blue":1,"winner":"red"}` + "\n",
			`journal line 2: the key "Turn" is given twice`},
		// Issue 33: and a key in another letter case alone is not the field's key.
		{"a field in capitals", start + `{"event":"initiative","TURN":1,"red":6,"blue":1,"winner":"red"}` + "\n",
			`journal line 2: the key "TURN" is not "turn": keys are exact`},
		{"a field of a tank in capitals", strings.Replace(start, `"class":"small",`, `"Class":"small",`, 1),
			`journal line 1: the key "Class" is not "class"`},
		{"the event key in capitals", start + `{"EVENT":"initiative","turn":1,"red":6,"blue":1,"winner":"red"}` + "\n",
			`journal line 2: the key "EVENT" is not "event"`},
		{"a key with a Kelvin sign", start + roll + `{"event":"activated","tan\u212a":"red:1"}` + "\n",
			`journal line 3: the key "tan\u212a" is not "tank"`},
		{"a key with a long s", strings.Replace(start, `"seed":`, `"\u017feed":`, 1),
			`journal line 1: the key "\u017feed" is not "seed"`},
		{"two objects on a line", start + strings.TrimSuffix(roll, "\n") + "{}\n",
			"journal line 2: a journal line holds one JSON object and nothing after it"},
		{"not an object", start + "[1]\n", "journal line 2: a journal line is one JSON object"},
		{"an event that is no word", start + `{"event":7}` + "\n", `journal line 2: the "event" key names no event`},
		{"nested too deep", start + `{"event":"passed","player":` + strings.Repeat("[", 100) + strings.Repeat("]", 100) + "}\n",
			"journal line 2: the line nests deeper than 32"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := Decode([]byte(tt.journal))
			var je *JournalError
			if err == nil || !strings.Contains(err.Error(), tt.want) || !errors.As(err, &je) || d.Battle != nil {
				t.Errorf("Decode: %v\nwant a *JournalError containing %q", err, tt.want)
			}
		})
	}
}

// TestReadChecksTheBattlesName pins a hostile-input rule (docs/development.md): a journal whose started event names
// another battle than its file is refused at the started line.
func TestReadChecksTheBattlesName(t *testing.T) {
	b := demo(t)
	data, _ := Marshal(b.Journal())
	journal := "\n\n" + string(data)
	if _, err := Read(strings.NewReader(journal), "demo"); err != nil {
		t.Errorf("Read with its own name: %v", err)
	}
	_, err := Read(strings.NewReader(journal), "other")
	want := `journal line 3: the journal of battle other names its battle "demo": rename the file back, or start a new battle`
	if err == nil || err.Error() != want {
		t.Errorf("Read under another name: %v\nwant %s", err, want)
	}
}

// blankLines reads as n newlines without holding them in memory.
type blankLines struct{ n int }

func (r *blankLines) Read(p []byte) (int, error) {
	if r.n == 0 {
		return 0, io.EOF
	}
	k := min(len(p), r.n)
	for i := range k {
		p[i] = '\n'
	}
	r.n -= k
	return k, nil
}

// TestReadHoldsEventsNotBytes pins a hostile-input rule (docs/development.md): a journal padded with 60 MiB of blank
// lines is read in memory bounded by its events. Reading the whole file and keeping a
// slice per line took 6.9 GB.
func TestReadHoldsEventsNotBytes(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 60 MiB")
	}
	b := demo(t)
	data, _ := Marshal(b.Journal())
	first := strings.IndexByte(string(data), '\n') + 1
	var d Decoded
	var err error
	allocs := testing.AllocsPerRun(1, func() {
		r := io.MultiReader(strings.NewReader(string(data[:first])), &blankLines{60 << 20}, strings.NewReader(string(data[first:])))
		d, err = Read(r, "demo")
	})
	if err != nil {
		t.Fatal(err)
	}
	if d.Kept != len(data)+60<<20 || len(d.Battle.Journal()) != len(b.Journal()) {
		t.Errorf("kept %d bytes and %d events, want %d and %d", d.Kept, len(d.Battle.Journal()), len(data)+60<<20, len(b.Journal()))
	}
	if allocs > 5000 {
		t.Errorf("Read of 60 MiB of blank lines made %.0f allocations, want them bounded by the events", allocs)
	}
}
