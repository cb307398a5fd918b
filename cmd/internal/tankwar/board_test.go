package tankwar

import (
	"strings"
	"testing"

	"github.com/ezd-game/ezd/tankwar"
)

func tk(x, y int8, d tankwar.Dir, life int16) tankwar.Tank {
	return tankwar.Tank{Cell: tankwar.Cell{X: x, Y: y}, Dir: d, Life: life}
}

// docs/tankwar.md: every loss of life says why (T4) and names the player.
func TestWhatHappenedSaysWhy(t *testing.T) {
	far := tk(15, 15, tankwar.Right, 5)
	names := [2]string{"search", "greedy"}
	tests := []struct {
		name    string
		turn    int
		tanks   [2]tankwar.Tank
		bullets []tankwar.Bullet
		want    string
	}{
		{"T4 nothing lost", 1, [2]tankwar.Tank{tk(10, 10, tankwar.Up, 5), far}, nil, "no damage"},
		{"T4 outside the area", 20, [2]tankwar.Tank{tk(6, 10, tankwar.Up, 3), tk(10, 12, tankwar.Right, 5)}, nil,
			"player 1 (search) lost 1 (outside the area, life 3 -> 2)"},
		{"T4 hit by a bullet", 1, [2]tankwar.Tank{tk(10, 9, tankwar.Right, 5), far}, []tankwar.Bullet{{Cell: tankwar.Cell{X: 10, Y: 10}, Dir: tankwar.Up}},
			"player 1 (search) lost 2 (hit by a bullet, life 5 -> 3)"},
		{"T4 collision, both named", 1, [2]tankwar.Tank{tk(5, 4, tankwar.Right, 5), tk(5, 6, tankwar.Left, 3)}, nil,
			"player 1 (search) lost 3 (collision, life 5 -> 2); player 2 (greedy) lost 3 (collision, life 3 -> 0)"},
		{"T4 off the grid", 1, [2]tankwar.Tank{far, tk(20, 5, tankwar.Down, 7)}, nil,
			"player 2 (greedy) lost 7 (drove off the grid, life 7 -> 0)"},
		{"T4 hit and outside the area", 4, [2]tankwar.Tank{tk(2, 9, tankwar.Up, 5), far}, []tankwar.Bullet{{Cell: tankwar.Cell{X: 1, Y: 10}, Dir: tankwar.Left}},
			"player 1 (search) lost 3 (hit by a bullet, outside the area, life 5 -> 2)"},
		{"T4 two bullets", 1, [2]tankwar.Tank{tk(10, 9, tankwar.Right, 5), far},
			[]tankwar.Bullet{{Cell: tankwar.Cell{X: 10, Y: 10}, Dir: tankwar.Up}, {Cell: tankwar.Cell{X: 8, Y: 10}, Dir: tankwar.Down}},
			"player 1 (search) lost 4 (hit by 2 bullets, life 5 -> 1)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := tankwar.NewPosition(tt.turn, tt.tanks, tt.bullets)
			if err != nil {
				t.Fatal(err)
			}
			q, err := p.Step(tankwar.Straight, tankwar.Straight)
			if err != nil {
				t.Fatal(err)
			}
			if got := whatHappened(p, q, names); got != tt.want {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
	if got := whatHappened(tankwar.FairStart(1, 5).Position(), tankwar.FairStart(1, 5).Position(), [2]string{}); got != "no damage" {
		t.Errorf("got %q", got)
	}
}

// T3, docs/tankwar.md: the last turn's line and the summary count turns the same way.
func TestEndWordsCountLikeTheTurnLines(t *testing.T) {
	g, _ := tankwar.NewGame(tankwar.Start{Life: 5, Tanks: [2]tankwar.Placement{{Cell: tankwar.Cell{X: 2, Y: 5}, Dir: tankwar.Up}, {Cell: tankwar.Cell{X: 9, Y: 9}, Dir: tankwar.Right}}})
	if got := endWords(g, [2]string{}, ""); got != "no turn played yet: the game goes on" {
		t.Errorf("no turn: %q", got)
	}
	_ = g.Play(tankwar.Straight, tankwar.Straight)
	if got := endWords(g, [2]string{}, ""); got != "after turn 0 the game goes on" {
		t.Errorf("one turn: %q", got)
	}
	_ = g.Play(tankwar.Straight, tankwar.Straight) // P1 drives off the grid on turn 1
	if got := endWords(g, [2]string{"human", "search"}, ""); got != "the game ended on turn 1: player 2 (search) wins" {
		t.Errorf("the end: %q", got)
	}
	if got := endWords(g, [2]string{}, "player 1 forfeits: late"); !strings.HasPrefix(got, "the game ended before turn 2: ") {
		t.Errorf("a forfeit: %q", got)
	}
}
