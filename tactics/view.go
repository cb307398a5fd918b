package tactics

import (
	"fmt"
	"time"

	"github.com/ezd-game/ezd/internal/quote"
)

// View is what one player sees (the player's page and `ezd tactics show --json`): the
// board with the same keys as `replay --json`, plus "you" and "turn". Other jurors' votes
// and the random moments to come are never in it (TT10, TT14).
type View struct {
	Board
	You  You  `json:"you"`
	Turn Turn `json:"turn"`
	// Proposals are the rankings the living have proposed (TT13), in the game's order of
	// players: a player agrees to one by proposing it too.
	Proposals []Proposal `json:"proposals"`
}

// Proposal is one standing proposal of a ranking, best first, and who made it (TT13).
type Proposal struct {
	By    string   `json:"by"`
	Order []string `json:"order"`
}

// You is the viewing player: their seat on the board, and, as a juror, their standing
// votes ("" for none), and their proposed ranking (empty for none).
type You struct {
	BoardPlayer
	Haunt     string   `json:"haunt"`
	Intercede string   `json:"intercede"`
	Proposal  []string `json:"proposal"`
}

// Turn is the viewing player's part of the round in progress: what they have used, when
// the round ends at the latest (null while paused or after the end), and every action,
// vote or proposal that would be accepted now, with its cost.
type Turn struct {
	Round     int        `json:"round"`
	Ends      *time.Time `json:"ends"`
	Paused    bool       `json:"paused"`
	Primary   bool       `json:"primaryUsed"`
	Secondary bool       `json:"secondaryUsed"`
	Ended     bool       `json:"ended"`
	Options   []Option   `json:"options"`
}

// Option is one thing the player may do now. To is a cell for a move and a name for a
// gift; MaxAP is the most AP a gift may hold now; Cost is what it costs in AP.
type Option struct {
	Kind   Kind     `json:"kind"`
	To     any      `json:"to,omitempty"`
	Target string   `json:"target,omitempty"`
	Vote   string   `json:"vote,omitempty"`
	For    string   `json:"for,omitempty"`
	Order  []string `json:"order,omitempty"`
	MaxAP  int      `json:"maxAP,omitempty"`
	Cost   int      `json:"cost"`
}

// View returns what the named player (exact name) sees at the moment now. Apply the
// events Due by now first: past the round's end every option is refused until it is
// applied.
func (s *State) View(name string, now time.Time) (View, error) {
	i, ok := s.game.index(name)
	if !ok {
		return View{}, fmt.Errorf("%s is not a player of this game (a journal names players exactly, case and all)", quote.Value(name))
	}
	b := s.Board()
	v := View{Board: b, You: You{BoardPlayer: b.Players[i], Proposal: []string{}}}
	if h := s.haunt[i]; h >= 0 {
		v.You.Haunt = s.players[h].Name
	}
	if c := s.intercede[i]; c >= 0 {
		v.You.Intercede = s.players[c].Name
	}
	for _, p := range s.proposals[i] {
		v.You.Proposal = append(v.You.Proposal, s.players[p].Name)
	}
	v.Proposals = []Proposal{}
	for j, order := range s.proposals {
		if len(order) > 0 {
			pr := Proposal{By: s.players[j].Name}
			for _, p := range order {
				pr.Order = append(pr.Order, s.players[p].Name)
			}
			v.Proposals = append(v.Proposals, pr)
		}
	}
	t := s.turns[i]
	v.Turn = Turn{Round: s.round, Paused: s.paused, Primary: t.primary, Secondary: t.secondary,
		Ended: t.ended, Options: s.options(i, now)}
	if due, ok := s.RoundDue(); ok {
		v.Turn.Ends = &due
	}
	return v, nil
}

// options lists what the player may do at now, by asking Check of every candidate, so the
// list and the referee never disagree.
func (s *State) options(i int, now time.Time) []Option {
	out := []Option{}
	p := s.players[i]
	try := func(e Event, o Option) {
		e.At, e.Player = now, p.Name
		if s.Check(e) == nil {
			out = append(out, o)
		}
	}
	for dx := -1; dx <= 1; dx++ {
		for dy := -1; dy <= 1; dy++ {
			c := Cell{p.Cell.X + dx, p.Cell.Y + dy}
			if c != p.Cell {
				try(Event{Kind: KindMove, Dest: c}, Option{Kind: KindMove, To: c, Cost: MoveCost})
			}
		}
	}
	for _, q := range s.players {
		try(Event{Kind: KindAttack, Target: q.Name}, Option{Kind: KindAttack, Target: q.Name, Cost: AttackCost})
	}
	try(Event{Kind: KindHeart}, Option{Kind: KindHeart, Cost: s.game.UpgradeCost()})
	try(Event{Kind: KindRange}, Option{Kind: KindRange, Cost: s.game.UpgradeCost()})
	for _, q := range s.players {
		try(Event{Kind: KindGiveHeart, To: q.Name}, Option{Kind: KindGiveHeart, To: q.Name})
		try(Event{Kind: KindGiveAP, To: q.Name, AP: 1}, Option{Kind: KindGiveAP, To: q.Name,
			MaxAP: min(p.AP, s.game.MaxGiftAP()), Cost: 1})
	}
	try(Event{Kind: KindEndTurn}, Option{Kind: KindEndTurn})
	for _, vote := range []string{VoteHaunt, VoteIntercede} {
		for _, q := range s.players {
			try(Event{Kind: KindVote, Vote: vote, For: q.Name}, Option{Kind: KindVote, Vote: vote, For: q.Name})
		}
	}
	var living []string
	for _, q := range s.players {
		if !q.Downed {
			living = append(living, q.Name)
		}
	}
	try(Event{Kind: KindPropose, Order: living}, Option{Kind: KindPropose, Order: living})
	return out
}
