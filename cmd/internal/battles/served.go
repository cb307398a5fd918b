package battles

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/internal/web"
)

// What a running `ezd serve` leaves in the data folder (its "serve" folder) for the
// battle commands: where it listens, so that `ezd battle links` prints links that work,
// and the table link's secret, which survives restarts as the battles' links do.

// Served is a running server's record: its process and the addresses a phone can reach
// it at ("http://192.168.1.20:8420"), the first the one to print.
type Served struct {
	PID  int      `json:"pid"`
	URLs []string `json:"urls"`
}

// ServeDir returns the folder of the server's record and the table link.
func ServeDir(f *cmdutil.Factory) (string, error) { return f.DataDir("serve") }

func servedPath(dir string) string { return filepath.Join(dir, "server.json") }

// RecordServed records the running server, replacing any record.
func RecordServed(dir string, s Served) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	data, err := json.Marshal(s)
	if err != nil {
		return err
	}
	return cmdutil.WriteSecretAtomic(servedPath(dir), append(data, '\n'), true)
}

// ForgetServed removes the record of the server pid, leaving another's.
func ForgetServed(dir string, pid int) {
	if s, err := readServed(dir); err == nil && s.PID == pid {
		os.Remove(servedPath(dir))
	}
}

// ErrNotServing is matched by RunningServer's error when no `ezd serve` runs.
var ErrNotServing = errors.New("ezd serve is not running")

// RunningServer returns the record of the running server: ErrNotServing when there is
// none, or when the one recorded was stopped without removing its record (killed: its
// process is gone).
func RunningServer(dir string) (Served, error) {
	s, err := readServed(dir)
	if errors.Is(err, fs.ErrNotExist) || err == nil && (len(s.URLs) == 0 || !processAlive(s.PID)) {
		return Served{}, ErrNotServing
	}
	return s, err
}

func readServed(dir string) (Served, error) {
	var s Served
	data, err := readSmall(servedPath(dir), 64<<10)
	if err != nil {
		return s, err
	}
	if err := json.Unmarshal(data, &s); err != nil {
		return s, fmt.Errorf("%s cannot be read: %w", servedPath(dir), err)
	}
	return s, nil
}

// TableSecret returns the table link's secret, made the first time.
func TableSecret(dir string) (string, error) {
	path := filepath.Join(dir, "table.links")
	var t struct {
		Table string `json:"table"`
	}
	data, err := readSmall(path, maxLinksBytes)
	if err == nil && json.Unmarshal(data, &t) == nil && web.PlausibleSecret(t.Table) {
		return t.Table, nil
	}
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return "", err
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	t.Table = web.NewSecret()
	data, _ = json.Marshal(t)
	return t.Table, cmdutil.WriteSecretAtomic(path, append(data, '\n'), true)
}
