package bot

import (
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ezd-game/ezd/tactics"
)

// cell reads a cell as people write it: "C4".
func cell(s string) tactics.Cell {
	return tactics.Cell{X: int(s[0]-'A') + 1, Y: int(s[1] - '0')}
}

// seen is what "me" (the first player) sees: the players as given, and the options.
func seen(players []tactics.BoardPlayer, opts ...tactics.Option) tactics.View {
	return tactics.View{Board: tactics.Board{Players: players}, You: tactics.You{BoardPlayer: players[0]},
		Turn: tactics.Turn{Options: opts}}
}

func tank(name, at string, hearts, ap, rng int) tactics.BoardPlayer {
	return tactics.BoardPlayer{Name: name, Cell: cell(at), Hearts: hearts, AP: ap, Range: rng}
}

var end = tactics.Event{Kind: tactics.KindEndTurn}

func TestHunter(t *testing.T) {
	attack := func(name string) tactics.Option {
		return tactics.Option{Kind: tactics.KindAttack, Target: name, Cost: 1}
	}
	move := func(at string) tactics.Option { return tactics.Option{Kind: tactics.KindMove, To: cell(at), Cost: 1} }
	rangeUp := tactics.Option{Kind: tactics.KindRange, Cost: 3}
	for _, c := range []struct {
		name string
		v    tactics.View
		want []tactics.Event
	}{
		{"shoots the weakest in range, even at the edge of its range",
			seen([]tactics.BoardPlayer{tank("me", "C3", 3, 1, 2), tank("bob", "C4", 3, 0, 2), tank("cy", "C5", 2, 0, 2), tank("dee", "H8", 1, 0, 2)},
				attack("bob"), attack("cy")),
			[]tactics.Event{{Kind: tactics.KindAttack, Target: "cy"}, end}},
		{"of two as weak, the nearer",
			seen([]tactics.BoardPlayer{tank("me", "C3", 3, 1, 2), tank("bob", "C5", 2, 0, 2), tank("cy", "C4", 2, 0, 2)},
				attack("bob"), attack("cy")),
			[]tactics.Event{{Kind: tactics.KindAttack, Target: "cy"}, end}},
		{"none in range: buys range when it can",
			seen([]tactics.BoardPlayer{tank("me", "A1", 3, 3, 2), tank("bob", "H8", 3, 0, 2)}, rangeUp, move("B2")),
			[]tactics.Event{{Kind: tactics.KindRange}, end}},
		{"none in range, no range to buy: a step towards the weakest, with 2 AP",
			seen([]tactics.BoardPlayer{tank("me", "A1", 3, 2, 2), tank("bob", "H1", 3, 0, 2), tank("cy", "E5", 2, 0, 2)},
				move("B1"), move("A2"), move("B2")),
			[]tactics.Event{{Kind: tactics.KindMove, Dest: cell("B2")}, end}},
		{"with 1 AP it keeps it to shoot with",
			seen([]tactics.BoardPlayer{tank("me", "A1", 3, 1, 2), tank("cy", "E5", 2, 0, 2)}, move("B2")),
			[]tactics.Event{end}},
		{"nowhere to step",
			seen([]tactics.BoardPlayer{tank("me", "A1", 3, 2, 2), tank("cy", "E5", 2, 0, 2)}),
			[]tactics.Event{end}},
	} {
		if diff := cmp.Diff(c.want, Hunter{}.Turn(c.v, nil)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", c.name, diff)
		}
	}
}

func TestRandomMissesOneTurnInTenTT4(t *testing.T) {
	v := seen([]tactics.BoardPlayer{tank("me", "A1", 3, 1, 2)}, tactics.Option{Kind: tactics.KindEndTurn})
	missed := 0
	for seed := range uint64(1000) {
		if (Random{}).Turn(v, rand.New(rand.NewPCG(seed, 1))) == nil {
			missed++
		}
	}
	if missed < 60 || missed > 140 {
		t.Errorf("random missed %d turns of 1000; want about 100", missed)
	}
}

func TestRandomJuryCastsBothVotesTT10(t *testing.T) {
	vote := func(kind, name string) tactics.Option {
		return tactics.Option{Kind: tactics.KindVote, Vote: kind, For: name}
	}
	v := seen([]tactics.BoardPlayer{tank("me", "A1", 0, 0, 2), tank("bob", "C3", 3, 0, 2)},
		vote(tactics.VoteHaunt, "bob"), vote(tactics.VoteIntercede, "bob"))
	got := Random{}.Jury(v, rand.New(rand.NewPCG(1, 1)))
	want := []tactics.Event{{Kind: tactics.KindVote, Vote: tactics.VoteHaunt, For: "bob"}, {Kind: tactics.KindVote, Vote: tactics.VoteIntercede, For: "bob"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("a random juror (-want +got):\n%s", diff)
	}
	if got := (Random{}).Jury(seen(v.Players[:1]), rand.New(rand.NewPCG(1, 1))); len(got) != 0 {
		t.Errorf("a juror with no one to vote for: %+v", got)
	}
}

func TestAgreeableBotsProposeTheCommonRankingTT13(t *testing.T) {
	players := []tactics.BoardPlayer{tank("me", "A1", 2, 5, 2), tank("bob", "C3", 3, 0, 2), tank("cy", "E5", 2, 7, 2)}
	v := seen(players, tactics.Option{Kind: tactics.KindPropose, Order: []string{"me", "bob", "cy"}}, tactics.Option{Kind: tactics.KindEndTurn})
	want := tactics.Event{Kind: tactics.KindPropose, Order: []string{"bob", "cy", "me"}}
	if got := (Turtle{}).Turn(v, nil); len(got) == 0 || !cmp.Equal(got[0], want) {
		t.Errorf("a turtle with 3 left: %+v; want it to propose %v first", got, want.Order)
	}
	if got := (Turtle{}).Turn(seen(players, tactics.Option{Kind: tactics.KindEndTurn}), nil); len(got) == 0 || got[0].Kind == tactics.KindPropose {
		t.Errorf("a turtle that may not propose: %+v", got)
	}
	v.You.Proposal = want.Order
	if got := (Turtle{}).Turn(v, nil); len(got) == 0 || got[0].Kind == tactics.KindPropose {
		t.Errorf("a turtle that has proposed it already: %+v", got)
	}
}
