package main

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/ezd-game/ezd/cmd/internal/journal"
	"github.com/ezd-game/ezd/combat"
)

// The full-screen play form in a real terminal, and the lock it holds meanwhile: another
// ezd is refused the battle until play ends, and the step played before Esc is saved.
func TestBattlePlayInATerminal(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	t.Setenv("XDG_CACHE_HOME", data+"/cache")
	t.Setenv("GORACE", os.Getenv("GORACE")+" atexit_sleep_ms=0")
	newSedan(t, data)
	term := startTerminal(t, t.TempDir(), "battle", "play")
	term.expect("Turn 1 begins: roll initiative (R3).")

	code, out, errOut := runEzd(t, data, "battle", "initiative", "--dice", "5,2")
	if code != 1 || errOut != "ezd: battle sedan is open in another ezd\n" || out != "" {
		t.Errorf("a second ezd while play holds the battle: exit %d, stdout %q, stderr %q", code, out, errOut)
	}

	term.send(enter) // Roll initiative for turn 1
	term.expect("Who rolls?")
	term.send(enter) // Roll for me: the battle's fair dice, seed 42
	term.expect("Turn 1. Red wins initiative: 6 against 2.")
	term.expect("Red to act, 2 activations left this turn:")
	term.send(enter) // Activate a tank
	term.expect("Which tank does red activate?")
	term.send(enter) // red:1
	term.expect("Char B1 bis (red:1), 1 action left:")
	term.send(esc)
	if code := term.exitCode(); code != 130 {
		t.Errorf("Esc: exit %d, want 130", code)
	}

	if st := savedSedan(t, data).State(); st.Active != (combat.Ref{Player: combat.Red, Pos: 1}) {
		t.Errorf("after Esc the journal has active %v, want red:1", st.Active)
	}
	code, out, errOut = runEzd(t, data, "battle", "defend")
	if code != 0 || !strings.Contains(out, "Char B1 bis defends") {
		t.Errorf("once play has ended: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// oneActivation is the keys of a roll-off and one whole activation of the battle below:
// roll initiative with the battle's dice (red wins), activate red:2 Renault R35, attack
// blue:2 twice (the cursor stays on Attack and on the target; the cover is asked once),
// move through one piece of rough ground, which ends the activation, and Esc.
var oneActivation = []string{
	enter, enter, // Roll initiative; Roll for me
	enter, down, enter, // Activate a tank; red:2
	enter, down, enter, enter, enter, // Attack; blue:2; in the open; Roll for me
	enter, enter, enter, // Attack; blue:2 again; Roll for me
	down, enter, down, enter, "\x1b[A", enter, // Move; add rough ground; back up to Move; go
	esc, // leave from blue's menu
}

// docs/battle.md: every key reaches the question it was typed for, in order. The same keys,
// typed one at a time with a pause and all at once, make the same battle: the journals
// are the same, byte for byte.
func TestBattlePlayTypedAhead(t *testing.T) {
	journals := map[string]string{}
	for _, pace := range []string{"slowly", "at once"} {
		data := t.TempDir()
		t.Setenv("XDG_DATA_HOME", data)
		t.Setenv("XDG_CACHE_HOME", data+"/cache")
		newSedan(t, data)
		term := startTerminal(t, t.TempDir(), "battle", "play")
		term.expect("Turn 1 begins: roll initiative (R3).")
		if pace == "slowly" {
			for _, k := range oneActivation {
				term.send(k)
				time.Sleep(150 * time.Millisecond)
			}
		} else {
			term.send(oneActivation...)
		}
		if code := term.exitCode(); code != 130 {
			t.Fatalf("%s: exit %d, want 130; the terminal got:\n%q", pace, code, term.out.String())
		}
		raw, err := os.ReadFile(journal.Path(filepath.Join(data, "ezd", "battles"), "sedan"))
		if err != nil {
			t.Fatal(err)
		}
		journals[pace] = string(raw)
	}
	if journals["slowly"] != journals["at once"] {
		t.Errorf("typed at once, the keys made another battle than typed slowly:\nslowly:\n%s\nat once:\n%s",
			journals["slowly"], journals["at once"])
	}
	d, err := combat.Decode([]byte(journals["at once"]))
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, e := range d.Battle.Journal() {
		kinds = append(kinds, e.Kind())
	}
	want := "started initiative activated attacked attacked moved done"
	if got := strings.Join(kinds, " "); got != want {
		t.Errorf("the keys made %q, want %q", got, want)
	}
}

// docs/solo.md: keys typed ahead stay for the person's own flow, but a question asked
// for ezd's side takes only keys pressed after it was drawn. The person types a whole
// activation and one key more; that key must not answer the bot's question which follows,
// which waits, with its notice, until it is answered.
func TestBattlePlayTypedAheadNeverAnswersTheBot(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	t.Setenv("XDG_CACHE_HOME", data+"/cache")
	newSedan(t, data, "--bot", "blue")
	term := startTerminal(t, t.TempDir(), "battle", "play", "--no-hints")
	term.expect("Turn 1 begins: roll initiative (R3).")
	term.send(enter, enter, // Roll initiative; Roll for me: red wins, 6 against 2
		enter, down, enter, // Activate a tank; red:2 Renault R35
		"4", // Done: the activation ends and ezd activates a tank of blue's
		"1") // one key too many, typed ahead
	term.expect("ezd's turn: ")
	term.expect("wants to know which tanks it sees.")
	term.expect("keys typed before this question were not used for it")
	events := savedSedan(t, data).Journal()
	if a, ok := events[len(events)-1].(combat.Activated); !ok || a.Tank.Player != combat.Blue {
		t.Errorf("the bot's question did not wait: the journal ends with %#v", events[len(events)-1])
	}
	term.send("\x03") // Ctrl-C
	if code := term.exitCode(); code != 130 {
		t.Errorf("Ctrl-C: exit %d, want 130", code)
	}
}

// The same in accessible mode, where answers are lines: a line typed ahead of the bot's
// question is dropped from the terminal's input when the question is drawn, which says
// so, and the question takes the line typed after it (docs/solo.md).
func TestBattlePlayAccessibleTypedAheadNeverAnswersTheBot(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the terminal's input queue is flushed on Linux only")
	}
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	t.Setenv("XDG_CACHE_HOME", data+"/cache")
	newSedan(t, data, "--bot", "blue")
	term := startTerminal(t, t.TempDir(), "battle", "play", "--no-hints", "--accessible")
	term.expect("Enter a number: 1, 8 or 9:")
	term.send("1", enter) // Roll initiative
	term.expect("Enter a number: 1, 2 or 0:")
	term.send("1", enter) // Roll for me: red wins, 6 against 2
	term.expect("Enter a number: 1, 2, 7, 8 or 9:")
	term.send("1", enter) // Activate a tank
	term.expect("Enter a number: 1, 2, 3, 4 or 0:")
	term.send("2", enter) // red:2 Renault R35
	term.expect("Enter a number: 1, 2, 3, 4, 7, 8 or 9:")
	term.send("4", enter, // Done: the activation ends and ezd activates a tank of blue's
		"1", enter) // one line too many, typed ahead: "red:1 is in sight"
	term.expect("ezd's turn: Panzer II wants to know which tanks it sees.")
	term.expect("Lines typed before this question were not used for it.")
	term.expect("Enter a number: 1, 2, 3, 4 or 0:")
	time.Sleep(500 * time.Millisecond) // ezd's question takes no line in its first 400 ms
	term.send("0", enter)              // None of them: the bot moves on rather than attack red:1
	term.expect("No enemy tank in sight: Panzer II moves")
	events := savedSedan(t, data).Journal()
	if m, ok := events[len(events)-1].(combat.Moved); !ok || m.Tank != (combat.Ref{Player: combat.Blue, Pos: 3}) {
		t.Errorf("the bot's step after \"none of them\" is %#v, want Panzer II's move", events[len(events)-1])
	}
	term.send("\x03") // Ctrl-C
	if code := term.exitCode(); code != 130 {
		t.Errorf("Ctrl-C: exit %d, want 130", code)
	}
}

// newSedan starts the battle sedan under data, the samples with seed 42, and the flags
// given.
func newSedan(t *testing.T, data string, flags ...string) {
	t.Helper()
	args := append([]string{"battle", "new", "sedan", "--red", "sample:france-1940", "--blue", "sample:germany-1940",
		"--seed", "42"}, flags...)
	if code, _, errOut := runEzd(t, data, args...); code != 0 {
		t.Fatalf("battle new: exit %d: %s", code, errOut)
	}
}

// savedSedan reads the battle sedan back from data, as the next ezd would.
func savedSedan(t *testing.T, data string) *combat.Battle {
	t.Helper()
	raw, err := os.ReadFile(journal.Path(filepath.Join(data, "ezd", "battles"), "sedan"))
	if err != nil {
		t.Fatal(err)
	}
	d, err := combat.Decode(raw)
	if err != nil {
		t.Fatal(err)
	}
	return d.Battle
}
