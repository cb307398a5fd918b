// Package matchup holds the ezd matchup command: which of two armies wins the stand-up
// fight (A1-A8, docs/analysis.md), exactly, and the matrix of every composition of a points
// limit against every other.
package matchup

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
)

type options struct {
	Policy string
	Turns  int
	All    bool
	Points int
	JSON   bool
}

// NewCmd returns the "matchup" command.
func NewCmd(f *cmdutil.Factory) *cobra.Command {
	var opts options
	cmd := &cobra.Command{
		Use:   "matchup ARMY_A ARMY_B | --all",
		Short: "Who wins? The exact odds of one army against another",
		Long: `Solve the battle of two armies exactly (no simulation): the chance that each wins, the
chance of a draw at the turn limit, the expected number of turns, and how many points each
side has lost when the battle ends.

The model is the stand-up fight: every tank is in range of every enemy tank, there is no
cover and nobody moves; everything else follows the rules (A1-A8 in docs/analysis.md).
Both sides play optimally (--policy optimal) or by a simple rule of thumb (--policy greedy).
The value is the first army's chance to win plus half the chance of a draw.

With --all: every army a player fields at --points (small, medium and heavy tanks with no
room left for another tank), each against each, as a matrix of values, the strongest
first. A --points whose armies are too big for the solver is refused at once.`,
		Example: `  ezd matchup sample:france-1940 sample:germany-1940
  ezd matchup my-army.yaml sample:germany-1940 --policy greedy --turns 10
  ezd matchup --all --policy greedy
  ezd matchup --all --points 8 --json`,
		Args: func(cmd *cobra.Command, args []string) error {
			if opts.All {
				if len(args) > 0 {
					return cmdutil.Usagef("matchup --all takes no armies, got %s", cmdutil.Quoted(args[0]))
				}
				return nil
			}
			if cmd.Flags().Changed("points") {
				return cmdutil.Usagef("--points goes with --all")
			}
			if len(args) != 2 {
				return cmdutil.Usagef("matchup wants two armies, ARMY_A ARMY_B (files or sample:NAME), or --all")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			pol, err := analysis.ParsePolicy(opts.Policy)
			if err != nil {
				return cmdutil.Usagef("--policy: %v", err)
			}
			if err := analysis.CheckTurns(opts.Turns); err != nil {
				return cmdutil.Usagef("--turns: %v", err)
			}
			opt := analysis.Options{Policy: pol, Turns: opts.Turns}
			if opts.All {
				if opts.Points < 2 || opts.Points > maxPoints {
					return cmdutil.Usagef("--points: want a whole number from 2 to %d, not %d", maxPoints, opts.Points)
				}
				if err := checkSolvable(opt, opts.Points); err != nil {
					return err
				}
				return runAll(f, opt, opts.Points, opts.JSON)
			}
			return runOne(f, args[0], args[1], opt, opts.JSON)
		},
	}
	cmd.Flags().StringVar(&opts.Policy, "policy", "optimal", "how both sides play: optimal or greedy")
	cmdutil.WholeVar(cmd.Flags(), &opts.Turns, "turns", analysis.DefaultTurns, fmt.Sprintf("turns before the battle is a draw, 1 to %d", analysis.MaxTurns))
	cmd.Flags().BoolVar(&opts.All, "all", false, "every army a player fields at --points against every other")
	cmdutil.WholeVar(cmd.Flags(), &opts.Points, "points", army.DefaultLimit, "the points limit of the compositions of --all")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the result as JSON")
	return cmd
}

func runOne(f *cmdutil.Factory, argA, argB string, opt analysis.Options, asJSON bool) error {
	a, err := cmdutil.LoadArmy(argA)
	if err != nil {
		return err
	}
	b, err := cmdutil.LoadArmy(argB)
	if err != nil {
		return err
	}
	s, err := analysis.NewSolver(a, b, opt)
	if err != nil {
		return err
	}
	r, err := s.Matchup()
	if err != nil {
		return err
	}
	opt = s.Options()
	if asJSON {
		return cmdutil.WriteJSON(f.IO.Out, analysis.NewReport(a, b, opt, r))
	}
	return writeResult(f.IO.Out, f.IO.TextWidth(), a, b, opt, r)
}
