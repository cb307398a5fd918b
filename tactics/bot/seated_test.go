package bot

import (
	"slices"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/ezd-game/ezd/tactics"
)

// servedState is a started game of four (ann and bob people, two bots) on the fake
// clock's start.
func servedState(t *testing.T, mode tactics.Mode, seed uint64) (*tactics.State, []Seated) {
	t.Helper()
	g, err := tactics.NewGame(mode, []string{"ann", "bob", "hunter1", "turtle1"}, 0, false, "Europe/Berlin", 0)
	if err != nil {
		t.Fatal(err)
	}
	seats, err := Seat(g, map[string]string{"hunter1": "hunter", "turtle1": "turtle"})
	if err != nil {
		t.Fatal(err)
	}
	start := time.Date(2026, 12, 1, 8, 0, 0, 0, time.UTC)
	evs, err := tactics.Start(g, start, tactics.SeedOf(seed))
	if err != nil {
		t.Fatal(err)
	}
	s, err := tactics.Fold(g, evs)
	if err != nil {
		t.Fatal(err)
	}
	return s, seats
}

func TestSeatGivesBotsOnlyToTheirSeats(t *testing.T) {
	_, seats := servedState(t, tactics.Standard, 1)
	want := []Seated{{Seat: 2, Name: "hunter1", Kind: "hunter", Bot: Hunter{}}, {Seat: 3, Name: "turtle1", Kind: "turtle", Bot: Turtle{}}}
	if diff := cmp.Diff(want, seats); diff != "" {
		t.Errorf("seats (-want +got):\n%s", diff)
	}
	g, _ := tactics.NewGame(tactics.Standard, []string{"ann", "t1", "t2"}, 0, false, "UTC", 0)
	seats, err := Seat(g, map[string]string{"t1": "turtle", "t2": "turtle"})
	if err != nil || len(seats) != 2 || !slices.Equal(seats[0].Bot.(Turtle).Allies, []string{"t1", "t2"}) {
		t.Errorf("two turtles: %+v, %v; want them allied with each other only", seats, err)
	}
	if _, err := Seat(g, map[string]string{"t1": "sniper"}); err == nil {
		t.Error("an unknown bot was seated")
	}
}

func TestMomentIsInTheRoundsFirstHalfAndFixed(t *testing.T) {
	for _, mode := range []tactics.Mode{tactics.Standard, tactics.Abridged} {
		s, _ := servedState(t, mode, 3)
		half := time.Duration(s.Game().RoundSeconds) * time.Second / 2
		seen := map[time.Time]bool{}
		for seat := range 4 {
			at := Moment(s, seat, tactics.SeedOf(3))
			if at.Before(s.RoundStart()) || !at.Before(s.RoundStart().Add(half)) || at.Nanosecond() != 0 {
				t.Errorf("%s seat %d: moment %v, want a whole second in [%v, %v)", mode, seat, at, s.RoundStart(), s.RoundStart().Add(half))
			}
			if again := Moment(s.Clone(), seat, tactics.SeedOf(3)); !again.Equal(at) {
				t.Errorf("%s seat %d: asked again, %v then %v", mode, seat, at, again)
			}
			seen[at] = true
		}
		if mode == tactics.Standard && len(seen) < 2 {
			t.Errorf("every seat got the same moment %v", seen)
		}
	}
	g, _ := tactics.NewGame(tactics.Standard, []string{"ann", "bob"}, 0, false, "UTC", 0)
	s, _ := tactics.NewState(g)
	if at := Moment(s, 0, tactics.SeedOf(1)); !at.IsZero() {
		t.Errorf("before the start: %v, want the zero time", at)
	}
}

func TestGoTakesOnlyWhatTheEngineAcceptsAndChangesNothing(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s, seats := servedState(t, tactics.Standard, seed)
		before := s.Events()
		for _, b := range seats {
			at := Moment(s, b.Seat, tactics.SeedOf(seed))
			evs := Go(s, b, at, tactics.SeedOf(seed))
			if s.Events() != before {
				t.Fatalf("seed %d: Go changed the state", seed)
			}
			if len(evs) == 0 || evs[len(evs)-1].Kind != tactics.KindEndTurn {
				t.Errorf("seed %d, %s: %+v; want a turn that ends (hunters and turtles never miss one)", seed, b.Name, evs)
			}
			if diff := cmp.Diff(evs, Go(s, b, at, tactics.SeedOf(seed))); diff != "" {
				t.Errorf("seed %d, %s: asked twice, two answers:\n%s", seed, b.Name, diff)
			}
			c := s.Clone()
			for _, e := range evs {
				if e.Player != b.Name || !e.At.Equal(at) {
					t.Errorf("seed %d: %+v is not %s's at %v", seed, e, b.Name, at)
				}
				if err := c.Apply(e); err != nil {
					t.Errorf("seed %d: %s's %s is refused: %v", seed, b.Name, e.Kind, err)
				}
			}
		}
	}
}

func TestGoOfADownedBotVotesTT10(t *testing.T) {
	s, seats := servedState(t, tactics.Standard, 5)
	hunter := seats[0]
	// hunter1 misses its turns until it is downed (TT4), while the others end theirs.
	for p, _ := s.Player("hunter1"); !p.Downed; p, _ = s.Player("hunter1") {
		for _, name := range []string{"ann", "bob", "turtle1"} {
			if err := s.Apply(tactics.Event{At: s.LastAt(), Kind: tactics.KindEndTurn, Player: name}); err != nil {
				t.Fatal(err)
			}
		}
		due, ok := s.RoundDue()
		if !ok {
			t.Fatal("no round end due")
		}
		evs, err := tactics.Due(s, due, tactics.SeedOf(5))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			if err := s.Apply(e); err != nil {
				t.Fatal(err)
			}
		}
	}
	evs := Go(s, hunter, s.LastAt(), tactics.SeedOf(5))
	if len(evs) != 1 || evs[0].Kind != tactics.KindVote || evs[0].Vote != tactics.VoteHaunt {
		t.Errorf("a downed hunter's go: %+v, want its haunting vote", evs)
	}
}
