package api

import (
	"testing"

	"github.com/ezd-game/ezd/tactics"
)

// Each option of a player's view is written as the action `ezd tactics act` takes for it,
// which is what a page's button sends (TT3 actions, TT6 gifts of one AP, TT10 votes, TT13
// a proposed ranking).
func TestActionTextIsWhatActTakes(t *testing.T) {
	tests := []struct {
		name string
		o    tactics.Option
		want string
	}{
		{"TT3 move to a cell", tactics.Option{Kind: tactics.KindMove, To: tactics.Cell{X: 3, Y: 4}}, "move C4"},
		{"TT3 attack a player", tactics.Option{Kind: tactics.KindAttack, Target: "bob"}, "attack bob"},
		{"TT3 buy a heart", tactics.Option{Kind: tactics.KindHeart}, "heart"},
		{"TT3 buy range", tactics.Option{Kind: tactics.KindRange}, "range"},
		{"TT6 give a heart", tactics.Option{Kind: tactics.KindGiveHeart, To: "cy"}, "give-heart cy"},
		{"TT6 a gift of AP is offered as 1 AP", tactics.Option{Kind: tactics.KindGiveAP, To: "cy", MaxAP: 3}, "give-ap cy 1"},
		{"end the turn", tactics.Option{Kind: tactics.KindEndTurn}, "end"},
		{"TT10 a juror's vote", tactics.Option{Kind: tactics.KindVote, Vote: "haunt", For: "bob"}, "vote haunt bob"},
		{"TT13 propose a ranking", tactics.Option{Kind: tactics.KindPropose, Order: []string{"ann", "bob", "cy"}}, "propose ann,bob,cy"},
		{"a move to no cell is its kind", tactics.Option{Kind: tactics.KindMove, To: "C4"}, "move"},
		{"a kind of its own is its name", tactics.Option{Kind: tactics.KindPause}, "pause"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ActionText(tt.o); got != tt.want {
				t.Errorf("ActionText = %q, want %q", got, tt.want)
			}
		})
	}
}
