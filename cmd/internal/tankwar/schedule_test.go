package tankwar

import (
	"strings"
	"testing"

	"github.com/ezd-game/ezd/tankwar"
	"github.com/ezd-game/ezd/tankwar/bot"
)

// The schedule, worked out game by game: every pair plays exactly --games games, in the
// order the bots were given; each fair start twice, each bot on each side once (T7:
// tournaments from fair starts); no two games share a seed.
func TestScheduleEveryPairBothWays(t *testing.T) {
	for _, c := range []struct{ bots, games int }{{2, 1}, {2, 6}, {3, 5}, {5, 4}} {
		s := schedule{bots: c.bots, games: c.games, seed: 42, life: 5}
		if want := c.bots * (c.bots - 1) / 2 * c.games; s.len() != want {
			t.Fatalf("%d bots, %d games: len %d, want %d", c.bots, c.games, s.len(), want)
		}
		type side struct {
			a, b  int
			start tankwar.Start
		}
		played := map[side]int{}
		seeds := map[uint64]bool{}
		lastPair := [2]int{-1, -1}
		for i := range s.len() {
			fx := s.at(i)
			a, b := min(fx.p1, fx.p2), max(fx.p1, fx.p2)
			if a == b || b >= c.bots {
				t.Fatalf("game %d: bots %d and %d", i, fx.p1, fx.p2)
			}
			if pair := [2]int{a, b}; pair != lastPair {
				if pair[0] < lastPair[0] || (pair[0] == lastPair[0] && pair[1] <= lastPair[1]) {
					t.Fatalf("game %d: pair %v comes after %v", i, pair, lastPair)
				}
				lastPair = pair
			}
			played[side{fx.p1, fx.p2, fx.start}]++
			if seeds[fx.seed] {
				t.Fatalf("game %d: seed used twice", i)
			}
			seeds[fx.seed] = true
		}
		for sd, n := range played {
			if n != 1 {
				t.Errorf("%d bots: %v played %d times", c.bots, sd, n)
			}
			back := side{sd.b, sd.a, sd.start}
			if played[back] == 0 && c.games%2 == 0 {
				t.Errorf("%d bots, %d games: %v is never played the other way round", c.bots, c.games, sd)
			}
		}
	}
}

// The menu's bot list says how each bot plays and how strong it is, weakest first.
func TestMenuBotLabelsSayHowStrong(t *testing.T) {
	labels := botLabels(bot.Names())
	want := []string{"random: ", "(easiest)", "greedy: ", "(easy)", "search: ", "(medium)", "minimax: ", "(hard)", "deep: ", "(hardest)"}
	for i, l := range labels {
		if !strings.HasPrefix(l, want[2*i]) || !strings.HasSuffix(l, want[2*i+1]) {
			t.Errorf("bot %d: %q, want %q ... %q", i, l, want[2*i], want[2*i+1])
		}
	}
}
