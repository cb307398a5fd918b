// Package attack holds the ezd attack command: one attack resolved with fair dice or the
// players' own, from flags or, in a terminal, by a wizard that is also the main menu's
// "Resolve an attack".
package attack

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

type attackOptions struct {
	Attacker  string
	Target    string
	Defending bool
	Cover     string
	Dice      string
	Seed      string
	Units     string
	JSON      bool
	// Army and TargetArmy let --attacker and --target name tanks of those armies.
	Army       string
	TargetArmy string
}

// NewCmd returns the "attack" command.
func NewCmd(f *cmdutil.Factory) *cobra.Command {
	var opts attackOptions
	cmd := &cobra.Command{
		Use:   "attack",
		Short: "Resolve one attack: odds, both dice, every modifier and the result",
		Long: `Resolve one attack (R7). ezd shows the odds first, then each die, each modifier, both
totals and whether it hit. The attacker must roll strictly higher: a tie is a miss.

Give the dice the players rolled with --dice ATTACKER,TARGET, or let ezd roll fair
virtual dice; it prints the seed so the roll can be repeated with --seed (R11).

With --army (and --target-army), --attacker (and --target) name a tank of that army, by
name or number. In a terminal, without --attacker or --target, a wizard asks for them.`,
		Example: `  ezd attack --attacker heavy --target small --defending --dice 4,2
  ezd attack -a medium -t medium --cover light
  ezd attack -a small -t heavy --seed 42 --json
  ezd attack --army sample:france-1940 -a "Char B1 bis" \
      --target-army sample:germany-1940 -t 2`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if opts.Attacker == "" || opts.Target == "" {
				if f.IO.Interactive() && !opts.JSON && opts.Dice == "" {
					return runAttackWizard(cmd.Context(), f, prompt.NewRunner(f.IO), opts)
				}
				return cmdutil.Usagef("--attacker and --target are required when not running interactively")
			}
			if err := resolveArmyTanks(&opts); err != nil {
				return err
			}
			return runAttack(f, opts)
		},
	}
	cmdutil.AddAttackFlags(cmd, &opts.Attacker, &opts.Target, &opts.Defending, &opts.Cover)
	cmd.Flags().StringVar(&opts.Dice, "dice", "", "the dice the players rolled: attacker's,target's (as 5,3)")
	cmdutil.RefuseEmpty(cmd.Flags(), "dice", cmdutil.EmptyDice)
	cmd.Flags().StringVar(&opts.Seed, "seed", "", "seed for the virtual dice, to repeat a roll")
	cmdutil.RefuseEmpty(cmd.Flags(), "seed", cmdutil.EmptySeed)
	cmd.Flags().StringVar(&opts.Units, "units", "cm", "measure in cm or in (R10)")
	cmdutil.RefuseEmpty(cmd.Flags(), "units", cmdutil.EmptyUnits)
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the result as JSON")
	cmd.Flags().StringVar(&opts.Army, "army", "", "the attacker's army: --attacker then names one of its tanks")
	cmd.Flags().StringVar(&opts.TargetArmy, "target-army", "", "the target's army: --target then names one of its tanks")
	cmd.MarkFlagsMutuallyExclusive("dice", "seed")
	return cmd
}

// attackJSON is a resolved attack in --json output; its keys are part of ezd's contract.
type attackJSON struct {
	AttackRoll   int               `json:"attackRoll"`
	AttackTotal  int               `json:"attackTotal"`
	DefenceRoll  int               `json:"defenceRoll"`
	DefenceTotal int               `json:"defenceTotal"`
	Hit          bool              `json:"hit"`
	Hits         int               `json:"hits"`
	Probability  float64           `json:"probability"`
	Modifiers    []combat.Modifier `json:"modifiers"`
	Seed         *uint64           `json:"seed,omitempty"`
}

