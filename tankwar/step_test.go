package tankwar

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func tk(x, y int8, d Dir, life int16) Tank { return Tank{Cell{x, y}, d, life} }
func bl(x, y int8, d Dir) Bullet           { return Bullet{Cell{x, y}, d} }

// stepCase is one turn from a position set up directly.
type stepCase struct {
	name    string
	turn    int
	tanks   [2]Tank
	bullets []Bullet
	a1, a2  Action
	want    [2]Tank
	wantB   []Bullet
	result  Result
}

func runSteps(t *testing.T, tests []stepCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := NewPosition(tt.turn, tt.tanks, tt.bullets)
			if err != nil {
				t.Fatal(err)
			}
			next, err := p.Step(tt.a1, tt.a2)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, next.Tanks); diff != "" {
				t.Errorf("tanks (-want +got):\n%s", diff)
			}
			wantB := tt.wantB
			if wantB == nil {
				wantB = []Bullet{}
			}
			if diff := cmp.Diff(wantB, next.Bullets.Slice()); diff != "" {
				t.Errorf("bullets (-want +got):\n%s", diff)
			}
			if next.Result != tt.result {
				t.Errorf("result %q, want %q", next.Result, tt.result)
			}
			if next.Turn != tt.turn+1 {
				t.Errorf("next turn %d, want %d", next.Turn, tt.turn+1)
			}
		})
	}
}

// far is a tank out of everyone's way, for cases about the other one.
var far = tk(15, 15, Right, 5)

// TestT1Moves pins the rules text's example and T1's turning.
func TestT1Moves(t *testing.T) {
	runSteps(t, []stepCase{
		{name: "T1 rules example: (5,5) facing down, action 0 moves to (6,5)", turn: 1,
			tanks: [2]Tank{tk(5, 5, Down, 5), far}, a1: Straight,
			want: [2]Tank{tk(6, 5, Down, 5), tk(15, 16, Right, 5)}},
		{name: "T1 rules example: action 1 turns it right-facing and moves to (5,6)", turn: 1,
			tanks: [2]Tank{tk(5, 5, Down, 5), far}, a1: TurnLeft,
			want: [2]Tank{tk(5, 6, Right, 5), tk(15, 16, Right, 5)}},
		{name: "T1 rules example: action 2 turns it left-facing and moves to (5,4)", turn: 1,
			tanks: [2]Tank{tk(5, 5, Down, 5), far}, a1: TurnRight,
			want: [2]Tank{tk(5, 4, Left, 5), tk(15, 16, Right, 5)}},
		{name: "T1 up is x-1, left from up faces left", turn: 1,
			tanks: [2]Tank{tk(5, 5, Up, 5), tk(9, 9, Up, 5)}, a1: Straight, a2: TurnLeft,
			want: [2]Tank{tk(4, 5, Up, 5), tk(9, 8, Left, 5)}},
		{name: "T1 right from left faces up, left from left faces down", turn: 2,
			tanks: [2]Tank{tk(5, 5, Left, 5), tk(9, 9, Left, 5)}, a1: TurnRight, a2: TurnLeft,
			want: [2]Tank{tk(4, 5, Up, 5), tk(10, 9, Down, 5)}},
	})
}

// TestT1TurnTable pins the facing after every action from every facing.
func TestT1TurnTable(t *testing.T) {
	want := [4][3]Dir{
		Up:    {Up, Left, Right},
		Right: {Right, Up, Down},
		Down:  {Down, Right, Left},
		Left:  {Left, Down, Up},
	}
	for d := Up; d <= Left; d++ {
		for _, a := range Actions {
			if got := d.Turn(a); got != want[d][a] {
				t.Errorf("T1 %v then %v faces %v, want %v", d, a, got, want[d][a])
			}
		}
	}
}

// TestT4Collision pins phase 2.
func TestT4Collision(t *testing.T) {
	runSteps(t, []stepCase{
		{name: "T4 collision: each loses the lower life, 5 and 3 give 2 and 0", turn: 1,
			tanks: [2]Tank{tk(5, 4, Right, 5), tk(5, 6, Left, 3)},
			want:  [2]Tank{tk(5, 5, Right, 2), tk(5, 5, Left, 0)}, result: P1Wins},
		{name: "T4 collision of equal lives destroys both: a draw", turn: 1,
			tanks: [2]Tank{tk(4, 5, Down, 4), tk(5, 6, Left, 4)},
			want:  [2]Tank{tk(5, 5, Down, 0), tk(5, 5, Left, 0)}, result: Draw},
		{name: "T4 tanks that swap cells do not collide", turn: 1,
			tanks: [2]Tank{tk(5, 5, Right, 5), tk(5, 6, Left, 5)},
			want:  [2]Tank{tk(5, 6, Right, 5), tk(5, 5, Left, 5)}},
		{name: "T4 tanks that pass each other do not collide", turn: 1,
			tanks: [2]Tank{tk(5, 5, Right, 5), tk(6, 6, Left, 5)}, a1: TurnRight, a2: TurnRight,
			want: [2]Tank{tk(6, 5, Down, 5), tk(5, 6, Up, 5)}},
		{name: "T4 tanks set up on one cell that move apart do not collide", turn: 1,
			tanks: [2]Tank{tk(5, 5, Right, 5), tk(5, 5, Left, 5)},
			want:  [2]Tank{tk(5, 6, Right, 5), tk(5, 4, Left, 5)}},
	})
}

