package nothanks

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/nothanks"
	"github.com/ezd-game/ezd/nothanks/bot"
)

// botTurns plays n turns of m with greedy choosing for every seat, the person's too,
// rolling m's dice.
func botTurns(t *testing.T, m *match, n int) {
	t.Helper()
	b, _ := bot.New("greedy", 1)
	for range n {
		p := m.game.Position()
		if p.Over() {
			return
		}
		turn, err := bot.TakeTurn(b, p, m.roll)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.play(turn); err != nil {
			t.Fatal(err)
		}
	}
}

// startedMatch is a match of a person (red) and expecti from the seed's dice, its roll for
// the first turn made and its record saved in a temporary folder.
func startedMatch(t *testing.T, seed uint64) *match {
	t.Helper()
	m := newMatch(nil, []seat{{person: true}, {bot: "expecti"}}, seed, bot.NewDice(seed), filepath.Join(t.TempDir(), "game.json"))
	m.layout, _ = nothanks.BuiltIn(2)
	first, _ := nothanks.FirstByRolls(2, func(nothanks.Colour) (int, error) { return m.roll(), nil })
	if err := m.start(first); err != nil {
		t.Fatal(err)
	}
	return m
}

// TestResumeGoesOnWhereLeft (issue 31, item 5): a game resumed from its record has the same
// seats, the same turns, and dice that roll on where the game left them: the turns after
// are the turns the game would have had without leaving.
func TestResumeGoesOnWhereLeft(t *testing.T) {
	m := startedMatch(t, 9)
	botTurns(t, m, 7)
	r, err := resumeMatch(m.path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(r.seats, m.seats) || r.game.Turns() != 7 || r.rolled != m.rolled || !r.saved {
		t.Fatalf("resumed: seats %v, %d turns, %d dice; want %v, 7, %d", r.seats, r.game.Turns(), r.rolled, m.seats, m.rolled)
	}
	botTurns(t, m, 12)
	botTurns(t, r, 12)
	if !reflect.DeepEqual(r.game.Record().Turns, m.game.Record().Turns) {
		t.Error("the resumed game's turns differ from the game played on")
	}
	data, _ := os.ReadFile(r.path)
	var saved struct {
		Turns []json.RawMessage `json:"turns"`
	}
	if err := json.Unmarshal(data, &saved); err != nil || len(saved.Turns) != r.game.Turns() {
		t.Errorf("the resumed game is not saved on into its file: %d turns, %v", len(saved.Turns), err)
	}
}

// TestResumeRefuses (issue 31, item 5): a finished game, a damaged record, one without a
// table, one of bots alone or naming a bot ezd lacks is refused, saying why.
func TestResumeRefuses(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	m := startedMatch(t, 3)
	botTurns(t, m, 2000)
	if !m.game.Position().Over() {
		t.Fatal("greedy's game did not end")
	}
	over, _ := os.ReadFile(m.path)
	left := startedMatch(t, 4)
	botTurns(t, left, 3)
	data, _ := os.ReadFile(left.path)
	fresh := string(data)
	for _, c := range []struct{ name, data, want string }{
		{"over.json", string(over), "the game is over, "},
		{"cut.json", fresh[:len(fresh)/2], "cut.json: not a record: "},
		{"notable.json", fresh[:strings.Index(fresh, `,"table"`)] + "}", `has no "table" saying who plays each seat`},
		{"bots.json", strings.Replace(fresh, `"person"`, `"greedy"`, 1), "every seat is a bot's"},
		{"clever.json", strings.Replace(fresh, `"expecti"`, `"clever"`, 1), `blue's seat is "clever", which is no bot of this ezd`},
	} {
		_, err := resumeMatch(write(c.name, c.data))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	if _, err := resumeMatch(filepath.Join(dir, "none.json")); err == nil || !strings.Contains(err.Error(), "there is no record file") {
		t.Errorf("a missing file: %v", err)
	}
}
