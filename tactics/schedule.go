package tactics

import (
	"errors"
	"math"
	"math/rand/v2"
	"time"
)

// The scheduler: what time and chance bring, and when (TT3, TT5, TT9, TT10, TT12, TT14).
// Every random outcome is drawn from the caller's seed and a key that the journal fixes (a
// day, or the index of the event being drawn), never from the order of calls: a server
// that asks every minute and one that wakes after three days get the same events, each at
// its own moment, and a day's moments are fixed when the day begins.

// Streams of random draws, so that one never repeats another's numbers.
const (
	drawPlacement = iota + 1
	drawDay
	drawDrop
	drawSpawn
)

// source is the random source of one stream and key: the same seed, stream and key always
// give the same numbers, whatever was drawn before (Seed.Source).
func source(seed Seed, stream uint8, key int) *rand.Rand {
	return seed.Source(stream, uint64(int64(key)))
}

// Start returns the first events of a game started at the moment at: started, then each
// player placed on a distinct random cell, in the game's order of players (TT2).
func Start(g Game, at time.Time, seed Seed) ([]Event, error) {
	if err := g.Validate(); err != nil {
		return nil, &GameError{err}
	}
	at = at.UTC()
	cells := make([]Cell, 0, g.Side*g.Side)
	for x := 1; x <= g.Side; x++ {
		for y := 1; y <= g.Side; y++ {
			cells = append(cells, Cell{x, y})
		}
	}
	r := source(seed, drawPlacement, 0)
	r.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
	events := []Event{{At: at, Kind: KindStarted}}
	for i, name := range g.Players {
		events = append(events, Event{At: at, Kind: KindPlaced, Player: name, Cell: cells[i]})
	}
	return events, nil
}

// Due returns every timed event due at or before now, in order, each at its own moment
// (TT14's catch-up): owed drops, round ends, AP moments, counts, hearts and loot. Random
// outcomes are drawn from seed. The state is not changed; apply the events to it in order.
func Due(s *State, now time.Time, seed Seed) ([]Event, error) {
	var out []Event
	c := s.Clone()
	for {
		e, ok := c.nextTimed(seed)
		if !ok || e.At.After(now) {
			return out, nil
		}
		if err := c.Apply(e); err != nil {
			return out, errors.New("the journal cannot go on: " + err.Error())
		}
		out = append(out, e)
	}
}

// NextAt is the moment of the next timed event, if there is one: when a server should
// wake next (before any player acts). It is a secret of the referee: random moments are
// never shown before they happen (TT14).
func NextAt(s *State, seed Seed) (time.Time, bool) {
	e, ok := s.nextTimed(seed)
	return e.At, ok
}

// nextTimed is the next event that time or chance brings, whatever its moment.
func (s *State) nextTimed(seed Seed) (Event, bool) {
	if !s.Started() {
		return Event{}, false
	}
	if len(s.owed) > 0 {
		return s.dropEvent(seed), true
	}
	if s.ended {
		return Event{}, false
	}
	var best Event
	found := false
	if due, ok := s.RoundDue(); ok {
		// Ties go to the round's end: nothing happens in a round after its limit (TT3).
		best, found = Event{At: due, Kind: KindRoundEnd, Round: s.round}, true
	}
	if s.game.Mode != Standard {
		return best, found
	}
	for day := s.day; day <= s.day+1; day++ {
		plan := s.plan(day, seed)
		fresh := day != s.day
		consider := func(e Event) {
			if !found || e.At.Before(best.At) {
				best, found = e, true
			}
		}
		if fresh || !s.dayMoment {
			kind := KindAP
			if weekend(day) {
				kind = KindCount
			}
			consider(Event{At: later(plan.moment, s.lastAt), Kind: kind})
		}
		if (fresh || s.dayHearts == 0) && !plan.heart.Before(s.lastAt) && (!found || plan.heart.Before(best.At)) {
			if c, ok := s.spawnCell(seed); ok {
				consider(Event{At: plan.heart, Kind: KindSpawn, Cell: c, Hearts: 1})
			}
		}
		done := s.dayLoots
		if fresh {
			done = 0
		}
		for _, at := range plan.loots[min(done, len(plan.loots)):] {
			if at.Before(s.lastAt) {
				continue
			}
			if !found || at.Before(best.At) {
				if c, ok := s.spawnCell(seed); ok {
					consider(Event{At: at, Kind: KindSpawn, Cell: c, AP: LootAP})
				}
			}
			break
		}
		if found && best.At.Before(s.dayStart(day+1)) {
			break
		}
	}
	return best, found
}

func later(a, b time.Time) time.Time {
	if a.Before(b) {
		return b
	}
	return a
}

// dayPlan is a day's random moments (TT14): its AP moment or count, its heart and its loot.
type dayPlan struct {
	moment, heart time.Time
	loots         []time.Time
}

// plan draws a day's moments: uniformly over the day, the first day from the start to its
// midnight (TT14); the day's loot drops number on average one a whole day (TT9).
func (s *State) plan(day int, seed Seed) dayPlan {
	from, to := s.dayStart(day), s.dayStart(day+1)
	if s.startedAt.After(from) {
		from = s.startedAt
	}
	span := to.Sub(from)
	r := source(seed, drawDay, day)
	moment := func() time.Time {
		if span <= 0 {
			return from
		}
		return from.Add(time.Duration(r.Int64N(int64(span/time.Second)+1)) * time.Second).Truncate(0)
	}
	p := dayPlan{moment: moment(), heart: moment()}
	// Poisson-distributed with mean the day's share of 24 hours (Knuth's method).
	limit, prod := math.Exp(-span.Hours()/24), r.Float64()
	for prod > limit {
		p.loots = append(p.loots, moment())
		prod *= r.Float64()
	}
	sortTimes(p.loots)
	for i, t := range p.loots {
		if !t.Before(to) {
			p.loots[i] = to.Add(-time.Second)
		}
	}
	if !p.moment.Before(to) {
		p.moment = to.Add(-time.Second)
	}
	if !p.heart.Before(to) {
		p.heart = to.Add(-time.Second)
	}
	return p
}

func sortTimes(ts []time.Time) {
	for i := 1; i < len(ts); i++ {
		for j := i; j > 0 && ts[j].Before(ts[j-1]); j-- {
			ts[j], ts[j-1] = ts[j-1], ts[j]
		}
	}
}

// spawnCell draws the cell of a spawn: one with no player and no item (TT9).
func (s *State) spawnCell(seed Seed) (Cell, bool) {
	free := s.FreeCells(true)
	if len(free) == 0 {
		return Cell{}, false
	}
	return free[source(seed, drawSpawn, s.events).IntN(len(free))], true
}

// dropEvent draws where the next owed drop falls: each point on a random cell with no
// player (TT9).
func (s *State) dropEvent(seed Seed) Event {
	d := s.owed[0]
	free := s.FreeCells(false)
	r := source(seed, drawDrop, s.events)
	cells := make([]Cell, d.ap)
	for i := range cells {
		cells[i] = free[r.IntN(len(free))]
	}
	return Event{At: s.lastAt, Kind: KindDrop, Player: s.players[d.player].Name, Cells: cells}
}
