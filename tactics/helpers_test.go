package tactics

import (
	"strings"
	"testing"
	"time"
)

// t0 is a Tuesday morning in Berlin (08:00 UTC, 09:00 local).
var t0 = time.Date(2026, 12, 1, 8, 0, 0, 0, time.UTC)

// testGame is a game with the named players on a side-8 grid in Europe/Berlin.
func testGame(t testing.TB, mode Mode, players ...string) Game {
	t.Helper()
	g, err := NewGame(mode, players, 8, false, "Europe/Berlin", 0)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// placedAt starts a game at t0 with the players on the given cells, in order.
func placedAt(t testing.TB, g Game, cells ...Cell) *State {
	t.Helper()
	s, err := NewState(g)
	if err != nil {
		t.Fatal(err)
	}
	mustApply(t, s, Event{At: t0, Kind: KindStarted})
	for i, c := range cells {
		mustApply(t, s, Event{At: t0, Kind: KindPlaced, Player: g.Players[i], Cell: c})
	}
	return s
}

func mustApply(t testing.TB, s *State, events ...Event) {
	t.Helper()
	for _, e := range events {
		if err := s.Apply(e); err != nil {
			t.Fatalf("%s %+v: %v", e.Kind, e, err)
		}
	}
}

// refused applies e and wants it refused with a reason holding want; the state must be
// as it was.
func refused(t testing.TB, s *State, e Event, want string) {
	t.Helper()
	before := s.Board()
	n := s.Events()
	err := s.Apply(e)
	if err == nil {
		t.Fatalf("%s %+v was accepted (want refused: %s)", e.Kind, e, want)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("%s refused with %q (want it to say %q)", e.Kind, err, want)
	}
	if s.Events() != n || !sameBoard(before, s.Board()) {
		t.Fatalf("a refused %s changed the state", e.Kind)
	}
}

func sameBoard(a, b Board) bool {
	return string(mustJSON(a)) == string(mustJSON(b))
}

// at is sec seconds after t0.
func at(sec int) time.Time { return t0.Add(time.Duration(sec) * time.Second) }

func act(sec int, kind Kind, player string) Event {
	return Event{At: at(sec), Kind: kind, Player: player}
}

func player(t testing.TB, s *State, name string) Player {
	t.Helper()
	p, ok := s.Player(name)
	if !ok {
		t.Fatalf("no player %s", name)
	}
	return p
}

// downed sets a player downed as if by the last event folded, for tests that start from a
// position rather than play up to it.
func downed(s *State, name string, revivable bool) {
	i, _ := s.game.index(name)
	p := &s.players[i]
	p.Downed, p.Hearts, p.AP, p.Revivable = true, 0, 0, revivable
	s.downedBy[i] = s.events
}
