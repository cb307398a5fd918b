package odds

import (
	"fmt"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/combat"
)

// destroyJSON is the chance to destroy within some attacks, in --json output.
type destroyJSON struct {
	Attacks     int     `json:"attacks"`
	DamageLeft  int     `json:"damageLeft"`
	Probability float64 `json:"probability"`
}

type oddsOneJSON struct {
	oddsJSON
	Net       int               `json:"net"`
	Modifiers []combat.Modifier `json:"modifiers"`
	Destroy   []destroyJSON     `json:"destroy"`
}

func runOddsOne(f *cmdutil.Factory, opts oddsOptions, attacksGiven bool) error {
	a, err := cmdutil.ParseAttack(opts.Attacker, opts.Target, opts.Defending, opts.Cover)
	if err != nil {
		return err
	}
	capacity := a.Target.Stats().Capacity
	left := opts.DamageLeft
	if left == 0 {
		left = capacity
	}
	if left < 1 || left > capacity {
		return fmt.Errorf("--damage-left: a %s tank has 1 to %d damage left, not %d", a.Target, capacity, left)
	}
	if attacksGiven && (opts.Attacks < 1 || opts.Attacks > 100) {
		return fmt.Errorf("--attacks: want a whole number from 1 to 100, not %d", opts.Attacks)
	}
	// Without --attacks, show enough attacks to see the chance grow.
	counts := []int{opts.Attacks}
	if !attacksGiven {
		counts = nil
		for k := left; k <= left+3; k++ {
			counts = append(counts, k)
		}
	}
	destroy := make([]destroyJSON, len(counts))
	for i, k := range counts {
		p, _ := combat.DestroyChance(a.Hits(), left, k).Float64()
		destroy[i] = destroyJSON{k, left, p}
	}
	if opts.JSON {
		ms := a.Modifiers()
		if ms == nil {
			ms = []combat.Modifier{}
		}
		return cmdutil.WriteJSON(f.IO.Out, oddsOneJSON{newOddsJSON(a), a.Net(), ms, destroy})
	}
	w := f.IO.Out
	fmt.Fprintln(w, cmdutil.DescribeAttack(a))
	fmt.Fprintln(w, f.IO.Wrap("Modifiers: "+cmdutil.DescribeModifiers(a)+".", "  "))
	fmt.Fprintf(w, "Hits on %d of 36 pairs of dice: %s.\n", a.Hits(), f.IO.Bold(cmdutil.Percent(a.Probability())))
	fmt.Fprintf(w, "To destroy a %s tank with %s left:\n", a.Target, cmdutil.Plural(left, "damage point"))
	for _, d := range destroy {
		fmt.Fprintf(w, "  %s: %s\n", cmdutil.Plural(d.Attacks, "attack"), cmdutil.Percent(d.Probability))
	}
	return nil
}
