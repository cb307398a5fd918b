package battles

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/solo"
)

// openSample starts a battle of the two samples in a new folder, with bots, and returns it
// open.
func openSample(t *testing.T, bots ...combat.Bot) (*Table, string) {
	t.Helper()
	fr, _ := army.Sample("france-1940")
	de, _ := army.Sample("germany-1940")
	b, err := combat.New("sedan", fr, de, combat.Settings{Seed: 1, Bots: bots})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	tb, err := Create(dir, b)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tb.Close() })
	return tb, dir
}

func ints(n ...int) []int { return n }

func take(t *testing.T, tb *Table, w Words) (Taken, error) {
	t.Helper()
	return Take(context.Background(), Cache{}, tb, w)
}

// Each step of the words is the step of the commands: its events are saved, and the lines
// returned are the journal's, as battle log --json prints them.
func TestTakeRecordsWhatTheLogTells(t *testing.T) {
	tb, dir := openSample(t)
	steps := []Words{
		{Step: "initiative", Dice: ints(5, 2)},                                            // R3: red wins
		{Step: "activate", Tank: "red:2"},                                                 // R4: a small tank, three actions
		{Step: "move", Through: []string{"rough"}},                                        // R6, R9
		{Step: "attack", Target: "blue:1", Cover: Cover{Word: "light"}, Dice: ints(6, 1)}, // R7
		{Step: "done"},
		{Step: "activate", Tank: "blue:1"},
		{Step: "defend"}, // R5: ends the activation
	}
	for _, w := range steps {
		before := len(tb.Battle.Journal())
		got, err := take(t, tb, w)
		if err != nil {
			t.Fatalf("%s: %v", w.Step, err)
		}
		if len(got.Lines) == 0 || got.Lines[0].Line != before+1 || len(tb.Battle.Journal()) != before+len(got.Lines) {
			t.Fatalf("%s: lines %+v after %d", w.Step, got.Lines, before)
		}
	}
	b, _, err := Read(dir, "sedan")
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Journal()) != len(tb.Battle.Journal()) {
		t.Fatalf("the journal on disk has %d events, the table %d", len(b.Journal()), len(tb.Battle.Journal()))
	}
	got, err := take(t, tb, Words{Step: "undo"})
	if err != nil || len(got.Undone) == 0 || !strings.Contains(strings.Join(got.Undone, " "), "defend") {
		t.Fatalf("undo: %+v, %v", got, err)
	}
}

// Words that are not a step are a *WordsError, a step the rules refuse a *Refused; neither
// records anything.
func TestTakeRefuses(t *testing.T) {
	for _, tc := range []struct {
		name  string
		w     Words
		words bool
	}{
		{"unknown step", Words{Step: "fly"}, true},
		{"R11 a die of 7", Words{Step: "initiative", Dice: ints(7, 2)}, true},
		{"one die", Words{Step: "initiative", Dice: ints(5)}, true},
		{"a field the step does not take", Words{Step: "pass", Tank: "red:1"}, true},
		{"an attack's cover as a list", Words{Step: "attack", Target: "blue:1", Cover: CoverTanks("blue:1")}, true},
		{"unknown terrain", Words{Step: "move", Through: []string{"lava"}}, true},
		{"R3 a tie on the table", Words{Step: "initiative", Dice: ints(4, 4)}, false},
		{"R3 activate before the roll-off", Words{Step: "activate", Tank: "red:1"}, false},
		{"no such tank", Words{Step: "activate", Tank: "red:9"}, false},
		{"at a line not the last", Words{Step: "initiative", At: new(int)}, true},
		{"a bot step with no bot", Words{Step: "bot"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb, _ := openSample(t)
			_, err := take(t, tb, tc.w)
			var we *WordsError
			var rf *Refused
			if tc.words && !errors.As(err, &we) || !tc.words && !errors.As(err, &rf) {
				t.Fatalf("err = %T %v, want a words error: %v", err, err, tc.words)
			}
			if len(tb.Battle.Journal()) != 1 {
				t.Fatalf("%d events recorded", len(tb.Battle.Journal())-1)
			}
		})
	}
}

// A step sent with the line count it saw is made once: the second, at a line not the
// last, is refused.
func TestTakeAtRefusesAStepSentTwice(t *testing.T) {
	tb, _ := openSample(t)
	at := 1
	w := Words{Step: "initiative", Dice: ints(5, 2), At: &at}
	if _, err := take(t, tb, w); err != nil {
		t.Fatal(err)
	}
	var rf *Refused
	if _, err := take(t, tb, w); !errors.As(err, &rf) || !strings.Contains(rf.Reason, "moved on") {
		t.Fatalf("the second: %v", err)
	}
}

// Solo play from the words: the bot rolls off, activates with no facts, and needs sees
// once its tank is active (docs/solo.md).
func TestTakeBot(t *testing.T) {
	tb, _ := openSample(t, combat.Bot{Player: combat.Blue, Stance: solo.Steady.String()})
	if got, err := take(t, tb, Words{Step: "bot", Dice: ints(2, 5)}); err != nil || got.Bot == nil || got.Bot.Step != "initiative" {
		t.Fatalf("roll-off: %+v %v", got, err)
	}
	got, err := take(t, tb, Words{Step: "bot"})
	if err != nil || got.Bot == nil || !strings.HasPrefix(got.Said, "Blue (ezd, steady): activate") {
		t.Fatalf("activate: %+v %v", got, err)
	}
	var rf *Refused
	if _, err := take(t, tb, Words{Step: "bot"}); !errors.As(err, &rf) || !strings.Contains(rf.Reason, "sees") {
		t.Fatalf("no sees: %v", err)
	}
	none := []string{}
	if got, err := take(t, tb, Words{Step: "bot", Sees: &none}); err != nil || len(got.Lines) == 0 {
		t.Fatalf("sees none: %+v %v", got, err)
	}
}

// A journal that cannot be written is a *SaveError, not a refusal.
func TestTakeSaveError(t *testing.T) {
	tb, _ := openSample(t)
	tb.j.Close() // the file is closed under the table: every write fails
	_, err := take(t, tb, Words{Step: "initiative", Dice: ints(5, 2)})
	var se *SaveError
	if !errors.As(err, &se) {
		t.Fatalf("err = %T %v, want a *SaveError", err, err)
	}
}
