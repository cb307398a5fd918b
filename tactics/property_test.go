package tactics

import (
	"fmt"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// totalAP is every AP in the game: held, lying on the grid and owed to it.
func totalAP(s *State) int {
	n := 0
	for _, p := range s.players {
		n += p.AP
	}
	for _, it := range s.items {
		n += it.AP
	}
	for _, d := range s.owed {
		n += d.ap
	}
	return n
}

func living(s *State) int { return s.living() }

// checkInvariants are the laws every state keeps: no two players on one cell, no negative
// hearts or AP, a living player has a heart and a downed one none, everyone on a cell of
// the first grid, items only on the grid as it is.
func checkInvariants(t *rapid.T, s *State) {
	seen := map[Cell]string{}
	for _, p := range s.players[:s.placed] {
		if o, ok := seen[p.Cell]; ok {
			t.Fatalf("%s and %s on %s", o, p.Name, p.Cell)
		}
		seen[p.Cell] = p.Name
		if p.Hearts < 0 || p.AP < 0 {
			t.Fatalf("%s has %d hearts and %d AP", p.Name, p.Hearts, p.AP)
		}
		if !p.Downed && p.Hearts < 1 {
			t.Fatalf("%s is living with %d hearts", p.Name, p.Hearts)
		}
		if p.Downed && (p.Hearts != 0 || p.AP != 0) {
			t.Fatalf("%s is downed with %d hearts and %d AP", p.Name, p.Hearts, p.AP)
		}
		if p.Range > s.bounds.Side() {
			t.Fatalf("%s has range %d on a grid of side %d", p.Name, p.Range, s.bounds.Side())
		}
	}
	for c, it := range s.items {
		if !s.bounds.Contains(c) || it.AP < 0 || it.Hearts < 0 || (it.AP == 0 && it.Hearts == 0) {
			t.Fatalf("item %+v on %s, grid %v", it, c, s.bounds)
		}
		if _, ok := seen[c]; ok {
			t.Fatalf("an item lies under %s on %s", seen[c], c)
		}
	}
}

// checkAPConserved says that AP changes only by income, costs and loot.
func checkAPConserved(t *rapid.T, before, after *State, e Event) {
	delta := totalAP(after) - totalAP(before)
	want := 0
	switch e.Kind {
	case KindMove, KindAttack:
		want = -1
	case KindHeart, KindRange:
		want = -before.game.UpgradeCost()
	case KindGiveHeart:
		if p, _ := before.Player(e.To); p.Downed {
			want = 1 // a revival's new AP (TT8)
		}
	case KindSpawn:
		want = e.AP
	case KindPlaced:
		want = before.game.StartAP()
	case KindRoundEnd:
		if before.game.Mode == Abridged { // 1 AP to each player still living after TT4
			for i, p := range before.players {
				t := before.turns[i]
				missed := !t.primary && !t.secondary && !t.ended && !t.revived
				if !p.Downed && !(missed && p.Hearts == 1) {
					want++
				}
			}
		}
		for c, it := range before.items {
			if !after.bounds.Contains(c) {
				want -= it.AP // items on the lost rows are gone (TT11)
			}
		}
		if len(after.FreeCells(false)) == 0 && delta <= want {
			return // AP with nowhere to fall is lost
		}
	case KindAP:
		if n := living(after); delta < n-1 || delta > 4*n || (delta-n)%3 != 0 && (delta-n+1)%3 != 0 {
			t.Fatalf("an AP moment changed the AP by %d with %d living", delta, n)
		}
		return
	case KindCount:
		if delta < 0 || delta%3 != 0 {
			t.Fatalf("a count changed the AP by %d", delta)
		}
		return
	}
	if delta != want {
		t.Fatalf("a %s changed the total AP by %d (want %d)", e.Kind, delta, want)
	}
}

func TestPropertyLegalStreamsKeepTheInvariantsAndReplay(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		mode := rapid.SampledFrom([]Mode{Standard, Abridged}).Draw(t, "mode")
		n := rapid.IntRange(2, 6).Draw(t, "players")
		names := make([]string, n)
		for i := range names {
			names[i] = fmt.Sprintf("p%d", i+1)
		}
		g, err := NewGame(mode, names, 0, rapid.Bool().Draw(t, "shrink"),
			rapid.SampledFrom([]string{"UTC", "Europe/Berlin", "Pacific/Auckland"}).Draw(t, "zone"), 0)
		if err != nil {
			t.Fatal(err)
		}
		seed := rapid.Uint64().Draw(t, "seed")
		now := time.Date(2026, 3, 27, 20, 0, 0, 0, time.UTC).Add(time.Duration(rapid.IntRange(0, 7*86400).Draw(t, "start")) * time.Second)
		start, err := Start(g, now, SeedOf(seed))
		if err != nil {
			t.Fatal(err)
		}
		s, err := NewState(g)
		if err != nil {
			t.Fatal(err)
		}
		var events []Event
		boards := []Board{s.Board()} // boards[i] is the board after i events
		apply := func(e Event) {
			before := s.Clone()
			if err := s.Apply(e); err != nil {
				t.Fatalf("event %d %s: %v", len(events)+1, e.Kind, err)
			}
			events = append(events, e)
			boards = append(boards, s.Board())
			checkInvariants(t, s)
			checkAPConserved(t, before, s, e)
		}
		for _, e := range start {
			apply(e)
		}
		step := 8 * 3600
		if mode == Abridged {
			step = 20
		}
		for i := rapid.IntRange(1, 80).Draw(t, "steps"); i > 0 && !s.Ended(); i-- {
			now = now.Add(time.Duration(rapid.IntRange(0, step).Draw(t, "wait")) * time.Second)
			due, err := Due(s, now, SeedOf(seed))
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range due {
				apply(e)
			}
			if s.Ended() {
				break
			}
			if rapid.IntRange(0, 30).Draw(t, "host") == 0 {
				kind := KindPause
				if s.Paused() {
					kind = KindResume
				}
				apply(Event{At: now, Kind: kind})
				continue
			}
			who := names[rapid.IntRange(0, n-1).Draw(t, "who")]
			v, err := s.View(who, now)
			if err != nil {
				t.Fatal(err)
			}
			if len(v.Turn.Options) == 0 {
				continue
			}
			o := v.Turn.Options[rapid.IntRange(0, len(v.Turn.Options)-1).Draw(t, "option")]
			e := Event{At: now, Kind: o.Kind, Player: who, Target: o.Target, Vote: o.Vote, For: o.For, Order: o.Order}
			switch to := o.To.(type) {
			case Cell:
				e.Dest = to
			case string:
				e.To = to
			}
			if o.Kind == KindGiveAP {
				e.AP = rapid.IntRange(1, o.MaxAP).Draw(t, "gift")
			}
			apply(e)
		}
		// Replaying any prefix gives the state after it (TT15).
		k := rapid.IntRange(0, len(events)).Draw(t, "prefix")
		p, err := Fold(g, events[:k])
		if err != nil {
			t.Fatalf("the prefix of %d events: %v", k, err)
		}
		if diff := cmp.Diff(boards[k], p.Board()); diff != "" {
			t.Fatalf("the prefix of %d events replays differently:\n%s", k, diff)
		}
		// The journal as written reads back to the same game.
		j, again, err := Load(Journal{g, events}.Marshal())
		if err != nil {
			t.Fatalf("the journal does not read back: %v", err)
		}
		if diff := cmp.Diff(s.Board(), again.Board()); diff != "" || len(j.Events) != len(events) {
			t.Fatalf("the journal read back differs:\n%s", diff)
		}
	})
}
