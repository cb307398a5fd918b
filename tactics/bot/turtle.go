package bot

import (
	"math/rand/v2"
	"slices"

	"github.com/ezd-game/ezd/tactics"
)

// Turtle hoards hearts and range: it buys range up to 4, then hearts, whenever it can
// afford them, and otherwise keeps its AP. Its allies are the players whose names it was
// given; it revives a downed ally in range when it has a heart to spare, and gives AP to a
// poorer ally in range. As a juror it intercedes for an ally. It agrees to the common
// ranking when 3 or 4 are left.
type Turtle struct {
	// Allies are players it gives to; empty means every other player.
	Allies []string
}

func (t Turtle) ally(name string) bool {
	return len(t.Allies) == 0 || slices.Contains(t.Allies, name)
}

// Turn implements Bot.
func (t Turtle) Turn(v tactics.View, _ *rand.Rand) []tactics.Event {
	out := proposal(v)
	switch {
	case v.You.Range < 4 && len(options(v, tactics.KindRange)) > 0:
		out = append(out, tactics.Event{Kind: tactics.KindRange})
	case len(options(v, tactics.KindHeart)) > 0:
		out = append(out, tactics.Event{Kind: tactics.KindHeart})
	}
	out = append(out, t.gift(v)...)
	return append(out, tactics.Event{Kind: tactics.KindEndTurn})
}

func (t Turtle) gift(v tactics.View) []tactics.Event {
	byName := map[string]tactics.BoardPlayer{}
	for _, p := range v.Players {
		byName[p.Name] = p
	}
	for _, o := range options(v, tactics.KindGiveHeart) {
		if p := byName[o.To.(string)]; p.Downed && t.ally(p.Name) && v.You.Hearts >= 3 {
			return []tactics.Event{event(o)}
		}
	}
	for _, o := range options(v, tactics.KindGiveAP) {
		if p := byName[o.To.(string)]; t.ally(p.Name) && p.AP+1 < v.You.AP && v.You.AP > 3 {
			return []tactics.Event{event(o)}
		}
	}
	return nil
}

// Jury implements Bot.
func (t Turtle) Jury(v tactics.View, r *rand.Rand) []tactics.Event {
	var cands []string
	for _, o := range options(v, tactics.KindVote) {
		if o.Vote == tactics.VoteIntercede && t.ally(o.For) {
			cands = append(cands, o.For)
		}
	}
	if len(cands) == 0 {
		return nil
	}
	return []tactics.Event{{Kind: tactics.KindVote, Vote: tactics.VoteIntercede, For: cands[r.IntN(len(cands))]}}
}
