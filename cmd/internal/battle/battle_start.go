package battle

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/journal"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/terrain"
)

// Starting a battle from the terminal: the main menu's entry, and the forms that ask
// for a new battle's name and armies.

// MenuPlay is the main menu's "Play a battle": continue a battle in progress, or
// start one.
func MenuPlay(ctx context.Context, f *cmdutil.Factory, r *prompt.Runner) error {
	dir, err := battleDir(f)
	if err != nil {
		return err
	}
	infos, err := journal.List(dir)
	if err != nil {
		return err
	}
	var names, labels []string
	for _, info := range infos {
		if b, _, err := readBattle(dir, info.Name); err == nil && !b.State().Over() {
			st := b.Status()
			names = append(names, info.Name)
			labels = append(labels, fmt.Sprintf("Continue %s: %s against %s, turn %d", info.Name, st.Sides.Red.Army, st.Sides.Blue.Army, st.Turn))
		}
	}
	if len(names) == 0 {
		return playBattle(ctx, f, r, "", true)
	}
	labels = append(labels, "Start a new battle")
	pick := 0
	if err := r.Run(ctx, prompt.StepForm("Which battle?", labels, &pick)); err != nil {
		return err
	}
	if pick == len(names) {
		t, err := startAsked(ctx, f, r) // chosen already: no second "start a battle?"
		if err != nil || t == nil {
			return err
		}
		defer t.Close()
		return playTable(ctx, f, r, t, true)
	}
	return playBattle(ctx, f, r, names[pick], true)
}

// playBattle plays the battle named, or the most recently played one that is not over,
// or, when there is none, offers to start one.
func playBattle(ctx context.Context, f *cmdutil.Factory, r *prompt.Runner, named string, hints bool) error {
	dir, err := battleDir(f)
	if err != nil {
		return err
	}
	name, err := battleInProgress(f, dir, named)
	var t *table
	switch {
	case errors.Is(err, errNoBattle):
		t, err = askAndStart(ctx, f, r)
		if err != nil || t == nil {
			return err
		}
	case err != nil:
		return err
	default:
		if t, err = openNamed(f, dir, name); err != nil {
			return err
		}
	}
	defer t.Close()
	return playTable(ctx, f, r, t, hints)
}

// askAndStart offers to start a battle; it returns nil when the players decline.
func askAndStart(ctx context.Context, f *cmdutil.Factory, r *prompt.Runner) (*table, error) {
	start := true
	if err := r.Run(ctx, startForm("No battle is in progress.", &start)); err != nil || !start {
		return nil, err
	}
	return startAsked(ctx, f, r)
}

// startAsked asks for a new battle's name, armies and bots, and starts it.
func startAsked(ctx context.Context, f *cmdutil.Factory, r *prompt.Runner) (*table, error) {
	var nb newBattle
	if err := askNewBattle(ctx, f, r, &nb); err != nil {
		return nil, err
	}
	if err := askBots(ctx, r, &nb); err != nil {
		return nil, err
	}
	t, err := startBattle(f, nb)
	if err != nil {
		return nil, err
	}
	writeAccount(f.IO.Out, t.Battle, 1, accountWidth(f))
	return t, nil
}

// askNewBattle asks for what nb lacks: the battle's name and units, and both armies,
// among the army files here and the samples, or typed in.
func askNewBattle(ctx context.Context, f *cmdutil.Factory, r *prompt.Runner, nb *newBattle) error {
	dir, err := battleDir(f)
	if err != nil {
		return err
	}
	if nb.Name == "" {
		unit := terrain.Centimetres
		if u, err := terrain.ParseUnit(nb.Units); err == nil {
			unit = u
		}
		check := func(name string) error {
			if err := journal.ValidateName(name); err != nil {
				return err
			}
			if _, err := os.Stat(journal.Path(dir, name)); !errors.Is(err, fs.ErrNotExist) {
				return fmt.Errorf("a battle named %s already exists: choose another name", name)
			}
			return nil
		}
		if err := r.Run(ctx, battleNameForm(&nb.Name, &unit, check)); err != nil {
			return err
		}
		nb.Name, nb.Units = strings.TrimSpace(nb.Name), unit.String()
	}
	for _, side := range []struct {
		arg   *string
		title string
	}{{&nb.Red, "Red's army"}, {&nb.Blue, "Blue's army"}} {
		if *side.arg == "" {
			if *side.arg, err = cmdutil.AskArmy(ctx, r, side.title); err != nil {
				return err
			}
		}
	}
	return nil
}
