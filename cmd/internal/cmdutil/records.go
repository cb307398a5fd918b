package cmdutil

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// NewGameRecord names a new record file for a game of one kind ("tankwar", "nothanks")
// in its data folder, which it makes: $XDG_DATA_HOME/ezd/KIND/game-20261201-013000.json,
// with -2, -3 ... when a game began in the same second. Tank War and Tanks but no thanks!
// keep their records this way.
func (f *Factory) NewGameRecord(kind string) (string, error) {
	dir, err := f.DataDir(kind)
	if err != nil {
		return "", errors.New("cannot find where to keep the record: give -o FILE, or set HOME or XDG_DATA_HOME")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("cannot make the folder %s: %v (give -o FILE)", dir, err)
	}
	stamp := time.Now().Format("20060102-150405")
	path := filepath.Join(dir, "game-"+stamp+".json")
	for i := 2; FileExists(path); i++ {
		path = filepath.Join(dir, fmt.Sprintf("game-%s-%d.json", stamp, i))
	}
	return path, nil
}

// Record is a file a tournament saves: its name in the folder and what goes in it as JSON.
type Record struct {
	Name string
	Data any
}

// TournamentSummary is the file a tournament writes beside its records in --out: the list
// of games.
const TournamentSummary = "tournament.json"

// SaveTournament writes a tournament's records in dir, which it makes, each as one line of
// JSON, then index as TournamentSummary, the list of games, replacing an existing file
// only with force (issue 33: a second tournament into the same folder rewrote the first's
// summary, whatever its game). Every file is written atomically.
func SaveTournament(dir string, records []Record, index any, force bool) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("cannot make the folder %s: %v", dir, err)
	}
	for _, r := range records {
		data, err := json.Marshal(r.Data)
		if err != nil {
			return err
		}
		if err := WriteFileAtomic(filepath.Join(dir, r.Name), append(data, '\n'), force); err != nil {
			return err
		}
	}
	data, err := json.MarshalIndent(index, "", "  ")
	if err != nil {
		return err
	}
	return WriteFileAtomic(filepath.Join(dir, TournamentSummary), append(data, '\n'), force)
}

// CheckTournamentFolder is what a tournament checks of its --out folder before its first
// game, so that a folder it cannot write is found then, not after the last game: a device,
// pipe or socket is refused for what it is ("is a device"); the folder is made if need
// be (which a file in its place refuses), and a file written in it and removed; a summary
// there already is refused without force, as a record is.
func CheckTournamentFolder(dir string, force bool) error {
	if st, err := os.Stat(dir); err == nil && !st.IsDir() && !st.Mode().IsRegular() {
		return fmt.Errorf("--out: %s is %s, not a folder: give a folder to save the records in", dir, fileKind(st.Mode()))
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("--out: cannot make the folder %s: %v", dir, err)
	}
	probe, err := os.CreateTemp(dir, ".ezd-write-test-*")
	if err != nil {
		return fmt.Errorf("--out: cannot write in the folder %s: %v", dir, err)
	}
	probe.Close()
	if err := os.Remove(probe.Name()); err != nil {
		return err
	}
	return CheckNewFile(filepath.Join(dir, TournamentSummary), force)
}
