package cli

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/terrain"
)

// menuEntry is one choice of the main menu and what it runs.
type menuEntry struct {
	label string
	run   func(ctx context.Context, f *Factory, r *prompt.Runner) error
}

// menuEntries is the main menu, in order. A new command joins the menu with one line here.
func menuEntries() []menuEntry {
	return []menuEntry{
		{"Build an army", menuBuildArmy},
		{"Show an army", menuShowArmy},
		{"Resolve an attack", menuAttack},
		{"Odds table", func(_ context.Context, f *Factory, _ *prompt.Runner) error {
			return writeOddsTable(f.IO.Out, everyAttack())
		}},
		{"Rules", func(_ context.Context, f *Factory, _ *prompt.Runner) error {
			return writeRules(f.IO.Out, terrain.Centimetres)
		}},
		{"Play a battle", menuPlayBattle},
		{"Print cards, roster, reference or rulers", menuPrint},
	}
}

// runMenu shows the main menu until the player quits. A choice that fails (an army file
// with problems, say) is reported and the menu comes back; leaving a form ends ezd.
func runMenu(ctx context.Context, f *Factory) error {
	r := prompt.NewRunner(f.IO)
	entries := menuEntries()
	labels := make([]string, len(entries))
	for i, e := range entries {
		labels[i] = e.label
	}
	choice := 0
	for {
		if err := r.Run(ctx, prompt.MenuForm(labels, &choice)); err != nil || choice < 0 {
			return err
		}
		err := entries[choice].run(ctx, f, r)
		if exitCode(err) == exitCancelled {
			return err
		}
		if err != nil {
			fmt.Fprintf(f.IO.ErrOut, "ezd: %v\n", err)
		}
		fmt.Fprintln(f.IO.Out)
	}
}

func menuBuildArmy(ctx context.Context, f *Factory, r *prompt.Runner) error {
	return buildAndSave(ctx, f, r, army.Army{}, saveTarget{})
}

func menuAttack(ctx context.Context, f *Factory, r *prompt.Runner) error {
	return runAttackWizard(ctx, f, r, attackOptions{Cover: "none", Units: "cm"})
}

func menuShowArmy(ctx context.Context, f *Factory, r *prompt.Runner) error {
	arg, err := askArmy(ctx, r, "Show which army?")
	if err != nil {
		return err
	}
	a, err := loadArmy(arg)
	if err != nil {
		return err
	}
	fmt.Fprintln(f.IO.Out)
	return writeRoster(f.IO.Out, a, terrain.Centimetres)
}

// askArmy asks for an army among the army files here and the samples, or typed in, and
// returns it as a command would take it: a file name or sample:NAME.
func askArmy(ctx context.Context, r *prompt.Runner, title string) (string, error) {
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
	check := func(p string) error { _, err := loadArmy(strings.TrimSpace(p)); return err }
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
			if _, err := loadArmy(e.Name()); err == nil {
				files = append(files, e.Name())
			}
		}
		if len(files) == maxArmyFilesListed {
			break
		}
	}
	return files
}
