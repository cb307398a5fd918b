package cmdutil

import (
	"cmp"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/ezd-game/ezd/army"
)

// ArmiesDir returns the armies folder: dir when a command was given one (--armies), or
// else $XDG_DATA_HOME/ezd/armies, where `ezd army import` and the builder of `ezd serve`
// save armies. It is not created.
func (f *Factory) ArmiesDir(dir string) (string, error) {
	if dir != "" {
		return dir, nil
	}
	return f.DataDir("armies")
}

// MaxListedArmies bounds the armies a list reads from a folder: a folder of thousands is
// a mistake, and reading each would take long.
const MaxListedArmies = 500

// ListedArmy is one army of `ezd army list --json`, which ezd serve's armies.json serves
// too; its keys are part of ezd's contract (docs/serve.md).
type ListedArmy struct {
	// ID names the army: "sample:NAME" for a sample, or else its file's name less a
	// ".yaml" ending, as in ezd serve's armies/ID.json.
	ID string `json:"id"`
	// File is the file's name in the armies folder; empty for a sample.
	File    string `json:"file"`
	Sample  bool   `json:"sample"`
	Name    string `json:"name"`
	Faction string `json:"faction"`
	Fielded int    `json:"fielded"`
	Limit   int    `json:"limit"`
	Valid   bool   `json:"valid"`
	// Problem is the first problem of an army that is not valid, with its line.
	Problem string `json:"problem"`
}

// ArmyList is every army a player can pick: the samples, then the army files of the
// armies folder, by name. More is the number of files left out past MaxListedArmies.
type ArmyList struct {
	Dir    string
	Armies []ListedArmy
	More   int
}

// ListArmies lists the samples and the army files (.yaml, .yml, .json) of dir, each read
// and checked as `ezd army validate` does. A folder that does not exist lists no files.
func ListArmies(dir string) (ArmyList, error) {
	list := ArmyList{Dir: dir}
	for _, name := range army.SampleNames() {
		list.Armies = append(list.Armies, listed(army.SamplePrefix+name, "", army.SamplePrefix+name))
	}
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return list, nil
	}
	if err != nil {
		return list, err
	}
	var files []string
	for _, e := range entries {
		if ArmyFileName(e.Name()) && e.Type().IsRegular() {
			files = append(files, e.Name())
		}
	}
	slices.SortFunc(files, func(a, b string) int { return cmp.Compare(strings.ToLower(a), strings.ToLower(b)) })
	if len(files) > MaxListedArmies {
		list.More, files = len(files)-MaxListedArmies, files[:MaxListedArmies]
	}
	for _, name := range files {
		list.Armies = append(list.Armies, listed(ArmyID(name), name, filepath.Join(dir, name)))
	}
	return list, nil
}

// ArmyFileName reports whether a file of the armies folder is an army file: .yaml, .yml or
// .json, not hidden (an atomic save's temporary file starts with a dot).
func ArmyFileName(name string) bool {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".yaml", ".yml", ".json":
		return !strings.HasPrefix(name, ".")
	}
	return false
}

// ArmyID is the ID of the army file name in the armies folder: its name less ".yaml".
func ArmyID(file string) string { return strings.TrimSuffix(file, ".yaml") }

// listed reads one army of the list: arg is what LoadArmy takes.
func listed(id, file, arg string) ListedArmy {
	l := ListedArmy{ID: id, File: file, Sample: file == ""}
	a, err := LoadArmy(arg)
	if err != nil {
		// Without the folder's path, which armies.json would give away.
		l.Problem = strings.TrimPrefix(firstProblem(err), arg+": ")
		return l
	}
	l.Valid, l.Name, l.Faction, l.Fielded, l.Limit = true, a.Name, a.Faction, a.Fielded(), a.Limit()
	return l
}

// firstProblem is the first problem of a LoadArmy error, with its line: "3: unknown class".
func firstProblem(err error) string {
	var pe *ProblemsError
	if errors.As(err, &pe) && len(pe.Problems) > 0 {
		return pe.Problems[0].Error()
	}
	return err.Error()
}
