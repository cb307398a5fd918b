// Package move holds the ezd move command: how far a class moves and shoots (R4).
package move

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/terrain"
)

type moveOptions struct {
	Class   string
	Through string
	Units   string
	JSON    bool
}

// NewCmd returns the "move" command.
func NewCmd(f *cmdutil.Factory) *cobra.Command {
	var opts moveOptions
	cmd := &cobra.Command{
		Use:   "move CLASS",
		Short: "How far one move action goes, through the terrain it enters (R6, R9)",
		Long: `How far one move action of a small, medium or heavy tank goes (R6), less -2 for each
piece of rough ground and -4 for each piece of light cover it enters (R9). Heavy cover and
rivers cannot be entered: go around.`,
		Example: `  ezd move medium
  ezd move heavy --through rough,light --units in`,
		Args: cmdutil.ExactArgs(1, "a class: small, medium or heavy"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Class = args[0]
			return runMove(f, opts)
		},
	}
	cmd.Flags().StringVar(&opts.Through, "through", "", "terrain pieces entered, in order: rough, light, heavy, river")
	cmd.Flags().StringVar(&opts.Units, "units", "cm", "measure in cm or in (R10)")
	cmdutil.RefuseEmpty(cmd.Flags(), "units", cmdutil.EmptyUnits)
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the allowance as JSON")
	return cmd
}

type moveJSON struct {
	Class     string   `json:"class"`
	Move      int      `json:"move"`
	Through   []string `json:"through"`
	Allowance int      `json:"allowance"`
	Unit      string   `json:"unit"`
}

func runMove(f *cmdutil.Factory, opts moveOptions) error {
	c, err := army.ParseClass(opts.Class) // CLASS is an argument: no flag to name
	if err != nil {
		return err
	}
	unit, err := terrain.ParseUnit(opts.Units)
	if err != nil {
		return fmt.Errorf("--units: %w", err)
	}
	through, err := terrain.ParseList(opts.Through)
	if err != nil {
		return fmt.Errorf("--through: %w", err)
	}
	move := c.Stats().Move
	allowance, err := terrain.Allowance(move, through)
	if err != nil {
		return err
	}
	names := make([]string, len(through))
	for i, k := range through {
		names[i] = k.String()
	}
	if opts.JSON {
		return cmdutil.WriteJSON(f.IO.Out, moveJSON{c.String(), move, names, allowance, unit.String()})
	}
	w := f.IO.Out
	if len(through) == 0 {
		_, err = fmt.Fprintf(w, "A %s tank moves up to %s in one move action.\n", c, unit.Format(move))
		return err
	}
	sum := fmt.Sprint(move)
	for _, k := range through {
		if p := k.Effect().MovePenalty; p > 0 {
			sum += fmt.Sprintf(" - %d (%s)", p, k)
		}
	}
	fmt.Fprintln(w, f.IO.Wrap(fmt.Sprintf("A %s tank moves up to %s through %s: %s = %s.", c, unit.Format(move),
		strings.Join(names, ", "), sum, unit.Format(allowance)), "  "))
	if allowance == 0 {
		fmt.Fprintln(w, "The penalties use up the whole move (it never goes below 0, R9).")
	}
	return nil
}
