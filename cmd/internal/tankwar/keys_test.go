package tankwar

import (
	"errors"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/tankwar"
	"github.com/ezd-game/ezd/tankwar/bot"
)

// Ctrl-C cancels play (exit 130), as everywhere in ezd, so that from the main menu it
// leaves ezd; q and Esc only end the game, and the menu comes back.
func TestScreenCtrlCCancels(t *testing.T) {
	for _, c := range []struct {
		msg  tea.KeyMsg
		want error
	}{
		{tea.KeyMsg{Type: tea.KeyCtrlC}, cmdutil.ErrCancelled},
		{key("q"), nil},
		{key("esc"), nil},
	} {
		s, _ := pvp(t, duel)
		s.Update(c.msg)
		if !s.done || !errors.Is(s.err, c.want) || (c.want == nil && s.err != nil) {
			t.Errorf("%s: done %v, err %v; want done, err %v", c.msg, s.done, s.err, c.want)
		}
	}
}

// Both players pressing at once reach the screen as one message of two runes ("al"):
// each is a player's key, and the turn runs.
func TestScreenKeysOfOneRead(t *testing.T) {
	s, _ := pvp(t, duel)
	s.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("al")})
	if s.m.game.Turns() != 1 {
		t.Errorf("after \"al\" in one read, %d turns played, want 1", s.m.game.Turns())
	}
}

// docs/tankwar.md (T7): a key is a way on the screen. T1 turns left counter-clockwise and right
// clockwise; T3 has no reverse, so the way back is no action.
func TestActionTowardT1T3(t *testing.T) {
	for f := tankwar.Up; f <= tankwar.Left; f++ {
		for w := tankwar.Up; w <= tankwar.Left; w++ {
			a, ok := actionToward(f, w)
			switch {
			case w == f:
				if !ok || a != tankwar.Straight {
					t.Errorf("facing %v, going %v: %v %v, want straight", f, w, a, ok)
				}
			case w == (f+2)%4:
				if ok {
					t.Errorf("facing %v, going %v (a reverse) gave %v, want none (T3)", f, w, a)
				}
			case !ok || f.Turn(a) != w || a == tankwar.Straight:
				t.Errorf("facing %v, going %v: %v %v", f, w, a, ok)
			}
		}
	}
	// T1's example: a tank facing down that turns left faces right, so the screen's ←
	// is the tank's right turn.
	if a, _ := actionToward(tankwar.Down, tankwar.Left); a != tankwar.TurnRight {
		t.Errorf("facing down, ← gave %v, want right", a)
	}
}

// docs/tankwar.md (T7): in PvP, w a s d drive player 1 and the arrows (or i j k l) player 2
// that way on the screen; the record holds T3's actions.
func TestScreenKeysDriveThatWay(t *testing.T) {
	for _, c := range []struct {
		k1, k2 string
		want   [2]tankwar.Action
		at     [2]tankwar.Cell
	}{
		// P1 at (5,5) faces down, P2 at (16,16) faces up.
		{"a", "left", [2]tankwar.Action{tankwar.TurnRight, tankwar.TurnLeft}, [2]tankwar.Cell{{X: 5, Y: 4}, {X: 16, Y: 15}}},
		{"d", "right", [2]tankwar.Action{tankwar.TurnLeft, tankwar.TurnRight}, [2]tankwar.Cell{{X: 5, Y: 6}, {X: 16, Y: 17}}},
		{"s", "up", [2]tankwar.Action{tankwar.Straight, tankwar.Straight}, [2]tankwar.Cell{{X: 6, Y: 5}, {X: 15, Y: 16}}},
		{"s", "i", [2]tankwar.Action{tankwar.Straight, tankwar.Straight}, [2]tankwar.Cell{{X: 6, Y: 5}, {X: 15, Y: 16}}},
		{"a", "j", [2]tankwar.Action{tankwar.TurnRight, tankwar.TurnLeft}, [2]tankwar.Cell{{X: 5, Y: 4}, {X: 16, Y: 15}}},
		{"d", "l", [2]tankwar.Action{tankwar.TurnLeft, tankwar.TurnRight}, [2]tankwar.Cell{{X: 5, Y: 6}, {X: 16, Y: 17}}},
	} {
		s, _ := pvpKeys(t, duel, screenKeys)
		s.Update(key(c.k1))
		s.Update(key(c.k2))
		if s.m.game.Turns() != 1 {
			t.Fatalf("%s %s: no turn played", c.k1, c.k2)
		}
		p := s.m.game.Position()
		if got := s.m.game.Moves()[0]; got != c.want || p.Tanks[0].Cell != c.at[0] || p.Tanks[1].Cell != c.at[1] {
			t.Errorf("%s %s: played %v to %v %v, want %v to %v", c.k1, c.k2, got, p.Tanks[0].Cell, p.Tanks[1].Cell, c.want, c.at)
		}
	}
}

