package tactics

import (
	"fmt"
	"slices"
	"strings"
)

// Telling is an event in words, as the replay, the referee's history and its webhooks
// tell it: what was done and what it did, in one sentence.
type Telling struct {
	// Text is the event and its consequences: "ann attacks bob, bob is downed". A vote is
	// told only as cast, "dan votes (secret)": who voted for whom is never shown (TT10).
	Text string
	// Secret is a vote as its own juror may see it, "dan votes to haunt bob"; "" for any
	// other event.
	Secret string
	// Who are the players the event happened to, each once: the target or the receiver,
	// anyone else whose hearts changed, the downed, the revived, the haunted and those the
	// jury gave AP.
	Who []string
	// Downed and Revived report whether the event downed or revived anyone (TT8).
	Downed, Revived bool
}

// Tell says in words what an event was and what it did, from the states before and after
// it: values in, words out.
func Tell(before, after *State, e Event) Telling {
	var t Telling
	who := func(name string) {
		if name != "" && !slices.Contains(t.Who, name) {
			t.Who = append(t.Who, name)
		}
	}
	what := deed(before, e)
	switch e.Kind {
	case KindAttack:
		who(e.Target)
	case KindGiveHeart, KindGiveAP:
		who(e.To)
	case KindVote:
		if !e.Sealed { // a sealed vote is secret even to its reader
			t.Secret = fmt.Sprintf("%s votes to %s %s", e.Player, e.Vote, e.For)
		}
	case KindPlaced, KindDrop:
		t.Text = what
		return t
	}
	parts := append([]string{what}, t.consequences(before, after, e, who)...)
	t.Text = strings.Join(parts, ", ")
	return t
}

// deed is what the event was: the action, the host's word, or what time and chance brought.
func deed(before *State, e Event) string {
	switch e.Kind {
	case KindStarted:
		return "the game starts, round 1 begins"
	case KindPlaced:
		return fmt.Sprintf("%s is placed on %s", e.Player, e.Cell)
	case KindRoundEnd:
		return fmt.Sprintf("round %d ends", e.Round)
	case KindMove:
		if it, ok := before.items[e.Dest]; ok {
			return fmt.Sprintf("%s moves to %s and collects %s", e.Player, e.Dest, ItemWords(it))
		}
		return fmt.Sprintf("%s moves to %s", e.Player, e.Dest)
	case KindAttack:
		return fmt.Sprintf("%s attacks %s", e.Player, e.Target)
	case KindHeart:
		return e.Player + " adds a heart"
	case KindRange:
		return e.Player + " upgrades their range"
	case KindGiveHeart:
		return fmt.Sprintf("%s gives %s a heart", e.Player, e.To)
	case KindGiveAP:
		return fmt.Sprintf("%s gives %s %d AP", e.Player, e.To, e.AP)
	case KindEndTurn:
		return e.Player + " ends their turn"
	case KindVote:
		return e.Player + " votes (secret)"
	case KindPropose:
		return fmt.Sprintf("%s proposes the ranking %s", e.Player, strings.Join(e.Order, ", "))
	case KindAP:
		return "AP moment, the jury's votes are counted"
	case KindCount:
		return "the jury's votes are counted"
	case KindSpawn:
		if e.Hearts > 0 {
			return "a heart appears on " + e.Cell.String()
		}
		return fmt.Sprintf("loot of %d AP appears on %s", e.AP, e.Cell)
	case KindDrop:
		cells := make([]string, len(e.Cells))
		for i, c := range e.Cells {
			cells[i] = c.String()
		}
		verb := "fall"
		if len(e.Cells) == 1 {
			verb = "falls"
		}
		return fmt.Sprintf("%s's %d AP %s on %s", e.Player, len(e.Cells), verb, strings.Join(cells, ", "))
	case KindPause:
		return "the host pauses the game"
	case KindResume:
		return "the host resumes the game"
	case KindEnd:
		return "the host ends the game"
	}
	return string(e.Kind)
}

// consequences are the changes an event made that its deed does not say: hearts,
// downings, revivals, AP from the jury, the grid shrinking, the end.
func (t *Telling) consequences(before, after *State, e Event, who func(string)) []string {
	var out []string
	for i, q := range after.players {
		p := before.players[i]
		switch {
		case q.Downed && !p.Downed && !q.Revivable:
			out = append(out, q.Name+" is downed for good")
			who(q.Name)
			t.Downed = true
		case q.Downed && !p.Downed:
			out = append(out, q.Name+" is downed")
			who(q.Name)
			t.Downed = true
		case !q.Downed && p.Downed:
			out = append(out, q.Name+" revives with 1 heart and 1 AP")
			who(q.Name)
			t.Revived = true
		case q.Downed && p.Revivable && !q.Revivable:
			out = append(out, q.Name+" can no longer revive")
		case q.Hearts != p.Hearts:
			out = append(out, fmt.Sprintf("%s has %s", q.Name, heartWords(q.Hearts)))
			if q.Name != e.Player {
				who(q.Name)
			}
		}
		if (e.Kind == KindAP || e.Kind == KindCount) && !q.Downed {
			switch got := q.AP - p.AP; {
			case e.Kind == KindAP && got == 0:
				out = append(out, q.Name+" is haunted and gets no AP")
				who(q.Name)
			case got >= IntercessionAP:
				out = append(out, fmt.Sprintf("the jury gives %s %d AP", q.Name, IntercessionAP))
				who(q.Name)
			}
		}
	}
	if nb, pb := after.bounds, before.bounds; nb != pb {
		out = append(out, fmt.Sprintf("the grid shrinks to %s-%s", nb.Min, nb.Max))
	}
	if after.ended && !before.ended {
		out = append(out, "the game ends: "+PlacesText(after.Places()))
	}
	return out
}

// ItemWords says what lies on a cell: "1 heart", "3 AP", "1 heart and 2 AP".
func ItemWords(it Item) string {
	switch {
	case it.Hearts > 0 && it.AP > 0:
		return fmt.Sprintf("%s and %d AP", heartWords(it.Hearts), it.AP)
	case it.Hearts > 0:
		return heartWords(it.Hearts)
	}
	return fmt.Sprintf("%d AP", it.AP)
}

func heartWords(n int) string {
	if n == 1 {
		return "1 heart"
	}
	return fmt.Sprintf("%d hearts", n)
}

// PlacesText writes the places (TT13) as "1. ann  2. bob, cat  4. dan": players who
// share a place share its number, and the next place counts them all.
func PlacesText(places [][]string) string {
	var parts []string
	rank := 1
	for _, p := range places {
		parts = append(parts, fmt.Sprintf("%d. %s", rank, strings.Join(p, ", ")))
		rank += len(p)
	}
	return strings.Join(parts, "  ")
}
