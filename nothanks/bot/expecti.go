package bot

import (
	"math"

	"github.com/ezd-game/ezd/nothanks"
)

// Expecti looks ahead one turn of its own over the die's six results and the next
// player's reply. MOVE is worth the average over the six rolls of the best plan for each
// (a plan: one tank walks exactly the roll's steps to a square); SHOOT at a target is worth
// its chance times the position after a hit plus the rest times the position after a miss.
// Each position after its turn is judged by the next player's best shot at it (a hit
// weighed by its chance) and by a static score: material, the threats each side's tanks
// make, and how far its tanks are from the enemy bases; a position that leaves a tank next
// to an enemy tank is judged after the sure shots it invites (invited).
type Expecti struct {
	// the plans of the last position planned, kept for the Steps that follows Decide
	planned nothanks.Position
	plans   []plan
	ok      bool
}

// NewExpecti returns an expecti bot.
func NewExpecti() *Expecti { return &Expecti{} }

// Name returns "expecti".
func (*Expecti) Name() string { return "expecti" }

// Decide compares MOVE (its value averaged over the six rolls) with every shot.
func (e *Expecti) Decide(p nothanks.Position) (nothanks.Choice, nothanks.Shot) {
	me := p.Next()
	var moveV float64
	if p.CanMove() {
		plans := e.plansFor(p)
		for r := 1; r <= 6; r++ {
			best := math.Inf(-1)
			for _, pl := range plans {
				if pl.rolls&(1<<r) != 0 && pl.value > best {
					best = pl.value
				}
			}
			moveV += best / 6
		}
	} else {
		pass, _ := p.Play(nothanks.Turn{Player: me, Roll: 1})
		var sv survey
		sv.take(&pass)
		moveV = reply(&pass, me, &sv)
	}
	choice, shot, bestV := nothanks.Move, nothanks.Shot{}, moveV
	var buf [64]nothanks.Shot
	shots := p.AppendShots(buf[:0], me)
	if len(shots) == 0 {
		return choice, shot
	}
	var sv survey
	sv.take(&p)
	// A miss leaves the board as it was and passes the turn, whichever the shot.
	missV := 0.0
	for _, s := range shots {
		if s.Distance > 1 {
			miss, _ := p.Play(nothanks.Turn{Player: me, Choice: nothanks.Shoot, Roll: 1, Shooter: s.Shooter, Target: s.Target})
			missV = reply(&miss, me, &sv)
			break
		}
	}
	for _, s := range shots {
		hit, _ := p.Play(nothanks.Turn{Player: me, Choice: nothanks.Shoot, Roll: 6, Shooter: s.Shooter, Target: s.Target})
		hs := sv.after(&hit, s.Target)
		c := float64(s.Sixths()) / 6
		if v := c*reply(&hit, me, &hs) + (1-c)*missV; v > bestV {
			choice, shot, bestV = nothanks.Shoot, s, v
		}
	}
	return choice, shot
}

// Steps walks the tank of the best plan for this roll.
func (e *Expecti) Steps(p nothanks.Position, roll int) []nothanks.Step {
	plans := e.plansFor(p)
	var best *plan
	for i := range plans {
		if pl := &plans[i]; pl.rolls&(1<<roll) != 0 && (best == nil || pl.value > best.value) {
			best = pl
		}
	}
	if best == nil {
		return nil
	}
	return best.walk(p.Size(), roll)
}

// plansFor returns every plan of the player to move, with its worth.
func (e *Expecti) plansFor(p nothanks.Position) []plan {
	if e.ok && e.planned == p {
		return e.plans
	}
	me := p.Next()
	var plans []plan
	var sv survey
	sv.take(&p)
	for _, from := range sv.tanksOf(me) {
		for _, pl := range walks(&p, from) {
			after := pl.played(p)
			ms := sv.moved(me, from, pl.to)
			pl.value = reply(&after, me, &ms)
			plans = append(plans, pl)
		}
	}
	e.planned, e.plans, e.ok = p, plans, true
	return plans
}

// reply judges a position after me's turn by the next player's answer: their best shot
// at me, weighed by its chance, or the position as it stands when that is worse for me;
// after the sure kills the position invites (invited), when it invites any.
func reply(q *nothanks.Position, me nothanks.Colour, sv *survey) float64 {
	if r, rs, ok := invited(*q, me, *sv); ok {
		q, sv = &r, &rs
	}
	base := static(q, me, sv)
	if q.Over() {
		return base
	}
	o := q.Next()
	worst := base
	var buf [64]nothanks.Shot
	for _, t := range sv.tanksOf(o) {
		for _, s := range q.AppendShotsFrom(buf[:0], t) {
			if q.At(s.Target).Owner() != me {
				continue
			}
			hit, _ := q.Play(nothanks.Turn{Player: o, Choice: nothanks.Shoot, Roll: 6, Shooter: s.Shooter, Target: s.Target})
			hs := sv.after(&hit, s.Target)
			c := float64(s.Sixths()) / 6
			if v := c*static(&hit, me, &hs) + (1-c)*base; v < worst {
				worst = v
			}
		}
	}
	return worst
}

// static scores a position for me without looking ahead: material first; then, lightly,
// the best threat each of my tanks makes, the threats enemy tanks make on my pieces, and
// how far my tanks stand from the enemy bases (so that the game moves on).
func static(q *nothanks.Position, me nothanks.Colour, sv *survey) float64 {
	v := material(q, me)
	if q.Out(me) || q.Over() {
		return v
	}
	var buf [64]nothanks.Shot
	for c := range nothanks.Colour(q.Players()) {
		for _, t := range sv.tanksOf(c) {
			best := 0.0
			for _, s := range q.AppendShotsFrom(buf[:0], t) {
				if c != me && q.At(s.Target).Owner() != me {
					continue
				}
				best = max(best, float64(s.Sixths())/6*loss(q, s.Target))
			}
			if c == me {
				v += 0.25*best - 0.12*float64(sv.nearestEnemyBase(me, t))
			} else {
				v -= 0.35 * best
			}
		}
	}
	return v
}
