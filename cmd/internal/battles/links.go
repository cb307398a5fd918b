package battles

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/journal"
	"github.com/ezd-game/ezd/cmd/internal/regular"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/internal/web"
)

// Links are a battle's keys at the table (issue 28, ezd serve): a secret for each side
// and one for a watcher, and the battle's switch of the win chance and the hints, which
// both sides see. They are kept beside the battle in NAME.links, readable by the user
// alone, so that they survive a restart of the server.
type Links struct {
	Red   string `json:"red"`
	Blue  string `json:"blue"`
	Watch string `json:"watch"`
	// Hints shows the win chance and the hints on the battle's pages; off for a new
	// battle.
	Hints bool `json:"hints"`
}

// Roles are the links' roles, in the order the pages list them.
var Roles = []string{"red", "blue", "watch"}

// Secret returns the secret of role (red, blue or watch), "" for another.
func (l Links) Secret(role string) string {
	switch role {
	case "red":
		return l.Red
	case "blue":
		return l.Blue
	case "watch":
		return l.Watch
	}
	return ""
}

// Side is the side role plays; combat.NoPlayer for the watch link.
func Side(role string) combat.Player {
	switch role {
	case "red":
		return combat.Red
	case "blue":
		return combat.Blue
	}
	return combat.NoPlayer
}

// maxLinksBytes is the most a links file may hold: three secrets and a switch.
const maxLinksBytes = 4 << 10

// LinksPath returns where the links of the battle name are kept.
func LinksPath(dir, name string) string { return filepath.Join(dir, name+".links") }

// ReadLinks returns the links of the battle name; found is false when it has none yet.
// Only a regular file of a plausible size holding three plausible secrets is read.
func ReadLinks(dir, name string) (l Links, found bool, err error) {
	if err := journal.ValidateName(name); err != nil {
		return l, false, err
	}
	data, err := readSmall(LinksPath(dir, name), maxLinksBytes)
	if errors.Is(err, fs.ErrNotExist) {
		return l, false, nil
	}
	if err != nil {
		return l, false, fmt.Errorf("the links of battle %s: %w", name, err)
	}
	if err := json.Unmarshal(data, &l); err != nil || !l.plausible() {
		return Links{}, false, fmt.Errorf("the links of battle %s cannot be read: remove %s and new links are made", name, LinksPath(dir, name))
	}
	return l, true, nil
}

func (l Links) plausible() bool {
	return web.PlausibleSecret(l.Red) && web.PlausibleSecret(l.Blue) && web.PlausibleSecret(l.Watch)
}

// EnsureLinks returns the links of the battle name, making them the first time. Two
// processes making them at once keep the first one's.
func EnsureLinks(dir, name string) (Links, error) {
	l, found, err := ReadLinks(dir, name)
	if err != nil || found {
		return l, err
	}
	if _, err := os.Stat(journal.Path(dir, name)); err != nil {
		return l, fmt.Errorf("there is no battle named %s: check the name with ezd battle list", name)
	}
	l = Links{Red: web.NewSecret(), Blue: web.NewSecret(), Watch: web.NewSecret()}
	err = writeLinks(dir, name, l, false)
	if errors.Is(err, fs.ErrExist) {
		l, _, err = ReadLinks(dir, name)
	}
	return l, err
}

// SaveLinks replaces the links of the battle name.
func SaveLinks(dir, name string, l Links) error { return writeLinks(dir, name, l, true) }

// Rotate replaces the secret of role (red, blue or watch) with a new one and returns the
// links: the old link is a 404 from then on.
func Rotate(dir, name, role string) (Links, error) {
	l, err := EnsureLinks(dir, name)
	if err != nil {
		return l, err
	}
	switch role {
	case "red":
		l.Red = web.NewSecret()
	case "blue":
		l.Blue = web.NewSecret()
	case "watch":
		l.Watch = web.NewSecret()
	default:
		return l, cmdutil.Usagef("--rotate %s: want red, blue or watch", cmdutil.Printable(cmdutil.Shorten(role, 20)))
	}
	return l, SaveLinks(dir, name, l)
}

func writeLinks(dir, name string, l Links, force bool) error {
	data, err := json.Marshal(l)
	if err != nil {
		return err
	}
	return cmdutil.WriteSecretAtomic(LinksPath(dir, name), append(data, '\n'), force)
}

// readSmall reads a regular file of at most limit bytes, without blocking on anything
// else in its place.
func readSmall(path string, limit int64) ([]byte, error) {
	fi, err := os.Lstat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() || fi.Size() > limit {
		return nil, fmt.Errorf("%s is not a file of links", path)
	}
	f, err := regular.Open(path, os.O_RDONLY, fi)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err == nil && int64(len(data)) > limit {
		err = fmt.Errorf("%s is not a file of links", path)
	}
	return data, err
}
