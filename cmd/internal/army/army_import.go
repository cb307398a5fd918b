package army

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	armypkg "github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
)

type armyImportOptions struct {
	Link   string
	Output string
	Armies string
	Force  bool
}

func newArmyImportCmd(f *cmdutil.Factory) *cobra.Command {
	var opts armyImportOptions
	cmd := &cobra.Command{
		Use:   "import LINK|CODE",
		Short: "Save the army of a share link into the armies folder",
		Long: `Save the army of a share link (from 'ezd army share' or an 'ezd serve' page) as an army
file, and print the file's path. The link may be ezd:army/CODE, a web link ending in
#army=CODE, or the code alone. The file is NAME.yaml in the armies folder
($XDG_DATA_HOME/ezd/armies, where 'ezd army list' and 'ezd serve' find it), or the file
given with -o.

A damaged link, one cut short, one from a newer ezd, or one whose army breaks the rules
(over its points limit, an unknown model) is refused with what is wrong, and nothing is
written. An existing file is replaced only with --force.`,
		Example: `  ezd army import ezd:army/AQtGcmFuY2UgMTk0MAZGcmFuY2UABAcqAQU5ASEBUAEzO6Zbvg
  ezd army import 'http://192.168.1.20:8420/t/TABLE/#army=CODE' -o friend.yaml`,
		Args: cmdutil.ExactArgs(1, "one share link or code"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Link = args[0]
			return runArmyImport(f, opts)
		},
	}
	cmd.Flags().StringVarP(&opts.Output, "output", "o", "", "save to this file instead of the armies folder")
	cmd.Flags().StringVar(&opts.Armies, "armies", "", "the armies folder (default $XDG_DATA_HOME/ezd/armies)")
	cmd.Flags().BoolVar(&opts.Force, "force", false, "replace the file if it exists")
	cmdutil.RefuseEmpty(cmd.Flags(), "output", cmdutil.EmptyOutput)
	cmdutil.RefuseEmpty(cmd.Flags(), "armies", emptyArmies)
	cmd.MarkFlagsMutuallyExclusive("output", "armies")
	return cmd
}

// emptyArmies is why an empty --armies is refused.
const emptyArmies = "give a folder, or leave --armies out for $XDG_DATA_HOME/ezd/armies"

func runArmyImport(f *cmdutil.Factory, opts armyImportOptions) error {
	a, err := armypkg.DecodeShareLink(opts.Link)
	var ps armypkg.Problems
	if errors.As(err, &ps) {
		return notSaved(ps) // the same words as army new's
	}
	if err != nil {
		return err
	}
	data, err := a.MarshalYAML()
	if strings.EqualFold(filepath.Ext(opts.Output), ".json") {
		data, err = a.MarshalJSON()
		data = append(data, '\n')
	}
	if err != nil {
		return err
	}
	path := opts.Output
	switch path {
	case "-":
		_, err := f.IO.Out.Write(data)
		return err
	case "":
		dir, err := f.ArmiesDir(opts.Armies)
		if err != nil {
			return err
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return fmt.Errorf("cannot make the armies folder: %v", err)
		}
		path = filepath.Join(dir, cmdutil.SlugFile(a.Name, ".yaml"))
	}
	if err := cmdutil.WriteFileAtomic(path, data, opts.Force); err != nil {
		return err
	}
	// The path alone on stdout, for a script; the rest on stderr.
	if _, err := fmt.Fprintln(f.IO.Out, path); err != nil {
		return err
	}
	reportSaved(f, a, path)
	return nil
}