func runAttack(f *cmdutil.Factory, opts attackOptions) error {
	a, err := cmdutil.ParseAttack(opts.Attacker, opts.Target, opts.Defending, opts.Cover)
	if err != nil {
		return err
	}
	unit, err := terrain.ParseUnit(opts.Units)
	if err != nil {
		return fmt.Errorf("--units: %w", err)
	}
	var res combat.Result
	var seed *uint64
	if opts.Dice != "" {
		ad, dd, err := combat.ParseDice(opts.Dice)
		if err != nil {
			return fmt.Errorf("--dice: %w", err)
		}
		res, err = a.Resolve(ad, dd)
		if err != nil {
			return err
		}
	} else {
		s, err := cmdutil.ParseSeed(opts.Seed)
		if err != nil {
			return err
		}
		seed = &s
		if res, err = a.Roll(combat.NewDice(s)); err != nil {
			return err
		}
	}
	if opts.JSON {
		ms := res.Modifiers
		if ms == nil {
			ms = []combat.Modifier{}
		}
		return cmdutil.WriteJSON(f.IO.Out, attackJSON{res.AttackRoll, res.AttackTotal, res.DefenceRoll,
			res.DefenceTotal, res.Hit, a.Hits(), a.Probability(), ms, seed})
	}
	writeAttackOdds(f.IO.Out, a, unit, f.IO.TextWidth())
	writeResult(f, f.IO.Out, res)
	if seed != nil {
		fmt.Fprintf(f.IO.ErrOut, "Rolled fair dice with seed %d (repeat with --seed %d).\n", *seed, *seed)
	}
	return nil
}

// writeAttackOdds says what attack is made, what to measure and its odds, before the dice;
// the longer lines wrapped to width columns when width is not 0.
func writeAttackOdds(w io.Writer, a combat.Attack, unit terrain.Unit, width int) {
	fmt.Fprintln(w, cmdutil.DescribeAttack(a))
	fmt.Fprintln(w, iostreams.Wrap(cmdutil.MeasureLine(a, unit), width, "  "))
	fmt.Fprintln(w, iostreams.Wrap("Modifiers: "+cmdutil.DescribeModifiers(a)+".", width, "  "))
	fmt.Fprintf(w, "Odds: hits on %d of 36 (%s).\n", a.Hits(), cmdutil.Percent(a.Probability()))
}

// writeResult prints each die, each modifier, both totals and the outcome of an attack.
func writeResult(f *cmdutil.Factory, w io.Writer, r combat.Result) {
	fmt.Fprintf(w, "Attacker rolls %d%s = %d\n", r.AttackRoll, modifierSum(r.Modifiers, combat.AttackerSide), r.AttackTotal)
	fmt.Fprintf(w, "Target rolls   %d%s = %d\n", r.DefenceRoll, modifierSum(r.Modifiers, combat.TargetSide), r.DefenceTotal)
	switch {
	case r.Hit:
		fmt.Fprintf(w, "%s: %d beats %d. The target takes 1 damage.\n", f.IO.Good("HIT"), r.AttackTotal, r.DefenceTotal)
	case r.AttackTotal == r.DefenceTotal:
		fmt.Fprintf(w, "%s: %d ties %d, and a tie is a miss (R7).\n", f.IO.Bad("MISS"), r.AttackTotal, r.DefenceTotal)
	default:
		fmt.Fprintf(w, "%s: %d does not beat %d.\n", f.IO.Bad("MISS"), r.AttackTotal, r.DefenceTotal)
	}
}

// modifierSum writes one side's modifiers after its die: " + 1 (heavy) - 1 (light cover)".
func modifierSum(ms []combat.Modifier, side combat.Side) string {
	s := ""
	for _, m := range ms {
		if m.Side != side {
			continue
		}
		op, v := "+", m.Value
		if v < 0 {
			op, v = "-", -v
		}
		s += fmt.Sprintf(" %s %d (%s)", op, v, m.Reason)
	}
	return s
}
