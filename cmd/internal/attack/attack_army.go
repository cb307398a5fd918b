package attack

import (
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/whole"
)

// resolveArmyTanks turns --attacker and --target into classes where --army and
// --target-army say they name tanks of an army.
func resolveArmyTanks(opts *attackOptions) error {
	for _, side := range []struct {
		flag, armyFlag, armyArg string
		value                   *string
	}{
		{"attacker", "army", opts.Army, &opts.Attacker},
		{"target", "target-army", opts.TargetArmy, &opts.Target},
	} {
		if side.armyArg == "" {
			continue
		}
		a, err := cmdutil.LoadArmy(side.armyArg)
		if err != nil {
			return fmt.Errorf("--%s: %w", side.armyFlag, err)
		}
		i, err := findTank(a, *side.value)
		if err != nil {
			return fmt.Errorf("--%s: %w", side.flag, err)
		}
		*side.value = a.Tanks[i].Class.String()
	}
	return nil
}

// findTank finds a tank of the army by its name, in any letter case, or by its number in
// the roster, from 1.
func findTank(a army.Army, s string) (int, error) {
	s = strings.TrimSpace(s)
	for i := range a.Tanks {
		if strings.EqualFold(a.TankName(i), s) {
			return i, nil
		}
	}
	if n, err := whole.Parse(s); err == nil && n >= 1 && n <= uint64(len(a.Tanks)) {
		return int(n) - 1, nil
	}
	names := make([]string, len(a.Tanks))
	for i := range a.Tanks {
		names[i] = fmt.Sprintf("%d %s", i+1, cmdutil.Quoted(a.TankName(i)))
	}
	return 0, fmt.Errorf("%s has no tank %s (want a name or number: %s)", a.Name, cmdutil.Quoted(s), strings.Join(names, ", "))
}
