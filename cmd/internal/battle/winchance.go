package battle

import (
	"context"
	"fmt"
	"io"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/cmd/internal/battles"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/combat"
)

// writeWinChance prints the status's line of win chance and the line of what it assumes, solved with the user's
// cache of solved tables (battles.BattleOdds). An interrupt during the solve is returned.
func writeWinChance(ctx context.Context, f *cmdutil.Factory, w io.Writer, st combat.State) error {
	o, err := battles.BattleOdds(ctx, battles.CacheOf(f), st)
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if err != nil {
		fmt.Fprintf(f.IO.ErrOut, "warning: no win chance: %v\n", err)
		return nil
	}
	fmt.Fprintf(w, "Win chance: red %s, blue %s, draw %s (best play, %d turns from now).\n%s\n",
		cmdutil.Percent(o.Red), cmdutil.Percent(o.Blue), cmdutil.Percent(o.Draw), analysis.DefaultTurns, analysis.AssumesLine)
	return nil
}
