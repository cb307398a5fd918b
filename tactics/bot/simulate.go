package bot

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/ezd-game/ezd/tactics"
)

// Config is a simulated game: its header, a bot a seat (by name, as Names), when it
// starts, the seed of every random outcome and choice, and when it stops at the latest.
type Config struct {
	Game  tactics.Game
	Bots  []string
	Start time.Time
	Seed  tactics.Seed
	// Until stops the game at this moment of game time (zero: no limit).
	Until time.Time
	// Rounds stops the game after this many rounds have ended (0: no limit).
	Rounds int
}

// Simulate plays a whole game of bots on a virtual clock, no sleeping: each seat acts at
// a random moment of each round (a downed one votes then), and the scheduler brings
// everything time and chance bring. It stops when the game ends, at Until, or after
// Rounds rounds, and returns the journal and the state after it.
func Simulate(cfg Config) (tactics.Journal, *tactics.State, error) {
	j := tactics.Journal{Game: cfg.Game}
	if len(cfg.Bots) != len(cfg.Game.Players) {
		return j, nil, fmt.Errorf("%d bots for %d seats", len(cfg.Bots), len(cfg.Game.Players))
	}
	bots, err := seat(cfg)
	if err != nil {
		return j, nil, err
	}
	start, err := tactics.Start(cfg.Game, cfg.Start, cfg.Seed)
	if err != nil {
		return j, nil, err
	}
	s, err := tactics.Fold(cfg.Game, start)
	if err != nil {
		return j, nil, err
	}
	sim := &simulation{cfg: cfg, bots: bots, s: s, journal: start,
		r: cfg.Seed.Source(drawSimulate, 0), moments: make([]time.Time, len(bots))}
	if err := sim.run(); err != nil {
		return j, nil, err
	}
	j.Events = sim.journal
	return j, sim.s, nil
}

func seat(cfg Config) ([]Bot, error) {
	for _, name := range cfg.Bots {
		if _, err := New(name); err != nil {
			return nil, err
		}
	}
	return seatBots(cfg.Game.Players, cfg.Bots)
}

type simulation struct {
	cfg     Config
	bots    []Bot
	s       *tactics.State
	journal []tactics.Event
	r       *rand.Rand
	// moments is when each seat acts next in this round (zero: done for the round).
	moments []time.Time
	round   int
}

func (m *simulation) apply(e tactics.Event) error {
	if err := m.s.Apply(e); err != nil {
		return err
	}
	m.journal = append(m.journal, e)
	return nil
}

func (m *simulation) run() error {
	for !m.s.Ended() {
		if m.cfg.Rounds > 0 && m.s.Round() > m.cfg.Rounds {
			return nil
		}
		if m.s.Round() != m.round {
			m.newRound()
		}
		seat, at := m.nextSeat()
		next, timed := tactics.NextAt(m.s, m.cfg.Seed)
		if !timed && seat < 0 {
			return errors.New("the simulation is stuck: nothing more can happen")
		}
		if timed && (seat < 0 || !next.After(at)) {
			at = next
		}
		if !m.cfg.Until.IsZero() && at.After(m.cfg.Until) {
			return nil
		}
		if timed && at.Equal(next) {
			due, err := tactics.Due(m.s, at, m.cfg.Seed)
			if err != nil {
				return err
			}
			for _, e := range due {
				if err := m.apply(e); err != nil {
					return err
				}
			}
			continue
		}
		m.moments[seat] = time.Time{}
		if err := m.play(seat, at); err != nil {
			return err
		}
	}
	return nil
}

// newRound draws each seat's moment in the round just begun: uniformly over its time
// limit, as people act whenever they like (TT3).
func (m *simulation) newRound() {
	m.round = m.s.Round()
	due, ok := m.s.RoundDue()
	if !ok {
		return
	}
	begin := m.s.LastAt()
	span := due.Sub(begin)
	if span <= 0 {
		return
	}
	for i := range m.moments {
		m.moments[i] = begin.Add(time.Duration(m.r.Int64N(int64(span))))
	}
}

// nextSeat is the seat that acts first, and when; -1 when none is waiting.
func (m *simulation) nextSeat() (int, time.Time) {
	best := -1
	for i, t := range m.moments {
		if !t.IsZero() && (best < 0 || t.Before(m.moments[best])) {
			best = i
		}
	}
	if best < 0 {
		return -1, time.Time{}
	}
	return best, m.moments[best]
}

// play lets one seat act at its moment: a turn when living, votes when downed. What the
// engine refuses is left out, as a referee would refuse it.
func (m *simulation) play(seat int, at time.Time) error {
	if _, err := m.s.View(m.cfg.Game.Players[seat], at); err != nil {
		return err
	}
	m.journal = append(m.journal, play(m.s, m.cfg.Game.Players[seat], m.bots[seat], at, m.r)...)
	return nil
}
