package tankwar

import (
	"encoding/json"
	"fmt"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/tankwar"
	"github.com/ezd-game/ezd/tankwar/bot"
)

// match is one game on screen, play's and demo's: the game, who plays each side (a bot,
// or nil for a person), the actions chosen for the coming turn, and the record file,
// saved after every turn. It never touches the terminal: the screen drives it.
type match struct {
	game   *tankwar.Game
	names  [2]string
	bots   [2]bot.Bot
	chosen [2]bool
	action [2]tankwar.Action
	// last says what the last turn did; forfeit, why a bot lost by forfeit.
	last    string
	forfeit string
	path    string // the record file; "" keeps none
	saved   bool
}

// over reports whether the game has ended, by the rules or by a forfeit.
func (m *match) over() bool { return m.game.Result().Over() || m.forfeit != "" }

// choose records a side's action for the coming turn and plays the turn once both
// sides have chosen. A choice after the end is ignored.
func (m *match) choose(side int, a tankwar.Action) error {
	if m.over() {
		return nil
	}
	m.chosen[side], m.action[side] = true, a
	if !m.chosen[0] || !m.chosen[1] {
		return nil
	}
	before := m.game.Position()
	if err := m.game.Play(m.action[0], m.action[1]); err != nil {
		return err
	}
	m.chosen = [2]bool{}
	m.last = fmt.Sprintf("turn %d: %s", before.Turn, whatHappened(before, m.game.Position(), m.names))
	return m.save()
}

// botFailed ends the game by forfeit of the side whose bot failed.
func (m *match) botFailed(side int, err error) {
	if m.over() {
		return
	}
	m.forfeit = fmt.Sprintf("%s forfeits: %v", who(side, m.names), err)
}

// result says how the game ended, or that it goes on.
func (m *match) result() string {
	if m.forfeit != "" {
		return m.forfeit
	}
	return resultWords(m.game.Result(), m.names)
}

// save writes the record: the first time refusing to replace a file unless force, after
// that replacing its own file, atomically each time (as battles are saved).
func (m *match) saveFirst(force bool) error {
	if m.path == "" {
		return nil
	}
	data, err := json.Marshal(m.record())
	if err != nil {
		return err
	}
	if err := cmdutil.WriteFileAtomic(m.path, append(data, '\n'), force); err != nil {
		return err
	}
	m.saved = true
	return nil
}

func (m *match) save() error {
	if m.path == "" || !m.saved {
		return nil
	}
	data, err := json.Marshal(m.record())
	if err != nil {
		return err
	}
	return cmdutil.WriteFileAtomic(m.path, append(data, '\n'), true)
}

// record is the game written down with its players' names.
func (m *match) record() tankwar.Record {
	r := m.game.Record()
	r.Players = m.names
	return r
}

// closeBots ends the bots' processes.
func (m *match) closeBots() {
	for _, b := range m.bots {
		if b != nil {
			closeBot(b)
		}
	}
}