// TestT4Bullets pins phases 3 to 5 and the rules text's bullet examples.
func TestT4Bullets(t *testing.T) {
	runSteps(t, []stepCase{
		{name: "T4 rules example: from (5,5) facing down the bullet spawns at (6,5) and flies two cells", turn: 0,
			tanks: [2]Tank{tk(4, 5, Down, 5), tk(15, 14, Right, 5)},
			want:  [2]Tank{tk(5, 5, Down, 5), tk(15, 15, Right, 5)},
			wantB: []Bullet{bl(8, 5, Down), bl(15, 18, Right)}},
		{name: "T4 rules example: the bullet born on (5,5) hits a tank there before it moves", turn: 0,
			tanks: [2]Tank{tk(3, 5, Down, 5), tk(5, 4, Right, 5)},
			want:  [2]Tank{tk(4, 5, Down, 5), tk(5, 5, Right, 3)},
			wantB: []Bullet{bl(5, 8, Right)}},
		{name: "T4 rules example: a tank on (6,5) is hit on the first step", turn: 0,
			tanks: [2]Tank{tk(3, 5, Down, 5), tk(6, 4, Right, 5)},
			want:  [2]Tank{tk(4, 5, Down, 5), tk(6, 5, Right, 3)},
			wantB: []Bullet{bl(6, 8, Right)}},
		{name: "T4 rules example: a tank on (7,5) is hit on the second step", turn: 0,
			tanks: [2]Tank{tk(3, 5, Down, 5), tk(7, 4, Right, 5)},
			want:  [2]Tank{tk(4, 5, Down, 5), tk(7, 5, Right, 3)},
			wantB: []Bullet{bl(7, 8, Right)}},
		{name: "T4 rules example: a tank on (8,5) is out of reach this turn", turn: 0,
			tanks: [2]Tank{tk(3, 5, Down, 5), tk(8, 4, Right, 5)},
			want:  [2]Tank{tk(4, 5, Down, 5), tk(8, 5, Right, 5)},
			wantB: []Bullet{bl(7, 5, Down), bl(8, 8, Right)}},
		{name: "T4 bullets fire on turns 0, 3, 6: turn 3 fires", turn: 3,
			tanks: [2]Tank{tk(4, 5, Down, 5), far},
			want:  [2]Tank{tk(5, 5, Down, 5), tk(15, 16, Right, 5)},
			wantB: []Bullet{bl(8, 5, Down), bl(15, 19, Right)}},
		{name: "T4 no bullets on turn 1", turn: 1,
			tanks: [2]Tank{tk(4, 5, Down, 5), far},
			want:  [2]Tank{tk(5, 5, Down, 5), tk(15, 16, Right, 5)}},
		{name: "T4 no bullets on turn 2, and a bullet in flight moves two cells", turn: 2,
			tanks: [2]Tank{tk(4, 5, Down, 5), far}, bullets: []Bullet{bl(10, 10, Up)},
			want:  [2]Tank{tk(5, 5, Down, 5), tk(15, 16, Right, 5)},
			wantB: []Bullet{bl(8, 10, Up)}},
		{name: "T4 a bullet in flight hits before it moves", turn: 1,
			tanks: [2]Tank{tk(10, 9, Right, 5), far}, bullets: []Bullet{bl(10, 10, Up)},
			want: [2]Tank{tk(10, 10, Right, 3), tk(15, 16, Right, 5)}},
		{name: "T4 a hit removes the bullet: it does not go on to hit the tank behind", turn: 1,
			tanks: [2]Tank{tk(9, 9, Right, 5), tk(8, 9, Right, 5)}, bullets: []Bullet{bl(10, 10, Up)},
			want: [2]Tank{tk(9, 10, Right, 3), tk(8, 10, Right, 5)}},
		{name: "T4 bullets never collide with each other: two on one cell both fly on", turn: 1,
			tanks: [2]Tank{tk(1, 1, Right, 5), far}, bullets: []Bullet{bl(5, 3, Right), bl(5, 7, Left)},
			want:  [2]Tank{tk(1, 2, Right, 5), tk(15, 16, Right, 5)},
			wantB: []Bullet{bl(5, 5, Right), bl(5, 5, Left)}},
		{name: "T4 a bullet on a cell with both tanks hits both", turn: 1,
			tanks: [2]Tank{tk(5, 4, Right, 9), tk(5, 6, Left, 5)}, bullets: []Bullet{bl(3, 5, Down)},
			want: [2]Tank{tk(5, 5, Right, 2), tk(5, 5, Left, -2)}, result: P1Wins},
		{name: "T4 a tank meeting its own bullet is hit", turn: 1,
			tanks: [2]Tank{tk(5, 5, Right, 5), far}, bullets: []Bullet{bl(5, 4, Right)},
			want: [2]Tank{tk(5, 6, Right, 3), tk(15, 16, Right, 5)}},
		{name: "T4 the bullet fired this turn cannot hit its own tank", turn: 0,
			tanks: [2]Tank{tk(5, 5, Right, 5), tk(15, 15, Left, 5)},
			want:  [2]Tank{tk(5, 6, Right, 5), tk(15, 14, Left, 5)},
			wantB: []Bullet{bl(5, 9, Right), bl(15, 11, Left)}},
	})
}

