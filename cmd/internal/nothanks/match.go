package nothanks

import (
	"encoding/json"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/nothanks"
	"github.com/ezd-game/ezd/nothanks/bot"
)

// match is one game being played, play's and demo's: the game, who sits in each seat,
// the bots, the dice (rolled from the seed, or entered by the players when roll is nil)
// and the record file, saved after every turn. It never touches the terminal.
type match struct {
	game  *nothanks.Game
	seats []seat
	bots  []bot.Bot
	roll  bot.Dice // nil: the players enter their dice (N9)
	path  string   // the record file; "" keeps none
	saved bool
	// seed and rolled go in the record's table (issue 31, item 5): the seed of the dice and
	// the bots, and how many dice roll has rolled, so a resumed game rolls on from there.
	seed   uint64
	rolled int
	// layout and force wait for start when the first player is not known yet.
	layout nothanks.Layout
	force  bool
}

// start begins the game once the first player is known, and saves the record.
func (m *match) start(first nothanks.Colour) error {
	g, err := nothanks.NewGame(m.layout, first)
	if err != nil {
		return err
	}
	m.game = g
	return m.saveFirst(m.force)
}

// newMatch makes the bots of the seats, and counts the dice roll rolls.
func newMatch(g *nothanks.Game, seats []seat, seed uint64, roll bot.Dice, path string) *match {
	m := &match{game: g, seats: seats, path: path, seed: seed, bots: make([]bot.Bot, len(seats))}
	if roll != nil {
		m.roll = func() int {
			m.rolled++
			return roll()
		}
	}
	for c, s := range seats {
		if !s.person {
			m.bots[c], _ = bot.New(s.bot, seed+uint64(c)+1) // the names were checked
		}
	}
	return m
}

// play plays a turn and saves the record; it returns what the turn did in words.
func (m *match) play(t nothanks.Turn) (string, error) {
	before := m.game.Position()
	if err := m.game.Play(t); err != nil {
		return "", err
	}
	return describeTurn(before, t), m.save()
}

// saveFirst writes the record before the first turn, refusing to replace a file unless
// force; save then replaces its own file, atomically, after every turn.
func (m *match) saveFirst(force bool) error {
	if m.path == "" {
		return nil
	}
	if err := m.write(force); err != nil {
		return err
	}
	m.saved = true
	return nil
}

func (m *match) save() error {
	if !m.saved {
		return nil
	}
	return m.write(true)
}

// table is who sits where and how the dice went, for the record (issue 31, item 5).
func (m *match) table() *nothanks.Table {
	t := &nothanks.Table{Dice: "enter", Seed: m.seed}
	if m.roll != nil {
		t.Dice, t.Rolled = "roll", m.rolled
	}
	for _, s := range m.seats {
		t.Seats = append(t.Seats, s.String())
	}
	return t
}

func (m *match) write(force bool) error {
	r := m.game.Record()
	r.Table = m.table()
	data, err := json.Marshal(r)
	if err != nil {
		return err
	}
	return cmdutil.WriteFileAtomic(m.path, append(data, '\n'), force)
}
