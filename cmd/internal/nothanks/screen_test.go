package nothanks

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
	"github.com/ezd-game/ezd/nothanks"
	"github.com/ezd-game/ezd/nothanks/bot"
)

// keys sends keys to the screen as a person types them, running what they start but
// bots' moments (the tests play those by hand).
func keys(t *testing.T, s *screen, ks ...string) {
	t.Helper()
	for _, k := range ks {
		var msg tea.KeyMsg
		switch k {
		case "enter", "up", "down", "left", "right", "backspace", "esc", "end":
			msg = tea.KeyMsg{Type: map[string]tea.KeyType{"enter": tea.KeyEnter, "up": tea.KeyUp, "down": tea.KeyDown,
				"left": tea.KeyLeft, "right": tea.KeyRight, "backspace": tea.KeyBackspace, "esc": tea.KeyEsc, "end": tea.KeyEnd}[k]}
		default:
			msg = tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)}
		}
		s.Update(msg)
	}
}

// duelLayout is an 8x8 board where red's tanks and blue's face each other, 3 apart.
func duelLayout(t *testing.T) nothanks.Layout {
	t.Helper()
	var ps []nothanks.Placed
	add := func(c nothanks.Colour, k nothanks.Kind, cells ...string) {
		for _, s := range cells {
			at, err := nothanks.ParseCell(s)
			if err != nil {
				t.Fatal(err)
			}
			ps = append(ps, nothanks.Placed{Player: c, Kind: k, Cell: at})
		}
	}
	add(nothanks.Red, nothanks.Tank, "A3", "C3", "E3", "G3", "H3")
	add(nothanks.Red, nothanks.Base, "A1", "C1", "E1")
	add(nothanks.Red, nothanks.Barrier, "B1", "D2", "F1", "H1")
	add(nothanks.Blue, nothanks.Tank, "A6", "C6", "E6", "G6", "H6")
	add(nothanks.Blue, nothanks.Base, "A8", "C8", "E8")
	add(nothanks.Blue, nothanks.Barrier, "B8", "D7", "F8", "H8")
	l := nothanks.Layout{Size: 8, Players: 2, Pieces: ps}
	if err := l.Check(); err != nil {
		t.Fatal(err)
	}
	return l
}

// fixedDice rolls the numbers given, in turn.
func fixedDice(rolls ...int) bot.Dice {
	i := 0
	return func() int { r := rolls[i%len(rolls)]; i++; return r }
}

func newTestScreen(t *testing.T, l nothanks.Layout, seats []seat, roll bot.Dice) (*screen, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "game.json")
	m := newMatch(nil, seats, 1, roll, path)
	m.layout = l
	s := newScreen(m, plainInk{}, 0)
	if roll != nil {
		if err := m.start(nothanks.Red); err != nil {
			t.Fatal(err)
		}
	}
	s.Init()
	return s, path
}

func people(n int) []seat {
	out := make([]seat, n)
	for i := range out {
		out[i].person = true
	}
	return out
}

