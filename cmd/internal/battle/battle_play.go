package battle

import (
	"context"
	"errors"
	"fmt"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
)

func newBattlePlayCmd(f *cmdutil.Factory, opts *battleOptions) *cobra.Command {
	var noHints bool
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Play a battle step by step in the terminal",
		Long: `Play a battle in the terminal: ezd shows the table, offers only the steps the rules
allow, shows the odds before every attack, rolls fair dice or takes the dice you rolled,
and announces the winner. Every step is saved as it is made, so leaving with Esc or Ctrl-C
loses nothing already done. Undo is always on offer.

Every choice keeps its number on every screen: 1 the main step (initiative, activate,
attack), 2 pass or move, 3 defend, 4 done, 7 undo, 8 the log, 9 leave, 0 back. Type it,
or use the arrows and Enter. Esc goes back one question and leaves only from the menu.
Keys typed ahead are kept and reach the question they were typed for.

The win chance of both sides under best play is shown as a bar, and the menu marks the
best step, from the exact solver of 'ezd matchup' (docs/analysis.md); --no-hints plays
without them.

Without -b, play continues the most recently played battle that is not over, or offers to
start a new one.`,
		Example: "  ezd battle play\n  ezd battle play -b sedan --no-hints\n  ezd battle play --accessible",
		Args:    cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if !f.IO.Interactive() {
				return cmdutil.Usagef("battle play needs a terminal; use the step commands (ezd battle activate ...)")
			}
			return playBattle(cmd.Context(), f, prompt.NewRunner(f.IO), opts.Battle, !noHints)
		},
	}
	cmd.Flags().BoolVar(&noHints, "no-hints", false, "play without the win chance and the best step")
	return cmd
}

// playTable plays the open battle until the players leave: on a full terminal as one
// Bubble Tea program for the whole session (play_screen.go), in accessible mode one line
// at a time (play_lines.go). Each step is saved before it is told, so that leaving at any
// moment, Ctrl-C included, loses nothing already done.
// With hints the solver is made aside (play_advice.go) and joins when it is ready.
func playTable(ctx context.Context, f *cmdutil.Factory, r *prompt.Runner, t *table, hints bool) error {
	ezd, err := newSoloTable(t.Battle) // the sides ezd plays (solo play), nil when people play both
	if err != nil {
		return err
	}
	var bots Bots
	if ezd != nil {
		bots = ezd.turn
	}
	s := newSession(t, accountWidth(f), bots, nil)
	if ezd != nil {
		ezd.shared = func() *analysis.Solver {
			if a, ok := s.advisor.(*solverAdvice); ok {
				return a.solver
			}
			return nil
		}
	}
	s.accessible = r.Accessible()
	var advice <-chan adviceReady
	if hints {
		advice = startAdvice(t.Battle.State())
	}
	if r.Accessible() {
		return playLines(ctx, s, f.IO, advice, newListener(time.Now))
	}
	m := newScreen(s, f.IO)
	m.watchAdvice(advice)
	// The program draws on stdout, which play needs to be a terminal; stderr may not be.
	p := tea.NewProgram(m, tea.WithContext(ctx), tea.WithInput(f.IO.In), tea.WithOutput(f.IO.Out))
	_, err = p.Run()
	for _, line := range append(m.outbox, s.takeOut()...) {
		fmt.Fprintln(f.IO.Out, line)
	}
	switch {
	case errors.Is(err, tea.ErrProgramKilled) && ctx.Err() != nil:
		return ctx.Err()
	case err != nil:
		return err
	}
	return m.err
}
