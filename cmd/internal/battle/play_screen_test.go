package battle

import (
	"slices"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/ezd-game/ezd/cmd/internal/cmdtest"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// The play screen driven by key messages, as Bubble Tea delivers them: each test opens a
// battle made by step commands and reads the screen's view and what it printed.

// dataFactory is a Factory on test streams whose data folder is data.
func dataFactory(data string) *cmdutil.Factory {
	ios, _, _ := iostreams.Test("")
	return &cmdutil.Factory{IO: ios, Getenv: func(k string) string {
		if k == "XDG_DATA_HOME" {
			return data
		}
		return ""
	}}
}

// openSedan opens the battle sedan under data for play, as `battle play` does; close it.
func openSedan(t interface{ Fatal(...any) }, data string) *table {
	f := dataFactory(data)
	dir, err := battleDir(f)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := openNamed(f, dir, "sedan")
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// playScreen is the screen over a battle started with the samples, seed 1, after the
// step commands given.
func playScreen(t *testing.T, commands ...string) (*screen, string) {
	t.Helper()
	data := t.TempDir()
	steps(t, data, append([]string{"new sedan --red sample:france-1940 --blue sample:germany-1940 --seed 1"}, commands...)...)
	ios, _, _ := iostreams.Test("")
	tb := openSedan(t, data)
	t.Cleanup(func() { tb.Close() })
	return newScreen(newSession(tb, 80, nil, nil), ios), data
}

// keyMsg is the message Bubble Tea delivers for a key named as tea.KeyMsg.String names
// it: "enter", "down", "esc", "1".
func keyMsg(k string) tea.KeyMsg {
	named := map[string]tea.KeyType{"enter": tea.KeyEnter, "down": tea.KeyDown, "up": tea.KeyUp,
		"esc": tea.KeyEsc, "ctrl+c": tea.KeyCtrlC, "left": tea.KeyLeft, "right": tea.KeyRight,
		"backspace": tea.KeyBackspace}
	if kt, ok := named[k]; ok {
		return tea.KeyMsg{Type: kt}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)}
}

// press gives keys to the screen as Update does, without the printing that follows, so
// that what the keys told waits in the outbox for shown.
func press(t *testing.T, m *screen, keys ...string) {
	t.Helper()
	for _, k := range keys {
		if got := keyMsg(k).String(); got != k {
			t.Fatalf("key %q is delivered as %q", k, got)
		}
		m.key(k)
		if m.err != nil && k != "esc" && k != "ctrl+c" {
			t.Fatalf("key %q: %v", k, m.err)
		}
	}
}

// shown takes what the screen has to print above its question.
func shown(m *screen) string {
	out := strings.Join(append(m.outbox, m.s.takeOut()...), "\n")
	m.outbox = nil
	return out
}

func wantView(t *testing.T, m *screen, wants ...string) {
	t.Helper()
	v := m.View()
	for _, w := range wants {
		if !strings.Contains(v, w) {
			t.Errorf("the screen lacks %q:\n%s", w, v)
		}
	}
}

// docs/battle.md: after an attack the cursor stays on Attack and on its target, and the cover
// is asked once per target in an activation; Back still reaches it. Three keys make the
// second attack.
func TestPlaySecondAttackIsThreeKeys(t *testing.T) {
	m, _ := playScreen(t, "initiative --dice 5,2")
	press(t, m, "1", "2") // Activate a tank: red:2 Renault R35 (3 actions)
	press(t, m, "enter", "down", "enter")
	wantView(t, m, "What is Panzer 38(t) (blue:2) in?")
	press(t, m, "down", "enter") // light cover
	wantView(t, m, "Modifiers: attacker light cover -1 (net -1).", "Hits on 10 of 36 (27.8%). Who rolls?")
	press(t, m, "enter") // roll for me
	wantView(t, m, "Renault R35 (red:2), 2 actions left:", "> 1. Attack: 3 targets, range 9 cm")
	press(t, m, "enter")
	wantView(t, m, "> 2. blue:2 Panzer 38(t) · within 9 cm · ")
	press(t, m, "enter")
	wantView(t, m, "in light cover.", "Hits on 10 of 36 (27.8%). Who rolls?", "> 1. Roll for me")
	press(t, m, "esc")
	wantView(t, m, "What is Panzer 38(t) (blue:2) in?", "> 2. Light cover")
	press(t, m, "enter", "enter")
	st := m.s.t.Battle.State()
	var attacks int
	for _, e := range m.s.t.Battle.Journal() {
		if a, ok := e.(combat.Attacked); ok && a.Target == (combat.Ref{Player: combat.Blue, Pos: 2}) && a.Cover == terrain.LightCover {
			attacks++
		}
	}
	if attacks != 2 || st.ActionsLeft != 1 {
		t.Errorf("%d attacks on blue:2 in light cover, %d actions left; want 2 and 1", attacks, st.ActionsLeft)
	}
}

// docs/battle.md: the target list shows each target's range to measure, damage left and odds.
func TestPlayTargetList(t *testing.T) {
	m, _ := playScreen(t, "initiative --dice 2,5", "activate blue:2", "attack red:1 --dice 6,1")
	press(t, m, "1")
	wantView(t, m,
		"Which tank does Panzer 38(t) (blue:2) attack?",
		"> 1. red:1 Char B1 bis · within 12 cm · 2 left · 41.7%",
		"  2. red:2 Renault R35 · within 12 cm · 1 left · 41.7%",
		"  0. Back")
}

// docs/battle.md: Esc goes back one question, and leaves only from the menu; Back is in every
// sub-question, as 0.
func TestPlayEscGoesBackOneQuestion(t *testing.T) {
	m, _ := playScreen(t, "initiative --dice 5,2", "activate red:2")
	press(t, m, "1", "1", "1", "2") // Attack blue:1 in the open; enter the dice
	wantView(t, m, "> Attacker's die (1-6): _")
	titles := []string{"Hits on 15 of 36 (41.7%). Who rolls?", "What is Panzer IV (blue:1) in?",
		"Which tank does Renault R35 (red:2) attack?", "Renault R35 (red:2), 3 actions left:"}
	for _, title := range titles {
		press(t, m, "esc")
		wantView(t, m, title)
		if m.err != nil {
			t.Fatalf("Esc left play from a sub-question: %v", m.err)
		}
		if !m.s.current().menu {
			if o := m.s.current().options; o[len(o)-1].key != backKey || o[len(o)-1].label != "Back" {
				t.Errorf("%q has no Back as 0: %+v", title, o[len(o)-1])
			}
		}
	}
	press(t, m, "esc")
	if m.err != cmdutil.ErrCancelled || !m.done {
		t.Errorf("Esc on the menu: err %v, done %v; want cancelled", m.err, m.done)
	}
	if m.s.t.Battle.State().ActionsLeft != 3 {
		t.Error("going back made a step")
	}
}

// R3, R11: entered dice are refused unless 1 to 6, and a tied roll-off asks both dice
// again at once, without going back to the menu.
func TestPlayEnteredDice(t *testing.T) {
	m, _ := playScreen(t)
	press(t, m, "1", "2", "0")
	wantView(t, m, "Initiative: red's die against blue's. Who rolls?")
	press(t, m, "2", "7")
	wantView(t, m, `"7" is not a die: enter a whole number from 1 to 6`, "> Red's die (1-6): _")
	press(t, m, "3", "3")
	wantView(t, m, "initiative is a tie: both rolled 3, roll again (R3); nothing was recorded", "> Red's die (1-6): _")
	press(t, m, "2", "backspace", "5", "2")
	if st := m.s.t.Battle.State(); st.Initiative != combat.Red {
		t.Fatalf("initiative %v after 5 against 2", st.Initiative)
	}
	if !strings.Contains(shown(m), "Turn 1. Red wins initiative: 5 against 2.") {
		t.Error("the roll-off was not told")
	}
}

// R6, R9, docs/battle.md: the terrain of a move is picked, several pieces of each kind; a move
// whose allowance comes to 0 asks whether to spend the action on staying put.
func TestPlayMoveTerrain(t *testing.T) {
	m, _ := playScreen(t, "initiative --dice 5,2", "activate red:2")
	press(t, m, "2")
	wantView(t, m, "Move Renault R35 (red:2): which terrain does it enter?", "> 1. Move: up to 6 cm")
	press(t, m, "2", "2", "3") // two pieces of rough ground, one of light cover
	wantView(t, m, "1. Move through 2 rough ground and 1 light cover: up to 0 cm", "4. Take the last piece off")
	press(t, m, "4") // take the light cover off
	wantView(t, m, "1. Move through 2 rough ground: up to 2 cm")
	press(t, m, "down", "right", "left", "left") // on light cover: one more, then two fewer
	wantView(t, m, "1. Move through 2 rough ground: up to 2 cm")
	press(t, m, "3", "1")
	wantView(t, m, "Its allowance is 0 cm: spend an action to stay put?", "1. Yes: spend the action", "0. Back")
	press(t, m, "0")
	wantView(t, m, "Move through 2 rough ground and 1 light cover")
	press(t, m, "1", "1")
	moves := 0
	for _, e := range m.s.t.Battle.Journal() {
		if mv, ok := e.(combat.Moved); ok {
			moves++
			if !slices.Equal(mv.Through, []terrain.Kind{terrain.Rough, terrain.Rough, terrain.LightCover}) || mv.Allowance != 0 {
				t.Errorf("moved %+v", mv)
			}
		}
	}
	if moves != 1 {
		t.Errorf("%d moves, want 1", moves)
	}
}

// docs/battle.md: the board is shown when an activation ends, not after every step of one, and
// the win is told once.
func TestPlayBoardAndWinOnce(t *testing.T) {
	m, _ := playScreen(t, "initiative --dice 5,2", "activate red:2", "attack blue:2 --dice 6,1", "attack blue:2 --dice 6,1",
		"attack blue:3 --dice 6,1", "activate blue:1", "defend")
	shown(m)
	press(t, m, "1", "1") // red activates red:1, the Char B1 bis
	if out := shown(m); strings.Contains(out, "Battle sedan, turn 1") {
		t.Errorf("the board was printed within an activation:\n%s", out)
	}
	press(t, m, "1", "3", "1", "2", "4", "4") // attack blue:3 in the open: 4 + 1 against 4
	out := shown(m)
	if strings.Count(out, "Battle sedan, turn 1: over, red won.") != 1 || strings.Count(out, "Red wins") != 1 {
		t.Errorf("want one board and one announcement of the win:\n%s", out)
	}
	wantView(t, m, "The battle is over.", "> 9. Leave")
}

// fakeAdvice advises as a solver would, with numbers made up for the test.
type fakeAdvice struct{ asked int }

func (a *fakeAdvice) Advise(st combat.State) (Advice, error) {
	a.asked++
	switch {
	case !st.Active.IsZero():
		return Advice{Red: 0.62, Best: "attack blue:2"}, nil
	case st.ToAct() == combat.Red:
		return Advice{Red: 0.55, Best: "activate red:3"}, nil
	}
	return Advice{Red: 0.5}, nil
}

// docs/analysis.md: once the solver is ready, the screen shows the win chance as a bar and the
// menu marks the best step, on the menu and in the list below it; the solver is asked once
// per position however often the screen is drawn.
func TestPlayMarksTheBestStep(t *testing.T) {
	m, _ := playScreen(t, "initiative --dice 5,2")
	wantView(t, m, "> 1. Activate a tank: 4 tanks ready\n")
	a := &fakeAdvice{}
	m.Update(adviceReady{advisor: a})
	wantView(t, m, "Win chance: red 55% "+strings.Repeat("█", 22)+strings.Repeat("░", 18)+" 45% blue",
		"> 1. Activate a tank: 4 tanks ready ◀ best\n", "  2. Pass")
	press(t, m, "1")
	wantView(t, m, "  3. red:3 FCM 36 · small, 3 actions · 0/1 damage ◀ best\n", "  4. red:4 Panhard")
	press(t, m, "3", "1")
	wantView(t, m, "Win chance: red 62% ", "  2. blue:2 Panzer 38(t) · within 9 cm · 2 left · 41.7% ◀ best")
	for range 5 {
		m.View()
	}
	if a.asked != 2 {
		t.Errorf("the solver was asked %d times for 2 positions", a.asked)
	}
}

// evenAdvice gives every position the same chance: a step that changes no figure.
type evenAdvice struct{}

func (evenAdvice) Advise(combat.State) (Advice, error) { return Advice{Red: 0.5}, nil }

// docs/analysis.md: the win chance is shown once for what it says. When red's activation
// ends the board prints the bar; the bot then activates a tank and asks what it sees, and
// the chance has not changed: no second, identical bar is drawn above its question. A
// chance that changes is drawn above the question, once.
func TestPlayDrawsTheSameWinChanceOnce(t *testing.T) {
	data := t.TempDir()
	steps(t, data, "new sedan --red sample:france-1940 --blue sample:germany-1940 --seed 1", "initiative --dice 5,2")
	asked := false
	bots := func(st combat.State) *BotTurn {
		switch {
		case st.ToAct() != combat.Blue:
			return nil
		case st.Active.IsZero():
			return &BotTurn{Step: &Step{Kind: ActivateTank, Tank: st.Options().Activate[0]}}
		case !asked:
			return &BotTurn{Notice: "ezd's turn: Panzer IV wants to know which tanks it sees.",
				Ask: "Which of red's tanks can Panzer IV see within 15 cm?", Options: []string{"red:1", "None of them"},
				Answer: func(int) { asked = true }}
		}
		return &BotTurn{Step: &Step{Kind: DoneStep}}
	}
	tb := openSedan(t, data)
	defer tb.Close()
	ios, _, _ := iostreams.Test("")
	m := newScreen(newSession(tb, 80, bots, nil), ios)
	m.Update(adviceReady{advisor: evenAdvice{}})
	press(t, m, "1", "2", "4") // red activates red:2 and is done
	wantView(t, m, "Which of red's tanks can Panzer IV see")
	bar := "Win chance: red 50% "
	if out := shown(m); strings.Count(out, bar) != 1 {
		t.Fatalf("want the board's bar once:\n%s", out)
	}
	if v := m.View(); strings.Contains(v, bar) {
		t.Errorf("the bar the board just printed is drawn again above the bot's question:\n%s", v)
	}
	m.s.advisor, m.s.advice = &fakeAdvice{}, adviceCache{at: -1} // now blue's active tank changes the figures
	wantView(t, m, "Win chance: red 62% ")
}

// Solo play's seam: a bot plays blue. It asks the person what only the table shows, then
// makes its steps through the same rules, each saved and told; the person is shown the
// menu when red is to act again.
func TestPlayBotsSeam(t *testing.T) {
	data := t.TempDir()
	steps(t, data, "new sedan --red sample:france-1940 --blue sample:germany-1940 --seed 1", "initiative --dice 5,2")
	var answers []int
	bots := func(st combat.State) *BotTurn {
		if st.ToAct() != combat.Blue {
			return nil
		}
		if !st.Active.IsZero() {
			return &BotTurn{Step: &Step{Kind: DoneStep}}
		}
		if len(answers) == 0 {
			return &BotTurn{Ask: "Is red:2 within 15 cm of blue:1?", Options: []string{"Yes", "No"},
				Answer: func(i int) { answers = append(answers, i) }}
		}
		ref := st.Options().Activate[0]
		return &BotTurn{Say: "ezd activates " + ref.String() + ".", Step: &Step{Kind: ActivateTank, Tank: ref}}
	}
	tb := openSedan(t, data)
	defer tb.Close()
	ios, _, _ := iostreams.Test("")
	m := newScreen(newSession(tb, 80, bots, nil), ios)
	press(t, m, "1", "2", "4") // red activates red:2 and is done
	wantView(t, m, "Is red:2 within 15 cm of blue:1?", "  1. Yes")
	drawn(m)
	wantView(t, m, "> 1. Yes")
	press(t, m, "2")
	if !slices.Equal(answers, []int{1}) {
		t.Errorf("answers %v, want [1]", answers)
	}
	wantView(t, m, "Red to act, 1 activation left this turn:")
	out := shown(m)
	cmdtest.InOrder(t, out, "Red activates Renault R35", "ezd activates blue:1.", "Blue activates Panzer IV (1 action).",
		"Panzer IV is done, 1 action unused.")
}

// drawn moves the screen's clock on by listenAfter: ezd's question on it has been drawn
// for as long as it waits before it takes keys.
func drawn(m *screen) {
	m.listen.drawn(m.s.current())
	at := m.listen.now().Add(listenAfter)
	m.listen.now = func() time.Time { return at }
}

// docs/solo.md: a key typed ahead for the person's own flow never answers the bot's
// question that follows. Here the third key was meant for a question that did not come:
// the bot's question is still waiting, with its notice, until it has been drawn; a key
// pressed then answers it.
func TestPlayTypedAheadKeysNeverAnswerTheBot(t *testing.T) {
	data := t.TempDir()
	steps(t, data, "new sedan --red sample:france-1940 --blue sample:germany-1940 --seed 1", "initiative --dice 5,2")
	var answers []int
	bots := func(st combat.State) *BotTurn {
		if st.ToAct() != combat.Blue || len(answers) > 0 {
			return nil
		}
		return &BotTurn{Notice: "ezd's turn: Panzer IV wants to know which tanks it sees.",
			Ask: "Which of red's tanks can Panzer IV see within 15 cm?", Options: []string{"red:1", "red:2", "None of them"},
			Answer: func(i int) { answers = append(answers, i) }}
	}
	tb := openSedan(t, data)
	defer tb.Close()
	ios, _, _ := iostreams.Test("")
	m := newScreen(newSession(tb, 80, bots, nil), ios)
	// One message of three keys, as a fast typist's: activate red:2 and be done, then 2.
	m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("124")})
	m.Update(keyMsg("2"))
	if len(answers) != 0 {
		t.Fatalf("keys typed ahead answered the bot's question: %v", answers)
	}
	wantView(t, m, "ezd's turn: Panzer IV wants to know which tanks it sees.", "Which of red's tanks can Panzer IV see", "…")
	if v := m.View(); strings.Contains(v, "↑/↓") {
		t.Errorf("the bot's question offers its keys before it has been drawn:\n%s", v)
	}
	drawn(m)
	wantView(t, m, "keys typed before this question were not used for it", "↑/↓ and enter, or a number")
	m.Update(keyMsg("2"))
	if !slices.Equal(answers, []int{1}) {
		t.Errorf("answers %v, want [1]: the key pressed after the question was drawn", answers)
	}
}

