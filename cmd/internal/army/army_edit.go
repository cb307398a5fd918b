package army

import (
	"context"
	"errors"
	"fmt"
	"path"
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

Saving keeps what you wrote in the file: its comments, the order of its lines, its
points line, and tanks left unnamed (their R1 names stay unsaid). A JSON file stays JSON.
An army over its points limit opens with the problem shown: remove a tank or raise the
limit before you finish. Esc goes back one question; Esc at the roster leaves, after a
yes if there are changes.

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
	cmdutil.RefuseEmpty(cmd.Flags(), "output", cmdutil.EmptyOutput)
	return cmd
}

func runArmyEdit(ctx context.Context, f *cmdutil.Factory, opts armyEditOptions) error {
	data, name, err := cmdutil.ArmyBytes(opts.Army)
	if err != nil {
		return err
	}
	a, over, err := armypkg.ReadForEdit(name, data)
	var ps armypkg.Problems
	if errors.As(err, &ps) {
		return &cmdutil.ProblemsError{File: opts.Army, Problems: ps}
	}
	if err != nil {
		return fmt.Errorf("%s: %w", opts.Army, err)
	}
	// An army over its limit opens, to be fixed; the builder will not finish
	// until it fits.
	for _, p := range over {
		fmt.Fprintf(f.IO.ErrOut, "%s: %s: remove a tank or raise the limit, then save\n", cmdutil.ShowPath(opts.Army), p.Message)
	}
	to := saveTarget{path: opts.Output, write: rewriter(name, data, a)}
	if to.path == "" && !strings.HasPrefix(opts.Army, armypkg.SamplePrefix) {
		// Choosing Save on the file that was opened is the yes to replacing it.
		to.path, to.force = opts.Army, true
	}
	return buildAndSave(ctx, f, prompt.NewRunner(f.IO), a, to)
}

// rewriter saves an edited army by rewriting the file it was read from (name, data, as
// old), so comments, order and unnamed tanks survive. Saved under another
// kind of file (YAML to .json or back), the army is written afresh in that kind.
func rewriter(name string, data []byte, old armypkg.Army) func(armypkg.Army, string) ([]byte, error) {
	return func(a armypkg.Army, to string) ([]byte, error) {
		json := func(p string) bool { return strings.EqualFold(path.Ext(p), ".json") }
		switch {
		case json(name) == json(to):
			return armypkg.Rewrite(name, data, old, a)
		case json(to):
			return a.MarshalJSON()
		}
		return a.MarshalYAML()
	}
}
