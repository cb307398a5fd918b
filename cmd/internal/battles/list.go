package battles

import (
	"encoding/json"
	"time"

	"github.com/ezd-game/ezd/cmd/internal/journal"
	"github.com/ezd-game/ezd/combat"
)

// ListRow is one battle in `battle list --json`; its keys are part of the contract.
type ListRow struct {
	Name   string         `json:"name"`
	Red    string         `json:"red"`
	Blue   string         `json:"blue"`
	Turn   int            `json:"turn"`
	Winner *combat.Player `json:"winner"`
	// Played is when the last step was played or undone.
	Played time.Time `json:"played"`
	// Error says why the battle cannot be read; the other keys are then empty.
	Error string `json:"error,omitempty"`
}

// List returns the battles kept in dir, the most recently played first, each read only
// at its ends (Summarize); a battle that cannot be read is a row with its Error.
func List(dir string) ([]ListRow, error) {
	infos, err := journal.List(dir)
	if err != nil {
		return nil, err
	}
	rows := []ListRow{}
	for _, info := range infos {
		row := ListRow{Name: info.Name, Played: info.Modified}
		if s, err := Summarize(dir, info.Name); err != nil {
			row.Error = err.Error()
		} else {
			row.Red, row.Blue, row.Turn = s.Red, s.Blue, s.Turn
			if s.Winner != combat.NoPlayer {
				row.Winner = &s.Winner
			}
		}
		rows = append(rows, row)
	}
	return rows, nil
}

// LogEntry is one event of `battle log --json`: its place in the journal (from 1), the
// sentence the log tells it in, and the event as the journal stores it.
type LogEntry struct {
	Line  int             `json:"line"`
	Text  string          `json:"text"`
	Event json.RawMessage `json:"event"`
}

// LogEntries returns the battle's journal from line from (1 for all of it) as
// `battle log --json` prints it.
func LogEntries(b *combat.Battle, from int) ([]LogEntry, error) {
	text := b.Log()
	events := b.Journal()
	from = max(from, 1)
	entries := make([]LogEntry, 0, max(len(events)-from+1, 0))
	for i := from - 1; i < len(events); i++ {
		line, err := combat.Encode(events[i])
		if err != nil {
			return nil, err
		}
		entries = append(entries, LogEntry{i + 1, text[i], line})
	}
	return entries, nil
}
