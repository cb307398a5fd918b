package tankwar

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/ezd-game/ezd/tankwar"
	"github.com/ezd-game/ezd/tankwar/bot"
)

func key(k string) tea.KeyMsg {
	switch k {
	case "left":
		return tea.KeyMsg{Type: tea.KeyLeft}
	case "right":
		return tea.KeyMsg{Type: tea.KeyRight}
	case "up":
		return tea.KeyMsg{Type: tea.KeyUp}
	case "down":
		return tea.KeyMsg{Type: tea.KeyDown}
	case "home":
		return tea.KeyMsg{Type: tea.KeyHome}
	case "end":
		return tea.KeyMsg{Type: tea.KeyEnd}
	case "esc":
		return tea.KeyMsg{Type: tea.KeyEsc}
	case "enter":
		return tea.KeyMsg{Type: tea.KeyEnter}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)}
}

// pvp is a PvP match saved in a temporary record file, played with the keys that turn
// the tank (--keys turns); pvpKeys with the keys given.
func pvp(t *testing.T, s tankwar.Start) (*screen, string) {
	t.Helper()
	return pvpKeys(t, s, turnKeys)
}

func pvpKeys(t *testing.T, s tankwar.Start, keys keyMode) (*screen, string) {
	t.Helper()
	g, err := tankwar.NewGame(s)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "game.json")
	m := &match{game: g, names: [2]string{"human", "human"}, path: path}
	if err := m.saveFirst(false); err != nil {
		t.Fatal(err)
	}
	return newScreen(m, 0, keys), path
}

var duel = tankwar.Start{Life: 5, Tanks: [2]tankwar.Placement{
	{Cell: tankwar.Cell{X: 5, Y: 5}, Dir: tankwar.Down}, {Cell: tankwar.Cell{X: 16, Y: 16}, Dir: tankwar.Up}}}

// TestScreenPvPSecretChoices: a w d for player 1 and the arrows (or j i l) for player 2;
// the screen shows that a player chose, not what; the turn runs when both have and the
// record on disk has it at once.
func TestScreenPvPSecretChoices(t *testing.T) {
	s, path := pvp(t, duel)
	s.Update(key("a"))
	v := s.View()
	if !strings.Contains(v, "chosen") || s.m.game.Turns() != 0 {
		t.Fatalf("after player 1's key the screen should say chosen and wait:\n%s", v)
	}
	// T7: the screen is the same whatever was chosen.
	for _, other := range []string{"w", "d"} {
		g, _ := tankwar.NewGame(duel)
		o := newScreen(&match{game: g, names: s.m.names, path: s.m.path}, 0, turnKeys)
		o.Update(key(other))
		if o.View() != v {
			t.Fatalf("the screen after %q differs from after \"a\": it tells the choice", other)
		}
	}
	before := s.View()
	s.Update(key("l"))
	if s.m.game.Turns() != 1 {
		t.Fatal("the turn did not run when both had chosen")
	}
	if got := s.m.game.Moves()[0]; got != [2]tankwar.Action{tankwar.TurnLeft, tankwar.TurnRight} {
		t.Errorf("turn 0 played %v, want a = left for P1 and l = right for P2", got)
	}
	if s.View() == before {
		t.Error("the screen did not change after the turn")
	}
	data, _ := os.ReadFile(path)
	if !strings.Contains(string(data), `"moves":[[1,2]]`) {
		t.Errorf("the record was not saved after the turn: %s", data)
	}
	// Arrows for player 2, w and d for player 1.
	s.Update(key("up"))
	s.Update(key("w"))
	s.Update(key("right"))
	s.Update(key("d"))
	if got := s.m.game.Moves(); len(got) != 3 || got[1] != [2]tankwar.Action{0, 0} || got[2] != [2]tankwar.Action{2, 2} {
		t.Errorf("moves %v", got)
	}
}

