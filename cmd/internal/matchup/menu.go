package matchup

import (
	"context"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
)

// policyChoices are the policies the menu offers, in order, with how they read there.
var policyChoices = []struct {
	policy analysis.Policy
	label  string
}{
	{analysis.Optimal, "Both sides play their best (optimal)"},
	{analysis.Greedy, "Both sides play a simple rule of thumb (greedy)"},
}

// MenuMatchup is the main menu's "Who wins?": army A, army B and how both sides play;
// then it shows what `ezd matchup A B --policy P` shows.
func MenuMatchup(ctx context.Context, f *cmdutil.Factory, r *prompt.Runner) error {
	a, err := cmdutil.AskArmy(ctx, r, "Army A: which army?")
	if err != nil {
		return err
	}
	b, err := cmdutil.AskArmy(ctx, r, "Army B: which army does it fight?")
	if err != nil {
		return err
	}
	labels := make([]string, len(policyChoices))
	for i, c := range policyChoices {
		labels[i] = c.label
	}
	pick := 0
	if err := r.Run(ctx, prompt.StepForm("How do both sides play?", labels, &pick)); err != nil {
		return err
	}
	return runOne(f, a, b, analysis.Options{Policy: policyChoices[pick].policy, Turns: analysis.DefaultTurns}, false)
}
