package print

import (
	"cmp"
	"context"
	"strings"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/printouts"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/printables"
	"github.com/ezd-game/ezd/solo"
	"github.com/ezd-game/ezd/terrain"
)

// MenuPrint is the main menu's "Print": what to print, for which army, on what paper, with
// card backs or not, and where; then it runs as `ezd print` would.
func MenuPrint(ctx context.Context, f *cmdutil.Factory, r *prompt.Runner) error {
	all := printouts.All()
	labels := make([]string, len(all))
	for i, p := range all {
		labels[i] = p.Short
	}
	pick := 0
	if err := r.Run(ctx, prompt.StepForm("Print what?", labels, &pick)); err != nil {
		return err
	}
	p := all[pick]
	var opts printOptions
	var a army.Army
	if p.HasArmy {
		var err error
		if opts.Army, err = cmdutil.AskArmy(ctx, r, "Which army?"); err != nil {
			return err
		}
		if a, err = cmdutil.LoadArmy(opts.Army); err != nil {
			return err
		}
	}
	paper, unit := printables.A4, terrain.Centimetres
	if err := r.Run(ctx, printForm(&paper, &unit)); err != nil {
		return err
	}
	opts.Paper, opts.Units = paper.String(), unit.String()
	if p.HasCards {
		if err := r.Run(ctx, backsForm(&opts.Backs)); err != nil {
			return err
		}
	}
	opts.Output = printouts.FileName(p, a, unit, "")
	if p.Name == "bot" {
		pick := 0
		stances := solo.Stances()
		labels := make([]string, len(stances))
		for i, st := range stances {
			labels[i] = st.String()
		}
		if err := r.Run(ctx, prompt.StepForm("The bot's stance", labels, &pick)); err != nil {
			return err
		}
		opts.Stance = stances[pick].String()
		opts.Output = printouts.FileName(p, a, unit, opts.Stance)
	}
	for {
		offered := opts.Output
		if err := r.Run(ctx, outputForm("Save the PDF as", &opts.Output, cmdutil.CheckSavePath, r.Accessible())); err != nil {
			return err
		}
		opts.Output = cmp.Or(strings.TrimSpace(opts.Output), offered)
		if !cmdutil.FileExists(opts.Output) {
			break
		}
		if err := r.Run(ctx, prompt.ReplaceForm(opts.Output, &opts.Force)); err != nil {
			return err
		}
		if opts.Force {
			break
		}
	}
	return runPrint(f, p, opts)
}
