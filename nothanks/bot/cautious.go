package bot

import "github.com/ezd-game/ezd/nothanks"

// Cautious plays as a person who plays quietly (issue 31 item 12): it keeps its tanks out
// of reach of a first shot and shoots when the odds are best. It moves one tank a turn to
// the square where the enemy tanks' best shots at its tanks are weakest (a shot reaches
// along a clear line up to 6, N6), then where a base of theirs is in its own line, then
// nearest their bases. It shoots its best shot (chance times the loss to the target's
// owner, as greedy judges it) when it hits at 3/6 or better, when its target is a tank
// (which can shoot back: in reach already, it fires first), or when it wins the game. It
// looks no further than the turn it plays.
type Cautious struct{}

// Name returns "cautious".
func (Cautious) Name() string { return "cautious" }

// Decide shoots when the odds are best, and otherwise moves. The best shot is greedy's
// (chance times loss); a shot at a player's last tank or base is always it when there is
// one, since the piece is worth all that player has (eval.go's loss).
func (Cautious) Decide(p nothanks.Position) (nothanks.Choice, nothanks.Shot) {
	var buf [64]nothanks.Shot
	best, found, bestV := nothanks.Shot{}, false, 0.0
	for _, s := range p.AppendShots(buf[:0], p.Next()) {
		if v := float64(s.Sixths()) * loss(&p, s.Target); !found || v > bestV {
			best, found, bestV = s, true, v
		}
	}
	if found && (best.Sixths() >= 3 || p.At(best.Target).Kind() == nothanks.Tank || wins(&p, best.Target)) {
		return nothanks.Shoot, best
	}
	return nothanks.Move, nothanks.Shot{}
}

// wins reports whether a hit on the square takes its owner's last base and leaves one
// player in (N7). (A last tank needs no such test: a tank is shot at any odds.)
func wins(p *nothanks.Position, at nothanks.Cell) bool {
	return p.Bases(p.At(at).Owner()) == 1 && len(p.InPlay()) == 2
}

// Steps walks the one tank whose walk leaves the safest position (exposure).
func (Cautious) Steps(p nothanks.Position, roll int) []nothanks.Step {
	me := p.Next()
	var sv survey
	sv.take(&p)
	var best *plan
	bestV := 0.0
	for _, from := range sv.tanksOf(me) {
		for _, pl := range walks(&p, from) {
			if pl.rolls&(1<<roll) == 0 {
				continue
			}
			after := pl.played(p)
			ms := sv.moved(me, from, pl.to)
			if v := exposure(&after, me, &ms); best == nil || v > bestV {
				best, bestV = &pl, v
			}
		}
	}
	if best == nil {
		return nil
	}
	return best.walk(p.Size(), roll)
}

// exposure scores a position for cautious, higher is better: less the enemy's best chance
// at each of its tanks (in sixths, weighed most), plus its best chance at an enemy base,
// less how far its tanks stand from the enemy bases.
func exposure(q *nothanks.Position, me nothanks.Colour, sv *survey) float64 {
	var buf [64]nothanks.Shot
	var worst [nothanks.TanksEach]int
	v := 0.0
	for c := range nothanks.Colour(q.Players()) {
		for _, t := range sv.tanksOf(c) {
			for _, s := range q.AppendShotsFrom(buf[:0], t) {
				if c == me {
					if q.At(s.Target).Kind() == nothanks.Base {
						v = max(v, float64(s.Sixths()))
					}
					continue
				}
				for i, m := range sv.tanksOf(me) {
					if m == s.Target {
						worst[i] = max(worst[i], s.Sixths())
					}
				}
			}
		}
	}
	for i, t := range sv.tanksOf(me) {
		v -= 10*float64(worst[i]) + 0.1*float64(sv.nearestEnemyBase(me, t))
	}
	return v
}
