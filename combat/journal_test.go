package combat

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/terrain"
)

// demo plays a short battle between the sample armies, table and fair dice both.
func demo(t testing.TB) *Battle {
	t.Helper()
	fr, err := army.Sample("france-1940")
	if err != nil {
		t.Fatal(err)
	}
	de, err := army.Sample("germany-1940")
	if err != nil {
		t.Fatal(err)
	}
	b, err := New("demo", fr, de, Settings{Seed: 42})
	if err != nil {
		t.Fatal(err)
	}
	run(t, b, "initiative 5,2", "activate red:1", "attack blue:2 light 3,3",
		"activate blue:2", "defend", "move rough,light",
		"activate red:2", "attack blue:2 5,3", "done", "pass",
		"initiative 2,4", "activate blue:2", "attack red:2 6,2", "done",
		"activate red:3", "attack blue:3 4,1", "attack blue:3")
	return b
}

func TestEncodeWritesOneReadableLine(t *testing.T) {
	tests := []struct {
		name  string
		event Event
		want  string
	}{
		{"initiative", InitiativeRolled{Turn: 1, Red: 5, Blue: 2, Winner: Red}, `{"event":"initiative","turn":1,"red":5,"blue":2,"winner":"red"}`},
		{"activated, R5 defence ends", Activated{Tank: Ref{Blue, 2}, DefenceEnds: true}, `{"event":"activated","tank":"blue:2","defenceEnds":true}`},
		{"moved", Moved{Tank: Ref{Blue, 2}, Through: []terrain.Kind{terrain.Rough, terrain.LightCover}, Allowance: 3}, `{"event":"moved","tank":"blue:2","through":["rough ground","light cover"],"allowance":3}`},
		{"moved in the open", Moved{Tank: Ref{Red, 1}, Allowance: 12}, `{"event":"moved","tank":"red:1","allowance":12}`},
		{"attacked", Attacked{Tank: Ref{Red, 1}, Target: Ref{Blue, 3}, Cover: terrain.LightCover, AttackDie: 3, DefenceDie: 3, Virtual: 2, AttackTotal: 3, DefenceTotal: 3},
			`{"event":"attacked","tank":"red:1","target":"blue:3","cover":"light cover","attackDie":3,"defenceDie":3,"virtual":2,"attackTotal":3,"defenceTotal":3,"hit":false,"damage":0,"destroyed":false}`},
		{"done", ActivationDone{Tank: Ref{Red, 2}, Unused: 2}, `{"event":"done","tank":"red:2","unused":2}`},
		{"passed", Passed{Player: Blue}, `{"event":"passed","player":"blue"}`},
		{"turn ended", TurnEnded{Turn: 1}, `{"event":"turnEnded","turn":1}`},
		{"won", BattleWon{Winner: Blue, Turn: 2}, `{"event":"won","winner":"blue","turn":2}`},
		{"started", BattleStarted{Name: "b", Seed: 7, Red: army.Army{Name: "R", Points: 10, Tanks: []army.Tank{{Class: H}}}, Blue: army.Army{Name: "B", Faction: "France", Points: 10, Tanks: []army.Tank{{Class: S, Name: "FCM 36", Model: "FCM 36"}}}},
			`{"event":"started","name":"b","seed":7,"units":"cm","red":{"name":"R","points":10,"tanks":[{"class":"heavy","name":""}]},"blue":{"name":"B","faction":"France","points":10,"tanks":[{"class":"small","name":"FCM 36","model":"FCM 36"}]}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			line, err := Encode(tt.event)
			if err != nil || string(line) != tt.want {
				t.Fatalf("Encode = %s, %v\nwant %s", line, err, tt.want)
			}
			back, err := DecodeEvent(line)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tt.event, back); d != "" {
				t.Errorf("decoded event differs:\n%s", d)
			}
		})
	}
}

func TestDecodeRecoversFromAHalfWrittenLastLine(t *testing.T) {
	b := demo(t)
	data, err := Marshal(b.Journal())
	if err != nil {
		t.Fatal(err)
	}
	last := bytes.LastIndexByte(data[:len(data)-1], '\n') + 1
	// docs/development.md, Hostile input: a cut before the last newline alone leaves a whole line: see
	// TestDecodeKeepsAWholeLastLineWithoutANewline.
	for _, cut := range []int{last + 1, last + 20, len(data) - 2} {
		d, err := Decode(data[:cut])
		if err != nil {
			t.Fatalf("cut at %d: %v", cut, err)
		}
		if d.Torn == nil || d.Kept != last || d.TornLine != len(b.Journal()) {
			t.Errorf("cut at %d: torn %q line %d, kept %d; want the last line torn, %d bytes kept", cut, d.Torn, d.TornLine, d.Kept, last)
		}
		if !strings.Contains(d.Warning(), "was only half written and has been dropped") {
			t.Errorf("warning %q", d.Warning())
		}
		want, _ := Replay(b.Journal()[:len(b.Journal())-1])
		if diff := cmp.Diff(want.State(), d.Battle.State()); diff != "" {
			t.Errorf("cut at %d: state differs from the journal less its last event:\n%s", cut, diff)
		}
	}
}

// TestDecodeKeepsAWholeLastLineWithoutANewline pins a hostile-input rule (docs/development.md): a last line that is
// whole JSON but lacks its newline (an editor, or a crash between the line and its
// newline) is kept, not thrown away as half saved.
func TestDecodeKeepsAWholeLastLineWithoutANewline(t *testing.T) {
	b := demo(t)
	data, err := Marshal(b.Journal())
	if err != nil {
		t.Fatal(err)
	}
	for _, tail := range []string{"", "  "} {
		in := string(data[:len(data)-1]) + tail
		d, err := Decode([]byte(in))
		if err != nil {
			t.Fatal(err)
		}
		if d.Torn != nil || !d.Unterminated || d.Kept != len(in) {
			t.Errorf("torn %q, unterminated %v, kept %d of %d; want the whole journal kept", d.Torn, d.Unterminated, d.Kept, len(in))
		}
		if diff := cmp.Diff(b.State(), d.Battle.State()); diff != "" {
			t.Errorf("state differs from the whole journal's:\n%s", diff)
		}
	}
	// A line that is whole JSON but not an event the rules allow is an error, as it
	// would be with its newline.
	lines := strings.SplitAfter(string(data), "\n")
	bad := lines[0] + `{"event":"turnEnded","turn":1}`
	if _, err := Decode([]byte(bad)); err == nil || !strings.Contains(err.Error(), "journal line 2: the rules call for no") {
		t.Errorf("Decode of a refused unterminated line: %v", err)
	}
}

func TestDecodeAddsMissingConsequences(t *testing.T) {
	b := newBattle(t, forces("Red", S), forces("Blue", S))
	run(t, b, "initiative 6,1", "activate red:1", "attack blue:1 6,1 => attacked won")
	j := b.Journal()
	data, _ := Marshal(j[:len(j)-1]) // the writer stopped before the win
	d, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if kinds(d.Settled) != "won" || d.Battle.State().Winner != Red || d.Torn != nil {
		t.Errorf("settled %s, winner %q; want the win added (R8)", kinds(d.Settled), d.Battle.State().Winner)
	}
	if !strings.Contains(d.Warning(), "1 added") {
		t.Errorf("warning %q", d.Warning())
	}
}

func TestDecodeReadsWhatPeopleWrite(t *testing.T) {
	journal := "\ufeff" + `{"event":"started","name":"hand","seed":1,"red":{"name":"R","tanks":[{"class":"heavy"}]},"blue":{"name":"B","tanks":[{"model":"Panzer IV"}]}}` + "\r\n" +
		"\n   \n" + `{"event":"initiative","turn":1,"red":4,"blue":3,"winner":"red"}` + "\n" +
		`{"event":"activated","tank":"RED:1"}` + "\n" +
		`{"event":"moved","tank":"red:1","through":["rough"],"allowance":10}` + "\n"
	d, err := Decode([]byte(journal))
	if err != nil {
		t.Fatal(err)
	}
	s := d.Battle.State()
	if s.Red.Tanks[0].Name != "Heavy 1" || s.Blue.Tanks[0].Class != H || s.ToAct() != Blue || kinds(d.Settled) != "done" {
		t.Errorf("state %+v, settled %s; want R1 defaults, red's activation ended and blue to act", s, kinds(d.Settled))
	}
}

func TestDecodeRefusesBrokenJournals(t *testing.T) {
	b := newBattle(t, forces("Red", S, S), forces("Blue", S, S, S, S, S))
	run(t, b, "initiative 6,1", "activate red:1", "attack blue:1 6,1", "done")
	data, _ := Marshal(b.Journal())
	lines := strings.SplitAfter(string(data), "\n")
	start, roll, act, attack := lines[0], lines[1], lines[2], lines[3]
	heavy := newBattle(t, forces("Red", H), forces("Blue", S, S, S, S, S))
	run(t, heavy, "initiative 6,1", "activate red:1", "attack blue:1 6,1 => attacked done")
	data, _ = Marshal(heavy.Journal()[:4])
	tests := []struct {
		name, journal, want string
	}{
		{"empty", "", "journal: a journal starts with a \"started\" event"},
		{"only a torn line", start[:40], "journal line 1: the journal's only line was half written"},
		{"not JSON", start + "hello\n", "journal line 2: invalid character 'h'"},
		{"no event key", start + "{}\n", `journal line 2: the line has no "event" key`},
		{"unknown event", start + `{"event":"teleported"}` + "\n", `journal line 2: unknown event "teleported"`},
		{"no start", roll, `journal line 1: a journal starts with a "started" event, not "initiative"`},
		{"two starts", start + start, "journal line 2: a battle starts only once"},
		{"R3 a refused step", start + act, "journal line 2: initiative for turn 1 has not been rolled yet (R3)"},
		{"R3 a third side", start + `{"event":"passed","player":"green"}` + "\n", `journal line 2: passed event: unknown side "green"`},
		{"R4 a missing automatic step", string(data) + `{"event":"activated","tank":"blue:1"}` + "\n", `journal line 5: the "done" event the rules call for is missing before this "activated"`},
		{"R7 a result that does not follow from the dice", start + roll + act + strings.Replace(attack, `"hit":true`, `"hit":false`, 1), "journal line 4: the attacked event does not follow from the rules, which give"},
		{"R11 fair dice the seed does not give", start + roll + act + forge(attack), "journal line 4: the battle's dice at position 0 give"},
		{"R11 a die of 7", start + strings.Replace(roll, `"red":6`, `"red":7`, 1), "journal line 2: a die shows 1 to 6, not 7"},
		{"a tank beyond the roster", start + roll + `{"event":"activated","tank":"red:9"}` + "\n", "journal line 3: red has no tank 9"},
		{"an automatic step not due", start + `{"event":"turnEnded","turn":1}` + "\n", `journal line 2: the rules call for no "turnEnded" event here`},
		{"R1 an invalid army", strings.Replace(start, `"class":"small"`, `"class":"tiny"`, 1), `journal line 1: started event: unknown class "tiny"`},
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

// forge turns the dice of an attack line into dice claimed from the battle's stream.
func forge(attack string) string {
	return strings.Replace(attack, `"defenceDie":`, `"virtual":2,"defenceDie":`, 1)
}

func TestLogTellsTheBattle(t *testing.T) {
	fr, _ := army.Sample("france-1940")
	b := newBattle(t, fr, forces("Blue", S, S, S, S, S))
	run(t, b, "initiative 5,2", "activate red:1", "attack blue:1 3,3", "activate blue:2", "defend", "move rough,light", "done",
		"activate red:2", "attack blue:2 light 6,1", "done", "pass",
		"initiative 6,1", "activate red:3", "attack blue:3 6,1 => attacked won")
	want := []string{
		`Battle "test": red France 1940 (10 points, 4 tanks) against blue Blue (10 points, 5 tanks); distances in centimetres, dice seed 1.`,
		"Turn 1. Red wins initiative: 5 against 2.",
		"Red activates Char B1 bis (1 action).",
		"Char B1 bis attacks Small 1: 3 + 1 = 4 against 3, hit, Small 1 destroyed (blue has lost 2 of 10 points).",
		"Char B1 bis has used its actions.",
		"Blue activates Small 2 (3 actions).",
		"Small 2 defends: +3 to its defence rolls until its next activation.",
		"Small 2 moves through rough ground and light cover: up to 0 cm.",
		"Small 2 is done, 1 action unused.",
		"Red activates Renault R35 (3 actions).",
		"Renault R35 attacks Small 2 in light cover: 6 - 1 = 5 against 1 + 3 = 4, hit, Small 2 destroyed (blue has lost 4 of 10 points).",
		"Renault R35 is done, 2 actions unused.",
		"Blue passes for the rest of turn 1.",
		"Turn 1 ends.",
		"Turn 2. Red wins initiative: 6 against 1.",
		"Red activates FCM 36 (3 actions).",
		"FCM 36 attacks Small 3: 6 against 1, hit, Small 3 destroyed (blue has lost 6 of 10 points).",
		"Red wins on turn 2: blue has lost 6 of 10 points (R8).",
	}
	if d := cmp.Diff(want, b.Log()); d != "" {
		t.Errorf("log differs (-want +got):\n%s", d)
	}
}
