package army

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

type armyListOptions struct {
	Armies string
	JSON   bool
}

func newArmyListCmd(f *cmdutil.Factory) *cobra.Command {
	var opts armyListOptions
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List the sample armies and the army files of the armies folder",
		Long: `List the armies a player can pick: the samples, then the army files (.yaml, .yml, .json)
of the armies folder ($XDG_DATA_HOME/ezd/armies, where 'ezd army import' and 'ezd serve'
save them), each with its name, faction and points, or the first problem that keeps it
from being played. 'ezd army validate FILE' gives every problem of a file.`,
		Example: `  ezd army list
  ezd army list --json`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runArmyList(f, opts)
		},
	}
	cmd.Flags().StringVar(&opts.Armies, "armies", "", "the armies folder (default $XDG_DATA_HOME/ezd/armies)")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the list as JSON, as ezd serve's armies.json")
	cmdutil.RefuseEmpty(cmd.Flags(), "armies", emptyArmies)
	return cmd
}

func runArmyList(f *cmdutil.Factory, opts armyListOptions) error {
	dir, err := f.ArmiesDir(opts.Armies)
	if err != nil {
		return err
	}
	list, err := cmdutil.ListArmies(dir)
	if err != nil {
		return fmt.Errorf("cannot list the armies folder: %v", err)
	}
	if list.More > 0 {
		fmt.Fprintf(f.IO.ErrOut, "%s holds %d more army files than the %d listed: move some elsewhere.\n",
			cmdutil.Printable(dir), list.More, cmdutil.MaxListedArmies)
	}
	if opts.JSON {
		return cmdutil.WriteJSON(f.IO.Out, list.Armies)
	}
	var b strings.Builder
	tw := cmdutil.NewTable(&b)
	fmt.Fprintln(tw, "Samples:")
	files := 0
	for _, l := range list.Armies {
		if !l.Sample && files == 0 {
			fmt.Fprintf(tw, "In %s:\n", cmdutil.Printable(dir))
		}
		if !l.Sample {
			files++
		}
		fmt.Fprintf(tw, "  %s\t%s\n", cmdutil.Printable(cmdutil.Shorten(listedName(l), 40)), listedArmy(l))
	}
	tw.Flush()
	if _, err := fmt.Fprint(f.IO.Out, b.String()); err != nil {
		return err
	}
	if files == 0 {
		fmt.Fprintf(f.IO.ErrOut, "No army files in %s yet: 'ezd army import LINK' and 'ezd serve' save them there.\n", cmdutil.Printable(dir))
	}
	return nil
}

// listedName is what names an army in the list: sample:NAME, or its file.
func listedName(l cmdutil.ListedArmy) string {
	if l.Sample {
		return l.ID
	}
	return l.File
}

// listedArmy says what an army of the list is: "France 1940 (France), 10 of 10 points",
// or "invalid: 3: unknown class".
func listedArmy(l cmdutil.ListedArmy) string {
	if !l.Valid {
		return "invalid: " + cmdutil.Printable(cmdutil.Shorten(l.Problem, iostreams.MaxWidth))
	}
	s := cmdutil.Shorten(l.Name, 40)
	if l.Faction != "" {
		s += " (" + cmdutil.Shorten(l.Faction, 30) + ")"
	}
	return cmdutil.Printable(s) + fmt.Sprintf(", %d of %d points", l.Fielded, l.Limit)
}
