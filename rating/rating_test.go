package rating

import (
	"math"
	"testing"

	"pgregory.net/rapid"
)

func games(a, b int, wins, draws, losses int) []Score {
	var out []Score
	for range wins {
		out = append(out, Score{a, b, 1})
	}
	for range draws {
		out = append(out, Score{a, b, 0.5})
	}
	for range losses {
		out = append(out, Score{a, b, 0})
	}
	return out
}

// TestRatingsEqualPlayers: even results give equal ratings at the mean.
func TestRatingsEqualPlayers(t *testing.T) {
	r, err := Ratings(2, games(0, 1, 30, 40, 30))
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(r[0].Elo-1500) > 1e-6 || math.Abs(r[1].Elo-1500) > 1e-6 {
		t.Errorf("got %+v", r)
	}
}

// TestRatingsGapMatchesElo: 75% against one opponent is about 191 points (the Elo curve),
// a little less because of the prior, and more games narrow the interval.
func TestRatingsGapMatchesElo(t *testing.T) {
	r, _ := Ratings(2, games(0, 1, 750, 0, 250))
	gap := r[0].Elo - r[1].Elo
	if gap < 185 || gap > 191 {
		t.Errorf("gap %v, want just under 190.8", gap)
	}
	few, _ := Ratings(2, games(0, 1, 75, 0, 25))
	if !(few[0].Error > r[0].Error*2.5) {
		t.Errorf("100 games: ±%v, 1000 games: ±%v; want about sqrt(10) times wider", few[0].Error, r[0].Error)
	}
	// The interval of a 50% result over n games is about 1.96 * 400/ln10 * 2/sqrt(n)/2.
	even, _ := Ratings(2, games(0, 1, 200, 0, 200))
	want := 1.96 * eloScale / math.Sqrt(400*0.25) / math.Sqrt(2) / math.Sqrt(2)
	if math.Abs(even[0].Error-want)/want > 0.05 {
		t.Errorf("±%v, want about %v", even[0].Error, want)
	}
}

// TestRatingsPerfectScoreIsFinite: winning every game gives a high but finite rating.
func TestRatingsPerfectScoreIsFinite(t *testing.T) {
	r, _ := Ratings(3, append(games(0, 1, 100, 0, 0), games(1, 2, 100, 0, 0)...))
	if !(r[0].Elo > r[1].Elo && r[1].Elo > r[2].Elo) || math.IsInf(r[0].Elo, 0) || math.IsNaN(r[0].Error) {
		t.Errorf("got %+v", r)
	}
}

// TestRatingsRefuses: games naming no player, or scoring outside 0..1, are errors.
func TestRatingsRefuses(t *testing.T) {
	for _, g := range []Score{{0, 2, 1}, {1, 1, 0}, {-1, 0, 0}, {0, 1, 2}} {
		if _, err := Ratings(2, []Score{g}); err == nil {
			t.Errorf("%+v accepted", g)
		}
	}
}

// TestRatingsLaws: ratings average 1500; swapping who is A in every game changes nothing;
// a player who scores more against the same opponents rates higher.
func TestRatingsLaws(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(2, 5).Draw(t, "n")
		var gs, swapped []Score
		for range rapid.IntRange(0, 40).Draw(t, "games") {
			a := rapid.IntRange(0, n-1).Draw(t, "a")
			b := (a + rapid.IntRange(1, n-1).Draw(t, "d")) % n
			p := float64(rapid.IntRange(0, 2).Draw(t, "p")) / 2
			gs = append(gs, Score{a, b, p})
			swapped = append(swapped, Score{b, a, 1 - p})
		}
		r, err := Ratings(n, gs)
		if err != nil {
			t.Fatal(err)
		}
		s, _ := Ratings(n, swapped)
		sum := 0.0
		for i := range r {
			sum += r[i].Elo
			if math.Abs(r[i].Elo-s[i].Elo) > 1e-6 || math.Abs(r[i].Error-s[i].Error) > 1e-6 || !(r[i].Error > 0) {
				t.Fatalf("player %d: %+v, swapped %+v", i, r[i], s[i])
			}
		}
		if math.Abs(sum/float64(n)-MeanElo) > 1e-6 {
			t.Fatalf("mean %v", sum/float64(n))
		}
	})
}