// TestT4Boundary pins phase 6: the area, the grid, and bullets removed only then.
func TestT4Boundary(t *testing.T) {
	runSteps(t, []stepCase{
		{name: "T4 outside the area of turn 4 but on the grid loses 1", turn: 4,
			tanks: [2]Tank{tk(2, 5, Up, 5), far},
			want:  [2]Tank{tk(1, 5, Up, 4), tk(15, 16, Right, 5)}},
		{name: "T4 inside the area of turn 3 loses nothing on row 1", turn: 3,
			tanks: [2]Tank{tk(2, 5, Up, 5), tk(15, 15, Down, 5)},
			want:  [2]Tank{tk(1, 5, Up, 5), tk(16, 15, Down, 5)},
			wantB: []Bullet{bl(19, 15, Down)}},
		{name: "T4 off the grid at (0,5) loses all life and stays there", turn: 1,
			tanks: [2]Tank{tk(1, 5, Up, 5), far},
			want:  [2]Tank{tk(0, 5, Up, 0), tk(15, 16, Right, 5)}, result: P2Wins},
		{name: "T4 off the grid at (21,5) loses all life and stays there", turn: 1,
			tanks: [2]Tank{far, tk(20, 5, Down, 7)},
			want:  [2]Tank{tk(15, 16, Right, 5), tk(21, 5, Down, 0)}, result: P1Wins},
		{name: "T4 off the grid on a shrunk turn loses all, not all and 1 more", turn: 8,
			tanks: [2]Tank{tk(5, 1, Left, 5), far},
			want:  [2]Tank{tk(5, 0, Left, 0), tk(15, 16, Right, 5)}, result: P2Wins},
		{name: "T4 off the grid keeps a life already below 0 (min of life and 0)", turn: 1,
			tanks: [2]Tank{tk(1, 5, Up, 1), far}, bullets: []Bullet{bl(2, 5, Up)},
			want: [2]Tank{tk(0, 5, Up, -1), tk(15, 16, Right, 5)}, result: P2Wins},
		{name: "T4 off both edges at once is a draw", turn: 1,
			tanks: [2]Tank{tk(1, 5, Up, 5), tk(5, 20, Right, 5)},
			want:  [2]Tank{tk(0, 5, Up, 0), tk(5, 21, Right, 0)}, result: Draw},
		{name: "T4 a bullet born outside the area still moves and hits", turn: 6,
			tanks: [2]Tank{tk(1, 3, Right, 5), tk(2, 6, Up, 5)},
			want:  [2]Tank{tk(1, 4, Right, 4), tk(1, 6, Up, 2)},
			wantB: []Bullet{}},
		{name: "T4 a bullet that leaves the area on its first step still hits", turn: 6,
			tanks: [2]Tank{tk(17, 5, Down, 5), tk(20, 4, Right, 5)},
			want:  [2]Tank{tk(18, 5, Down, 5), tk(20, 5, Right, 2)}},
		{name: "T4 bullets outside the area are removed at phase 6", turn: 5,
			tanks: [2]Tank{tk(10, 10, Right, 5), far}, bullets: []Bullet{bl(3, 3, Up), bl(3, 10, Left), bl(19, 19, Right)},
			want:  [2]Tank{tk(10, 11, Right, 5), tk(15, 16, Right, 5)},
			wantB: []Bullet{bl(3, 8, Left)}},
		{name: "T4 a tank at 0 after a collision still fires and pays the boundary", turn: 12,
			tanks: [2]Tank{tk(2, 5, Down, 2), tk(3, 4, Right, 5)},
			want:  [2]Tank{tk(3, 5, Down, -1), tk(3, 5, Right, 2)},
			wantB: []Bullet{bl(6, 5, Down)}, result: P2Wins},
		{name: "T6 life goes below 0 and is kept: hit and outside the area", turn: 4,
			tanks: [2]Tank{tk(2, 9, Up, 1), far}, bullets: []Bullet{bl(1, 10, Left)},
			want: [2]Tank{tk(1, 9, Up, -2), tk(15, 16, Right, 5)}, result: P2Wins},
	})
}

