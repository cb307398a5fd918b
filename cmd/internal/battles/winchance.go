package battles

import (
	"context"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/combat"
)

// Odds is a battle's win chance in the stand-up fight under optimal play (A7), its moves
// not judged (analysis.Judged), and the best step of the side to act.
type Odds struct {
	// Red, Blue and Draw are the chances that red wins, that blue wins and that the battle
	// is undecided when its last turn ends, the turns counted from the current one.
	Red, Blue, Draw float64
	// Best is the best step now ("activate red:2", "attack blue:1", "defend", "pass"),
	// "" when nobody chooses one (before the roll-off, after the end).
	Best string
}

// OddsOf returns the odds of the battle st with solver s, which the caller makes once for
// the session (analysis.ForBattle) so that every step after the first reuses its table.
func OddsOf(s *analysis.Solver, st combat.State) (Odds, error) {
	r, err := s.Judge(st)
	if err != nil {
		return Odds{}, err
	}
	odds := Odds{Red: r.AWins, Blue: r.BWins, Draw: r.Draw}
	if st.ToAct() != combat.NoPlayer {
		hs, err := s.JudgedHints(st)
		if err != nil {
			return Odds{}, err
		}
		if len(hs) > 0 {
			odds.Best = hs[0].String()
		}
	}
	return odds, nil
}

// BattleOdds solves the battle as a command that runs once does: from the battle's solved
// table when the cache has it (solved_table.go).
func BattleOdds(ctx context.Context, c Cache, st combat.State) (Odds, error) {
	var o Odds
	err := c.WithSolver(ctx, st, func(s *analysis.Solver) (err error) {
		o, err = OddsOf(s, st)
		return err
	})
	return o, err
}
