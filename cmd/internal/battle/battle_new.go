package battle

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/battles"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/journal"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// newBattle is what a battle starts with: its name, both armies as typed (files or
// sample:NAME), and the settings of R10 and R11.
type newBattle struct {
	Name, Red, Blue string
	// Bots are the sides ezd plays, as --bot gives them: "blue" or "blue:cautious".
	Bots []string
	// Seed is the seed of the battle's dice as typed; empty picks a fresh one (R11).
	Seed  string
	Units string
}

func newBattleNewCmd(f *cmdutil.Factory, opts *battleOptions) *cobra.Command {
	nb := newBattle{}
	cmd := &cobra.Command{
		Use:   "new NAME --red ARMY --blue ARMY",
		Short: "Start a battle between two armies",
		Long: `Start a battle between two armies: army files, or sample:france-1940 and
sample:germany-1940. The battle is saved at once; play it with 'ezd battle play' or the
step commands.

The battle's fair dice are seeded with --seed, or with a fresh seed that is recorded, so
that every roll can be checked afterwards (R11). --units in reads every distance in inches
(R10). In a terminal, without NAME, --red or --blue, a form asks for them.

--bot SIDE[:STANCE] has ezd play that side (solo play; see ezd battle bot): steady (the
default), aggressive or cautious. Name both sides to watch ezd play itself.`,
		Example: `  ezd battle new sedan --red sample:france-1940 --blue sample:germany-1940
  ezd battle new club-night --red mine.yaml --blue theirs.yaml --units in \
      --seed 7
  ezd battle new solo --red sample:france-1940 --blue sample:germany-1940 \
      --bot blue:cautious`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 1 {
				return cmdutil.Usagef("%s wants one NAME, got %d", cmdutil.CommandName(cmd), len(args))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			nb.Name = opts.Battle
			if len(args) == 1 {
				if nb.Name != "" && nb.Name != args[0] {
					return cmdutil.Usagef("the battle is named twice, %s and -b %s: name it once", args[0], nb.Name)
				}
				nb.Name = args[0]
			}
			if _, err := battles.ParseBots(nb.Bots); err != nil {
				return err // a wrong --bot before any form
			}
			if nb.Name == "" || nb.Red == "" || nb.Blue == "" {
				if !f.IO.Interactive() {
					return cmdutil.Usagef("NAME, --red and --blue are required when not running interactively")
				}
				r := prompt.NewRunner(f.IO)
				if err := askNewBattle(cmd.Context(), f, r, &nb); err != nil {
					return err
				}
			}
			t, err := startBattle(f, nb)
			if err != nil {
				return err
			}
			defer t.Close()
			writeAccount(f.IO.Out, t.Battle, 1, accountWidth(f))
			writeBoard(f.IO.Out, t.Battle.State())
			writeNext(f.IO.Out, t.Battle, accountWidth(f))
			writeBots(f.IO.Out, t.Battle)
			return nil
		},
	}
	cmd.Flags().StringVar(&nb.Red, "red", "", "red's army: a file, or sample:NAME")
	cmd.Flags().StringVar(&nb.Blue, "blue", "", "blue's army: a file, or sample:NAME")
	cmd.Flags().StringArrayVar(&nb.Bots, "bot", nil, "a side ezd plays, with its stance: blue, or blue:aggressive (steady, aggressive, cautious); once a side")
	cmd.Flags().StringVar(&nb.Seed, "seed", "", "seed for the battle's fair dice (default: a fresh one, recorded)")
	cmdutil.RefuseEmpty(cmd.Flags(), "seed", cmdutil.EmptySeed)
	cmd.Flags().StringVar(&nb.Units, "units", "cm", "measure in cm or in (R10)")
	cmdutil.RefuseEmpty(cmd.Flags(), "units", cmdutil.EmptyUnits)
	return cmd
}

// startBattle checks everything, creates the battle's journal with its first event and
// returns it open, its lock held.
func startBattle(f *cmdutil.Factory, nb newBattle) (*table, error) {
	if err := journal.ValidateName(nb.Name); err != nil {
		return nil, err
	}
	unit, err := terrain.ParseUnit(nb.Units)
	if err != nil {
		return nil, fmt.Errorf("--units: %w", err)
	}
	seed, err := cmdutil.ParseSeed(nb.Seed)
	if err != nil {
		return nil, err
	}
	red, err := cmdutil.LoadArmy(nb.Red)
	if err != nil {
		return nil, sideError("red", err)
	}
	blue, err := cmdutil.LoadArmy(nb.Blue)
	if err != nil {
		return nil, sideError("blue", err)
	}
	bots, err := battles.ParseBots(nb.Bots)
	if err != nil {
		return nil, err
	}
	b, err := combat.New(nb.Name, red, blue, combat.Settings{Seed: seed, Unit: unit, Bots: bots})
	if err != nil {
		return nil, err
	}
	dir, err := battleDir(f)
	if err != nil {
		return nil, err
	}
	return battles.Create(dir, b)
}

// sideError names the side whose army could not be loaded; a file's problems are
// printed as they are, FILE:LINE: message.
func sideError(side string, err error) error {
	var pe *cmdutil.ProblemsError
	if errors.As(err, &pe) {
		return err
	}
	return fmt.Errorf("--%s: %w", side, err)
}
