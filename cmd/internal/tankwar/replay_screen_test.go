package tankwar

import (
	"errors"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/tankwar"
)

// shortGame is a record of three turns: on turn 0 the bullets born between the tanks hit
// both (T4); then they drive apart.
func shortGame(t *testing.T) *tankwar.Game {
	t.Helper()
	g, err := tankwar.Replay(tankwar.Record{Start: tankwar.Start{Life: 3, Tanks: [2]tankwar.Placement{
		{Cell: tankwar.Cell{X: 5, Y: 5}, Dir: tankwar.Right}, {Cell: tankwar.Cell{X: 5, Y: 9}, Dir: tankwar.Left}}},
		Moves: [][2]tankwar.Action{{0, 0}, {1, 2}, {0, 0}}})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// docs/tankwar.md (T9, replay on a terminal): → l and space step forward, ← and h back,
// Home and End go to the ends; the line below the board says what the turn cost and why.
func TestReplayScreenSteps(t *testing.T) {
	s := newReplayScreen(shortGame(t), [2]string{}, "game.json", time.Second)
	if v := s.View(); !strings.Contains(v, "REPLAY  the start") || !strings.Contains(v, "the start: press → for turn 0") {
		t.Fatalf("the start:\n%s", v)
	}
	s.Update(key("right"))
	v := s.View()
	for _, want := range []string{"REPLAY  turn 0 of 2", "turn 0: player 1 lost 2 (hit by a bullet, life 3 -> 1);",
		"player 2 lost 2 (hit by a bullet, life 3 -> 1)", "went straight on", "life 1, (5,6)"} {
		if !strings.Contains(v, want) {
			t.Errorf("after →, no %q:\n%s", want, v)
		}
	}
	s.Update(key("right"))
	if v := s.View(); !strings.Contains(v, "turned left") || !strings.Contains(v, "turned right") {
		t.Errorf("turn 1's moves:\n%s", v)
	}
	for _, c := range []struct {
		key  string
		want int
	}{{"h", 1}, {"l", 2}, {" ", 3}, {"right", 3}, {"left", 2}, {"h", 1}, {"home", 0}, {"h", 0}, {"end", 3}, {"g", 0}, {"G", 3}} {
		s.Update(key(c.key))
		if s.At != c.want {
			t.Errorf("after %q at moment %d, want %d", c.key, s.At, c.want)
		}
	}
	if v := s.View(); !strings.Contains(v, "END OF THE RECORD") || !strings.Contains(v, "the game went on") {
		t.Errorf("the end:\n%s", v)
	}
}

// docs/tankwar.md (T9): a record that names its players has the replay name them, beside
// the board and in every turn's line.
func TestReplayScreenNamesThePlayers(t *testing.T) {
	s := newReplayScreen(shortGame(t), [2]string{"human", "search"}, "game.json", time.Second)
	s.Update(key("right"))
	v := s.View()
	for _, want := range []string{"P1", "human", "P2", "search", "turn 0: player 1 (human) lost 2 (hit by a bullet, life 3 -> 1)"} {
		if !strings.Contains(v, want) {
			t.Errorf("no %q:\n%s", want, v)
		}
	}
}

// p plays a turn every tick and stops at the end; p again pauses; a tick of an earlier
// play is ignored; p at the end plays again from the start. No clock is read: the ticks
// are sent as messages.
func TestReplayScreenPlays(t *testing.T) {
	s := newReplayScreen(shortGame(t), [2]string{}, "game.json", time.Second)
	_, cmd := s.Update(key("p"))
	if cmd == nil || !s.Playing || !strings.Contains(s.View(), "p pauses") {
		t.Fatal("p did not start playing")
	}
	s.Update(cmdutil.StepTick{Play: s.Plays})
	if s.At != 1 {
		t.Fatalf("a tick moved to %d, want 1", s.At)
	}
	s.Update(key("p"))
	s.Update(cmdutil.StepTick{Play: s.Plays})
	if s.At != 1 || s.Playing {
		t.Fatalf("paused, a tick moved to %d", s.At)
	}
	s.Update(key("p"))
	s.Update(cmdutil.StepTick{Play: s.Plays - 1}) // from the play before the pause
	if s.At != 1 {
		t.Fatalf("an old tick moved to %d", s.At)
	}
	s.Update(cmdutil.StepTick{Play: s.Plays})
	_, cmd = s.Update(cmdutil.StepTick{Play: s.Plays})
	if s.At != 3 || s.Playing || cmd != nil {
		t.Fatalf("at the end: moment %d, playing %v, another tick %v", s.At, s.Playing, cmd != nil)
	}
	s.Update(key("p"))
	if s.At != 0 || !s.Playing {
		t.Errorf("p at the end: moment %d, playing %v; want the start, playing", s.At, s.Playing)
	}
}

// q and Esc leave; Ctrl-C cancels (exit 130), as everywhere in ezd.
func TestReplayScreenLeaves(t *testing.T) {
	for k, want := range map[string]error{"q": nil, "esc": nil} {
		s := newReplayScreen(shortGame(t), [2]string{}, "game.json", time.Second)
		if _, cmd := s.Update(key(k)); cmd == nil || !s.Done || s.Err != want {
			t.Errorf("%s: done %v, err %v", k, s.Done, s.Err)
		}
	}
	s := newReplayScreen(shortGame(t), [2]string{}, "game.json", time.Second)
	s.Update(tea.KeyMsg{Type: tea.KeyCtrlC})
	if !s.Done || !errors.Is(s.Err, cmdutil.ErrCancelled) {
		t.Errorf("ctrl+c: done %v, err %v", s.Done, s.Err)
	}
}

// Every moment of a whole game fits 80x24, and a smaller terminal gets the message.
func TestReplayScreenFits80x24(t *testing.T) {
	g, _ := tankwar.NewGame(tankwar.FairStart(7, 5))
	for i := 0; !g.Result().Over(); i++ {
		_ = g.Play(tankwar.Actions[i%3], tankwar.Actions[(i/3)%3])
	}
	s := newReplayScreen(g, [2]string{}, "/a/long/folder/name/of/records/game.json", time.Second)
	for {
		lines := strings.Split(s.View(), "\n")
		if len(lines) != 24 {
			t.Errorf("moment %d: %d lines", s.At, len(lines))
		}
		for i, l := range lines {
			if n := len([]rune(l)); n > 80 || (i >= 22 && n > 79) {
				t.Errorf("moment %d: a line of %d columns: %q", s.At, n, l)
			}
		}
		if s.At == s.Last {
			break
		}
		s.Update(key("right"))
	}
	s.Update(tea.WindowSizeMsg{Width: 70, Height: 24})
	if !strings.Contains(s.View(), "Tank War needs a terminal of at least 80x24") {
		t.Errorf("70x24:\n%s", s.View())
	}
}

// Keys typed fast reach the screen as one message ("lll"): each is a step, and a q among
// them ends the screen before the keys after it.
func TestReplayScreenKeysOfOneRead(t *testing.T) {
	s := newReplayScreen(shortGame(t), [2]string{}, "game.json", time.Second)
	s.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("ll")})
	if s.At != 2 {
		t.Errorf("after \"ll\" at moment %d, want 2", s.At)
	}
	s.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("hqh")})
	if !s.Done || s.At != 1 {
		t.Errorf("after \"hqh\": done %v at moment %d, want done at 1", s.Done, s.At)
	}
}
