package attack

import (
	"context"
	"errors"
	"fmt"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// runAttackWizard resolves attacks one after another through forms: who attacks whom,
// defending and cover, the odds, then the dice rolled by ezd or entered by the players,
// and the result with every modifier. The flags that were given fill in the first answers.
func runAttackWizard(ctx context.Context, f *cmdutil.Factory, r *prompt.Runner, opts attackOptions) error {
	unit, err := terrain.ParseUnit(opts.Units)
	if err != nil {
		return fmt.Errorf("--units: %w", err)
	}
	attacker, err := newWizardSide(opts.Army, "army", opts.Attacker, "attacker")
	if err != nil {
		return err
	}
	target, err := newWizardSide(opts.TargetArmy, "target-army", opts.Target, "target")
	if err != nil {
		return err
	}
	cover, err := terrain.ParseCover(opts.Cover)
	if err != nil {
		return fmt.Errorf("--cover: %w", err)
	}
	seed, err := cmdutil.ParseSeed(opts.Seed)
	if err != nil {
		return err
	}
	dice := combat.NewDice(seed) // one stream for the session, so --seed repeats all of it
	told := false
	defending, mode, w := opts.Defending, rollForMe, f.IO.Out
	for {
		if err := attacker.pick(ctx, r, "Who attacks?"); err != nil {
			return err
		}
		if err := target.pick(ctx, r, "Which target?"); err != nil {
			return err
		}
		if err := r.Run(ctx, situationForm(target.class(), &defending, &cover)); err != nil {
			return err
		}
		a := combat.Attack{Attacker: attacker.class(), Target: target.class(), Defending: defending, Cover: cover}
		fmt.Fprintln(w)
		if attacker.army != nil || target.army != nil {
			fmt.Fprintf(w, "%s attacks %s.\n", attacker.label(), target.label())
		}
		if err := a.Check(); errors.Is(err, combat.ErrHidden) {
			fmt.Fprintln(w, "No attack: heavy cover hides the target and cannot be shot through (R7).")
			cover = terrain.Open
			continue
		} else if err != nil {
			return err
		}
		writeAttackOdds(w, a, unit, f.IO.TextWidth())
		title := fmt.Sprintf("Hits on %d of 36 (%s). Who rolls?", a.Hits(), cmdutil.Percent(a.Probability()))
		if err := r.Run(ctx, diceModeForm(title, &mode)); err != nil {
			return err
		}
		var res combat.Result
		if mode == enterDice {
			var ad, dd string
			if err := r.Run(ctx, diceForm(&ad, &dd)); err != nil {
				return err
			}
			x, errA := combat.ParseDie(ad)
			y, errD := combat.ParseDie(dd)
			if err := errors.Join(errA, errD); err != nil {
				return err // the form refused these already
			}
			res, err = a.Resolve(x, y)
		} else {
			res, err = a.Roll(dice)
			if !told {
				fmt.Fprintf(f.IO.ErrOut, "Fair dice, seed %d; --seed %d repeats them.\n", seed, seed)
				told = true
			}
		}
		if err != nil {
			return err
		}
		writeResult(f, w, res)
		again := true
		if err := r.Run(ctx, againForm(&again)); err != nil || !again {
			return err
		}
	}
}

// wizardSide is the attacker or the target: a class, or a tank of an army.
type wizardSide struct {
	army *army.Army
	c    army.Class
	tank int
}

// newWizardSide loads the side's army, if any, and takes its flag as the first answer.
func newWizardSide(armyArg, armyFlag, value, flag string) (*wizardSide, error) {
	s := &wizardSide{}
	if armyArg != "" {
		a, err := cmdutil.LoadArmy(armyArg)
		if err != nil {
			return nil, fmt.Errorf("--%s: %w", armyFlag, err)
		}
		s.army = &a
		if value != "" {
			if s.tank, err = findTank(a, value); err != nil {
				return nil, fmt.Errorf("--%s: %w", flag, err)
			}
		}
		return s, nil
	}
	if value != "" {
		c, err := cmdutil.ParseClassFlag(flag, value)
		if err != nil {
			return nil, err
		}
		s.c = c
	}
	return s, nil
}

func (s *wizardSide) pick(ctx context.Context, r *prompt.Runner, title string) error {
	if s.army != nil {
		return r.Run(ctx, armyTankForm(title, *s.army, &s.tank))
	}
	return r.Run(ctx, classForm(title, &s.c))
}

func (s *wizardSide) class() army.Class {
	if s.army != nil {
		return s.army.Tanks[s.tank].Class
	}
	return s.c
}

// label names the side as the players know it: "Char B1 bis (heavy)", or "a heavy tank".
func (s *wizardSide) label() string {
	if s.army != nil {
		return fmt.Sprintf("%s (%s)", s.army.TankName(s.tank), s.class())
	}
	return "a " + s.class().String() + " tank"
}

// MenuResolve is the main menu's "Resolve an attack": the attack wizard with no flags.
func MenuResolve(ctx context.Context, f *cmdutil.Factory, r *prompt.Runner) error {
	return runAttackWizard(ctx, f, r, attackOptions{Cover: "none", Units: "cm"})
}
