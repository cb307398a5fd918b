package bot

import (
	"math/rand/v2"
	"time"

	"github.com/ezd-game/ezd/tactics"
)

// Bots in the seats of a game that a referee serves (ezd tactics serve --bots): when each
// takes its go in a round, and what it does then. The server only asks and writes what
// the engine accepts; what a bot does is decided here, as in a simulation.

// Seated is a bot playing one seat of a served game.
type Seated struct {
	// Seat is the player's place in the game's order of players; Name is the player.
	Seat int
	Name string
	// Kind is the bot's name, as Names.
	Kind string
	Bot  Bot
}

// Seat gives the seats of a game their bots: kinds maps a player's name to the name of the
// bot that plays it (Names); the other seats are people. Turtles are each other's allies,
// as in a simulation.
func Seat(g tactics.Game, kinds map[string]string) ([]Seated, error) {
	names := make([]string, len(g.Players))
	for i, p := range g.Players {
		names[i] = kinds[p]
	}
	bots, err := seatBots(g.Players, names)
	if err != nil {
		return nil, err
	}
	var out []Seated
	for i, b := range bots {
		if b != nil {
			out = append(out, Seated{Seat: i, Name: g.Players[i], Kind: names[i], Bot: b})
		}
	}
	return out, nil
}

// seatBots returns a bot for each seat named in kinds ("" leaves a seat to a person, nil).
func seatBots(players, kinds []string) ([]Bot, error) {
	var turtles []string
	for i, name := range kinds {
		if name == "turtle" {
			turtles = append(turtles, players[i])
		}
	}
	bots := make([]Bot, len(kinds))
	for i, name := range kinds {
		if name == "" {
			continue
		}
		b, err := New(name)
		if err != nil {
			return nil, err
		}
		if _, ok := b.(Turtle); ok && len(turtles) > 1 {
			b = Turtle{Allies: turtles}
		}
		bots[i] = b
	}
	return bots, nil
}

// Streams of a served bot's draws (Seed.Source), apart from the scheduler's;
// numbered from 0x80 so that they never meet the scheduler's streams (1 to 4).
const (
	drawMoment = 0x80 + iota
	drawChoice
	// drawSimulate is simulate's own: when each seat acts in a round, and its choices.
	drawSimulate
)

// keyed is the random source of one stream, round and seat: asking again (a server that
// restarted, or that asks every second) gives the same numbers.
func keyed(seed tactics.Seed, stream uint8, round, seat int) *rand.Rand {
	return seed.Source(stream, uint64(round)<<16^uint64(seat))
}

// Moment is when a bot takes its go in the round in progress: a whole second drawn from
// the seed, the round and the seat, in the first half of the round's time limit, so a
// bot acts whenever it likes, as people do (TT3), yet never keeps a table that has
// finished waiting for long. Before the start it is the zero time.
func Moment(s *tactics.State, seat int, seed tactics.Seed) time.Time {
	if s.Round() == 0 {
		return time.Time{}
	}
	half := max(int64(s.Game().RoundSeconds)/2, 1)
	return s.RoundStart().Add(time.Duration(keyed(seed, drawMoment, s.Round(), seat).Int64N(half)) * time.Second)
}

// Go is what a bot does at the moment at: its turn when it is living, its votes when it is
// downed (standard mode only, TT10), each event checked by the engine against the state
// the ones before it left, and any the engine refuses left out, as a referee would refuse
// it. Its choices are drawn from the seed, the round and the seat. s is not changed.
func Go(s *tactics.State, b Seated, at time.Time, seed tactics.Seed) []tactics.Event {
	return play(s.Clone(), b.Name, b.Bot, at, keyed(seed, drawChoice, s.Round(), b.Seat))
}

// play lets one seat's bot act at its moment on s, applying what the engine accepts, and
// returns those events; it stops when the game ends.
func play(s *tactics.State, name string, b Bot, at time.Time, r *rand.Rand) []tactics.Event {
	v, err := s.View(name, at)
	if err != nil {
		return nil
	}
	var want []tactics.Event
	switch {
	case !v.You.Downed:
		want = b.Turn(v, r)
	case s.Game().Mode == tactics.Standard:
		want = b.Jury(v, r)
	}
	var done []tactics.Event
	for _, e := range want {
		e.At, e.Player = at, name
		if s.Apply(e) != nil {
			continue
		}
		done = append(done, e)
		if s.Ended() {
			break
		}
	}
	return done
}