// TestScreenPlaysToTheEnd: PvP to the end of a game; the result shows and keys after it
// change nothing; q leaves with the record kept.
func TestScreenPlaysToTheEnd(t *testing.T) {
	s, path := pvp(t, tankwar.Start{Life: 1, Tanks: [2]tankwar.Placement{
		{Cell: tankwar.Cell{X: 1, Y: 5}, Dir: tankwar.Up}, {Cell: tankwar.Cell{X: 9, Y: 9}, Dir: tankwar.Right}}})
	s.Update(key("w")) // T4: off the grid, all life lost
	s.Update(key("i"))
	if !s.m.over() || !strings.Contains(s.View(), "GAME OVER") || !strings.Contains(s.View(), "player 2 (human) wins") {
		t.Fatalf("want the end on screen:\n%s", s.View())
	}
	// The header counts the last turn as the line below it does (turn 0 here), not the
	// turn that will never be played.
	if v := s.View(); !strings.Contains(v, "TANK WAR  turn 0, the last") || !strings.Contains(v, "turn 0: player 1 (human) lost 1") {
		t.Errorf("the last turn counted two ways:\n%s", v)
	}
	s.Update(key("w"))
	s.Update(key("i"))
	if s.m.game.Turns() != 1 {
		t.Error("a key after the end played a turn")
	}
	_, cmd := s.Update(key("q"))
	if cmd == nil || !s.done {
		t.Error("q did not leave")
	}
	if r, _, err := loadRecord(path); err != nil || r.Turns() != 1 {
		t.Errorf("the record kept: %v, %v", r, err)
	}
}

// TestScreenEscLeavesMidGame: Esc leaves a game in progress; the turns played are saved.
func TestScreenEscLeavesMidGame(t *testing.T) {
	s, path := pvp(t, duel)
	s.Update(key("w"))
	s.Update(key("i"))
	s.Update(key("a"))
	if _, cmd := s.Update(key("esc")); cmd == nil || !s.done {
		t.Fatal("esc did not leave")
	}
	if r, _, err := loadRecord(path); err != nil || r.Turns() != 1 || r.Result().Over() {
		t.Errorf("want the record of 1 turn, game on: %v", err)
	}
}

// TestScreenPvE: against a bot, the person may use either set of keys; the bot's answer
// arrives as a message for its turn, and a stale answer is ignored.
func TestScreenPvE(t *testing.T) {
	g, _ := tankwar.NewGame(duel)
	m := &match{game: g, names: [2]string{"human", "search"}, bots: [2]bot.Bot{nil, bot.NewSearch(1, 2)}}
	s := newScreen(m, 0, turnKeys)
	cmd := s.Init()
	if cmd == nil {
		t.Fatal("the bot was not asked")
	}
	if !strings.Contains(s.View(), "thinking...") {
		t.Errorf("want the bot shown thinking:\n%s", s.View())
	}
	msg := cmd()
	s.Update(key("left")) // an arrow works for player 1 alone against a bot
	s.Update(msg)
	if g.Turns() != 1 || g.Moves()[0][0] != tankwar.TurnLeft {
		t.Fatalf("moves %v", g.Moves())
	}
	s.Update(botMove{side: 1, turn: 0, action: tankwar.Straight})
	if s.m.chosen[1] {
		t.Error("an answer for turn 0 was taken for turn 1")
	}
	s.Update(botMove{side: 1, turn: 1, err: os.ErrDeadlineExceeded})
	if !s.m.over() || !strings.Contains(s.View(), "player 2 (search) forfeits") {
		t.Errorf("want the forfeit on screen:\n%s", s.View())
	}
}

// TestScreenFits80x24: the view is at most 24 lines of at most 80 columns, in every state.
func TestScreenFits80x24(t *testing.T) {
	s, _ := pvp(t, duel)
	check := func(when string) {
		lines := strings.Split(s.View(), "\n")
		if len(lines) > 24 {
			t.Errorf("%s: %d lines", when, len(lines))
		}
		for _, l := range lines {
			if n := len([]rune(l)); n > 80 {
				t.Errorf("%s: a line of %d columns: %q", when, n, l)
			}
		}
	}
	check("start")
	for !s.m.over() {
		s.Update(key("d"))
		s.Update(key("l"))
		check("turn")
	}
	check("end")
}

