package battles

import (
	"context"
	"fmt"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/combat"
)

// WinChance is the winChance of `battle status --json`; its keys are part of the contract
// (docs/analysis.md).
type WinChance struct {
	Red    float64 `json:"red"`
	Blue   float64 `json:"blue"`
	Draw   float64 `json:"draw"`
	Policy string  `json:"policy"`
	// Assumes says what the chance assumes, analysis.Assumes.
	Assumes string `json:"assumes"`
}

// StatusJSON is the battle's status and its win chance, null when the armies are beyond
// the solver's limits.
type StatusJSON struct {
	combat.Status
	WinChance *WinChance `json:"winChance"`
}

// StatusReport is `battle status --json`: the status, its win chance and the sides ezd
// plays, [] when people play both.
type StatusReport struct {
	StatusJSON
	Bots []combat.Bot `json:"bots"`
}

// Report returns the battle's status as `battle status --json` prints it. A finished
// battle's win chance is certain and needs no solver: the winner's is 1. A solver that
// cannot answer leaves the win chance null and says why on the cache's Note; an
// interrupt (ctx) during the solve is returned.
func Report(ctx context.Context, c Cache, b *combat.Battle) (StatusReport, error) {
	var out StatusReport
	if st := b.State(); st.Over() {
		certain := &WinChance{Policy: analysis.Optimal.String(), Assumes: analysis.Assumes}
		if st.Winner == combat.Red {
			certain.Red = 1
		} else {
			certain.Blue = 1
		}
		out.StatusJSON = StatusJSON{Status: b.Status(), WinChance: certain}
	} else {
		out.StatusJSON = StatusJSON{Status: b.Status()}
		o, err := BattleOdds(ctx, c, b.State())
		switch {
		case ctx.Err() != nil:
			return out, ctx.Err()
		case err != nil:
			fmt.Fprintf(c.note(), "warning: no win chance: %v\n", err)
		default:
			out.WinChance = &WinChance{o.Red, o.Blue, o.Draw, analysis.Optimal.String(), analysis.Assumes}
		}
	}
	out.Bots = append([]combat.Bot{}, b.Bots()...)
	return out, nil
}
