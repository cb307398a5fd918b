package tactics

import (
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func sealedVote(sec int, juror string) Event {
	return Event{At: at(sec), Kind: KindVote, Player: juror, Sealed: true}
}

// TT10: a sealed count gives what the open one gave, from the votes as numbers.
func TestTT10SealedCountGivesTheSameOutcome(t *testing.T) {
	s := jury(t)
	mustApply(t, s, sealedVote(1, "dan"), sealedVote(2, "eve"), sealedVote(3, "fay"), sealedVote(4, "gus"))
	mustApply(t, s, Event{At: at(7), Kind: KindAP, Sealed: true,
		Haunts: []string{"ann", "ann", "ann", "bob"}, Pleas: []string{"bob", "bob", "bob"}})
	if got, want := aps(s), []int{1, 5, 2, 0, 0, 0, 0}; !cmp.Equal(got, want) {
		t.Fatalf("AP after the sealed count: %v (want %v: ann haunted, bob interceded for)", got, want)
	}
}

// TT10: a sealed count's votes are for the living, in the game's order, no more than the
// jurors; and a journal is sealed throughout or not at all.
func TestTT10SealedJournalRefusals(t *testing.T) {
	count := func(h, p []string) Event { return Event{At: at(7), Kind: KindAP, Sealed: true, Haunts: h, Pleas: p} }
	for name, c := range map[string]struct {
		e    Event
		want string
	}{
		"a vote for the downed":  {count([]string{"dan"}, nil), "dan, who is downed"},
		"more votes than jurors": {count(nil, []string{"ann", "ann", "ann", "ann", "ann"}), "5 intercede votes counted, and there are 4 jurors"},
		"out of order":           {count([]string{"bob", "ann"}, nil), "not in the game's order"},
		"no such player":         {count([]string{"zed"}, nil), `"zed" is not a player`},
	} {
		t.Run(name, func(t *testing.T) { refused(t, jury(t), c.e, c.want) })
	}
	mustApply(t, jury(t), count([]string{"ann", "ann", "bob", "bob"}, []string{"cat", "cat", "cat", "cat"})) // as many as the jurors
	s := jury(t)
	mustApply(t, s, vote(1, "dan", VoteHaunt, "ann"))
	refused(t, s, sealedVote(2, "eve"), "a sealed vote in a journal whose votes are open")
	refused(t, s, count(nil, nil), "a sealed ap in a journal whose votes are open")
	s = jury(t)
	mustApply(t, s, sealedVote(1, "dan"))
	refused(t, s, vote(2, "eve", VoteHaunt, "ann"), "an open vote in a sealed journal")
	refused(t, s, Event{At: at(7), Kind: KindAP}, "an open ap in a sealed journal")
}

// TT10: a sealed journal's lines hold no vote's target, and read back as they were
// written; a vote with "vote" but no "for" is neither open nor sealed.
func TestTT10SealedEventsReadBack(t *testing.T) {
	for _, e := range []Event{
		sealedVote(1, "dan"),
		{At: at(7), Kind: KindAP, Sealed: true, Haunts: []string{"ann"}, Pleas: []string{}},
		{At: at(7), Kind: KindCount, Sealed: true, Haunts: []string{}, Pleas: []string{"bob", "bob", "bob"}},
	} {
		line := MarshalEvent(e)
		got, err := ParseEvent(line)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		if !cmp.Equal(got, e) {
			t.Errorf("%s read back as %+v", line, got)
		}
	}
	if line := string(MarshalEvent(sealedVote(1, "dan"))); strings.Contains(line, `"for"`) || strings.Contains(line, `"vote":`) {
		t.Errorf("a sealed vote is written %s (want no vote and no target)", line)
	}
	if line := string(MarshalEvent(Event{At: at(7), Kind: KindAP})); strings.Contains(line, "haunt") {
		t.Errorf("an open AP moment is written %s (want no votes)", line)
	}
	for line, want := range map[string]string{
		`{"at":"2026-12-01T08:00:01Z","kind":"vote","player":"dan","vote":"haunt"}`: `both "vote" and "for", or neither`,
		`{"at":"2026-12-01T08:00:01Z","kind":"ap","haunt":[]}`:                      `both "haunt" and "intercede"`,
		`{"at":"2026-12-01T08:00:01Z","kind":"count","intercede":["ann"]}`:          `both "haunt" and "intercede"`,
	} {
		if _, err := ParseEvent([]byte(line)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v (want %q)", line, err, want)
		}
	}
}

// TT10: a journal sealed here, in the package: cat misses three rounds, is downed, votes
// as a juror, and the day's count counts it; sealed, the vote says nothing and the AP
// moment carries the vote, and the sealed journal folds to the same board.
func TestTT10JournalSealedFoldsTheSame(t *testing.T) {
	g := testGame(t, Standard, "ann", "bob", "cat")
	events, err := Start(g, t0, SeedOf(1))
	if err != nil {
		t.Fatal(err)
	}
	s, err := Fold(g, events)
	if err != nil {
		t.Fatal(err)
	}
	add := func(evs ...Event) {
		t.Helper()
		for _, e := range evs {
			mustApply(t, s, e)
			events = append(events, e)
		}
	}
	voted := false
	for day := 0; day < 8 && !voted; day++ {
		at := later(s.RoundStart(), s.LastAt()).Add(time.Second)
		if p, _ := s.Player("cat"); p.Downed {
			add(Event{At: at, Kind: KindVote, Player: "cat", Vote: VoteHaunt, For: "ann"})
			voted = true
		}
		add(Event{At: at, Kind: KindEndTurn, Player: "ann"}, Event{At: at, Kind: KindEndTurn, Player: "bob"})
		due, _ := s.RoundDue()
		evs, err := Due(s, due, SeedOf(1))
		if err != nil {
			t.Fatal(err)
		}
		add(evs...)
	}
	if !voted {
		t.Fatal("cat was never downed: the test tests nothing")
	}
	evs, err := Due(s, s.LastAt().Add(60*time.Hour), SeedOf(1)) // the next count comes
	if err != nil {
		t.Fatal(err)
	}
	add(evs...)
	sealed, err := Journal{Game: g, Events: events}.Sealed()
	if err != nil {
		t.Fatal(err)
	}
	counted := false
	for i, e := range sealed.Events {
		switch {
		case e.Kind == KindVote && (e.For != "" || e.Vote != "" || !e.Sealed):
			t.Errorf("event %d, a sealed vote, is %+v", i+1, e)
		case (e.Kind == KindAP || e.Kind == KindCount) && !e.Sealed:
			t.Errorf("event %d, a sealed %s, is not sealed", i+1, e.Kind)
		case len(e.Haunts) == 1 && e.Haunts[0] == "ann":
			counted = true
		}
	}
	if !counted {
		t.Error("no sealed AP moment counts cat's vote for ann")
	}
	shut, err := Fold(g, sealed.Events)
	if err != nil {
		t.Fatalf("the sealed journal does not fold: %v", err)
	}
	if !cmp.Equal(shut.Board(), s.Board()) {
		t.Errorf("sealed, the board is\n%+v\nopen\n%+v", shut.Board(), s.Board())
	}
	if again, err := sealed.Sealed(); err != nil || !cmp.Equal(again, sealed) {
		t.Errorf("sealing a sealed journal: %v, changed %v", err, !cmp.Equal(again, sealed))
	}
	if _, err := (Journal{Game: g, Events: append([]Event{{At: t0, Kind: KindPause}}, events...)}).Sealed(); err == nil || !strings.HasPrefix(err.Error(), "event 1: ") {
		t.Errorf("a journal the rules refuse at its first event: %v (want it refused, naming event 1)", err)
	}
}
