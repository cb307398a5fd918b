package battle

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// The step commands: one player's step each, checked by the rules, saved, and told.

// step makes one step on the battle and returns the events to save. It may write to w
// what comes before the dice (the odds of an attack).
type step func(b *combat.Battle, w io.Writer) ([]combat.Event, error)

// runStep opens the battle, makes the step, saves its events (each synced to disk), and
// only then tells what happened and what comes next. The lock is held for this alone. A
// battle picked without -b is named in the first line, of the account or of the refusal;
// a battle that is over refuses every step but undo.
func runStep(f *cmdutil.Factory, opts *battleOptions, s step) error {
	t, err := openBattle(f, opts.Battle)
	if err != nil {
		return err
	}
	defer t.Close()
	if err := refuseOver(t.Battle); err != nil {
		return err
	}
	var aim bytes.Buffer
	events, err := s(t.Battle, &aim)
	if err != nil {
		return namePicked(opts, t.Battle, err)
	}
	if err := t.Save(events); err != nil {
		return err
	}
	if opts.Battle == "" {
		fmt.Fprintf(f.IO.Out, "Battle %s:\n", t.Battle.Name())
	}
	aim.WriteTo(f.IO.Out)
	writeAccount(f.IO.Out, t.Battle, len(events), accountWidth(f))
	writeNext(f.IO.Out, t.Battle, accountWidth(f))
	if t.Battle.State().Over() {
		fmt.Fprintf(f.IO.ErrOut, "If the last step was entered wrongly, take it back: ezd battle undo -b %s\n", t.Battle.Name())
	}
	return nil
}

// namePicked names the battle in a refusal when the command picked it without -b.
func namePicked(opts *battleOptions, b *combat.Battle, err error) error {
	if opts.Battle != "" {
		return err
	}
	return fmt.Errorf("battle %s: %w", b.Name(), err)
}

// newBattleStepCmds returns the step commands, one constructor each; each keeps its own
// flags.
func newBattleStepCmds(f *cmdutil.Factory, opts *battleOptions) []*cobra.Command {
	return []*cobra.Command{
		newInitiativeCmd(f, opts),
		newActivateCmd(f, opts),
		newSimpleStepCmd(f, opts, "defend", "The active tank defends: its first action (R4, R5)", (*combat.Battle).Defend),
		newMoveCmd(f, opts),
		newAttackStepCmd(f, opts),
		newSimpleStepCmd(f, opts, "done", "End the active tank's activation; unused actions are lost (R4)", (*combat.Battle).Done),
		newSimpleStepCmd(f, opts, "pass", "The side to act activates no more tanks this turn (R3)", (*combat.Battle).Pass),
		newUndoCmd(f, opts),
	}
}

func newInitiativeCmd(f *cmdutil.Factory, opts *battleOptions) *cobra.Command {
	var dice string
	cmd := &cobra.Command{
		Use:   "initiative",
		Short: "Roll this turn's initiative (R3): the winner activates first",
		Long: `Roll this turn's initiative (R3). Without --dice ezd rolls the battle's fair dice, and
rolls again at once on a tie. With --dice RED,BLUE it takes the dice you rolled; a tie is
reported and nothing is recorded: roll again.`,
		Example: "  ezd battle initiative\n  ezd battle initiative --dice 5,2",
		Args:    cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			throw, err := parseThrow(dice, "red's die", "blue's die", "red's die and blue's, as 5,2")
			if err != nil {
				return err
			}
			return runStep(f, opts, func(b *combat.Battle, _ io.Writer) ([]combat.Event, error) {
				events, err := b.Initiative(throw)
				if err != nil {
					return nil, fmt.Errorf("%w; nothing was recorded", err)
				}
				return events, nil
			})
		},
	}
	cmd.Flags().StringVar(&dice, "dice", "", "the dice you rolled: red's,blue's (as 5,2)")
	cmdutil.RefuseEmpty(cmd.Flags(), "dice", cmdutil.EmptyDice)
	return cmd
}

func newActivateCmd(f *cmdutil.Factory, opts *battleOptions) *cobra.Command {
	return &cobra.Command{
		Use:     "activate TANK",
		Short:   "Start a tank's activation (R3, R4)",
		Example: "  ezd battle activate red:1\n  ezd battle activate 'red:Char B1 bis'",
		Args:    cmdutil.ExactArgs(1, "a tank: red:2, or red:NAME"),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runStep(f, opts, func(b *combat.Battle, _ io.Writer) ([]combat.Event, error) {
				r, err := b.State().Resolve(args[0])
				if err != nil {
					return nil, err
				}
				return b.Activate(r)
			})
		},
	}
}

// newSimpleStepCmd makes a step command that takes no argument and no flag of its own:
// defend, done and pass.
func newSimpleStepCmd(f *cmdutil.Factory, opts *battleOptions, use, short string, do func(*combat.Battle) ([]combat.Event, error)) *cobra.Command {
	return &cobra.Command{
		Use:     use,
		Short:   short,
		Example: fmt.Sprintf("  ezd battle %[1]s\n  ezd battle %[1]s -b sedan", use),
		Args:    cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runStep(f, opts, func(b *combat.Battle, _ io.Writer) ([]combat.Event, error) { return do(b) })
		},
	}
}

