package battles

import (
	"context"
	"fmt"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/recap"
)

// Recap tells the story of the battle b (recap.Tell) with its win chance after every step,
// judged as `battle status` judges it (analysis.Solver.JudgeValue) with one solver for the
// whole battle, made from the battle's solved table when the cache has it: a long
// battle's curve costs one solve of the pair and then the current turn of each step. A
// battle beyond the solver's limits is told without the curve, and the cache's Note says
// why; an interrupt (ctx) during the solve is returned.
func Recap(ctx context.Context, c Cache, b *combat.Battle) (recap.Recap, error) {
	var r recap.Recap
	err := c.WithSolver(ctx, b.State(), func(s *analysis.Solver) (err error) {
		r, err = recap.Tell(b, s.JudgeValue)
		return err
	})
	switch {
	case ctx.Err() != nil:
		return recap.Recap{}, ctx.Err()
	case err != nil:
		fmt.Fprintf(c.note(), "warning: no win chance: %v\n", err)
		return recap.Tell(b, nil)
	}
	return r, nil
}

// SummaryJSON is `battle summary --json`; its keys are part of the contract
// (docs/battle.md).
type SummaryJSON struct {
	Name string `json:"name"`
	// Winner is null while the battle goes on.
	Winner *combat.Player `json:"winner"`
	Turn   int            `json:"turn"`
	Sides  struct {
		Red  SummarySideJSON `json:"red"`
		Blue SummarySideJSON `json:"blue"`
	} `json:"sides"`
	Tanks []SummaryTankJSON `json:"tanks"`
	// WinChance is red's win chance at the start and after each step, [] when the armies
	// are beyond the solver; TurningPoint is the step that moved it most, null when none.
	WinChance    []SummaryPointJSON `json:"winChance"`
	TurningPoint *SummaryTurnJSON   `json:"turningPoint"`
	Assumes      string             `json:"assumes"`
}

// SummarySideJSON is one side of SummaryJSON: its army, its points against its
// threshold (R8) and its dice's luck.
type SummarySideJSON struct {
	Army          string  `json:"army"`
	Fielded       int     `json:"fielded"`
	Lost          int     `json:"lost"`
	LossThreshold int     `json:"lossThreshold"`
	Attacks       int     `json:"attacks"`
	Hits          int     `json:"hits"`
	ExpectedHits  float64 `json:"expectedHits"`
	// LuckAtLeast is the chance of at least Hits hits from attacks with these odds,
	// LuckExact the same as a fraction.
	LuckAtLeast float64 `json:"luckAtLeast"`
	LuckExact   string  `json:"luckExact"`
}

// SummaryTankJSON is one tank of SummaryJSON.
type SummaryTankJSON struct {
	Ref         string `json:"ref"`
	Name        string `json:"name"`
	Class       string `json:"class"`
	Attacks     int    `json:"attacks"`
	Hits        int    `json:"hits"`
	DamageDealt int    `json:"damageDealt"`
	DamageTaken int    `json:"damageTaken"`
	Destroyed   bool   `json:"destroyed"`
}

// SummaryPointJSON is red's win chance after the step on journal line Line.
type SummaryPointJSON struct {
	Line int     `json:"line"`
	Step string  `json:"step"`
	Red  float64 `json:"red"`
}

// SummaryTurnJSON is the turning point: the step, and red's chance before and after it.
type SummaryTurnJSON struct {
	Line   int     `json:"line"`
	Step   string  `json:"step"`
	Before float64 `json:"before"`
	After  float64 `json:"after"`
}

// NewSummaryJSON returns the recap r as `battle summary --json` prints it.
func NewSummaryJSON(r recap.Recap) SummaryJSON {
	out := SummaryJSON{Name: r.Name, Turn: r.Turn, Assumes: analysis.Assumes, Tanks: []SummaryTankJSON{}, WinChance: []SummaryPointJSON{}}
	if r.Winner != combat.NoPlayer {
		w := r.Winner
		out.Winner = &w
	}
	side := func(s recap.Side) SummarySideJSON {
		return SummarySideJSON{s.Army, s.Fielded, s.Lost, s.Threshold, s.Attacks, s.Hits, s.Luck.Expected, s.Luck.AtLeast, s.Luck.Exact}
	}
	out.Sides.Red, out.Sides.Blue = side(r.Red), side(r.Blue)
	for _, t := range r.Tanks {
		out.Tanks = append(out.Tanks, SummaryTankJSON{t.Ref.String(), t.Name, t.Class.String(), t.Attacks, t.Hits, t.Dealt, t.Taken, t.Destroyed})
	}
	for _, p := range r.Chance {
		out.WinChance = append(out.WinChance, SummaryPointJSON{p.Line, p.Text, p.Red})
	}
	if t := r.Turning; t > 0 {
		out.TurningPoint = &SummaryTurnJSON{r.Chance[t].Line, r.Chance[t].Text, r.Chance[t-1].Red, r.Chance[t].Red}
	}
	return out
}
