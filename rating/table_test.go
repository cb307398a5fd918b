package rating

import (
	"math"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// TestTableCounts: each duel counts for both entrants, from each one's side: a win for
// one is a loss for the other, a draw half a point each, and a forfeit is a loss counted
// again for the side that forfeited only. The best Elo comes first.
func TestTableCounts(t *testing.T) {
	duels := []Duel{
		{A: 0, B: 1, Points: 1},
		{A: 1, B: 0, Points: 0.5},
		{A: 2, B: 0, Points: 0, Forfeit: 1}, // entrant 2 forfeited as A
		{A: 1, B: 2, Points: 1, Forfeit: 2}, // entrant 2 forfeited as B
		{A: 2, B: 1, Points: 1},
	}
	rows, err := Table([]string{"x", "y", "z"}, duels)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]Standing{}
	for _, r := range rows {
		r.Elo, r.EloError = 0, 0
		got[r.Bot] = r
	}
	want := map[string]Standing{
		"x": {Bot: "x", Games: 3, Wins: 2, Draws: 1, Points: 2.5},
		"y": {Bot: "y", Games: 4, Wins: 1, Draws: 1, Losses: 2, Points: 1.5},
		"z": {Bot: "z", Games: 3, Wins: 1, Losses: 2, Forfeits: 2, Points: 1},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("standings (-want +got):\n%s", diff)
	}
	if rows[0].Bot != "x" || rows[0].Elo <= rows[1].Elo || rows[1].Elo <= rows[2].Elo {
		t.Errorf("not best Elo first: %+v", rows)
	}
	for _, r := range rows {
		if r.Elo != math.Round(r.Elo) || r.EloError != math.Round(r.EloError) || r.EloError <= 0 {
			t.Errorf("%s: Elo %v ± %v, want whole points", r.Bot, r.Elo, r.EloError)
		}
	}
}

// TestTableTiesKeepTheOrderGiven: entrants of equal Elo stay in the order of the names.
func TestTableTiesKeepTheOrderGiven(t *testing.T) {
	rows, err := Table([]string{"c", "a", "b"}, []Duel{{A: 0, B: 1, Points: 0.5}, {A: 1, B: 2, Points: 0.5}, {A: 2, B: 0, Points: 0.5}})
	if err != nil {
		t.Fatal(err)
	}
	if rows[0].Bot != "c" || rows[1].Bot != "a" || rows[2].Bot != "b" {
		t.Errorf("order %v %v %v, want c a b", rows[0].Bot, rows[1].Bot, rows[2].Bot)
	}
	// Given worst first, the best still comes first.
	rows, err = Table([]string{"weak", "mid", "strong"}, []Duel{{A: 2, B: 1, Points: 1}, {A: 1, B: 0, Points: 1}, {A: 2, B: 0, Points: 1}})
	if err != nil {
		t.Fatal(err)
	}
	if rows[0].Bot != "strong" || rows[1].Bot != "mid" || rows[2].Bot != "weak" {
		t.Errorf("order %v %v %v, want strong mid weak", rows[0].Bot, rows[1].Bot, rows[2].Bot)
	}
	if _, err := Table([]string{"a", "b"}, []Duel{{A: 0, B: 2, Points: 1}}); err == nil || !strings.Contains(err.Error(), "between players 0 and 2") {
		t.Errorf("a duel with an entrant out of range: %v", err)
	}
}

// Every duel gives its entrants one game and one point between them, whatever they are.
func TestTablePointsProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(2, 5).Draw(t, "n")
		names := make([]string, n)
		for i := range names {
			names[i] = string(rune('a' + i))
		}
		duels := rapid.SliceOf(rapid.Custom(func(t *rapid.T) Duel {
			a := rapid.IntRange(0, n-1).Draw(t, "a")
			b := (a + rapid.IntRange(1, n-1).Draw(t, "gap")) % n
			return Duel{A: a, B: b, Points: []float64{0, 0.5, 1}[rapid.IntRange(0, 2).Draw(t, "pts")]}
		})).Draw(t, "duels")
		rows, err := Table(names, duels)
		if err != nil {
			t.Fatal(err)
		}
		games, points := 0, 0.0
		for _, r := range rows {
			if r.Wins+r.Draws+r.Losses != r.Games {
				t.Fatalf("%+v", r)
			}
			games += r.Games
			points += r.Points
		}
		if games != 2*len(duels) || points != float64(len(duels)) {
			t.Fatalf("%d games and %v points for %d duels", games, points, len(duels))
		}
	})
}
