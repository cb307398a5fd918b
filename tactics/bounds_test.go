package tactics

import (
	"io"
	"strings"
	"testing"
)

// TT1, TT3: the game's bounds are inclusive: the smallest and largest side, a round of one
// second and of a year are games; one past is not. The refusal of a name says which player
// it is, counted from 1. (Mutation testing found these edges unpinned: issue 34.)
func TestTT1GameBoundsAreInclusive(t *testing.T) {
	ok := Game{Mode: Standard, Side: 8, Timezone: "UTC", RoundSeconds: 60, Players: []string{"ann", "bob"}}
	for name, c := range map[string]struct {
		change func(g *Game)
		valid  bool
	}{
		"side 5 (MinSide)":          {func(g *Game) { g.Side = MinSide }, true},
		"side 32 (MaxSide)":         {func(g *Game) { g.Side = MaxSide }, true},
		"a round of 1 s":            {func(g *Game) { g.RoundSeconds = 1 }, true},
		"a round of a year":         {func(g *Game) { g.RoundSeconds = MaxRoundSeconds }, true},
		"a round of a year and 1 s": {func(g *Game) { g.RoundSeconds = MaxRoundSeconds + 1 }, false},
		"16 players (MaxPlayers)": {func(g *Game) {
			g.Players = strings.Fields("ann bob cat dan eve fay gus hal ivy jo kim lee max ned oz pam")
		}, true},
	} {
		g := ok
		c.change(&g)
		if err := g.Validate(); (err == nil) != c.valid {
			t.Errorf("%s: Validate says %v (want valid %v)", name, err, c.valid)
		}
	}
	g := ok
	g.Players = []string{"ann", "b\x1bb", "cat"}
	if err := g.Validate(); err == nil || !strings.HasPrefix(err.Error(), "player 2: ") {
		t.Errorf("a bad second name: %v (want it named player 2)", err)
	}
}

// A run of exactly longBlank blanks outside a string is kept whole; one more is cut to
// longBlank (issue 33's squeeze, at its edge).
func TestSqueezeKeepsARunOfLongBlank(t *testing.T) {
	for _, c := range []struct{ run, want int }{{longBlank, longBlank}, {longBlank + 1, longBlank}, {longBlank - 1, longBlank - 1}} {
		in := "[1," + strings.Repeat(" ", c.run) + "2]"
		out, err := io.ReadAll(&squeeze{r: strings.NewReader(in)})
		if err != nil {
			t.Fatal(err)
		}
		if want := "[1," + strings.Repeat(" ", c.want) + "2]"; string(out) != want {
			t.Errorf("a run of %d blanks squeezed to %d (want %d)", c.run, len(out)-5, c.want)
		}
	}
}

// A game with no event yet is written "events": [] on one line, as the referee's new
// journal is (TT15's journal, read by people too).
func TestTT15EmptyJournalWritesEmptyEvents(t *testing.T) {
	g := Game{Mode: Standard, Side: 8, Timezone: "UTC", RoundSeconds: 60, Players: []string{"ann", "bob"}}
	out := string(Journal{Game: g}.Marshal())
	if !strings.HasSuffix(out, "\"events\": []\n}\n") {
		t.Errorf("an empty journal ends %q (want \"events\": [] on one line)", out[max(0, len(out)-30):])
	}
}

// TT1: a name's refusal points at the character, counted from 1 in characters, not bytes.
func TestTT1NameRefusalCountsCharacters(t *testing.T) {
	err := CheckName("éa!b")
	if err == nil || !strings.Contains(err.Error(), "at character 3") {
		t.Errorf("CheckName(\"éa!b\") = %v (want the ! at character 3)", err)
	}
}

// TT15: an event of exactly MaxEventBytes is not refused for its length (its content is
// for the fold to judge); one byte more is.
func TestJournalReaderTakesAnEventOfMaxEventBytes(t *testing.T) {
	head, tail := `{"at": "2026-12-01T09:00:00Z", "kind": "end-turn", "player": "`, `"}`
	exact := head + strings.Repeat("a", MaxEventBytes-len(head)-len(tail)) + tail
	if len(exact) != MaxEventBytes {
		t.Fatalf("built %d bytes", len(exact))
	}
	_, err := ReadJournal(journal(exact))
	if err != nil && strings.Contains(err.Error(), "longer than") {
		t.Errorf("an event of exactly %d bytes: %v (want it read)", MaxEventBytes, err)
	}
	_, err = ReadJournal(journal(exact[:len(head)] + "a" + exact[len(head):]))
	if err == nil || !strings.Contains(err.Error(), "longer than") {
		t.Errorf("an event of %d bytes: %v (want it refused as longer than 64 KiB)", MaxEventBytes+1, err)
	}
}
