package web

import (
	"fmt"
	"strings"
	"time"

	"github.com/ezd-game/ezd/tactics"
)

// entry is one line of a game's history: an event in words, with the players it concerns.
type entry struct {
	Seq  int
	At   time.Time
	Kind tactics.Kind
	// Actor is who acted ("" for time, chance and the host).
	Actor string
	Text  string
	// Who are the players the event happened to (the target, the receiver, the downed,
	// the revived, the haunted): their webhooks hear of it.
	Who []string
	// Attack, Gift and Jury sort the history's filters.
	Attack, Gift, Jury bool
	// Big marks what the game's webhook hears of: round ends, AP moments, downings, the end.
	Big bool
}

// visibleTo reports whether a player (or the host, "") may see the entry: a vote is seen
// only by the juror who cast it (TT10: the jury's votes appear only as outcomes).
func (e entry) visibleTo(player string) bool {
	return e.Kind != tactics.KindVote || (player != "" && e.Actor == player)
}

// describe says in words what an event did, from the states before and after it.
func describe(seq int, before, after *tactics.State, e tactics.Event) entry {
	// Moments are shown in the game's zone: its days are the ones that count (TT14).
	en := entry{Seq: seq, At: e.At.In(after.Location()), Kind: e.Kind, Actor: e.Player}
	var what string
	switch e.Kind {
	case tactics.KindStarted:
		what, en.Big = "the game starts, round 1 begins", true
	case tactics.KindPlaced:
		what, en.Actor = fmt.Sprintf("%s is placed on %s", e.Player, e.Cell), ""
	case tactics.KindRoundEnd:
		what, en.Big = fmt.Sprintf("round %d ends, round %d begins", e.Round, e.Round+1), true
	case tactics.KindMove:
		what = fmt.Sprintf("%s moves to %s", e.Player, e.Dest)
	case tactics.KindAttack:
		what, en.Attack = fmt.Sprintf("%s attacks %s", e.Player, e.Target), true
		en.Who = []string{e.Target}
	case tactics.KindHeart:
		what = e.Player + " adds a heart"
	case tactics.KindRange:
		what = e.Player + " upgrades their range"
	case tactics.KindGiveHeart:
		what, en.Gift = fmt.Sprintf("%s gives %s a heart", e.Player, e.To), true
		en.Who = []string{e.To}
	case tactics.KindGiveAP:
		what, en.Gift = fmt.Sprintf("%s gives %s %d AP", e.Player, e.To, e.AP), true
		en.Who = []string{e.To}
	case tactics.KindEndTurn:
		what = e.Player + " ends their turn"
	case tactics.KindVote:
		what, en.Jury = fmt.Sprintf("you vote to %s %s", e.Vote, e.For), true
	case tactics.KindPropose:
		what = fmt.Sprintf("%s proposes the ranking %s", e.Player, strings.Join(e.Order, ", "))
	case tactics.KindAP:
		what, en.Big, en.Jury = "AP moment: every living player gets 1 AP", true, true
	case tactics.KindCount:
		what, en.Jury = "the jury's votes are counted", true
	case tactics.KindSpawn:
		if e.Hearts > 0 {
			what = "a heart appears on " + e.Cell.String()
		} else {
			what = fmt.Sprintf("loot of %d AP appears on %s", e.AP, e.Cell)
		}
	case tactics.KindDrop:
		cells := make([]string, len(e.Cells))
		for i, c := range e.Cells {
			cells[i] = c.String()
		}
		what = fmt.Sprintf("%s's AP fall on %s", e.Player, strings.Join(cells, ", "))
		en.Actor = ""
	case tactics.KindPause:
		what, en.Big = "the host pauses the game", true
	case tactics.KindResume:
		what, en.Big = "the host resumes the game", true
	case tactics.KindEnd:
		what = "the host ends the game"
	default:
		what = string(e.Kind)
	}
	parts := []string{what}
	b, a := before.Players(), after.Players()
	for i := range a {
		p, q := b[i], a[i]
		switch {
		case q.Downed && !p.Downed:
			parts = append(parts, q.Name+" is downed")
			en.Who, en.Big = append(en.Who, q.Name), true
		case !q.Downed && p.Downed:
			parts = append(parts, q.Name+" revives with 1 heart and 1 AP")
			en.Who, en.Jury = append(en.Who, q.Name), true
		case q.Hearts != p.Hearts && e.Kind != tactics.KindHeart && e.Kind != tactics.KindPlaced:
			parts = append(parts, fmt.Sprintf("%s has %d %s", q.Name, q.Hearts, plural(q.Hearts, "heart", "hearts")))
			if q.Name != e.Player {
				en.Who = append(en.Who, q.Name)
			}
		}
		if (e.Kind == tactics.KindAP || e.Kind == tactics.KindCount) && !q.Downed {
			switch got := q.AP - p.AP; {
			case e.Kind == tactics.KindAP && got == 0:
				parts = append(parts, q.Name+" is haunted by the jury and gets no AP")
				en.Who = append(en.Who, q.Name)
			case got >= 3:
				parts = append(parts, fmt.Sprintf("the jury gives %s 3 AP", q.Name))
				en.Who = append(en.Who, q.Name)
			}
		}
	}
	if nb, pb := after.Bounds(), before.Bounds(); nb != pb {
		parts = append(parts, fmt.Sprintf("the grid shrinks to %s-%s", nb.Min, nb.Max))
	}
	if after.Ended() && !before.Ended() {
		var places []string
		for i, names := range after.Places() {
			places = append(places, fmt.Sprintf("%d. %s", i+1, strings.Join(names, " and ")))
		}
		parts = append(parts, "the game ends: "+strings.Join(places, "; "))
		en.Big = true
	}
	en.Text = strings.Join(parts, ", ")
	return en
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
