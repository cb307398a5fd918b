package tankwar

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestFramesJSON pins the replay's JSON: one object per turn, lists never null, the area
// of the turn as computed and a tank off the grid on the cell it drove to.
func TestFramesJSON(t *testing.T) {
	r, err := ParseRecord([]byte(`{"life": 5, "tanks": [{"x": 2, "y": 5, "dir": 0}, {"x": 9, "y": 9, "dir": 1}], "moves": [[0, 0], [0, 0]]}`))
	if err != nil {
		t.Fatal(err)
	}
	g, _ := Replay(r)
	data, err := json.Marshal(g.Frames())
	if err != nil {
		t.Fatal(err)
	}
	want := `[{"turn":0,"tanks":[{"x":1,"y":5,"dir":0,"life":5},{"x":9,"y":10,"dir":1,"life":5}],"bullets":[{"x":9,"y":13,"dir":1}],"area":{"min":1,"max":20},"result":""},` +
		`{"turn":1,"tanks":[{"x":0,"y":5,"dir":0,"life":0},{"x":9,"y":11,"dir":1,"life":5}],"bullets":[{"x":9,"y":15,"dir":1}],"area":{"min":1,"max":20},"result":"p2"}]`
	if string(data) != want {
		t.Errorf("got  %s\nwant %s", data, want)
	}
	empty, _ := NewGame(r.Start)
	if data, _ := json.Marshal(empty.Frames()); string(data) != "[]" {
		t.Errorf("a game of no turns gives %s, want []", data)
	}
}

// TestFramesAreaCrossed: the area from turn 40 is shown as computed (T5).
func TestFramesAreaCrossed(t *testing.T) {
	g, _ := NewGame(Start{Life: MaxLife, Tanks: [2]Placement{{Cell{10, 10}, Right}, {Cell{11, 11}, Left}}})
	// Both circle their own 2x2 square (right turns), never meeting, until the end.
	for !g.Result().Over() {
		if err := g.Play(TurnRight, TurnRight); err != nil {
			t.Fatal(err)
		}
	}
	fs := g.Frames()
	if fs[40].Area != (Area{11, 10}) || fs[44].Area != (Area{12, 9}) {
		t.Errorf("turn 40 area %v, turn 44 area %v", fs[40].Area, fs[44].Area)
	}
	data, _ := json.Marshal(fs[41])
	if !strings.Contains(string(data), `"bullets":[]`) {
		t.Errorf("no bullets must be [], got %s", data)
	}
}
