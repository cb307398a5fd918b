package tankwar

import (
	"strings"
	"testing"
)

// TestNewPositionRefuses: a position set up directly is checked like a start (T2), and its
// bullets against the store's bound (MaxSetUpBullets).
func TestNewPositionRefuses(t *testing.T) {
	ok := [2]Tank{tk(5, 5, Up, 5), tk(9, 9, Down, 5)}
	nine := make([]Bullet, MaxSetUpBullets+1)
	for i := range nine {
		nine[i] = bl(int8(i+1), 1, Right)
	}
	tests := []struct {
		name    string
		turn    int
		tanks   [2]Tank
		bullets []Bullet
		want    string
	}{
		{"turn below 0", -1, ok, nil, "turn -1 is out of range (want 0 to 139)"},
		{"turn past the longest game", MaxTurns + 1, ok, nil, "turn 140 is out of range"},
		{"tank off the grid", 0, [2]Tank{tk(0, 5, Up, 5), ok[1]}, nil, "tank 1 stands on (0,5), outside the grid"},
		{"tank 2 off the grid", 0, [2]Tank{ok[0], tk(5, 21, Up, 5)}, nil, "tank 2 stands on (5,21)"},
		{"facing 4", 0, [2]Tank{ok[0], tk(5, 6, 4, 5)}, nil, "tank 2 faces 4"},
		{"life 0", 0, [2]Tank{tk(5, 5, Up, 0), ok[1]}, nil, "tank 1 has life 0 (want 1 to 99)"},
		{"life 100", 0, [2]Tank{tk(5, 5, Up, 100), ok[1]}, nil, "tank 1 has life 100"},
		{"too many bullets", 0, ok, nine, "9 bullets (want at most 8)"},
		{"bullet off the grid", 0, ok, []Bullet{bl(3, 3, Up), bl(21, 3, Up)}, "bullet 2 is on (21,3), outside the grid"},
		{"bullet facing -1", 0, ok, []Bullet{bl(3, 3, -1)}, "bullet 1 flies -1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewPosition(tt.turn, tt.tanks, tt.bullets)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want %q", err, tt.want)
			}
		})
	}
	if _, err := NewPosition(MaxTurns, ok, nine[:MaxSetUpBullets]); err != nil {
		t.Errorf("the largest set-up is refused: %v", err)
	}
}

// TestStartValidate pins T2 on starts made in code, and Replay on moves made in code.
func TestStartValidate(t *testing.T) {
	good := Start{Life: 5, Tanks: [2]Placement{{Cell{1, 1}, Up}, {Cell{20, 20}, Left}}}
	if err := good.Validate(); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		edit func(*Start)
		want string
	}{
		{"T2 life 0", func(s *Start) { s.Life = 0 }, "life 0 is out of range (want 1 to 99)"},
		{"T2 life 100", func(s *Start) { s.Life = 100 }, "life 100 is out of range"},
		{"T2 tank 2 off the grid", func(s *Start) { s.Tanks[1].Y = 21 }, "tank 2 starts on (20,21), outside the grid"},
		{"T1 facing 7", func(s *Start) { s.Tanks[0].Dir = 7 }, "tank 1 faces 7"},
		{"T2 one cell", func(s *Start) { s.Tanks[1].Cell = s.Tanks[0].Cell }, "both tanks start on (1,1)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := good
			tt.edit(&s)
			if err := s.Validate(); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want %q", err, tt.want)
			}
			if _, err := NewGame(s); err == nil {
				t.Error("NewGame accepted it")
			}
		})
	}
	mid := Start{Life: 5, Tanks: [2]Placement{{Cell{5, 5}, Up}, {Cell{9, 9}, Left}}}
	if _, err := Replay(Record{Start: mid, Moves: [][2]Action{{0, 1}, {1, 5}}}); err == nil || !strings.Contains(err.Error(), "turn 1: action 5 for player 2 is out of range") {
		t.Errorf("Replay: %v", err)
	}
	g, _ := NewGame(mid)
	if err := g.Play(0, 3); err == nil || !strings.Contains(err.Error(), "turn 0: action 3 for player 2") {
		t.Errorf("Play: %v", err)
	}
	if g.Turns() != 0 || g.Undo() {
		t.Error("a refused turn was kept")
	}
}
