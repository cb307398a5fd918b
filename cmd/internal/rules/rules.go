// Package rules holds the ezd rules command, the rules in short, which is also the main
// menu's "Rules".
package rules

import (
	"context"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// NewCmd returns the "rules" command.
func NewCmd(f *cmdutil.Factory) *cobra.Command {
	var units string
	var asJSON bool
	cmd := &cobra.Command{
		Use:     "rules",
		Short:   "The class table, the terrain table and a short summary of the rules",
		Example: "  ezd rules\n  ezd rules --units in\n  ezd rules --json",
		Args:    cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			unit, err := terrain.ParseUnit(units)
			if err != nil {
				return fmt.Errorf("--units: %w", err)
			}
			if asJSON {
				return cmdutil.WriteJSON(f.IO.Out, newRulesJSON(unit))
			}
			return writeRules(f.IO.Out, unit)
		},
	}
	cmd.Flags().StringVar(&units, "units", "cm", "measure in cm or in (R10)")
	cmdutil.RefuseEmpty(cmd.Flags(), "units", cmdutil.EmptyUnits)
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the class table, terrain table and odds by net modifier as JSON")
	return cmd
}

// rulesJSON is the numbers of the rules, for `ezd rules --json`.
type rulesJSON struct {
	Unit    string               `json:"unit"`
	Limit   int                  `json:"limit"`
	Classes []cmdutil.ClassStats `json:"classes"`
	Terrain []terrainJSON        `json:"terrain"`
	// HitsByNet maps a net modifier, "-4" to "+1", to hits out of 36 (R7).
	HitsByNet map[string]int `json:"hitsByNet"`
}

type terrainJSON struct {
	Terrain        string `json:"terrain"`
	MovePenalty    int    `json:"movePenalty"`
	Passable       bool   `json:"passable"`
	AttackModifier int    `json:"attackModifier"`
	BlocksSight    bool   `json:"blocksSight"`
	Summary        string `json:"summary"`
}

func newRulesJSON(unit terrain.Unit) rulesJSON {
	out := rulesJSON{Unit: unit.String(), Limit: army.DefaultLimit, HitsByNet: map[string]int{}}
	for _, c := range army.Classes() {
		out.Classes = append(out.Classes, cmdutil.NewClassStats(c))
	}
	for _, k := range terrain.Kinds() {
		e := k.Effect()
		out.Terrain = append(out.Terrain, terrainJSON{e.Name, e.MovePenalty, e.Passable, e.AttackModifier, e.BlocksSight, e.Summary()})
	}
	for net := -4; net <= 1; net++ {
		out.HitsByNet[cmdutil.Signed(net)] = combat.HitsOutOf36(net)
	}
	return out
}

func writeRules(w io.Writer, unit terrain.Unit) error {
	fmt.Fprintln(w, "EIN, ZWEI, DREI: the rules in short")
	fmt.Fprintln(w)
	tw := cmdutil.NewTable(w)
	fmt.Fprintln(tw, "Class\tCost\tActions\tMove\tRange\tDamage\tAttack\tDefend")
	for _, c := range army.Classes() {
		s := c.Stats()
		fmt.Fprintf(tw, "%s\t%d\t%d\t%s\t%s\t%d\t%s\t+%d\n", c, s.Cost, s.Actions, unit.Format(s.Move),
			unit.Format(s.Range), s.Capacity, cmdutil.Signed(s.Attack), s.DefenceBonus)
	}
	tw.Flush()
	fmt.Fprintf(w, `
Army (R1): buy tanks up to %d points, or the limit the army sets.
Turn (R3): both roll 1d6; the higher activates first (a tie rolls again).
  Take turns activating one tank each. A side activates at most half its
  tanks, rounding up, and each tank once.
Actions (R4): move, attack or defend, as many as the class gives. Defend
  only as the first action. Unused actions are lost.
Defend (R5): the defence bonus adds to the tank's roll until its next
  activation.
Attack (R7): within range and line of sight. Both roll 1d6; heavy %+d to
  attack, light cover %+d to attack. The attacker must roll strictly
  higher: a tie misses. A hit does 1 damage; a tank is destroyed when its
  damage reaches its capacity.
Victory (R8): a side loses the moment it has lost at least half the points
  it fielded.
`, army.DefaultLimit, army.Heavy.Stats().Attack, terrain.LightCover.Effect().AttackModifier)
	fmt.Fprintln(w)
	tw = cmdutil.NewTable(w)
	fmt.Fprintln(tw, "Terrain (R9)\tEffect")
	for _, k := range terrain.Kinds() {
		fmt.Fprintf(tw, "%s\t%s\n", k, k.Effect().Summary())
	}
	tw.Flush()
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Chance to hit by net modifier, the attacker's minus the target's (R7):")
	tw = cmdutil.NewTable(w)
	fmt.Fprint(tw, "  net\t")
	for net := -4; net <= 1; net++ {
		fmt.Fprintf(tw, "%s\t", cmdutil.Signed(net))
	}
	fmt.Fprint(tw, "\n  hits out of 36\t")
	for net := -4; net <= 1; net++ {
		fmt.Fprintf(tw, "%d\t", combat.HitsOutOf36(net))
	}
	fmt.Fprintln(tw)
	tw.Flush()
	_, err := fmt.Fprintf(w, "The full table: ezd odds. Distances in %s (--units in for inches, R10).\n", unit)
	return err
}

// MenuShow is the main menu's "Rules": the rules in short, in centimetres.
func MenuShow(_ context.Context, f *cmdutil.Factory, _ *prompt.Runner) error {
	return writeRules(f.IO.Out, terrain.Centimetres)
}