// docs/interactive.md: on a terminal smaller than 80x24 play shows a clear message instead of
// a cut-off screen, and takes no key but Ctrl-C; made larger, it shows the question again.
func TestPlayOnATooSmallTerminal(t *testing.T) {
	m, _ := playScreen(t)
	m.Update(tea.WindowSizeMsg{Width: 70, Height: 20})
	v := m.View()
	if !strings.Contains(strings.ReplaceAll(v, "\n", " "), "The terminal is 70x20: battle play needs at least 80x24") {
		t.Fatalf("no message on a 70x20 terminal:\n%s", v)
	}
	for _, line := range strings.Split(v, "\n") {
		if len([]rune(line)) > 70 {
			t.Errorf("the message does not fit 70 columns: %q", line)
		}
	}
	press(t, m, "1") // Roll initiative, were it shown
	if q := m.s.current(); !q.menu {
		t.Errorf("a key chose %q on a screen too small to see", q.title)
	}
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	wantView(t, m, "Turn 1 begins: roll initiative (R3).", "> 1. Roll initiative for turn 1")
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 23})
	wantView(t, m, "The terminal is 100x23: battle play needs at least 80x24")
}

// soloScreen is the screen over sedan after the roll-off, blue played by a bot that
// activates its first ready tank, saying why, and ends the activation at once.
func soloScreen(t *testing.T) *screen {
	data := t.TempDir()
	steps(t, data, "new sedan --red sample:france-1940 --blue sample:germany-1940 --seed 1", "initiative --dice 5,2")
	bots := func(st combat.State) *BotTurn {
		switch {
		case st.ToAct() != combat.Blue:
			return nil
		case !st.Active.IsZero():
			return &BotTurn{Step: &Step{Kind: DoneStep}}
		}
		ref := st.Options().Activate[0]
		return &BotTurn{Say: "Blue (ezd, steady): activate " + ref.String() + ". The reason why.", Announces: true,
			Step: &Step{Kind: ActivateTank, Tank: ref}}
	}
	return botScreen(t, data, bots)
}