func newMoveCmd(f *cmdutil.Factory, opts *battleOptions) *cobra.Command {
	var through string
	cmd := &cobra.Command{
		Use:   "move",
		Short: "The active tank moves: one action (R6, R9)",
		Long: `The active tank spends an action on a move. Name the terrain pieces it enters with
--through, in order: -2 for each piece of rough ground, -4 for each of light cover (R9).
ezd says how far the tank may go; heavy cover and rivers cannot be entered.`,
		Example: "  ezd battle move\n  ezd battle move --through rough,light",
		Args:    cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			kinds, err := terrain.ParseList(through)
			if err != nil {
				return fmt.Errorf("--through: %w", err)
			}
			return runStep(f, opts, func(b *combat.Battle, _ io.Writer) ([]combat.Event, error) {
				_, events, err := b.Move(kinds)
				return events, err
			})
		},
	}
	cmd.Flags().StringVar(&through, "through", "", "terrain pieces entered, in order: rough, light")
	return cmd
}

// newAttackStepCmd is `ezd battle attack`, not to be confused with the group `ezd attack`,
// which resolves an attack outside a battle.
func newAttackStepCmd(f *cmdutil.Factory, opts *battleOptions) *cobra.Command {
	var dice, cover string
	cmd := &cobra.Command{
		Use:   "attack TARGET",
		Short: "The active tank attacks an enemy tank: one action (R7)",
		Long: `The active tank spends an action on an attack. ezd shows what to measure and the odds
first, then rolls the battle's fair dice, or takes the dice you rolled with --dice
ATTACKER,TARGET, and records the result.`,
		Example: "  ezd battle attack blue:2\n  ezd battle attack 'blue:Panzer IV' --cover light --dice 5,3",
		Args:    cmdutil.ExactArgs(1, "a target: blue:2, or blue:NAME"),
		RunE: func(cmd *cobra.Command, args []string) error {
			k, err := terrain.ParseCover(cover)
			if err != nil {
				return fmt.Errorf("--cover: %w", err)
			}
			throw, err := parseThrow(dice, "attacker's die", "target's die", "the attacker's die and the target's, as 5,3")
			if err != nil {
				return err
			}
			return runStep(f, opts, func(b *combat.Battle, w io.Writer) ([]combat.Event, error) {
				st := b.State()
				target, err := st.Resolve(args[0])
				if err != nil {
					return nil, err
				}
				a, err := b.Aim(target, k)
				if err != nil {
					return nil, err
				}
				writeAim(w, st, target, a, accountWidth(f))
				return b.Attack(target, k, throw)
			})
		},
	}
	cmd.Flags().StringVar(&cover, "cover", "none", "the target's cover: none or light (heavy cover hides it)")
	cmd.Flags().StringVar(&dice, "dice", "", "the dice you rolled: attacker's,target's (as 5,3)")
	cmdutil.RefuseEmpty(cmd.Flags(), "dice", cmdutil.EmptyDice)
	return cmd
}

func newUndoCmd(f *cmdutil.Factory, opts *battleOptions) *cobra.Command {
	return &cobra.Command{
		Use:   "undo",
		Short: "Take back the last step and what it caused; repeatable",
		Long: `Take back the last step and the rules' automatic consequences of it (an activation or a
turn that ended, a battle won). Undo can be repeated back to the start of the battle. It
takes the battle's dice back too: the same step made again gets the same dice, so undo
corrects a mistake but never buys a re-roll.

Undo works after the battle is won, to correct a mistyped last attack: without -b it
takes back the last step of the most recently played battle, won or not.`,
		Example: "  ezd battle undo\n  ezd battle undo -b sedan",
		Args:    cmdutil.NoArgs,
		RunE:    func(cmd *cobra.Command, _ []string) error { return runUndo(f, opts) },
	}
}

// parseThrow reads --dice: two dice, or none for the battle's own fair dice (R11).
func parseThrow(s, first, second, want string) (combat.Throw, error) {
	if s == "" {
		return combat.FairDice(), nil
	}
	a, b, err := parseDicePair(s, first, second, want)
	if err != nil {
		return combat.Throw{}, err
	}
	return combat.TableDice(a, b), nil
}

// parseDicePair reads two dice "A,B", naming each in its error (R11: never guessed).
func parseDicePair(s, first, second, want string) (int, int, error) {
	x, y, ok := strings.Cut(s, ",")
	if !ok || strings.Contains(y, ",") {
		return 0, 0, fmt.Errorf("--dice: %q is not two dice: write %s", s, want)
	}
	a, err := combat.ParseDie(x)
	if err != nil {
		return 0, 0, fmt.Errorf("--dice: %s: %w", first, err)
	}
	b, err := combat.ParseDie(y)
	if err != nil {
		return 0, 0, fmt.Errorf("--dice: %s: %w", second, err)
	}
	return a, b, nil
}

func runUndo(f *cmdutil.Factory, opts *battleOptions) error {
	t, err := openBattle(f, opts.Battle)
	if err != nil {
		return err
	}
	defer t.Close()
	undone, err := t.Undo()
	if err != nil {
		return namePicked(opts, t.Battle, err)
	}
	if opts.Battle == "" {
		fmt.Fprintf(f.IO.Out, "Battle %s:\n", t.Battle.Name())
	}
	writeUndone(f.IO.Out, undone, accountWidth(f))
	writeNext(f.IO.Out, t.Battle, accountWidth(f))
	return nil
}
