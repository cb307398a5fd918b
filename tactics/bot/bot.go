// Package bot holds Tank Turn Tactics bots for simulations and empty seats, and the
// simulation that plays a whole game of them on a virtual clock. A bot sees what a person
// sees (tactics.View) and answers with the events it wants; the engine checks each.
package bot

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/ezd-game/ezd/tactics"
)

// Bot chooses what one seat does when its moment comes.
type Bot interface {
	// Turn returns a living player's actions for the turn, in order (a primary, a
	// secondary, end-turn, in any order the rules allow); nil misses the turn (TT4).
	Turn(v tactics.View, r *rand.Rand) []tactics.Event
	// Jury returns a downed player's votes (TT10) and nothing else.
	Jury(v tactics.View, r *rand.Rand) []tactics.Event
}

// Names are the bots there are, as --bots takes them.
var Names = []string{"random", "hunter", "turtle"}

// New returns the named bot.
func New(name string) (Bot, error) {
	switch name {
	case "random":
		return Random{}, nil
	case "hunter":
		return Hunter{}, nil
	case "turtle":
		return Turtle{}, nil
	}
	return nil, fmt.Errorf("unknown bot %q (want %s)", name, strings.Join(Names, ", "))
}

// options of one kind among the view's.
func options(v tactics.View, kinds ...tactics.Kind) []tactics.Option {
	var out []tactics.Option
	for _, o := range v.Turn.Options {
		if slices.Contains(kinds, o.Kind) {
			out = append(out, o)
		}
	}
	return out
}

// event turns an option into the event that takes it (the simulation sets the moment and
// the player).
func event(o tactics.Option) tactics.Event {
	e := tactics.Event{Kind: o.Kind, Target: o.Target, Vote: o.Vote, For: o.For, Order: o.Order}
	switch to := o.To.(type) {
	case tactics.Cell:
		e.Dest = to
	case string:
		e.To = to
	}
	if o.Kind == tactics.KindGiveAP {
		e.AP = 1
	}
	return e
}

// living are the living players other than the viewer.
func others(v tactics.View) []tactics.BoardPlayer {
	var out []tactics.BoardPlayer
	for _, p := range v.Players {
		if !p.Downed && p.Name != v.You.Name {
			out = append(out, p)
		}
	}
	return out
}

// proposal is the ranking every agreeable bot proposes when 3 or 4 are left (TT13): the
// most hearts first, then the most AP, then the game's order; the same for every bot, so
// agreeable bots agree.
func proposal(v tactics.View) []tactics.Event {
	if len(options(v, tactics.KindPropose)) == 0 {
		return nil
	}
	var living []tactics.BoardPlayer
	for _, p := range v.Players {
		if !p.Downed {
			living = append(living, p)
		}
	}
	slices.SortStableFunc(living, func(a, b tactics.BoardPlayer) int {
		return cmp.Or(cmp.Compare(b.Hearts, a.Hearts), cmp.Compare(b.AP, a.AP))
	})
	order := make([]string, len(living))
	for i, p := range living {
		order[i] = p.Name
	}
	if slices.Equal(order, v.You.Proposal) {
		return nil
	}
	return []tactics.Event{{Kind: tactics.KindPropose, Order: order}}
}

// Random takes a random primary and a random secondary action, or none of either; one
// turn in ten it misses altogether. As a juror it votes at random.
type Random struct{}

// Turn implements Bot.
func (Random) Turn(v tactics.View, r *rand.Rand) []tactics.Event {
	if r.IntN(10) == 0 {
		return nil
	}
	out := proposal(v)
	for _, kinds := range [][]tactics.Kind{
		{tactics.KindMove, tactics.KindAttack, tactics.KindHeart, tactics.KindRange},
		{tactics.KindGiveHeart, tactics.KindGiveAP},
	} {
		opts := options(v, kinds...)
		if k := r.IntN(len(opts) + 1); k < len(opts) {
			out = append(out, event(opts[k]))
		}
	}
	return append(out, tactics.Event{Kind: tactics.KindEndTurn})
}

// Jury implements Bot.
func (Random) Jury(v tactics.View, r *rand.Rand) []tactics.Event {
	var out []tactics.Event
	for _, vote := range []string{tactics.VoteHaunt, tactics.VoteIntercede} {
		var opts []tactics.Option
		for _, o := range options(v, tactics.KindVote) {
			if o.Vote == vote {
				opts = append(opts, o)
			}
		}
		if len(opts) > 0 {
			out = append(out, event(opts[r.IntN(len(opts))]))
		}
	}
	return out
}
