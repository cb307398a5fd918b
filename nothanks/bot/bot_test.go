package bot

import (
	"os"
	"testing"
	"time"

	"github.com/ezd-game/ezd/nothanks"
)

// duel plays games between two bots from the built-in 2-player layout, each bot taking
// each seat in turn, and returns a's wins, b's wins and the games stopped, with the
// slowest turn of each bot.
func duel(t testing.TB, a, b string, games int) (wa, wb, stopped int, slow [2]time.Duration) {
	l, _ := nothanks.BuiltIn(2)
	for i := range games {
		ba, _ := New(a, uint64(i))
		bb, _ := New(b, uint64(i)+1000)
		bots := []Bot{timed{ba, &slow[0]}, timed{bb, &slow[1]}}
		if i%2 == 1 {
			bots[0], bots[1] = bots[1], bots[0]
		}
		o, err := Play(l, nothanks.Red, bots, NewDice(uint64(i)), DefaultMaxTurns)
		if err != nil || o.Forfeit != 0 {
			t.Fatalf("game %d: %v %s", i, err, o.Reason)
		}
		w, over := o.Game.Position().Winner()
		switch {
		case !over:
			stopped++
		case (w == nothanks.Red) == (i%2 == 0):
			wa++
		default:
			wb++
		}
	}
	return
}

// timed keeps the slowest Decide plus Steps of a bot.
type timed struct {
	Bot
	slow *time.Duration
}

func (b timed) Decide(p nothanks.Position) (nothanks.Choice, nothanks.Shot) {
	start := time.Now()
	c, s := b.Bot.Decide(p)
	*b.slow = max(*b.slow, time.Since(start))
	return c, s
}

func (b timed) Steps(p nothanks.Position, roll int) []nothanks.Step {
	start := time.Now()
	s := b.Bot.Steps(p, roll)
	*b.slow = max(*b.slow, time.Since(start))
	return s
}

// TestExpectiBeatsGreedy: expecti must beat greedy clearly (docs/nothanks.md, Bots: over 200 games;
// here 40, seats swapped every game, and EZD_LONG=1 plays the 200).
func TestExpectiBeatsGreedy(t *testing.T) {
	games := 40
	if os.Getenv("EZD_LONG") != "" {
		games = 200
	}
	e, g, stopped, slow := duel(t, "expecti", "greedy", games)
	t.Logf("expecti %d, greedy %d, stopped %d; slowest turns %v", e, g, stopped, slow)
	if e < 3*g {
		t.Errorf("expecti won %d and greedy %d of %d games (want expecti at least three times as many)", e, g, games)
	}
}

// TestGreedyBeatsRandom: greedy must beat random.
func TestGreedyBeatsRandom(t *testing.T) {
	g, r, stopped, _ := duel(t, "greedy", "random", 20)
	if g < 3*r || stopped > 2 {
		t.Errorf("greedy won %d and random %d of 20 games, %d stopped", g, r, stopped)
	}
}

// TestBotsPlayWholeGames: every bot plays 3 and 4 players' games to the end with turns the
// rules accept (a refused turn would be a forfeit), the same seed the same game.
func TestBotsPlayWholeGames(t *testing.T) {
	for _, players := range []int{3, 4} {
		l, _ := nothanks.BuiltIn(players)
		play := func() *nothanks.Game {
			var bots []Bot
			for i := range players {
				b, _ := New(Names()[i%len(Names())], uint64(i))
				bots = append(bots, b)
			}
			o, err := Play(l, nothanks.Blue, bots, NewDice(9), DefaultMaxTurns)
			if err != nil || o.Forfeit != 0 {
				t.Fatalf("%d players: %v %s", players, err, o.Reason)
			}
			return o.Game
		}
		a, b := play(), play()
		if a.Turns() != b.Turns() || a.Position() != b.Position() {
			t.Errorf("%d players: the same seed played two games", players)
		}
		places := Places(a.Position())
		if !a.Position().Over() && places[0] != 1 {
			t.Logf("%d players: stopped after %d turns", players, a.Turns())
		}
	}
}

