package army

import (
	"context"
	"errors"
	"fmt"
	"io/fs"

	armypkg "github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/terrain"
)

// saveTarget is where the builder offers to save: path (empty for the army's slug), and
// whether that file may be replaced without asking: --force, or army edit saving back to
// the file it opened. write, if set, makes the file's bytes for the path chosen (army
// edit rewrites the file it opened); otherwise the army is written afresh as YAML.
type saveTarget struct {
	path  string
	force bool
	write func(a armypkg.Army, path string) ([]byte, error)
}

// buildAndSave runs the army builder on a, shows the finished roster as 'army show' does
// and asks where to save it. "Keep editing" goes back to the builder. Nothing is written
// until the player says Save, and an existing file only after a second yes.
func buildAndSave(ctx context.Context, f *cmdutil.Factory, r *prompt.Runner, a armypkg.Army, to saveTarget) error {
	var s saveAs // kept across "Keep editing", so a file name typed once stays
	opened := a
	for {
		var err error
		if a, err = buildArmy(ctx, r, a, opened); err != nil {
			return err
		}
		fmt.Fprintln(f.IO.Out)
		if err := writeRoster(f.IO.Out, a, terrain.Centimetres); err != nil {
			return err
		}
		if to.path == "" {
			to.path = cmdutil.SlugFile(a.Name, ".yaml")
		}
		if s.Path == "" {
			s.Path = to.path
		}
		saved, err := saveForm(ctx, f, r, a, to, &s)
		if err != nil || saved {
			return err
		}
	}
}

// saveForm asks for the file and writes the army. It returns false when the player goes
// back to editing.
func saveForm(ctx context.Context, f *cmdutil.Factory, r *prompt.Runner, a armypkg.Army, to saveTarget, s *saveAs) (bool, error) {
	for {
		err := r.Run(ctx, saveAsForm(s, cmdutil.CheckSavePath, r.Accessible()))
		if errors.Is(err, prompt.ErrBack) {
			return false, nil // Esc: back to the builder, the army kept
		}
		if err != nil {
			return false, err
		}
		if !s.Save {
			return false, nil
		}
		data, err := a.MarshalYAML()
		if to.write != nil {
			data, err = to.write(a, s.Path)
		}
		if err != nil {
			return false, err
		}
		if s.Path == "-" {
			_, err := f.IO.Out.Write(data)
			return true, err
		}
		replace := to.force && s.Path == to.path
		if !replace && cmdutil.FileExists(s.Path) {
			if err := r.Run(ctx, prompt.ReplaceForm(s.Path, &replace)); err != nil && !errors.Is(err, prompt.ErrBack) {
				return false, err
			}
			if !replace {
				continue
			}
		}
		if err := cmdutil.WriteFileAtomic(s.Path, data, replace); err != nil {
			if errors.Is(err, fs.ErrExist) {
				continue // created meanwhile: ask again
			}
			fmt.Fprintf(f.IO.ErrOut, "ezd: %v\n", err) // a full disk, a read-only folder: try another name
			continue
		}
		reportSaved(f, a, s.Path)
		return true, nil
	}
}

// MenuBuild is the main menu's "Build an army": the builder's form, then a save.
func MenuBuild(ctx context.Context, f *cmdutil.Factory, r *prompt.Runner) error {
	return buildAndSave(ctx, f, r, armypkg.Army{}, saveTarget{})
}

// MenuShow is the main menu's "Show an army": the roster of an army file or sample.
func MenuShow(ctx context.Context, f *cmdutil.Factory, r *prompt.Runner) error {
	arg, err := cmdutil.AskArmy(ctx, r, "Show which army?")
	if err != nil {
		return err
	}
	a, err := cmdutil.LoadArmy(arg)
	if err != nil {
		return err
	}
	fmt.Fprintln(f.IO.Out)
	return writeRoster(f.IO.Out, a, terrain.Centimetres)
}
