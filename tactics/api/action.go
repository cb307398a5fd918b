package api

import (
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/tactics"
)

// ActionText writes an option of a player's view as the action that takes it, so a page's
// button sends exactly what `ezd tactics act` would (a gift of AP as 1 AP).
func ActionText(o tactics.Option) string {
	switch o.Kind {
	case tactics.KindMove:
		if c, ok := o.To.(tactics.Cell); ok {
			return "move " + c.String()
		}
	case tactics.KindAttack:
		return "attack " + o.Target
	case tactics.KindHeart:
		return "heart"
	case tactics.KindRange:
		return "range"
	case tactics.KindGiveHeart:
		return fmt.Sprintf("give-heart %v", o.To)
	case tactics.KindGiveAP:
		return fmt.Sprintf("give-ap %v 1", o.To)
	case tactics.KindEndTurn:
		return "end"
	case tactics.KindVote:
		return "vote " + o.Vote + " " + o.For
	case tactics.KindPropose:
		return "propose " + strings.Join(o.Order, ",")
	}
	return string(o.Kind)
}
