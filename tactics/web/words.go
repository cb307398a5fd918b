package web

import (
	"fmt"
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
	// Round is the round a round's end ends.
	Round int
}

// lateNote adds to what an action did, when a round ended before it (its limit had passed
// when the action arrived, TT3), a line before the action's that says it counts in the
// next round.
func lateNote(added []entry) []entry {
	if len(added) < 2 {
		return added
	}
	for i := len(added) - 2; i >= 0; i-- {
		if added[i].Kind == tactics.KindRoundEnd {
			n, last := added[i].Round, added[len(added)-1]
			note := entry{Seq: last.Seq, At: last.At,
				Text: fmt.Sprintf("round %d's time was up before your action arrived, so it counts in round %d", n, n+1)}
			return append(added[:len(added)-1:len(added)-1], note, last) // the note, then the action
		}
	}
	return added
}

// visibleTo reports whether a player (or the host, "") may see the entry: a vote is seen
// only by the juror who cast it (TT10: the jury's votes appear only as outcomes).
func (e entry) visibleTo(player string) bool {
	return e.Kind != tactics.KindVote || (player != "" && e.Actor == player)
}

// describe is an event as a line of the history: its words (tactics.Tell, as the replay
// says them; a vote as its juror sees it, since only the juror sees the line), and the
// marks that sort it into the filters and the webhooks.
func describe(seq int, before, after *tactics.State, e tactics.Event) entry {
	tl := tactics.Tell(before, after, e)
	// Moments are shown in the game's zone: its days are the ones that count (TT14).
	en := entry{Seq: seq, At: e.At.In(after.Location()), Kind: e.Kind, Actor: e.Player, Text: tl.Text, Who: tl.Who, Round: e.Round}
	switch e.Kind {
	case tactics.KindPlaced, tactics.KindDrop:
		en.Actor = "" // chance placed them, not the player
	case tactics.KindStarted, tactics.KindRoundEnd, tactics.KindPause, tactics.KindResume:
		en.Big = true
	case tactics.KindAttack:
		en.Attack = true
	case tactics.KindGiveHeart, tactics.KindGiveAP:
		en.Gift = true
	case tactics.KindVote:
		en.Text, en.Jury = tl.Secret, true
	case tactics.KindAP:
		en.Big, en.Jury = true, true
	case tactics.KindCount:
		en.Jury = true
	}
	en.Big = en.Big || tl.Downed || (after.Ended() && !before.Ended())
	en.Jury = en.Jury || tl.Revived
	return en
}
