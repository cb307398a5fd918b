package tactics

import (
	"fmt"
	"strings"

	tacticspkg "github.com/ezd-game/ezd/tactics"
)

// describe says in words what an event was and what it did, from the states before and
// after it. Votes stay secret (TT10): only that a juror voted is said.
func describe(before, after *tacticspkg.State, e tacticspkg.Event) string {
	var what string
	switch e.Kind {
	case tacticspkg.KindStarted:
		what = "the game starts, round 1 begins"
	case tacticspkg.KindPlaced:
		what = fmt.Sprintf("%s is placed on %s", e.Player, e.Cell)
	case tacticspkg.KindRoundEnd:
		what = fmt.Sprintf("round %d ends", e.Round)
	case tacticspkg.KindMove:
		what = fmt.Sprintf("%s moves to %s", e.Player, e.Dest)
		if it, ok := before.Items()[e.Dest]; ok {
			what += " and collects " + itemWords(it)
		}
	case tacticspkg.KindAttack:
		what = fmt.Sprintf("%s attacks %s", e.Player, e.Target)
	case tacticspkg.KindHeart:
		what = fmt.Sprintf("%s adds a heart", e.Player)
	case tacticspkg.KindRange:
		what = fmt.Sprintf("%s upgrades range", e.Player)
	case tacticspkg.KindGiveHeart:
		what = fmt.Sprintf("%s gives %s a heart", e.Player, e.To)
	case tacticspkg.KindGiveAP:
		what = fmt.Sprintf("%s gives %s %d AP", e.Player, e.To, e.AP)
	case tacticspkg.KindEndTurn:
		what = fmt.Sprintf("%s ends the turn", e.Player)
	case tacticspkg.KindVote:
		what = fmt.Sprintf("%s votes (secret)", e.Player)
	case tacticspkg.KindPropose:
		what = fmt.Sprintf("%s proposes the ranking %s", e.Player, strings.Join(e.Order, ", "))
	case tacticspkg.KindAP:
		what = "AP moment, the jury's votes are counted"
	case tacticspkg.KindCount:
		what = "the jury's votes are counted"
	case tacticspkg.KindSpawn:
		if e.Hearts > 0 {
			what = fmt.Sprintf("a heart appears on %s", e.Cell)
		} else {
			what = fmt.Sprintf("loot of %d AP appears on %s", e.AP, e.Cell)
		}
	case tacticspkg.KindDrop:
		cells := make([]string, len(e.Cells))
		for i, c := range e.Cells {
			cells[i] = c.String()
		}
		verb := "fall"
		if len(e.Cells) == 1 {
			verb = "falls"
		}
		what = fmt.Sprintf("%s's %d AP %s on %s", e.Player, len(e.Cells), verb, strings.Join(cells, ", "))
	case tacticspkg.KindPause:
		what = "the host pauses the game"
	case tacticspkg.KindResume:
		what = "the host resumes the game"
	case tacticspkg.KindEnd:
		what = "the host ends the game"
	}
	if e.Kind == tacticspkg.KindPlaced || e.Kind == tacticspkg.KindDrop {
		return what
	}
	return strings.Join(append([]string{what}, consequences(before, after, e)...), ", ")
}

// itemWords says what lies on a cell: "1 heart", "3 AP", "1 heart and 2 AP".
func itemWords(it tacticspkg.Item) string {
	switch {
	case it.Hearts > 0 && it.AP > 0:
		return fmt.Sprintf("%s and %d AP", hearts(it.Hearts), it.AP)
	case it.Hearts > 0:
		return hearts(it.Hearts)
	}
	return fmt.Sprintf("%d AP", it.AP)
}

// consequences are the changes an event made that its words do not say: hearts, downings,
// revivals, AP from the jury, the grid shrinking, the end.
func consequences(before, after *tacticspkg.State, e tacticspkg.Event) []string {
	var out []string
	b, a := before.Players(), after.Players()
	for i := range a {
		p, q := b[i], a[i]
		switch {
		case q.Downed && !p.Downed && !q.Revivable:
			out = append(out, q.Name+" is downed for good")
		case q.Downed && !p.Downed:
			out = append(out, q.Name+" is downed")
		case !q.Downed && p.Downed:
			out = append(out, q.Name+" revives with 1 heart and 1 AP")
		case q.Downed && p.Revivable && !q.Revivable:
			out = append(out, q.Name+" can no longer revive")
		case q.Hearts != p.Hearts:
			out = append(out, fmt.Sprintf("%s has %s", q.Name, hearts(q.Hearts)))
		}
		if (e.Kind == tacticspkg.KindAP || e.Kind == tacticspkg.KindCount) && !q.Downed {
			switch got := q.AP - p.AP; {
			case e.Kind == tacticspkg.KindAP && got == 0:
				out = append(out, q.Name+" is haunted and gets no AP")
			case got >= tacticspkg.IntercessionAP:
				out = append(out, fmt.Sprintf("the jury gives %s %d AP", q.Name, tacticspkg.IntercessionAP))
			}
		}
	}
	if nb, pb := after.Bounds(), before.Bounds(); nb != pb {
		out = append(out, fmt.Sprintf("the grid shrinks to %s-%s", nb.Min, nb.Max))
	}
	if after.Ended() && !before.Ended() {
		out = append(out, "the game ends: "+placesLine(after.Places()))
	}
	return out
}

func hearts(n int) string {
	if n == 1 {
		return "1 heart"
	}
	return fmt.Sprintf("%d hearts", n)
}