// TestScreenDemo: two bots; after each turn the demo waits for its tick, space pauses and
// resumes, and the game runs to its end.
func TestScreenDemo(t *testing.T) {
	g, _ := tankwar.NewGame(duel)
	m := &match{game: g, names: [2]string{"greedy", "random"}, bots: [2]bot.Bot{bot.NewGreedy(), bot.NewRandom(4)}}
	s := newScreen(m, 50*time.Millisecond, screenKeys)
	// run answers the bots' commands one message at a time, as Bubble Tea would.
	run := func(cmd tea.Cmd) []tea.Msg {
		if cmd == nil {
			return nil
		}
		msg := cmd()
		if b, ok := msg.(tea.BatchMsg); ok {
			var out []tea.Msg
			for _, c := range b {
				out = append(out, c())
			}
			return out
		}
		return []tea.Msg{msg}
	}
	msgs := run(s.Init())
	if len(msgs) != 2 {
		t.Fatalf("want both bots asked, got %d messages", len(msgs))
	}
	var tick tea.Cmd
	for _, msg := range msgs {
		_, tick = s.Update(msg)
	}
	if g.Turns() != 1 || tick == nil {
		t.Fatalf("turns %d, tick %v", g.Turns(), tick)
	}
	if _, ok := tick().(nextTurn); !ok {
		t.Fatal("after a turn the demo does not wait for its tick")
	}
	s.Update(key(" "))
	if _, cmd := s.Update(nextTurn{}); cmd != nil || !strings.Contains(s.View(), "space pauses") {
		t.Fatal("a paused demo asked the bots")
	}
	_, cmd := s.Update(key(" "))
	for steps := 0; !m.over(); steps++ {
		if steps > 1000 {
			t.Fatal("the demo does not end")
		}
		var next tea.Cmd
		for _, msg := range run(cmd) {
			if _, c := s.Update(msg); c != nil {
				next = c
			}
		}
		cmd = next
	}
	if !strings.Contains(s.View(), "GAME OVER") {
		t.Errorf("want the end on screen:\n%s", s.View())
	}
}

// docs/interactive.md: a terminal smaller than 80x24 shows what is needed instead of a board
// cut off; grown back, the board returns.
func TestScreenSmallTerminal(t *testing.T) {
	s, _ := pvp(t, duel)
	for _, size := range []tea.WindowSizeMsg{{Width: 60, Height: 30}, {Width: 100, Height: 20}, {Width: 79, Height: 24}} {
		s.Update(size)
		v := s.View()
		if !strings.Contains(v, "Tank War needs a terminal of at least 80x24") || strings.Contains(v, "TANK WAR") {
			t.Errorf("%dx%d: want the message, not the board:\n%s", size.Width, size.Height, v)
		}
		for _, line := range strings.Split(v, "\n") {
			if len([]rune(line)) >= size.Width {
				t.Errorf("%dx%d: the line %q does not fit", size.Width, size.Height, line)
			}
		}
	}
	s.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if v := s.View(); !strings.Contains(v, "TANK WAR") {
		t.Errorf("80x24 shows no board:\n%s", v)
	}
}

// docs/tankwar.md (T7, what the screen says): when both players lose life the turn's line says why for each, and
// does not run past 79 columns: it takes both lines below the board, each player's part
// whole, and the keys' help moves beside the board.
func TestScreenReportOfBothPlayersFits(t *testing.T) {
	// T4: both go straight; the bullets born between them on turn 0 hit both tanks.
	s, _ := pvpKeys(t, tankwar.Start{Life: 5, Tanks: [2]tankwar.Placement{
		{Cell: tankwar.Cell{X: 5, Y: 5}, Dir: tankwar.Right}, {Cell: tankwar.Cell{X: 5, Y: 9}, Dir: tankwar.Left}}}, screenKeys)
	s.Update(key("d"))
	s.Update(key("left"))
	v := s.View()
	lines := strings.Split(v, "\n")
	if len(lines) != 24 {
		t.Errorf("%d lines, want 24:\n%s", len(lines), v)
	}
	for i, l := range lines {
		if n := len([]rune(l)); n > 80 || (i >= 22 && n > 79) {
			t.Errorf("a line of %d columns: %q", n, l)
		}
	}
	if lines[22] != "turn 0: player 1 (human) lost 2 (hit by a bullet, life 5 -> 3);" ||
		lines[23] != "        player 2 (human) lost 2 (hit by a bullet, life 5 -> 3)" {
		t.Errorf("the lines below the board:\n%s\n%s", lines[22], lines[23])
	}
	if !strings.HasSuffix(lines[21], "  q or esc leaves") {
		t.Errorf("the help is not beside the board's last row: %q", lines[21])
	}
	// A turn without damage keeps one line and the help below.
	s.Update(key("s"))
	s.Update(key("down"))
	lines = strings.Split(s.View(), "\n")
	if !strings.HasPrefix(lines[23], "keys drive that way on the screen") {
		t.Errorf("the help after a turn without damage: %q", lines[23])
	}
}
