package cli

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/army"
)

func newArmyValidateCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "validate ARMY...",
		Short: "Check army files against the rules; print every problem as FILE:LINE: message",
		Long: `Check army files against the rules (R1, R2, R12). Exit 0 when every army is valid;
otherwise exit 1 with each problem on stderr as FILE:LINE: message.`,
		Example: `  ezd army validate france.yaml germany.yaml`,
		Args:    minArgs(1, "at least one army: a file or sample:NAME"),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runArmyValidate(f, args)
		},
	}
}

func runArmyValidate(f *Factory, files []string) error {
	bad := 0
	for _, name := range files {
		a, err := loadArmy(name)
		if err != nil {
			bad++
			msg := err.Error()
			var pe *problemsError
			if !errors.As(err, &pe) && !strings.HasPrefix(msg, name) {
				msg = name + ": " + msg
			}
			fmt.Fprintln(f.IO.ErrOut, msg)
			continue
		}
		note := ""
		if notes := a.Notes(); len(notes) > 0 {
			note = " (" + strings.Join(notes, "; ") + ")"
		}
		fmt.Fprintf(f.IO.Out, "%s: ok, %s, %d of %d points%s\n", name, a.Name, a.Fielded(), a.Limit(), note)
	}
	if bad > 0 {
		return silentError{fmt.Errorf("%d of %d armies invalid", bad, len(files))}
	}
	return nil
}

type catalogueOptions struct {
	Nation string
	JSON   bool
}

func newArmyCatalogueCmd(f *Factory) *cobra.Command {
	var opts catalogueOptions
	cmd := &cobra.Command{
		Use:     "catalogue",
		Aliases: []string{"catalog"},
		Short:   "List the real 1940 vehicles ezd knows, with their class (R12)",
		Example: `  ezd army catalogue --nation france`,
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runCatalogue(f, opts)
		},
	}
	cmd.Flags().StringVar(&opts.Nation, "nation", "", "only this nation: "+strings.Join(army.Nations(), ", "))
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

func runCatalogue(f *Factory, opts catalogueOptions) error {
	vs := army.Catalogue()
	if opts.Nation != "" {
		vs = army.VehiclesOf(opts.Nation)
		if len(vs) == 0 {
			return fmt.Errorf("no nation %q in the catalogue (want %s)", opts.Nation, strings.Join(army.Nations(), " or "))
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
		return writeJSON(f.IO.Out, out)
	}
	tw := newTable(f.IO.Out)
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
