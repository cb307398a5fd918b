package tankwar

import (
	"context"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/tankwar"
	"github.com/ezd-game/ezd/tankwar/bot"
)

// The modes the menu offers, in order: their numbers do not change.
const (
	modeFriend = iota
	modeBot
	modeDemo
)

// menuModes are the labels of the modes, by number.
var menuModes = []string{
	modeFriend: "Play a friend on this keyboard",
	modeBot:    "Play a bot",
	modeDemo:   "Watch two bots (a demo)",
}

// MenuPlay is the main menu's "Tank War Game": play a friend, play a bot (which one), or
// watch a demo; then it runs as `ezd tankwar play` or `ezd tankwar demo` does with their
// defaults: a fair start from a fresh seed, the record of a game played in the data folder.
func MenuPlay(ctx context.Context, f *cmdutil.Factory, r *prompt.Runner) error {
	mode := 0
	if err := r.Run(ctx, prompt.StepForm("Tank War Game: how will you play?", menuModes, &mode)); err != nil {
		return err
	}
	opts := &playOptions{P1: "human", P2: "human", Life: tankwar.DefaultLife, Timeout: DefaultMoveTimeout}
	switch mode {
	case modeBot:
		names := bot.Names()
		pick := 0 // the cursor on the first: on the last, huh's select scrolls the others out of view
		if err := r.Run(ctx, prompt.StepForm("Which bot do you play?", botLabels(names), &pick)); err != nil {
			return err
		}
		opts.P2 = "bot:" + names[pick]
	case modeDemo:
		opts.P1, opts.P2, opts.Speed = demoP1, demoP2, demoSpeed
	}
	return runPlay(ctx, f, opts, mode == modeDemo)
}

// botLabels names each bot with how it plays and how strong it is: "greedy: looks one
// turn ahead (easy)".
func botLabels(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = n + ": " + bot.About(n)
	}
	return out
}
