package nothanks

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// The edges of set-up: territories one square in and out, the smallest and largest
// boards, the counts of each kind (mutants of layout.go that moved a bound lived without
// these).

// TestN3TerritoryEdges: each territory's last square is in it and the next one out (N3).
func TestN3TerritoryEdges(t *testing.T) {
	tests := []struct {
		size, players int
		c             Colour
		in, out       []string
	}{
		{12, 2, Red, []string{"A3", "L3", "L1"}, []string{"A4", "L4"}},
		{12, 2, Blue, []string{"A10", "L10", "L12"}, []string{"A9", "L9"}},
		{8, 2, Blue, []string{"A6"}, []string{"A5"}},
		{12, 2, White, nil, []string{"A1", "A12"}},
		{14, 3, Red, []string{"A1", "D4"}, []string{"E4", "D5", "E5"}},
		{14, 3, Blue, []string{"K1", "N4"}, []string{"J1", "N5", "J5"}},
		{14, 3, White, []string{"K11", "N14"}, []string{"J14", "N10", "J10"}},
		{14, 4, Black, []string{"A11", "D14"}, []string{"E14", "A10", "E10"}},
		{8, 4, White, []string{"E5", "H8"}, []string{"D8", "H4"}},
	}
	for _, tc := range tests {
		for _, s := range tc.in {
			if !InTerritory(tc.size, tc.players, tc.c, cell(t, s)) {
				t.Errorf("%d players on %d: %s is not in %s's territory", tc.players, tc.size, s, tc.c)
			}
		}
		for _, s := range tc.out {
			if InTerritory(tc.size, tc.players, tc.c, cell(t, s)) {
				t.Errorf("%d players on %d: %s is in %s's territory", tc.players, tc.size, s, tc.c)
			}
		}
	}
}

// TestN3TerritoryWords: the words that name a territory in a refusal name its squares.
func TestN3TerritoryWords(t *testing.T) {
	for _, tc := range []struct {
		size, players int
		c             Colour
		want          string
	}{
		{12, 2, Red, "rows 1 to 3"}, {12, 2, Blue, "rows 10 to 12"}, {8, 2, Blue, "rows 6 to 8"},
		{14, 3, Red, "the top-left corner A1 to D4"}, {14, 3, Blue, "the top-right corner K1 to N4"},
		{14, 4, White, "the bottom-right corner K11 to N14"}, {14, 4, Black, "the bottom-left corner A11 to D14"},
	} {
		if got := TerritoryWords(tc.size, tc.players, tc.c); got != tc.want {
			t.Errorf("%s with %d players on %d: %q, want %q", tc.c, tc.players, tc.size, got, tc.want)
		}
	}
}

// duelOn is a valid 2-player layout on a board of any size from 8: red in rows 1 to 3,
// blue mirrored into the last three.
func duelOn(size int) Layout {
	red := []Placed{
		{Red, Base, Cell{1, 1}}, {Red, Base, Cell{3, 1}}, {Red, Base, Cell{5, 1}},
		{Red, Barrier, Cell{2, 2}}, {Red, Barrier, Cell{4, 2}}, {Red, Barrier, Cell{6, 2}}, {Red, Barrier, Cell{8, 2}},
		{Red, Tank, Cell{1, 3}}, {Red, Tank, Cell{3, 3}}, {Red, Tank, Cell{5, 3}}, {Red, Tank, Cell{7, 3}}, {Red, Tank, Cell{8, 3}},
	}
	l := Layout{Size: size, Players: 2}
	for _, p := range red {
		l.Pieces = append(l.Pieces, p, Placed{Blue, p.Kind, Cell{p.Cell.X, int8(size) + 1 - p.Cell.Y}})
	}
	return l
}

