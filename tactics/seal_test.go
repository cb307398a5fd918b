package tactics

import (
	"strings"
	"testing"

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
