package journal

import (
	"cmp"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strings"
	"time"
)

// Info describes one battle on disk, as List finds it.
type Info struct {
	// Name is the battle's name, as given to Open.
	Name string
	// Modified is when the journal last changed: when the last step was played or undone.
	Modified time.Time
	// Size is the journal's length in bytes.
	Size int64
}

// List returns the battles in dir, the most recently played first (ties by name), so
// that the first is "the most recently used battle". A directory that does not exist yet
// holds no battles. Files that are not journals (lock files, temporary files, names that
// ValidateName refuses) are skipped. List takes no locks: a battle being played shows as
// it was a moment ago.
func List(dir string) ([]Info, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("listing battles: %w", err)
	}
	var infos []Info
	for _, e := range entries {
		name, ok := strings.CutSuffix(e.Name(), Ext)
		if !ok || !e.Type().IsRegular() || ValidateName(name) != nil {
			continue
		}
		fi, err := e.Info()
		if errors.Is(err, fs.ErrNotExist) {
			continue // Renamed or removed since ReadDir.
		}
		if err != nil {
			return nil, fmt.Errorf("listing battles: %w", err)
		}
		infos = append(infos, Info{Name: name, Modified: fi.ModTime(), Size: fi.Size()})
	}
	slices.SortFunc(infos, func(a, b Info) int {
		if c := b.Modified.Compare(a.Modified); c != 0 {
			return c
		}
		return cmp.Compare(a.Name, b.Name)
	})
	return infos, nil
}
