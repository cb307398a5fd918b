package battle

import (
	"context"
	"fmt"
	"io"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/combat"
)

// Odds is a battle's win chance in the stand-up fight under optimal play (A7), and the
// best step of the side to act.
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
	p, err := s.Battle(st)
	if err != nil {
		return Odds{}, err
	}
	r, err := s.Outcome(p)
	if err != nil {
		return Odds{}, err
	}
	odds := Odds{Red: r.AWins, Blue: r.BWins, Draw: r.Draw}
	if st.ToAct() != combat.NoPlayer {
		h, err := s.Choose(st)
		if err != nil {
			return Odds{}, err
		}
		odds.Best = h.String()
	}
	return odds, nil
}

// winChanceJSON is the winChance of `battle status --json`; its keys are part of the
// contract (docs/analysis.md).
type winChanceJSON struct {
	Red    float64 `json:"red"`
	Blue   float64 `json:"blue"`
	Draw   float64 `json:"draw"`
	Policy string  `json:"policy"`
}

// statusJSON is `battle status --json`: the battle's status and its win chance, null
// when the armies are beyond the solver's limits.
type statusJSON struct {
	combat.Status
	WinChance *winChanceJSON `json:"winChance"`
}

// battleOdds solves the battle as a command that runs once does: from the battle's solved
// table when the cache has it (solved_table.go).
func battleOdds(ctx context.Context, f *cmdutil.Factory, st combat.State) (Odds, error) {
	var o Odds
	err := withSolver(ctx, f, st, func(s *analysis.Solver) (err error) {
		o, err = OddsOf(s, st)
		return err
	})
	return o, err
}

// newStatusJSON adds the win chance to the status; a solver that cannot answer leaves it
// null and says why on stderr. An interrupt during the solve is returned.
func newStatusJSON(ctx context.Context, f *cmdutil.Factory, b *combat.Battle) (statusJSON, error) {
	out := statusJSON{Status: b.Status()}
	o, err := battleOdds(ctx, f, b.State())
	switch {
	case ctx.Err() != nil:
		return out, ctx.Err()
	case err != nil:
		fmt.Fprintf(f.IO.ErrOut, "warning: no win chance: %v\n", err)
	default:
		out.WinChance = &winChanceJSON{o.Red, o.Blue, o.Draw, analysis.Optimal.String()}
	}
	return out, nil
}

// writeWinChance prints the status's one line of win chance. An interrupt during the
// solve is returned.
func writeWinChance(ctx context.Context, f *cmdutil.Factory, w io.Writer, st combat.State) error {
	o, err := battleOdds(ctx, f, st)
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if err != nil {
		fmt.Fprintf(f.IO.ErrOut, "warning: no win chance: %v\n", err)
		return nil
	}
	fmt.Fprintf(w, "Win chance: red %s, blue %s, draw %s (%s; best play, %d turns from now).\n",
		cmdutil.Percent(o.Red), cmdutil.Percent(o.Blue), cmdutil.Percent(o.Draw), analysis.Model, analysis.DefaultTurns)
	return nil
}
