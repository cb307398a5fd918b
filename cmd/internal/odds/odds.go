// Package odds holds the ezd odds command: the chance of one attack, or the table of them
// all, which is also the main menu's "Odds table".
package odds

import (
	"context"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

type oddsOptions struct {
	Attacker   string
	Target     string
	Defending  bool
	Cover      string
	Attacks    int
	DamageLeft int
	JSON       bool
}

// NewCmd returns the "odds" command.
func NewCmd(f *cmdutil.Factory) *cobra.Command {
	var opts oddsOptions
	cmd := &cobra.Command{
		Use:   "odds",
		Short: "Show the exact chance of a hit: the whole table, or one attack",
		Long: `Show the exact chance that an attack hits (R7), as hits out of the 36 equally likely
pairs of dice and as a percentage.

With no flags: every attacker, target, defending and cover. With --attacker and --target:
one attack, its modifiers, and the chance to destroy the target within a number of attacks.`,
		Example: `  ezd odds
  ezd odds --attacker heavy --target medium --defending --cover light
  ezd odds --attacker small --target heavy --attacks 3 --damage-left 2`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			one := opts.Attacker != "" || opts.Target != ""
			if !one {
				for _, name := range []string{"defending", "cover", "attacks", "damage-left"} {
					if cmd.Flags().Changed(name) {
						return cmdutil.Usagef("--%s needs --attacker and --target", name)
					}
				}
				return runOddsTable(f, opts)
			}
			if opts.Attacker == "" || opts.Target == "" {
				return cmdutil.Usagef("--attacker and --target go together")
			}
			return runOddsOne(f, opts, cmd.Flags().Changed("attacks"))
		},
	}
	cmdutil.AddAttackFlags(cmd, &opts.Attacker, &opts.Target, &opts.Defending, &opts.Cover)
	cmdutil.WholeVar(cmd.Flags(), &opts.Attacks, "attacks", 0,
		"the chance to destroy within N attacks (default: N from the damage left to 3 more)")
	cmdutil.WholeVar(cmd.Flags(), &opts.DamageLeft, "damage-left", 0, "damage the target can still take (default: its class's capacity)")
	cmdutil.RefuseZero(cmd.Flags(), "damage-left",
		"a target with no damage left is destroyed already: give 1 or more, or leave --damage-left out for its class's capacity")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the odds as JSON")
	return cmd
}

// oddsJSON is one attack's odds in --json output; its keys are part of ezd's contract.
type oddsJSON struct {
	Attacker    string  `json:"attacker"`
	Target      string  `json:"target"`
	Defending   bool    `json:"defending"`
	Cover       string  `json:"cover"`
	Hits        int     `json:"hits"`
	Probability float64 `json:"probability"`
}

func newOddsJSON(a combat.Attack) oddsJSON {
	cover := "none"
	if a.Cover == terrain.LightCover {
		cover = "light"
	}
	return oddsJSON{a.Attacker.String(), a.Target.String(), a.Defending, cover, a.Hits(), a.Probability()}
}

// everyAttack returns the 36 attacks of the odds table: attacker x target x defending x
// cover, in the order the table prints them.
func everyAttack() []combat.Attack {
	var out []combat.Attack
	for _, at := range army.Classes() {
		for _, tg := range army.Classes() {
			for _, cover := range []terrain.Kind{terrain.Open, terrain.LightCover} {
				for _, def := range []bool{false, true} {
					out = append(out, combat.Attack{Attacker: at, Target: tg, Defending: def, Cover: cover})
				}
			}
		}
	}
	return out
}

func runOddsTable(f *cmdutil.Factory, opts oddsOptions) error {
	attacks := everyAttack()
	if opts.JSON {
		out := make([]oddsJSON, len(attacks))
		for i, a := range attacks {
			out[i] = newOddsJSON(a)
		}
		return cmdutil.WriteJSON(f.IO.Out, out)
	}
	return writeOddsTable(f.IO.Out, attacks, f.IO.TextWidth())
}

// writeOddsTable prints one row per attacker and target, four columns of odds; the
// heading is wrapped to width columns when width is not 0.
func writeOddsTable(w io.Writer, attacks []combat.Attack, width int) error {
	fmt.Fprintln(w, iostreams.Wrap("Chance to hit: hits out of 36 pairs of dice (R7). The attacker must roll strictly higher.", width, ""))
	fmt.Fprintln(w)
	tw := cmdutil.NewTable(w)
	fmt.Fprintln(tw, "\t\topen ground\t\tlight cover\t")
	fmt.Fprintln(tw, "Attacker\tTarget\tnot defending\tdefending\tnot defending\tdefending")
	for i := 0; i < len(attacks); i += 4 {
		a := attacks[i]
		fmt.Fprintf(tw, "%s\t%s", a.Attacker, a.Target)
		for _, b := range attacks[i : i+4] {
			fmt.Fprintf(tw, "\t%s", oddsCell(b))
		}
		fmt.Fprintln(tw)
	}
	return tw.Flush()
}

// oddsCell writes an attack's odds compactly: "15/36 41.7%".
func oddsCell(a combat.Attack) string {
	return fmt.Sprintf("%2d/36 %5s", a.Hits(), cmdutil.Percent(a.Probability()))
}

// MenuTable is the main menu's "Odds table": every attack's odds, as `ezd odds` prints them.
func MenuTable(_ context.Context, f *cmdutil.Factory, _ *prompt.Runner) error {
	return writeOddsTable(f.IO.Out, everyAttack(), f.IO.TextWidth())
}
