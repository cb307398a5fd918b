package cmdutil

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
)

// AskArmy asks for an army among the army files here and the samples, or typed in, and
// returns it as a command would take it: a file name or sample:NAME.
func AskArmy(ctx context.Context, r *prompt.Runner, title string) (string, error) {
	choices := armyFilesHere()
	for _, s := range army.SampleNames() {
		choices = append(choices, army.SamplePrefix+s)
	}
	pick := 0
	if err := r.Run(ctx, prompt.ArmyFileForm(title, choices, &pick)); err != nil {
		return "", err
	}
	if pick >= 0 {
		return choices[pick], nil
	}
	var path string
	check := func(p string) error { _, err := LoadArmy(strings.TrimSpace(p)); return err }
	if err := r.Run(ctx, prompt.PathForm(title+": army file", &path, check)); err != nil {
		return "", err
	}
	return strings.TrimSpace(path), nil
}

// maxArmyFilesListed keeps the list of army files in the current folder on one screen.
const maxArmyFilesListed = 8

// armyFilesHere returns the valid army files in the current folder, by name.
func armyFilesHere() []string {
	entries, err := os.ReadDir(".")
	if err != nil {
		return nil
	}
	var files []string
	for _, e := range entries {
		ext := strings.ToLower(filepath.Ext(e.Name()))
		if e.Type().IsRegular() && slices.Contains([]string{".yaml", ".yml", ".json"}, ext) {
			if _, err := LoadArmy(e.Name()); err == nil {
				files = append(files, e.Name())
			}
		}
		if len(files) == maxArmyFilesListed {
			break
		}
	}
	return files
}