// TestPlaces: the winner places 1, the first out last, the one out between them 2; with
// nobody out every player shares place 1.
func TestPlaces(t *testing.T) {
	l, _ := nothanks.BuiltIn(3)
	p, _ := l.Start(nothanks.Red)
	if got := Places(p); got[0] != 1 || got[1] != 1 || got[2] != 1 {
		t.Errorf("nobody out: places %v, want all 1", got)
	}
	for seed := range uint64(20) {
		o, err := Play(l, nothanks.Red, []Bot{Greedy{}, Greedy{}, Greedy{}}, NewDice(seed), DefaultMaxTurns)
		if err != nil || !o.Game.Position().Over() {
			continue
		}
		end := o.Game.Position()
		w, _ := end.Winner()
		var losers []nothanks.Colour
		for c := range nothanks.Colour(3) {
			if c != w {
				losers = append(losers, c)
			}
		}
		first, second := losers[0], losers[1]
		if end.OutOnTurn(second) < end.OutOnTurn(first) {
			first, second = second, first
		}
		if got := Places(end); got[w] != 1 || got[second] != 2 || got[first] != 3 {
			t.Fatalf("seed %d: out on turns %d, %d, %d; places %v", seed, end.OutOnTurn(0), end.OutOnTurn(1), end.OutOnTurn(2), got)
		}
		return
	}
	t.Fatal("no game of three greedy bots ended in 20 seeds")
}

// BenchmarkDecide times each bot's whole turn (Decide, then Steps for a roll of 4) on the
// 2- and 4-player positions of a game after a few turns of greedy play.
func BenchmarkDecide(b *testing.B) {
	for _, players := range []int{2, 4} {
		l, _ := nothanks.BuiltIn(players)
		g, _ := nothanks.NewGame(l, nothanks.Red)
		roll := NewDice(1)
		for range 6 * players {
			t, _ := TakeTurn(Greedy{}, g.Position(), roll)
			g.Play(t)
		}
		p := g.Position()
		for _, name := range Names() {
			b.Run(name+"/"+string(rune('0'+players))+"p", func(b *testing.B) {
				bot, _ := New(name, 1)
				b.ReportAllocs()
				for b.Loop() {
					if bot.Name() == "expecti" {
						bot = NewExpecti() // no plans kept from the last loop
					}
					if c, _ := bot.Decide(p); c == nothanks.Move {
						bot.Steps(p, 4)
					}
				}
			})
		}
	}
}

// BenchmarkExpectiTurns plays expecti against greedy (2 players) and against greedy and
// random (4 players) and reports expecti's mean and slowest turn (Decide and Steps) over
// a whole game: docs/nothanks.md (Bots) wants every turn within 200 ms.
func BenchmarkExpectiTurns(b *testing.B) {
	for _, players := range []int{2, 4} {
		b.Run(string(rune('0'+players))+"p", func(b *testing.B) {
			l, _ := nothanks.BuiltIn(players)
			var slowest, total time.Duration
			turns := 0
			for i := 0; b.Loop(); i++ {
				var slow time.Duration
				bots := []Bot{timedTurns{NewExpecti(), &slow, &total, &turns}, Greedy{}, NewRandom(uint64(i)), Greedy{}}[:players]
				if _, err := Play(l, nothanks.Red, bots, NewDice(uint64(i)), DefaultMaxTurns); err != nil {
					b.Fatal(err)
				}
				slowest = max(slowest, slow)
			}
			b.ReportMetric(float64(slowest.Microseconds())/1000, "ms-slowest-turn")
			b.ReportMetric(float64(total.Microseconds())/1000/float64(max(turns, 1)), "ms/turn")
		})
	}
}

// timedTurns times a bot's whole turns.
type timedTurns struct {
	Bot
	slow, total *time.Duration
	turns       *int
}

func (b timedTurns) Decide(p nothanks.Position) (nothanks.Choice, nothanks.Shot) {
	start := time.Now()
	c, s := b.Bot.Decide(p)
	d := time.Since(start)
	*b.slow, *b.total = max(*b.slow, d), *b.total+d
	*b.turns++
	return c, s
}

func (b timedTurns) Steps(p nothanks.Position, roll int) []nothanks.Step {
	start := time.Now()
	s := b.Bot.Steps(p, roll)
	d := time.Since(start)
	*b.slow, *b.total = max(*b.slow, d), *b.total+d
	return s
}