// botScreen is the screen at 80x24 over sedan under data, with bots.
func botScreen(t *testing.T, data string, bots Bots) *screen {
	tb := openSedan(t, data)
	t.Cleanup(func() { tb.Close() })
	ios, _, _ := iostreams.Test("")
	m := newScreen(newSession(tb, 80, bots, nil), ios)
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	return m
}

// docs/solo.md: at 80x24 the board printed when the bot's activation ends pushes its
// reasons away; they stay in view above the person's question until the person acts.
func TestPlayKeepsTheBotsReasonsInView(t *testing.T) {
	m := soloScreen(t)
	press(t, m, "1", "2", "4") // red activates red:2 and is done; the bot plays blue:1
	shown(m)
	wantView(t, m, "Blue (ezd, steady): activate blue:1. The reason why.", "Red to act, 1 activation left this turn:")
	if rows := strings.Count(m.View(), "\n") + 1; rows+m.boardRows()-2 > 24 { // the board's first two lines may scroll away: the header is live
		t.Errorf("the view takes %d rows: with the board it does not fit 24", rows)
	}
	press(t, m, "1", "1") // red acts: activates red:1
	if v := m.View(); strings.Contains(v, "The reason why") {
		t.Errorf("the bot's reason is still in view after the person acted:\n%s", v)
	}
}

// docs/solo.md: Show the log is a page in the view, with the bots' reasons before
// their steps; nothing is printed, so the board above stays where it is, and Esc goes
// back to the menu.
func TestPlayShowsTheLogWithReasonsInPlace(t *testing.T) {
	m := soloScreen(t)
	press(t, m, "1", "2", "4")
	shown(m)
	press(t, m, "8")
	if out := shown(m); out != "" {
		t.Errorf("Show the log printed above the board:\n%s", out)
	}
	v := m.View()
	cmdtest.InOrder(t, v, "The battle so far:", "Red activates Renault R35",
		"Blue (ezd, steady): activate blue:1. The reason why.", "Blue activates Panzer IV", "lines ")
	if rows := strings.Count(v, "\n") + 1; rows+m.boardRows() > 24 {
		t.Errorf("the log's page takes %d rows: with the board it does not fit 24\n%s", rows, v)
	}
	press(t, m, "home")
	wantView(t, m, `Battle "sedan": red France 1940`, "lines 1-")
	press(t, m, "esc")
	wantView(t, m, "Red to act, 1 activation left this turn:")
}
