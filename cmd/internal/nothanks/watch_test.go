package nothanks

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/nothanks"
	"github.com/ezd-game/ezd/nothanks/bot"
)

// redOut is a 3-player game of bots played until red is out and the others play on.
func redOut(t *testing.T) *nothanks.Game {
	t.Helper()
	l, _ := nothanks.BuiltIn(3)
	for seed := uint64(1); seed < 200; seed++ {
		g, _ := nothanks.NewGame(l, nothanks.Red)
		b := []bot.Bot{}
		for c := range 3 {
			x, _ := bot.New("greedy", seed+uint64(c))
			b = append(b, x)
		}
		dice := bot.NewDice(seed)
		for g.Turns() < bot.DefaultMaxTurns && !g.Position().Over() {
			p := g.Position()
			if p.Out(nothanks.Red) {
				return g
			}
			tn, err := bot.TakeTurn(b[p.Next()], p, dice)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Play(tn); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no seed puts red out first")
	return nil
}

// TestScreenOutWatches (issue 31, item 4): when the person is out the screen says so and
// waits; space plays one bot turn, End plays to the end, and every turn since is kept for
// the story told after the screen.
func TestScreenOutWatches(t *testing.T) {
	g := redOut(t)
	m := newMatch(g, []seat{{person: true}, {bot: "greedy"}, {bot: "greedy"}}, 1, bot.NewDice(9), filepath.Join(t.TempDir(), "g.json"))
	s := newScreen(m, plainInk{}, 0)
	s.Init()
	at := g.Turns()
	if s.phase != phWatch || !strings.Contains(s.View(), "you are out") {
		t.Fatalf("phase %d after red went out:\n%s", s.phase, s.View())
	}
	keys(t, s, " ")
	if g.Turns() != at+1 || s.phase != phWatch {
		t.Fatalf("space: %d turns (want %d), phase %d", g.Turns(), at+1, s.phase)
	}
	keys(t, s, "end")
	if !g.Position().Over() && g.Turns() < bot.DefaultMaxTurns {
		t.Fatalf("End: the game goes on at turn %d", g.Turns())
	}
	if got, want := len(s.story()), g.Turns()-at; got != want {
		t.Errorf("the story has %d turns, want %d", got, want)
	}
}
