package battle

import (
	"context"
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/combat"
)

func newBattlePlayCmd(f *cmdutil.Factory, opts *battleOptions) *cobra.Command {
	return &cobra.Command{
		Use:   "play",
		Short: "Play a battle step by step in the terminal",
		Long: `Play a battle in the terminal: ezd shows the table, offers only the steps the rules
allow, shows the odds before every attack, rolls fair dice or takes the dice you rolled,
and announces the winner. Every step is saved as it is made, so leaving with Esc or Ctrl-C
loses nothing already done. Undo is always on offer.

Without -b, play continues the most recently played battle that is not over, or offers to
start a new one.`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if !f.IO.Interactive() {
				return cmdutil.Usagef("battle play needs a terminal; use the step commands (ezd battle activate ...)")
			}
			return playBattle(cmd.Context(), f, prompt.NewRunner(f.IO), opts.Battle)
		},
	}
}

// playTable plays the open battle until the players leave. Each step is saved before it is
// told, so that leaving at any moment, Ctrl-C included, loses nothing already done.
func playTable(ctx context.Context, f *cmdutil.Factory, r *prompt.Runner, t *table) error {
	w := f.IO.Out
	p := &player{f: f, r: r, t: t, mode: prompt.RollForMe, board: true}
	for {
		st := t.b.State()
		// The board when an activation or a turn ends, when the players look over the
		// whole table; during one, the form lists what the active tank needs. Then the
		// account of the last step, so that it stands right above the next question on
		// an 80x24 screen.
		if p.board {
			fmt.Fprintln(w)
			writeBoard(w, st)
			p.board = false
		}
		p.news.WriteTo(w)
		if st.Over() && !p.announced {
			fmt.Fprintln(w, f.IO.Good(fmt.Sprintf("%s wins the battle on turn %d!", st.Winner.Title(), st.Turn)))
			p.announced = true
		}
		choices := p.choices(st)
		labels := make([]string, len(choices))
		for i, c := range choices {
			labels[i] = c.label
		}
		pick := 0
		if err := r.Run(ctx, prompt.StepForm(stepTitle(st), labels, &pick)); err != nil {
			return err
		}
		c := choices[pick]
		if c.leave {
			if st.Over() {
				fmt.Fprintf(w, "Battle %s is over and saved: ezd battle log -b %s tells it again.\n", t.b.Name(), t.b.Name())
			} else {
				fmt.Fprintf(w, "Battle %s is saved: ezd battle play -b %s goes on from here.\n", t.b.Name(), t.b.Name())
			}
			return nil
		}
		if err := c.run(ctx); err != nil {
			if cmdutil.ExitCode(err) == cmdutil.ExitCancelled {
				return err
			}
			var refusal *combat.Refusal
			if errors.As(err, &refusal) || errors.Is(err, combat.ErrTie) {
				fmt.Fprintln(&p.news, wrap(err.Error(), lineWidth, "  "))
				continue
			}
			return err
		}
	}
}

// stepTitle asks for the next step, with what the players need to choose it.
func stepTitle(st combat.State) string {
	o := st.Options()
	switch {
	case st.Over():
		return "The battle is over."
	case o.Initiative:
		return fmt.Sprintf("Turn %d begins: roll initiative (R3).", st.Turn)
	case !o.Tank.IsZero():
		t, _ := st.Tank(o.Tank)
		return fmt.Sprintf("%s (%s), %s left:", t.Name, t.Ref, cmdutil.Plural(st.ActionsLeft, "action"))
	case o.Player != combat.NoPlayer:
		return fmt.Sprintf("%s to act, %s left this turn:", o.Player.Title(), cmdutil.Plural(st.ActivationsLeft(o.Player), "activation"))
	}
	return "What next?"
}