// TestT5Area pins the shrinking map, bounds shown as computed when they cross.
func TestT5Area(t *testing.T) {
	tests := []struct {
		name string
		turn int
		want Area
	}{
		{"T5 turn 0", 0, Area{1, 20}},
		{"T5 turn 3", 3, Area{1, 20}},
		{"T5 turn 4", 4, Area{2, 19}},
		{"T5 turn 7", 7, Area{2, 19}},
		{"T5 turn 8", 8, Area{3, 18}},
		{"T5 turn 39", 39, Area{10, 11}},
		{"T5 turn 40 crosses: 11 to 10", 40, Area{11, 10}},
		{"T5 turn 44: 12 to 9", 44, Area{12, 9}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := AreaOf(tt.turn); got != tt.want {
				t.Errorf("AreaOf(%d) = %v, want %v", tt.turn, got, tt.want)
			}
		})
	}
	for x := int8(0); x <= 21; x++ {
		for y := int8(0); y <= 21; y++ {
			if AreaOf(40).Holds(Cell{x, y}) {
				t.Fatalf("T5 from turn 40 no cell is playable, but %v is", Cell{x, y})
			}
		}
	}
	if !AreaOf(39).Holds(Cell{10, 11}) || AreaOf(39).Holds(Cell{9, 11}) {
		t.Error("T5 turn 39 is (10,10)-(11,11)")
	}
}

// TestT5EveryTankPaysFromTurn40 pins that from turn 40 a tank on the grid loses 1 a turn.
func TestT5EveryTankPaysFromTurn40(t *testing.T) {
	runSteps(t, []stepCase{
		{name: "T5 turn 40: both tanks in the middle pay 1", turn: 40,
			tanks: [2]Tank{tk(10, 10, Right, 5), tk(11, 11, Left, 3)},
			want:  [2]Tank{tk(10, 11, Right, 4), tk(11, 10, Left, 2)}},
		{name: "T5 turn 39: the last playable cells cost nothing; bullets leaving them go", turn: 39,
			tanks: [2]Tank{tk(10, 10, Right, 5), tk(11, 11, Left, 3)},
			want:  [2]Tank{tk(10, 11, Right, 5), tk(11, 10, Left, 3)}},
	})
}

// TestT8End pins the end check and that a game over takes no more turns.
func TestT8End(t *testing.T) {
	runSteps(t, []stepCase{
		{name: "T8 life 1 left is not destroyed", turn: 1,
			tanks: [2]Tank{tk(10, 9, Right, 3), far}, bullets: []Bullet{bl(10, 10, Up)},
			want: [2]Tank{tk(10, 10, Right, 1), tk(15, 16, Right, 5)}},
		{name: "T8 life exactly 0 is destroyed", turn: 1,
			tanks: [2]Tank{far, tk(10, 9, Right, 2)}, bullets: []Bullet{bl(10, 10, Up)},
			want: [2]Tank{tk(15, 16, Right, 5), tk(10, 10, Right, 0)}, result: P1Wins},
	})
	p, _ := NewPosition(1, [2]Tank{tk(1, 5, Up, 5), far}, nil)
	p, _ = p.Step(Straight, Straight)
	if _, err := p.Step(Straight, Straight); !errors.Is(err, ErrOver) {
		t.Errorf("T8 a step after the end gives %v, want ErrOver", err)
	}
}

// TestStepRefusesBadActions checks actions out of range are errors, not panics.
func TestStepRefusesBadActions(t *testing.T) {
	p := FairStart(1, 5).Position()
	for _, a := range [][2]Action{{3, 0}, {0, -1}, {127, 0}} {
		if _, err := p.Step(a[0], a[1]); err == nil {
			t.Errorf("Step(%d, %d) accepted", a[0], a[1])
		}
	}
}
