package cli

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/cmd/internal/army"
	"github.com/ezd-game/ezd/cmd/internal/attack"
	"github.com/ezd-game/ezd/cmd/internal/battle"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/matchup"
	"github.com/ezd-game/ezd/cmd/internal/nothanks"
	"github.com/ezd-game/ezd/cmd/internal/odds"
	"github.com/ezd-game/ezd/cmd/internal/print"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/cmd/internal/rules"
	"github.com/ezd-game/ezd/cmd/internal/tankwar"
)

// menuEntry is one choice of the main menu and what it runs.
type menuEntry struct {
	label string
	run   func(ctx context.Context, f *cmdutil.Factory, r *prompt.Runner) error
}

// menuEntries is the main menu, in order. A new command joins the menu with one line here,
// at the end, so that every choice keeps its number (Quit is always last).
func menuEntries() []menuEntry {
	return []menuEntry{
		{"Build an army", army.MenuBuild},
		{"Show an army", army.MenuShow},
		{"Resolve an attack", attack.MenuResolve},
		{"Odds table", odds.MenuTable},
		{"Rules", rules.MenuShow},
		{"Play a battle", battle.MenuPlay},
		{"Print cards, roster, reference or rulers", print.MenuPrint},
		{"Who wins? Compare two armies", matchup.MenuMatchup},
		{"Tank War Game", tankwar.MenuPlay},
		{"Tanks, but no thanks!", nothanks.MenuPlay},
	}
}

// runMenu shows the main menu until the player quits. A choice that fails (an army file
// with problems, say) is reported and the menu comes back; leaving a form ends ezd.
func runMenu(ctx context.Context, f *cmdutil.Factory) error {
	r := prompt.NewRunner(f.IO)
	if err := menuFits(f, r); err != nil {
		return err
	}
	entries := menuEntries()
	labels := make([]string, len(entries))
	for i, e := range entries {
		labels[i] = e.label
	}
	choice := 0
	for {
		if err := r.Run(ctx, prompt.MenuForm(labels, &choice)); err != nil || choice < 0 {
			return err
		}
		err := entries[choice].run(ctx, f, r)
		if cmdutil.ExitCode(err) == cmdutil.ExitCancelled {
			return err
		}
		if err != nil {
			fmt.Fprintf(f.IO.ErrOut, "ezd: %v\n", err)
		}
		fmt.Fprintln(f.IO.Out)
	}
}

// menuFits refuses to draw the menu on a terminal smaller than 80x24 (docs/interactive.md),
// whose forms would be cut off, and says what to do instead; accessible mode has no
// screen to fit.
func menuFits(f *cmdutil.Factory, r *prompt.Runner) error {
	if r.Accessible() {
		return nil
	}
	msg := prompt.TooSmall("ezd's menu", ", run ezd --accessible, or run a command (ezd --help)", f.IO.Width, f.IO.Height)
	if msg == "" {
		return nil
	}
	msg = strings.ReplaceAll(msg, "\n", " ")
	return errors.New(strings.ToLower(msg[:1]) + strings.TrimSuffix(msg[1:], "."))
}