// TestScreenMoveWithUndo: MOVE, a step by the cursor, a typed step, an undo, and the
// last step plays the turn, which is saved (N5).
func TestScreenMoveWithUndo(t *testing.T) {
	l, _ := nothanks.BuiltIn(2)
	s, path := newTestScreen(t, l, people(2), fixedDice(3))
	keys(t, s, "m")
	if s.phase != phSteps || s.roll != 3 {
		t.Fatalf("after m: phase %d, roll %d", s.phase, s.roll)
	}
	// The cursor starts on red's first tank, B3: Enter chooses it, down then Enter steps.
	keys(t, s, "enter", "down", "enter")
	keys(t, s, "b", "4", " ", "c", "5", "enter")
	if len(s.steps) != 2 || s.steps[1] != (nothanks.Step{From: nothanks.Cell{X: 2, Y: 4}, To: nothanks.Cell{X: 3, Y: 5}}) {
		t.Fatalf("steps %v", s.steps)
	}
	keys(t, s, "u")
	if len(s.steps) != 1 {
		t.Fatalf("after undo: steps %v", s.steps)
	}
	keys(t, s, "b", "4", " ", "b", "6", "enter")
	if !strings.Contains(s.note, "not a neighbouring square") {
		t.Errorf("a step of two squares: note %q", s.note)
	}
	keys(t, s, "b", "4", " ", "b", "5", "enter", "b", "5", " ", "b", "6", "enter")
	if s.m.game.Turns() != 1 || s.m.game.Position().At(nothanks.Cell{X: 2, Y: 6}) != nothanks.PieceOf(nothanks.Red, nothanks.Tank) {
		t.Fatalf("the turn was not played: %d turns", s.m.game.Turns())
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	r, err := nothanks.ParseRecord(data)
	if err != nil || len(r.Turns) != 1 || len(r.Turns[0].Steps) != 3 {
		t.Fatalf("the record after the turn: %v, %+v", err, r.Turns)
	}
}

// TestScreenShoot: SHOOT lists the target with its distance and chance; Enter declares
// it and the red die decides (N6).
func TestScreenShoot(t *testing.T) {
	s, _ := newTestScreen(t, duelLayout(t), people(2), fixedDice(3))
	view := s.View()
	if !strings.Contains(view, "3 C3>C6 3 away 4/6 66.7%") {
		t.Fatalf("the target is not listed:\n%s", view)
	}
	keys(t, s, "s", "3", "enter")
	p := s.m.game.Position()
	if s.m.game.Turns() != 1 || p.At(nothanks.Cell{X: 3, Y: 6}) != 0 || p.Kills(nothanks.Red).Tanks != 1 {
		t.Fatalf("a 3 at distance 3 did not hit: %s", s.log)
	}
}

// TestScreenShootNeedsATarget: with no target, s is refused and the player must MOVE (N4).
func TestScreenShootNeedsATarget(t *testing.T) {
	l, _ := nothanks.BuiltIn(2)
	s, _ := newTestScreen(t, l, people(2), fixedDice(3))
	keys(t, s, "s")
	if s.phase != phChoose || !strings.Contains(s.note, "you must MOVE") {
		t.Fatalf("phase %d, note %q", s.phase, s.note)
	}
}

// TestScreenEnteredDice: the roll for the first turn with a tie rolled again (N3), then
// a die outside 1-6 refused and one inside taken (N9).
func TestScreenEnteredDice(t *testing.T) {
	l, _ := nothanks.BuiltIn(3)
	s, _ := newTestScreen(t, l, people(3), nil)
	keys(t, s, "5", "2", "5")
	if s.m.game != nil || len(s.rollers) != 2 {
		t.Fatalf("a tie of red and white: rollers %v", s.rollers)
	}
	keys(t, s, "3", "4")
	if s.m.game == nil || s.m.game.First() != nothanks.White {
		t.Fatal("white rolled higher in the tie and must start")
	}
	keys(t, s, "m", "7")
	if s.phase != phDie || !strings.Contains(s.note, `not "7"`) {
		t.Fatalf("a 7: phase %d, note %q", s.phase, s.note)
	}
	keys(t, s, "2")
	if s.phase != phSteps || s.roll != 2 {
		t.Fatalf("a 2: phase %d, roll %d", s.phase, s.roll)
	}
}

// TestScreenBotsPlay: a bot's moment plays its turn.
func TestScreenBotsPlay(t *testing.T) {
	l, _ := nothanks.BuiltIn(2)
	s, _ := newTestScreen(t, l, []seat{{bot: "greedy"}, {bot: "expecti"}}, bot.NewDice(3))
	for range 10 {
		s.Update(botTurn{turn: s.m.game.Turns()})
	}
	if s.m.game.Turns() != 10 || len(s.log) != 10 {
		t.Fatalf("%d turns, log %v", s.m.game.Turns(), s.log)
	}
}

// TestScreenFits80x24: every phase fits 80 columns and 24 lines up to a 14x14 board.
func TestScreenFits80x24(t *testing.T) {
	for players := 2; players <= 4; players++ {
		l, _ := nothanks.BuiltIn(players)
		s, _ := newTestScreen(t, l, people(players), fixedDice(4))
		check := func(what string) {
			v := s.View()
			lines := strings.Split(strings.TrimRight(v, "\n"), "\n")
			if len(lines) > 24 {
				t.Errorf("%d players, %s: %d lines", players, what, len(lines))
			}
			for _, line := range lines {
				if w := utf8.RuneCountInString(ansi.Strip(line)); w > 80 {
					t.Errorf("%d players, %s: a line of %d columns: %q", players, what, w, line)
				}
			}
		}
		check("choose")
		keys(t, s, "m")
		check("steps")
		keys(t, s, "z", "enter")
		check("a refusal")
	}
}

// TestPlayLines: in accessible mode the same game is played a line at a time and told in
// plain lines: the roll's steps, the bot's turn, the board on request, and q leaves.
func TestPlayLines(t *testing.T) {
	l, _ := nothanks.BuiltIn(2)
	s, path := newTestScreen(t, l, []seat{{person: true}, {bot: "greedy"}}, fixedDice(2))
	ios, out, _ := iostreams.Test("s\nm\nb3 b4\nb4 b5\nboard\nq\nn\nq\ny\n")
	f := &cmdutil.Factory{IO: ios}
	if err := playLines(context.Background(), f, s); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"no tank has a target: you must MOVE (N4).",
		"red rolled 2. Step 1 of 2: ",
		"Step 2 of 2: ",
		"Turn 1: red chose MOVE and rolled 2, and moved: B3 B4, B4 B5.",
		"Turn 2: blue shot from B10 at red's tank on B5 (5 away, 2/6) and rolled 2: missed.",
		"Target 1: B5 shoots B10, 5 away, 2/6.",
		"Leave? The game is saved in " + path + "; resume with ezd nothanks play --resume " + path + ". y leaves, any other key stays.",
		"You stay: the game goes on.",
		"Left after 2 turns.",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the lines lack %q:\n%s", want, out)
		}
	}
	if !strings.Contains(out.String(), "\n 5  .  R  .") {
		t.Errorf("the board lacks red's tank on B5:\n%s", out)
	}
	data, _ := os.ReadFile(path)
	if r, err := nothanks.ParseRecord(data); err != nil || len(r.Turns) != 2 {
		t.Errorf("the record: %v, %d turns", err, len(r.Turns))
	}
}
