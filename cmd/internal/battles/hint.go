package battles

import (
	"context"
	"fmt"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/combat"
)

// HintJSON is `battle hint --json`; its keys are part of the contract.
type HintJSON struct {
	Side combat.Player `json:"side"`
	// Assumes says what the chances assume, analysis.Assumes.
	Assumes string           `json:"assumes"`
	Options []HintOptionJSON `json:"options"`
}

// HintOptionJSON is one step of HintJSON, with the win chance it leaves the side to act.
type HintOptionJSON struct {
	Step      string  `json:"step"`
	WinChance float64 `json:"winChance"`
	Reason    string  `json:"reason"`
}

// Hints returns every step the side to act may take in st, with the win chance it leaves
// that side, best first (A1-A8, its moves not judged: analysis.JudgedHints), from the
// battle's solved table when the cache has it.
func Hints(ctx context.Context, c Cache, st combat.State) ([]analysis.Hint, error) {
	var hs []analysis.Hint
	err := c.WithSolver(ctx, st, func(s *analysis.Solver) (err error) {
		hs, err = s.JudgedHints(st)
		return err
	})
	if err != nil {
		if st.Initiative == combat.NoPlayer && !st.Over() {
			return nil, fmt.Errorf("%w (ezd battle initiative)", err)
		}
		return nil, err
	}
	return hs, nil
}

// NewHintJSON returns the hints of the side to act in st as `battle hint --json` prints
// them.
func NewHintJSON(st combat.State, hs []analysis.Hint) HintJSON {
	out := HintJSON{Side: st.ToAct(), Assumes: analysis.Assumes, Options: make([]HintOptionJSON, len(hs))}
	for i, h := range hs {
		out.Options[i] = HintOptionJSON{h.String(), h.WinChance, h.Reason}
	}
	return out
}