// TestN1BoardSizes: boards of 8 and 20 are played, 7 and 21 refused, read from a file or
// built (N1).
func TestN1BoardSizes(t *testing.T) {
	for _, size := range []int{MinSize, MaxSize} {
		l := duelOn(size)
		if err := l.Check(); err != nil {
			t.Errorf("a board of %d: %v", size, err)
		}
		data, _ := json.Marshal(l)
		if got, err := ParseLayout(data); err != nil || got.Size != size {
			t.Errorf("a board of %d read as %d: %v", size, got.Size, err)
		}
	}
	for _, size := range []int{MinSize - 1, MaxSize + 1} {
		l := duelOn(MinSize)
		l.Size = size
		want := fmt.Sprintf("a board of %d (", size)
		if err := l.Check(); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("a board of %d: %v", size, err)
		}
		data, _ := json.Marshal(l)
		if _, err := ParseLayout(data); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("a board of %d read: %v", size, err)
		}
	}
}

// TestN1CountsOfEachKind: a layout short of a tank, a base or a barrier is refused naming
// the kind and the player (N1: 5 tanks, 3 bases, 4 barriers).
func TestN1CountsOfEachKind(t *testing.T) {
	for _, tc := range []struct {
		drop Placed
		want string
	}{
		{Placed{Red, Barrier, Cell{8, 2}}, "red has 3 barriers (want 4, N1)"},
		{Placed{Red, Base, Cell{5, 1}}, "red has 2 bases (want 3, N1)"},
		{Placed{Blue, Tank, Cell{8, 10}}, "blue has 4 tanks (want 5, N1)"},
	} {
		l := duelOn(12)
		l.Pieces = slices.DeleteFunc(l.Pieces, func(p Placed) bool { return p == tc.drop })
		if err := l.Check(); err == nil || err.Error() != tc.want {
			t.Errorf("without the %v: %v, want %q", tc.drop, err, tc.want)
		}
	}
}

// TestN1OnlyTheSeatedPlay: a piece of a colour not seated, or of no kind, is refused by
// name (N1: the first n colours play).
func TestN1OnlyTheSeatedPlay(t *testing.T) {
	l := duelOn(12)
	l.Pieces = append(l.Pieces, Placed{White, Tank, Cell{6, 6}})
	if err := l.Check(); err == nil || err.Error() != "F6: a white piece in a game of 2 players (want red or blue)" {
		t.Errorf("a white tank: %v", err)
	}
	l3, _ := BuiltIn(3)
	l3.Pieces = append(l3.Pieces, Placed{Black, Tank, Cell{7, 7}})
	if err := l3.Check(); err == nil || !strings.HasSuffix(err.Error(), "(want red, blue or white)") {
		t.Errorf("a black tank among 3: %v", err)
	}
	l = duelOn(12)
	l.Pieces[0].Kind = None
	if err := l.Check(); err == nil || !strings.Contains(err.Error(), "unknown kind of piece") {
		t.Errorf("a piece of no kind: %v", err)
	}
}

// TestLayoutSorted: Sorted lists the pieces row by row, left to right, and leaves the
// layout it was called on as it was.
func TestLayoutSorted(t *testing.T) {
	l := duelOn(8)
	before := slices.Clone(l.Pieces)
	s := l.Sorted()
	if !slices.Equal(l.Pieces, before) {
		t.Error("Sorted reordered the layout it was called on")
	}
	if len(s.Pieces) != len(l.Pieces) {
		t.Fatalf("%d pieces sorted, want %d", len(s.Pieces), len(l.Pieces))
	}
	for i := 1; i < len(s.Pieces); i++ {
		a, b := s.Pieces[i-1].Cell, s.Pieces[i].Cell
		if a.Y > b.Y || a.Y == b.Y && a.X >= b.X {
			t.Errorf("%v before %v", a, b)
		}
	}
}

// TestN3RollOffGivesUp: a die that ties for ever is refused after 100 rounds, not
// rolled for ever (N3).
func TestN3RollOffGivesUp(t *testing.T) {
	rolls := 0
	_, err := FirstByRolls(2, func(Colour) (int, error) { rolls++; return 4, nil })
	if err == nil || !strings.Contains(err.Error(), "tied 100 times") || rolls != 200 {
		t.Errorf("after %d rolls: %v", rolls, err)
	}
}
