package cmdutil

import (
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/army"
)

// Shell completion of the values ezd's arguments and flags take.

// armyExts are the extensions of army files.
var armyExts = []string{".yaml", ".yml", ".json"}

// CompleteArmies completes an army: the built-in samples (sample:france-1940) and the
// army files (*.yaml, *.yml, *.json) and folders where the word being typed points.
func CompleteArmies(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	var out []cobra.Completion
	for _, s := range army.SampleNames() {
		if name := army.SamplePrefix + s; strings.HasPrefix(name, toComplete) {
			out = append(out, name)
		}
	}
	directive := cobra.ShellCompDirectiveNoFileComp
	dir, prefix := filepath.Split(toComplete)
	entries, _ := os.ReadDir(cmpDir(dir))
	for _, e := range entries {
		name := e.Name()
		if !strings.HasPrefix(name, prefix) || (strings.HasPrefix(name, ".") && !strings.HasPrefix(prefix, ".")) {
			continue
		}
		switch {
		case e.IsDir():
			out = append(out, dir+name+"/")
			directive |= cobra.ShellCompDirectiveNoSpace // a folder is not the end of the word
		case slices.Contains(armyExts, strings.ToLower(filepath.Ext(name))):
			out = append(out, dir+name)
		}
	}
	return out, directive
}

func cmpDir(dir string) string {
	if dir == "" {
		return "."
	}
	return dir
}

// CompleteWords completes from a fixed list: classes, paper sizes, units.
func CompleteWords(words ...string) cobra.CompletionFunc {
	return func(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		var out []cobra.Completion
		for _, w := range words {
			if strings.HasPrefix(w, toComplete) {
				out = append(out, w)
			}
		}
		return out, cobra.ShellCompDirectiveNoFileComp
	}
}

// ClassNames are the classes as typed: small, medium, heavy (R2).
func ClassNames() []string {
	var names []string
	for _, c := range army.Classes() {
		names = append(names, c.String())
	}
	return names
}
