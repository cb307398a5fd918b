package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/army"
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

func newOddsCmd(f *Factory) *cobra.Command {
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
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			one := opts.Attacker != "" || opts.Target != ""
			if !one {
				for _, name := range []string{"defending", "cover", "attacks", "damage-left"} {
					if cmd.Flags().Changed(name) {
						return usagef("--%s needs --attacker and --target", name)
					}
				}
				return runOddsTable(f, opts)
			}
			if opts.Attacker == "" || opts.Target == "" {
				return usagef("--attacker and --target go together")
			}
			return runOddsOne(f, opts, cmd.Flags().Changed("attacks"))
		},
	}
	addAttackFlags(cmd, &opts.Attacker, &opts.Target, &opts.Defending, &opts.Cover)
	cmd.Flags().IntVar(&opts.Attacks, "attacks", 1, "number of attacks for the chance to destroy")
	cmd.Flags().IntVar(&opts.DamageLeft, "damage-left", 0, "damage the target can still take (default: its class's capacity)")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the odds as JSON")
	return cmd
}

// addAttackFlags declares the flags that describe one attack, shared by odds and attack.
func addAttackFlags(cmd *cobra.Command, attacker, target *string, defending *bool, cover *string) {
	cmd.Flags().StringVarP(attacker, "attacker", "a", "", "attacking class: small, medium or heavy")
	cmd.Flags().StringVarP(target, "target", "t", "", "target class: small, medium or heavy")
	cmd.Flags().BoolVarP(defending, "defending", "d", false, "the target is defending (R5)")
	cmd.Flags().StringVar(cover, "cover", "none", "the target's cover: none or light (heavy cover hides it)")
}

// parseAttack turns the attack flags into an attack, refusing what R7 forbids.
func parseAttack(attacker, target string, defending bool, cover string) (combat.Attack, error) {
	var a combat.Attack
	var err error
	if a.Attacker, err = parseClassFlag("attacker", attacker); err != nil {
		return a, err
	}
	if a.Target, err = parseClassFlag("target", target); err != nil {
		return a, err
	}
	if a.Cover, err = terrain.Parse(cover); err != nil {
		return a, fmt.Errorf("--cover: %w", err)
	}
	a.Defending = defending
	return a, a.Check()
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

func runOddsTable(f *Factory, opts oddsOptions) error {
	attacks := everyAttack()
	if opts.JSON {
		out := make([]oddsJSON, len(attacks))
		for i, a := range attacks {
			out[i] = newOddsJSON(a)
		}
		return writeJSON(f.IO.Out, out)
	}
	return writeOddsTable(f.IO.Out, attacks)
}

// writeOddsTable prints one row per attacker and target, four columns of odds.
func writeOddsTable(w io.Writer, attacks []combat.Attack) error {
	fmt.Fprintln(w, "Chance to hit: hits out of 36 pairs of dice (R7). The attacker must roll strictly higher.")
	fmt.Fprintln(w)
	tw := newTable(w)
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
	return fmt.Sprintf("%2d/36 %5s", a.Hits(), percent(a.Probability()))
}

// describeAttack says in words what attack is being made.
func describeAttack(a combat.Attack) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s attacks %s", a.Attacker.Title(), a.Target)
	if a.Defending {
		b.WriteString(", target defending")
	}
	if a.Cover != terrain.Open {
		fmt.Fprintf(&b, ", target in %s", a.Cover)
	}
	return b.String() + "."
}

// describeModifiers lists an attack's modifiers and the net: "heavy +1, defending +2 (net -1)".
func describeModifiers(a combat.Attack) string {
	ms := a.Modifiers()
	if len(ms) == 0 {
		return "none (net 0)"
	}
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = fmt.Sprintf("%s %s", m.Side, m)
	}
	return fmt.Sprintf("%s (net %s)", strings.Join(parts, ", "), signed(a.Net()))
}
