package bot

import "github.com/ezd-game/ezd/nothanks"

// The reply a turn invites (issue 31 item 12). A tank of mine next to an enemy tank is
// shot at 6/6 (N6: a roll of at least 1) by a player who plays before my next turn, so it
// is as good as lost: a player who plays quietly takes every such shot, and the threats
// they had besides stay for the turn after. reply alone would weigh only the next player's
// single worst shot, and a costlier one elsewhere (a 2/6 shot at a last base) hid the sure
// one, so expecti walked tank after tank next to the enemy.

// invited plays the sure kills a position after me's turn invites: each player who plays
// before me, in seating order, shoots the tank of mine next to one of theirs whose loss
// costs me most, or passes when they have none. Then me's turn is passed too, so that the
// next player's worst shot is still weighed on top (reply). ok is false when no tank of
// mine stands next to an enemy tank, and the position is then left as it was.
func invited(q nothanks.Position, me nothanks.Colour, sv survey) (nothanks.Position, survey, bool) {
	if !nextToEnemy(q, me, &sv) {
		return q, sv, false
	}
	for range q.Players() {
		if q.Over() || q.Out(me) || q.Next() == me {
			break
		}
		o := q.Next()
		if s, found := sureShot(&q, me, o, &sv); found {
			q, _ = q.Play(nothanks.Turn{Player: o, Choice: nothanks.Shoot, Roll: 1, Shooter: s.Shooter, Target: s.Target})
			sv = sv.after(&q, s.Target)
			continue
		}
		q = pass(q, &sv)
	}
	if !q.Over() && !q.Out(me) && q.Next() == me {
		q = pass(q, &sv)
	}
	return q, sv, true
}

// nextToEnemy reports whether a tank of me stands next to a tank of another player.
func nextToEnemy(q nothanks.Position, me nothanks.Colour, sv *survey) bool {
	for _, t := range sv.tanksOf(me) {
		for c := range nothanks.Colour(q.Players()) {
			if c == me {
				continue
			}
			for _, e := range sv.tanksOf(c) {
				if nothanks.Adjacent(t, e) {
					return true
				}
			}
		}
	}
	return false
}

// sureShot is o's shot at 6/6 at a tank of me that costs me most, if o has one.
func sureShot(q *nothanks.Position, me, o nothanks.Colour, sv *survey) (nothanks.Shot, bool) {
	var buf [64]nothanks.Shot
	best, found, bestLoss := nothanks.Shot{}, false, 0.0
	for _, t := range sv.tanksOf(o) {
		for _, s := range q.AppendShotsFrom(buf[:0], t) {
			if s.Distance != 1 || q.At(s.Target) != nothanks.PieceOf(me, nothanks.Tank) {
				continue
			}
			if l := loss(q, s.Target); !found || l > bestLoss {
				best, found, bestLoss = s, true, l
			}
		}
	}
	return best, found
}

// pass plays a turn that changes nothing for the player to move: one tank's step and the
// step back (N5 lets a tank come back where it was), or, when no tank can step, the turn
// that passes (N5). A position where neither is legal is returned as it was.
func pass(q nothanks.Position, sv *survey) nothanks.Position {
	o := q.Next()
	var buf [8]nothanks.Step
	for _, t := range sv.tanksOf(o) {
		if steps := q.AppendStepsFrom(buf[:0], t); len(steps) > 0 {
			s := steps[0]
			if r, err := q.Play(nothanks.Turn{Player: o, Roll: 2, Steps: []nothanks.Step{s, {From: s.To, To: s.From}}}); err == nil {
				return r
			}
		}
	}
	if r, err := q.Play(nothanks.Turn{Player: o, Roll: 1}); err == nil {
		return r
	}
	return q
}
