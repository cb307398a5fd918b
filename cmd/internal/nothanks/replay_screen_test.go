package nothanks

import (
	"strconv"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/nothanks"
	"github.com/ezd-game/ezd/nothanks/bot"
)

// playedGame is a whole game of greedy against random from the built-in 2-player layout.
func playedGame(t *testing.T) *nothanks.Game {
	t.Helper()
	l, _ := nothanks.BuiltIn(2)
	g1, _ := bot.New("greedy", 1)
	g2, _ := bot.New("random", 2)
	o, err := bot.Play(l, nothanks.Red, []bot.Bot{g1, g2}, bot.NewDice(3), bot.DefaultMaxTurns)
	if err != nil || !o.Game.Position().Over() {
		t.Fatalf("the game: %v", err)
	}
	return o.Game
}

func replayKey(s *replayScreen, k string) {
	msg := tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)}
	if kt, ok := map[string]tea.KeyType{"right": tea.KeyRight, "left": tea.KeyLeft, "home": tea.KeyHome, "end": tea.KeyEnd, "esc": tea.KeyEsc}[k]; ok {
		msg = tea.KeyMsg{Type: kt}
	}
	s.Update(msg)
}

// TestReplayScreenSteps (issue 31, item 6): the keys of Tank War's replay step through the
// record, the board after each turn and the turn in words below it; --upto starts there.
func TestReplayScreenSteps(t *testing.T) {
	g := playedGame(t)
	s := newReplayScreen(g, []string{"greedy", "random"}, "game.json", plainInk{}, 0)
	if v := s.View(); !strings.Contains(v, "REPLAY  the set-up") || !strings.Contains(v, "the set-up; red started: press → for turn 1") {
		t.Fatalf("the start:\n%s", v)
	}
	replayKey(s, "right")
	v := s.View()
	ps := g.Positions()
	for _, want := range []string{"REPLAY  turn 1 of " + strconv.Itoa(g.Turns()), "turn 1: " + describeTurn(ps[0], g.Turn(1)), "R red   greedy", "B blue  random"} {
		if !strings.Contains(strings.Join(strings.Fields(v), " "), strings.Join(strings.Fields(want), " ")) {
			t.Errorf("after →, no %q:\n%s", want, v)
		}
	}
	if !strings.Contains(v, strings.Join(drawBoard(ps[1], plainInk{}, nil)[3:4], "")) {
		t.Errorf("the board after turn 1 is not drawn:\n%s", v)
	}
	last := g.Turns()
	for _, c := range []struct {
		key  string
		want int
	}{{"l", 2}, {" ", 3}, {"h", 2}, {"left", 1}, {"end", last}, {"right", last}, {"home", 0}, {"left", 0}, {"G", last}, {"g", 0}} {
		replayKey(s, c.key)
		if s.At != c.want {
			t.Errorf("after %q at turn %d, want %d", c.key, s.At, c.want)
		}
	}
	replayKey(s, "end")
	if v := s.View(); !strings.Contains(v, "END OF THE RECORD") || !strings.Contains(v, "wins") {
		t.Errorf("the end:\n%s", v)
	}
	from := newReplayScreen(g, nil, "game.json", plainInk{}, 5)
	if v := from.View(); !strings.Contains(v, "REPLAY  turn 5 of") || !strings.Contains(v, "turn 5: ") {
		t.Errorf("--upto 5:\n%s", from.View())
	}
	replayKey(from, "q")
	if !from.Done || from.Err != nil {
		t.Errorf("q: done %v, err %v", from.Done, from.Err)
	}
	esc := newReplayScreen(g, nil, "game.json", plainInk{}, 0)
	esc.Update(tea.KeyMsg{Type: tea.KeyCtrlC})
	if esc.Err != cmdutil.ErrCancelled {
		t.Errorf("ctrl+c: %v", esc.Err)
	}
}

// Every turn of a whole game fits 80x24, a shot's turn too, and a smaller terminal is told.
func TestReplayScreenFits80x24(t *testing.T) {
	s := newReplayScreen(playedGame(t), []string{"greedy", "random"}, "/a/long/folder/name/of/records/game-20261203-194500.json", plainInk{}, 0)
	for {
		lines := strings.Split(s.View(), "\n")
		if len(lines) > 24 {
			t.Errorf("turn %d: %d lines", s.At, len(lines))
		}
		for _, l := range lines {
			if n := len([]rune(l)); n > 80 {
				t.Errorf("turn %d: a line of %d columns: %q", s.At, n, l)
			}
		}
		if s.At == s.Last {
			break
		}
		replayKey(s, "right")
	}
	s.Update(tea.WindowSizeMsg{Width: 60, Height: 20})
	if !strings.Contains(s.View(), "needs a terminal of at least 80x24") {
		t.Errorf("60x20:\n%s", s.View())
	}
}
