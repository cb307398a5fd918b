package army

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	armypkg "github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
)

type armyNewOptions struct {
	Name   string
	Nation string
	Points int
	// Tanks are the --tank and --model flags in the order given.
	Tanks  []tankSpec
	Output string
	Force  bool
}

func newArmyNewCmd(f *cmdutil.Factory) *cobra.Command {
	var opts armyNewOptions
	cmd := &cobra.Command{
		Use:   "new",
		Short: "Build an army: a form in a terminal, or flags in a script",
		Long: `Build an army and save it as a YAML army file (R1, R12).

In a terminal, with no --tank or --model, a form asks for the name, nation and points
limit, then lets you add, rename and remove tanks while it shows the running total.

Flags do the same without a form. Each --tank adds a custom tank of a class, each
--model a catalogue vehicle whose class the catalogue fixes (see 'ezd army catalogue').
Both take an optional name after a colon and may be repeated and mixed; the roster keeps
the order given. A tank without a name is called after its model, or after its class and
number ("Medium 2").

The file is the army's name as a slug (france-1940.yaml) unless -o names one; -o -
writes to stdout. An existing file is replaced only with --force. An army over its
limit, or with any other problem, is not written (exit 1).`,
		Example: `  ezd army new
  ezd army new --name "Groupement Leclerc" --nation france \
      --model "Char B1 bis" --model "Somua S35:Jeanne" --tank small:Scout \
      -o leclerc.yaml
  ezd army new --name Raiders --points 12 --tank heavy --tank heavy -o -`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if cmd.Flags().Changed("points") && (opts.Points < 1 || opts.Points > armypkg.MaxLimit) {
				return cmdutil.Usagef("--points: want a whole number from 1 to %d, not %d", armypkg.MaxLimit, opts.Points)
			}
			if len(opts.Tanks) == 0 && f.IO.Interactive() {
				return runArmyNewForm(cmd.Context(), f, opts)
			}
			if err := requireNewFlags(opts, f.IO.Interactive()); err != nil {
				return err
			}
			return runArmyNewFlags(f, opts)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&opts.Name, "name", "", "the army's name")
	fl.StringVar(&opts.Nation, "nation", "", "its nation ("+strings.Join(armypkg.Nations(), ", ")+") or any faction")
	cmdutil.WholeVar(fl, &opts.Points, "points", armypkg.DefaultLimit, "the points limit (R1)")
	fl.Var(&tankFlag{&opts.Tanks, false}, "tank", "add a custom tank of a class, as heavy:Tiger (repeatable)")
	fl.Var(&tankFlag{&opts.Tanks, true}, "model", "add a catalogue vehicle, as \"Somua S35:Jeanne\"; R12 fixes its class (repeatable)")
	fl.StringVarP(&opts.Output, "output", "o", "", "the army file to write (default: NAME.yaml; - for stdout)")
	cmdutil.RefuseEmpty(fl, "output", cmdutil.EmptyOutput)
	fl.BoolVar(&opts.Force, "force", false, "replace the file if it exists")
	return cmd
}

// requireNewFlags names the flags missing for building an army without a form.
func requireNewFlags(opts armyNewOptions, interactive bool) error {
	var missing []string
	if strings.TrimSpace(opts.Name) == "" {
		missing = append(missing, "--name")
	}
	if len(opts.Tanks) == 0 {
		missing = append(missing, "--tank")
	}
	switch {
	case len(missing) == 0:
		return nil
	case interactive:
		return cmdutil.Usagef("--name is required with --tank and --model (or leave them all out for the form)")
	case len(missing) == 2:
		return cmdutil.Usagef("--name and --tank are required when not running interactively (--model also adds a tank)")
	case missing[0] == "--tank":
		return cmdutil.Usagef("--tank or --model is required when not running interactively")
	}
	return cmdutil.Usagef("%s is required when not running interactively", missing[0])
}

func runArmyNewFlags(f *cmdutil.Factory, opts armyNewOptions) error {
	a := armypkg.Army{Name: strings.TrimSpace(opts.Name), Faction: factionFlag(opts.Nation)}
	if opts.Points != armypkg.DefaultLimit {
		a.Points = opts.Points
	}
	for _, spec := range opts.Tanks {
		t, err := spec.tank(a)
		if err != nil {
			return err
		}
		a.Tanks = append(a.Tanks, t)
	}
	a = a.WithDefaults()
	if ps := a.Validate(); ps != nil {
		return notSaved(ps)
	}
	data, err := a.MarshalYAML()
	if err != nil {
		return err
	}
	path := opts.Output
	if path == "" {
		path = cmdutil.SlugFile(a.Name, ".yaml")
	}
	if path == "-" {
		_, err := f.IO.Out.Write(data)
		return err
	}
	if err := cmdutil.WriteFileAtomic(path, data, opts.Force); err != nil {
		return err
	}
	reportSaved(f, a, path)
	return nil
}

// notSaved reports an army's problems (R1) and that nothing was written.
func notSaved(ps armypkg.Problems) error {
	if len(ps) == 1 {
		return fmt.Errorf("army not saved: %s", ps[0].Message)
	}
	return fmt.Errorf("army not saved:\n  %s", strings.ReplaceAll(ps.Error(), "\n", "\n  "))
}

// reportSaved tells the player where the army went and what it fields.
func reportSaved(f *cmdutil.Factory, a armypkg.Army, path string) {
	fmt.Fprintf(f.IO.ErrOut, "Saved %s (%d of %d points", cmdutil.ShowPath(path), a.Fielded(), a.Limit())
	if notes := a.Notes(); len(notes) > 0 {
		fmt.Fprintf(f.IO.ErrOut, ", %s", strings.Join(notes, "; "))
	}
	fmt.Fprintln(f.IO.ErrOut, ").")
}

// factionFlag returns the catalogue's name for a nation given to --nation ("france" gives
// "France 1940"), or the faction as given.
func factionFlag(s string) string {
	s = strings.TrimSpace(s)
	for _, n := range armypkg.Nations() {
		if s != "" && armypkg.SameNation(n, s) {
			return n
		}
	}
	return s
}

func runArmyNewForm(ctx context.Context, f *cmdutil.Factory, opts armyNewOptions) error {
	start := armypkg.Army{Name: strings.TrimSpace(opts.Name), Faction: factionFlag(opts.Nation)}
	if opts.Points != armypkg.DefaultLimit {
		start.Points = opts.Points
	}
	return buildAndSave(ctx, f, prompt.NewRunner(f.IO), start, saveTarget{path: opts.Output, force: opts.Force})
}
