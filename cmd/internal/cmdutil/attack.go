package cmdutil

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
	"github.com/ezd-game/ezd/whole"
)

// AddAttackFlags declares the flags that describe one attack, shared by odds and attack.
func AddAttackFlags(cmd *cobra.Command, attacker, target *string, defending *bool, cover *string) {
	cmd.Flags().StringVarP(attacker, "attacker", "a", "", "attacking class: small, medium or heavy")
	cmd.Flags().StringVarP(target, "target", "t", "", "target class: small, medium or heavy")
	cmd.Flags().BoolVarP(defending, "defending", "d", false, "the target is defending (R5)")
	cmd.Flags().StringVar(cover, "cover", "none", "the target's cover: none or light (heavy cover hides it)")
}

// ParseAttack turns the attack flags into an attack, refusing what R7 forbids.
func ParseAttack(attacker, target string, defending bool, cover string) (combat.Attack, error) {
	var a combat.Attack
	var err error
	if a.Attacker, err = ParseClassFlag("attacker", attacker); err != nil {
		return a, err
	}
	if a.Target, err = ParseClassFlag("target", target); err != nil {
		return a, err
	}
	if a.Cover, err = terrain.ParseCover(cover); err != nil {
		return a, fmt.Errorf("--cover: %w", err)
	}
	a.Defending = defending
	return a, a.Check()
}

// ParseSeed reads --seed as package whole reads numbers, or picks a fresh random seed when
// it was left out (R11); NewRoot refuses it given empty.
func ParseSeed(s string) (uint64, error) {
	if s == "" {
		return combat.RandomSeed(), nil
	}
	n, err := whole.Parse(s)
	if err != nil {
		return 0, fmt.Errorf("--seed: %w", err)
	}
	return n, nil
}

// DescribeAttack says in words what attack is being made.
func DescribeAttack(a combat.Attack) string {
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

// DescribeModifiers lists an attack's modifiers and the net: "heavy +1, defending +2 (net -1)".
func DescribeModifiers(a combat.Attack) string {
	ms := a.Modifiers()
	if len(ms) == 0 {
		return "none (net 0)"
	}
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = fmt.Sprintf("%s %s", m.Side, m)
	}
	return fmt.Sprintf("%s (net %s)", strings.Join(parts, ", "), Signed(a.Net()))
}

// MeasureLine tells the players what to check on the table before the dice (R7).
func MeasureLine(a combat.Attack, unit terrain.Unit) string {
	return fmt.Sprintf("Measure: the target must be within %s (%s range) and in line of sight.",
		unit.Format(a.Attacker.Stats().Range), a.Attacker)
}
