package army

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	armypkg "github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/printables"
)

func newArmyValidateCmd(f *cmdutil.Factory) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "validate ARMY...",
		Short: "Check army files against the rules, every problem as FILE:LINE",
		Long: `Check army files against the rules (R1, R2, R12). Exit 0 when every army is valid;
otherwise exit 1 with each problem on stderr as FILE:LINE: message. A name with
characters the printed cards cannot draw (Japanese, emoji) is valid but warned of on
stderr: it prints as "?".`,
		Example: `  ezd army validate france.yaml germany.yaml
  ezd army validate *.yaml --json`,
		Args: cmdutil.MinArgs(1, "at least one army: a file or sample:NAME"),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runArmyValidate(f, args, asJSON)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one result per army as JSON (the exit code still says whether all are valid)")
	return cmd
}

// validationJSON is one army's result in `army validate --json`.
type validationJSON struct {
	File     string        `json:"file"`
	Valid    bool          `json:"valid"`
	Name     string        `json:"name,omitempty"`
	Fielded  int           `json:"fielded,omitempty"`
	Limit    int           `json:"limit,omitempty"`
	Notes    []string      `json:"notes"`
	Warnings []string      `json:"warnings"`
	Problems []problemJSON `json:"problems"`
}

// problemJSON is one problem of an army file; line is 0 where no line applies.
type problemJSON struct {
	Line    int    `json:"line"`
	Message string `json:"message"`
}

func runArmyValidate(f *cmdutil.Factory, files []string, asJSON bool) error {
	results := make([]validationJSON, len(files))
	bad := 0
	for i, name := range files {
		r := validationJSON{File: name, Notes: []string{}, Warnings: []string{}, Problems: []problemJSON{}}
		a, err := cmdutil.LoadArmy(name)
		if err != nil {
			bad++
			r.Problems = problemsOf(err)
			if !asJSON {
				msg := err.Error()
				var pe *cmdutil.ProblemsError
				if !errors.As(err, &pe) && !strings.HasPrefix(msg, name) {
					msg = cmdutil.ShowPath(name) + ": " + msg
				}
				fmt.Fprintln(f.IO.ErrOut, cmdutil.Printable(msg))
			}
		} else {
			r.Valid, r.Name, r.Fielded, r.Limit = true, a.Name, a.Fielded(), a.Limit()
			r.Notes = append(r.Notes, a.Notes()...)
			// Valid (R1 allows any name), but the printouts will show "?".
			r.Warnings = append(r.Warnings, printables.FontWarnings(a)...)
			if !asJSON {
				for _, w := range r.Warnings {
					fmt.Fprintf(f.IO.ErrOut, "%s: warning: %s\n", cmdutil.ShowPath(name), w)
				}
				note := ""
				if len(r.Notes) > 0 {
					note = " (" + strings.Join(r.Notes, "; ") + ")"
				}
				fmt.Fprintf(f.IO.Out, "%s: ok, %s, %d of %d points%s\n", cmdutil.ShowPath(name), cmdutil.Show(a.Name), a.Fielded(), a.Limit(), note)
			}
		}
		results[i] = r
	}
	if asJSON {
		if err := cmdutil.WriteJSON(f.IO.Out, results); err != nil {
			return err
		}
	}
	if bad > 0 {
		return cmdutil.SilentError{Err: fmt.Errorf("%d of %d armies invalid", bad, len(files))}
	}
	return nil
}

// problemsOf lists the problems in an error from cmdutil.LoadArmy: each with its line for
// an army file's problems, or the error itself.
func problemsOf(err error) []problemJSON {
	var pe *cmdutil.ProblemsError
	if !errors.As(err, &pe) {
		return []problemJSON{{Message: err.Error()}}
	}
	out := make([]problemJSON, len(pe.Problems))
	for i, p := range pe.Problems {
		out[i] = problemJSON{p.Line, p.Message}
	}
	return out
}

type catalogueOptions struct {
	Nation string
	JSON   bool
}

func newArmyCatalogueCmd(f *cmdutil.Factory) *cobra.Command {
	var opts catalogueOptions
	cmd := &cobra.Command{
		Use:     "catalogue",
		Aliases: []string{"catalog"},
		Short:   "List the real 1940 vehicles ezd knows, with their class (R12)",
		Example: `  ezd army catalogue --nation france`,
		Args:    cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runCatalogue(f, opts)
		},
	}
	cmd.Flags().StringVar(&opts.Nation, "nation", "", "only this nation: "+strings.Join(armypkg.Nations(), ", "))
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the catalogue as JSON")
	return cmd
}

// vehicleJSON is one catalogue entry in --json output.
type vehicleJSON struct {
	Name    string   `json:"name"`
	Nation  string   `json:"nation"`
	Class   string   `json:"class"`
	Kind    string   `json:"kind"`
	Cost    int      `json:"cost"`
	Aliases []string `json:"aliases"`
}

func runCatalogue(f *cmdutil.Factory, opts catalogueOptions) error {
	vs := armypkg.Catalogue()
	if opts.Nation != "" {
		vs = armypkg.VehiclesOf(opts.Nation)
		if len(vs) == 0 {
			return fmt.Errorf("no nation %s in the catalogue (want %s)", cmdutil.Quoted(opts.Nation), strings.Join(armypkg.Nations(), " or "))
		}
	}
	if opts.JSON {
		out := make([]vehicleJSON, len(vs))
		for i, v := range vs {
			out[i] = vehicleJSON{v.Name, v.Nation, v.Class.String(), v.Kind, v.Class.Stats().Cost, v.Aliases}
			if out[i].Aliases == nil {
				out[i].Aliases = []string{}
			}
		}
		return cmdutil.WriteJSON(f.IO.Out, out)
	}
	tw := cmdutil.NewTable(f.IO.Out)
	nation := ""
	for _, v := range vs {
		if v.Nation != nation {
			if nation != "" {
				fmt.Fprintln(tw)
			}
			nation = v.Nation
			fmt.Fprintf(tw, "%s\n", nation)
		}
		fmt.Fprintf(tw, "  %s\t%s\t%d pts\t%s\n", v.Name, v.Class, v.Class.Stats().Cost, v.Kind)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintln(f.IO.ErrOut, "Any other vehicle is welcome: give it a class and a name in the army file.")
	return err
}
