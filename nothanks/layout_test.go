package nothanks

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestN3BuiltInLayouts: each built-in layout is valid on N1's default board, every tank
// can step on the first turn, and no shot is possible before anyone has moved.
func TestN3BuiltInLayouts(t *testing.T) {
	for players := 2; players <= 4; players++ {
		l, err := BuiltIn(players)
		if err != nil {
			t.Fatal(err)
		}
		if err := l.Check(); err != nil {
			t.Fatalf("%d players: %v", players, err)
		}
		if l.Size != DefaultSize(players) || len(l.Pieces) != players*12 {
			t.Fatalf("%d players: size %d, %d pieces", players, l.Size, len(l.Pieces))
		}
		for c := range Colour(players) {
			p, err := l.Start(c)
			if err != nil {
				t.Fatal(err)
			}
			for _, q := range l.Pieces {
				if q.Player == c && q.Kind == Tank && len(p.AppendStepsFrom(nil, q.Cell)) == 0 {
					t.Errorf("N3 %d players: %s's tank on %v cannot move on the first turn", players, c, q.Cell)
				}
			}
			if p.CanShoot() {
				t.Errorf("%d players: %s can shoot before anyone moved: %v", players, c, p.Shots())
			}
		}
	}
}

// TestN3SameUpToSymmetry: every player's set-up is red's turned or mirrored.
func TestN3SameUpToSymmetry(t *testing.T) {
	for players := 2; players <= 4; players++ {
		l, _ := BuiltIn(players)
		s := int8(l.Size)
		red := map[Cell]Kind{}
		for _, q := range l.Pieces {
			if q.Player == Red {
				red[q.Cell] = q.Kind
			}
		}
		for _, q := range l.Pieces {
			var mirrors []Cell
			for _, fx := range []bool{false, true} {
				for _, fy := range []bool{false, true} {
					c := q.Cell
					if fx {
						c.X = s + 1 - c.X
					}
					if fy {
						c.Y = s + 1 - c.Y
					}
					mirrors = append(mirrors, c, Cell{c.Y, c.X})
				}
			}
			found := false
			for _, m := range mirrors {
				if red[m] == q.Kind {
					found = true
				}
			}
			if !found {
				t.Errorf("%d players: %v is not red's set-up turned or mirrored", players, q)
			}
		}
	}
}

// TestN3TerritoriesApart: on the default boards no two territories are within 6.
func TestN3TerritoriesApart(t *testing.T) {
	for players := 2; players <= 4; players++ {
		size := DefaultSize(players)
		for a := range Colour(players) {
			for b := a + 1; b < Colour(players); b++ {
				for y1 := int8(1); y1 <= int8(size); y1++ {
					for x1 := int8(1); x1 <= int8(size); x1++ {
						if !InTerritory(size, players, a, Cell{x1, y1}) {
							continue
						}
						for y2 := int8(1); y2 <= int8(size); y2++ {
							for x2 := int8(1); x2 <= int8(size); x2++ {
								if d, _ := Distance(Cell{x1, y1}, Cell{x2, y2}); InTerritory(size, players, b, Cell{x2, y2}) && d <= 6 {
									t.Fatalf("%d players: %s's %v and %s's %v are %d apart", players, a, Cell{x1, y1}, b, Cell{x2, y2}, d)
								}
							}
						}
					}
				}
			}
		}
	}
}

