package bot

import (
	"cmp"
	"math/rand/v2"
	"slices"

	"github.com/ezd-game/ezd/tactics"
)

// Hunter spends its AP on reaching and shooting the weakest player: it shoots the weakest
// in range; with no one in range it upgrades its range when it can afford it, else closes
// in on the weakest player a step at a time. It never agrees to a ranking. As a juror it
// haunts the strongest living player.
type Hunter struct{}

// prey is the weakest other living player: fewest hearts, then nearest, then the game's
// order.
func prey(v tactics.View, within int) (tactics.BoardPlayer, bool) {
	var cands []tactics.BoardPlayer
	for _, p := range others(v) {
		if tactics.Distance(p.Cell, v.You.Cell) <= within {
			cands = append(cands, p)
		}
	}
	if len(cands) == 0 {
		return tactics.BoardPlayer{}, false
	}
	return slices.MinFunc(cands, func(a, b tactics.BoardPlayer) int {
		return cmp.Or(cmp.Compare(a.Hearts, b.Hearts),
			cmp.Compare(tactics.Distance(a.Cell, v.You.Cell), tactics.Distance(b.Cell, v.You.Cell)))
	}), true
}

// Turn implements Bot.
func (Hunter) Turn(v tactics.View, _ *rand.Rand) []tactics.Event {
	end := tactics.Event{Kind: tactics.KindEndTurn}
	if target, ok := prey(v, v.You.Range); ok {
		for _, o := range options(v, tactics.KindAttack) {
			if o.Target == target.Name {
				return []tactics.Event{event(o), end}
			}
		}
		return []tactics.Event{end}
	}
	if o := options(v, tactics.KindRange); len(o) > 0 {
		return []tactics.Event{event(o[0]), end}
	}
	target, ok := prey(v, 1<<30)
	if !ok || v.You.AP < 2 { // keep a point to shoot with once in range
		return []tactics.Event{end}
	}
	moves := options(v, tactics.KindMove)
	if len(moves) == 0 {
		return []tactics.Event{end}
	}
	best := slices.MinFunc(moves, func(a, b tactics.Option) int {
		return cmp.Compare(tactics.Distance(a.To.(tactics.Cell), target.Cell), tactics.Distance(b.To.(tactics.Cell), target.Cell))
	})
	return []tactics.Event{event(best), end}
}

// Jury implements Bot.
func (Hunter) Jury(v tactics.View, _ *rand.Rand) []tactics.Event {
	living := others(v)
	if len(living) == 0 {
		return nil
	}
	strongest := slices.MaxFunc(living, func(a, b tactics.BoardPlayer) int {
		return cmp.Or(cmp.Compare(a.Hearts, b.Hearts), cmp.Compare(a.AP, b.AP))
	})
	return []tactics.Event{{Kind: tactics.KindVote, Vote: tactics.VoteHaunt, For: strongest.Name}}
}
