package army

import (
	"context"
	"strings"

	"github.com/spf13/cobra"

	armypkg "github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
)

type armyEditOptions struct {
	Army   string
	Output string
}

func newArmyEditCmd(f *cmdutil.Factory) *cobra.Command {
	var opts armyEditOptions
	cmd := &cobra.Command{
		Use:   "edit ARMY",
		Short: "Change an army in the builder form and save it back",
		Long: `Open an army file in the builder form of 'ezd army new', filled with its army, and save
it back to the same file when you choose Save. With -o the changes go to another file
instead; a sample army (sample:NAME) is saved as a copy, by default NAME.yaml.

The form needs a terminal. In a script, write the whole army again with
'ezd army new --name ... --tank ... -o FILE --force', or edit the YAML.`,
		Example: `  ezd army edit france.yaml
  ezd army edit sample:germany-1940 -o my-germans.yaml`,
		Args: cmdutil.ExactArgs(1, "one army: a file or sample:NAME"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Army = args[0]
			if !f.IO.Interactive() {
				return cmdutil.Usagef("army edit needs a terminal: in a script, rewrite the file with 'ezd army new --name ... --tank ... -o %s --force'", opts.Army)
			}
			return runArmyEdit(cmd.Context(), f, opts)
		},
	}
	cmd.Flags().StringVarP(&opts.Output, "output", "o", "", "save to this file instead of ARMY")
	return cmd
}

func runArmyEdit(ctx context.Context, f *cmdutil.Factory, opts armyEditOptions) error {
	a, err := cmdutil.LoadArmy(opts.Army)
	if err != nil {
		return err
	}
	to := saveTarget{path: opts.Output}
	if to.path == "" && !strings.HasPrefix(opts.Army, armypkg.SamplePrefix) {
		// Choosing Save on the file that was opened is the yes to replacing it.
		to = saveTarget{path: opts.Army, force: true}
	}
	return buildAndSave(ctx, f, prompt.NewRunner(f.IO), a, to)
}