// layoutJSON writes the built-in layout for n players, changed by edit.
func layoutJSON(t *testing.T, n int, edit func(*Layout)) []byte {
	t.Helper()
	l, _ := BuiltIn(n)
	edit(&l)
	data, err := json.Marshal(l)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestParseLayout reads layouts written by ezd and refuses every broken one, naming the
// square (N1, N3: advanced set-up).
func TestParseLayout(t *testing.T) {
	for n := 2; n <= 4; n++ {
		l, err := ParseLayout(layoutJSON(t, n, func(*Layout) {}))
		if err != nil {
			t.Fatalf("%d players: %v", n, err)
		}
		if l.Players != n {
			t.Errorf("%d players read as %d", n, l.Players)
		}
	}
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"a key in capitals", []byte(strings.Replace(string(layoutJSON(t, 2, func(*Layout) {})), `"size"`, `"Size"`, 1)), `not a layout: the key "Size" is not "size"`},
		{"a key of a piece in capitals", []byte(strings.Replace(string(layoutJSON(t, 2, func(*Layout) {})), `"kind"`, `"KIND"`, 1)), `the key "KIND" is not "kind"`},
		{"N3 a piece outside its territory", layoutJSON(t, 2, func(l *Layout) { l.Pieces[len(l.Pieces)-1].Cell = Cell{11, 6} }), "K6: the blue tank is outside blue's territory (rows 10 to 12)"},
		{"N3 two barriers adjacent of two players", layoutJSON(t, 4, func(l *Layout) {
			l.Size = 8 // the four corners touch
			for i := range l.Pieces {
				if l.Pieces[i].Player == Blue || l.Pieces[i].Player == White {
					l.Pieces[i].Cell.X -= 6
				}
				if l.Pieces[i].Player == White || l.Pieces[i].Player == Black {
					l.Pieces[i].Cell.Y -= 6
				}
				switch l.Pieces[i].Cell {
				case Cell{3, 1}:
					l.Pieces[i].Cell = Cell{4, 1}
				case Cell{6, 1}:
					l.Pieces[i].Cell = Cell{5, 1}
				}
			}
		}), "D1: the red barrier is next to the blue barrier on E1"},
		{"N1 two pieces on a square", layoutJSON(t, 2, func(l *Layout) { l.Pieces[2].Cell = l.Pieces[0].Cell }), "C1: holds both a red base and a red base"},
		{"N1 a sixth tank", layoutJSON(t, 2, func(l *Layout) { l.Pieces[0].Kind = Tank }), "red has 6 tanks (want 5"},
		{"N1 a piece off the board", layoutJSON(t, 2, func(l *Layout) { l.Pieces[1].Cell.Y = 13 }), "[3, 13] is off the 12x12 board"},
		{"N1 a board of 21", layoutJSON(t, 2, func(l *Layout) { l.Size = 21 }), "a board of 21 (want 8 to 20"},
		{"a white piece with red and blue missing", []byte(`{"pieces": [{"player": "white", "kind": "tank", "cell": [1, 1]}]}`), "the pieces are white: a 2-player layout uses red and blue"},
		{"issue 31: red and black pieces", []byte(`{"pieces": [{"player": "red", "kind": "tank", "cell": [1, 1]}, {"player": "black", "kind": "tank", "cell": [12, 12]}]}`), "the pieces are red and black: a 2-player layout uses red and blue"},
		{"unknown field", []byte(`{"size": 12, "pieces": [], "players": 2}`), `unknown field "players"`},
		{"a key twice", []byte(`{"size": 12, "size": 14, "pieces": []}`), `"size" is given twice`},
		{"no pieces", []byte(`{"size": 12}`), `no "pieces"`},
		{"a piece without a cell", []byte(`{"pieces": [{"player": "red", "kind": "tank"}]}`), "piece 1 needs player, kind and cell"},
		{"an unknown colour", []byte(`{"pieces": [{"player": "green", "kind": "tank", "cell": [1, 1]}]}`), `unknown player "green"`},
		{"an unknown kind", []byte(`{"pieces": [{"player": "red", "kind": "mine", "cell": [1, 1]}]}`), `unknown kind "mine"`},
		{"a cell of three numbers", []byte(`{"pieces": [{"player": "red", "kind": "tank", "cell": [1, 1, 1]}]}`), "3 numbers (want [x, y])"},
		{"not JSON", []byte(`size: 12`), "not JSON"},
		{"empty", []byte(``), "empty"},
		{"two objects", []byte(`{"pieces": []}{}`), "something follows"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseLayout(tc.data)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
}

// TestN3FirstByRolls: the highest roll starts; ties roll again among themselves only.
func TestN3FirstByRolls(t *testing.T) {
	rolls := map[Colour][]int{Red: {6, 2}, Blue: {3}, White: {6, 5}}
	asked := map[Colour]int{}
	got, err := FirstByRolls(3, func(c Colour) (int, error) {
		r := rolls[c][asked[c]]
		asked[c]++
		return r, nil
	})
	if err != nil || got != White {
		t.Fatalf("got %v, %v; want white", got, err)
	}
	if asked[Blue] != 1 {
		t.Errorf("blue rolled %d times, want 1 (not in the tie)", asked[Blue])
	}
	if _, err := FirstByRolls(2, func(Colour) (int, error) { return 7, nil }); err == nil || !strings.Contains(err.Error(), "a roll of 7") {
		t.Errorf("a roll of 7 gave %v", err)
	}
}
