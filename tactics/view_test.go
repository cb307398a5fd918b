package tactics

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestViewListsWhatThePlayerMayDoNow(t *testing.T) {
	s := twoPlayers(t, Standard)
	v, err := s.View("ann", at(1))
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, o := range v.Turn.Options {
		kinds = append(kinds, string(o.Kind))
	}
	want := []string{"move", "move", "move", "attack", "give-heart", "give-ap", "end-turn"}
	if !cmp.Equal(kinds, want) {
		t.Fatalf("ann's options: %v (want %v)", kinds, want)
	}
	data, _ := json.Marshal(v)
	for _, key := range []string{`"round":1`, `"bounds":`, `"players":`, `"items":[]`, `"ended":false`, `"places":[]`,
		`"you":{"name":"ann","cell":[1,1],"hearts":3,"ap":1,"range":2`, `"turn":{"round":1,"ends":"2026-12-02T08:00:00Z"`,
		`{"kind":"move","to":[1,2],"cost":1}`, `{"kind":"give-ap","to":"bob","maxAP":1,"cost":1}`} {
		if !strings.Contains(string(data), key) {
			t.Errorf("the view lacks %s:\n%s", key, data)
		}
	}
	if _, err := s.View("Ann", at(1)); err == nil {
		t.Error("a view for a name in other capitals was given")
	}
	// A juror may vote for each living player, and sees her own vote only.
	s = jury(t)
	mustApply(t, s, vote(1, "dan", VoteHaunt, "bob"), vote(2, "eve", VoteHaunt, "ann"))
	v, _ = s.View("dan", at(3))
	if v.You.Haunt != "bob" || len(v.Turn.Options) != 6 {
		t.Fatalf("dan's view: haunt %q, %d options (want bob, 6 votes)", v.You.Haunt, len(v.Turn.Options))
	}
	// Votes for the first seat show too (TT10).
	mustApply(t, s, vote(4, "eve", VoteIntercede, "ann"))
	v, _ = s.View("eve", at(5))
	if v.You.Haunt != "ann" || v.You.Intercede != "ann" {
		t.Errorf("eve's view: haunt %q, intercede %q (want ann, ann)", v.You.Haunt, v.You.Intercede)
	}
}
