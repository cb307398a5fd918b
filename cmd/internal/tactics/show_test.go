package tactics

import (
	"bytes"
	"strings"
	"testing"

	tacticspkg "github.com/ezd-game/ezd/tactics"
	"github.com/ezd-game/ezd/tactics/api"
)

func showState(ended bool) api.PlayerState {
	seed := "00ff"
	players := []tacticspkg.BoardPlayer{
		{Name: "ann", Hearts: 2, AP: 1, Range: 2, Acted: !ended},
		{Name: "bob", Downed: true, Revivable: true},
		{Name: "cy", Hearts: 3, AP: 1, Range: 2},
	}
	v := api.PlayerState{Started: true, Fairness: api.Fairness{SeedSHA256: api.Commitment(seed)}}
	v.Board = tacticspkg.Board{Round: 3, Players: players, Ended: ended}
	v.You = tacticspkg.You{BoardPlayer: players[1]}
	v.Turn.Round = 3
	if ended {
		v.Seed = &seed
		v.Places = [][]string{{"ann", "cy"}, {"bob"}}
	}
	return v
}

// Issue 30, items 11 and 12: show says who has acted this round, and tells no one how to
// be revived once the game has ended; a downed player is not told of a turn.
func TestShowSaysWhoActedAndNothingAfterTheEnd(t *testing.T) {
	var b bytes.Buffer
	writePlayerState(&b, showState(false))
	out := b.String()
	for _, want := range []string{"1 of 2 living players have acted this round", "ann  ", "has acted this round", "bob on 00: 0 hearts, 0 AP, range 0, downed (a heart from anyone in range revives you)"} {
		if !strings.Contains(out, want) {
			t.Errorf("show during play: no %q in\n%s", want, out)
		}
	}
	if strings.Contains(out, "Your turn") {
		t.Errorf("show tells a downed player of their turn:\n%s", out)
	}
	b.Reset()
	writePlayerState(&b, showState(true))
	out = b.String()
	for _, bad := range []string{"revive", "Your turn", "acted", "Nothing you can do"} {
		if strings.Contains(out, bad) {
			t.Errorf("show after the end says %q:\n%s", bad, out)
		}
	}
	if !strings.Contains(out, "downed for good") || !strings.Contains(out, "Seed: 00ff (its SHA-256 is the one published") {
		t.Errorf("show after the end:\n%s", out)
	}
}

// Issue 30, item 4: a revealed seed that does not match the hash published is said so.
func TestShowChecksTheRevealedSeed(t *testing.T) {
	v := showState(true)
	forged := "1234"
	v.Seed = &forged
	var b bytes.Buffer
	writePlayerState(&b, v)
	if !strings.Contains(b.String(), `Seed: "1234", whose SHA-256 is NOT the one published`) {
		t.Errorf("a forged seed:\n%s", b.String())
	}
}