// docs/tankwar.md (T7), T3: the way back is refused with a word on the screen and chooses
// nothing; the next good key chooses and the word goes.
func TestScreenKeysRefuseAReverse(t *testing.T) {
	s, _ := pvpKeys(t, duel, screenKeys)
	s.Update(key("w")) // P1 faces down: up is the way back
	v := s.View()
	if !strings.Contains(v, "player 1 (human) can't reverse: facing down, it can go down, right or left (T3)") {
		t.Errorf("want the refusal on the screen:\n%s", v)
	}
	if s.m.chosen[0] {
		t.Error("a reverse chose an action")
	}
	s.Update(key("down")) // P2 faces up: down is its way back
	if s.m.chosen[1] || !strings.Contains(s.View(), "player 2 (human) can't reverse: facing up, it can go up, left or right (T3)") {
		t.Errorf("player 2's reverse:\n%s", s.View())
	}
	s.Update(key("s"))
	if strings.Contains(s.View(), "can't reverse") {
		t.Errorf("the refusal stays after a good key:\n%s", s.View())
	}
	s.Update(key("k")) // P2's down again
	if s.m.game.Turns() != 0 || !s.m.chosen[0] || s.m.chosen[1] {
		t.Fatalf("after s and a reverse by player 2: turns %d, chosen %v", s.m.game.Turns(), s.m.chosen)
	}
	s.Update(key("up"))
	if got := s.m.game.Moves(); len(got) != 1 || got[0] != [2]tankwar.Action{tankwar.Straight, tankwar.Straight} {
		t.Errorf("moves %v", got)
	}
}

// docs/tankwar.md (T7): alone against a bot, a person drives with either set of keys, the
// arrows included, and is refused a reverse with either.
func TestScreenKeysAgainstABot(t *testing.T) {
	for _, k := range []string{"a", "left", "j"} {
		g, _ := tankwar.NewGame(duel)
		m := &match{game: g, names: [2]string{"human", "greedy"}, bots: [2]bot.Bot{nil, bot.NewGreedy()}}
		s := newScreen(m, 0, screenKeys)
		s.Update(key(k))
		if !m.chosen[0] || m.action[0] != tankwar.TurnRight {
			t.Errorf("%s: chose %v %v, want right (facing down, going left)", k, m.chosen[0], m.action[0])
		}
	}
	for _, k := range []string{"w", "up", "i"} {
		g, _ := tankwar.NewGame(duel)
		m := &match{game: g, names: [2]string{"human", "greedy"}, bots: [2]bot.Bot{nil, bot.NewGreedy()}}
		s := newScreen(m, 0, screenKeys)
		s.Update(key(k))
		if m.chosen[0] || !strings.Contains(s.View(), "can't reverse") {
			t.Errorf("%s: a reverse was not refused:\n%s", k, s.View())
		}
	}
}

// --keys and EZD_TANKWAR_KEYS: screen by default, turns on request, anything else refused.
func TestParseKeyMode(t *testing.T) {
	for in, want := range map[string]keyMode{"": screenKeys, "screen": screenKeys, "Turns": turnKeys, " turns ": turnKeys} {
		if got, err := parseKeyMode(in); err != nil || got != want {
			t.Errorf("%q: %v %v", in, got, err)
		}
	}
	if _, err := parseKeyMode("relative"); err == nil || !strings.Contains(err.Error(), "want screen or turns") {
		t.Errorf("relative: %v", err)
	}
}
