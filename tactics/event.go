package tactics

import (
	"strings"
	"time"
)

// Kind names what an event is, as the journal spells it.
type Kind string

// The kinds of event (the journal's contract). Actions are a player's; the others are the
// outcomes of the host, of chance and of time.
const (
	KindStarted   Kind = "started"
	KindPlaced    Kind = "placed"
	KindRoundEnd  Kind = "round-end"
	KindMove      Kind = "move"
	KindAttack    Kind = "attack"
	KindHeart     Kind = "heart"
	KindRange     Kind = "range"
	KindGiveHeart Kind = "give-heart"
	KindGiveAP    Kind = "give-ap"
	KindEndTurn   Kind = "end-turn"
	KindVote      Kind = "vote"
	KindPropose   Kind = "propose"
	KindAP        Kind = "ap"
	KindCount     Kind = "count"
	KindSpawn     Kind = "spawn"
	KindDrop      Kind = "drop"
	KindPause     Kind = "pause"
	KindResume    Kind = "resume"
	KindEnd       Kind = "end"
)

// The two votes of a juror (TT10).
const (
	VoteHaunt     = "haunt"
	VoteIntercede = "intercede"
)

// Event is one entry of a journal. Only the fields of its kind are set (the journal's
// contract lists them); the others are zero.
type Event struct {
	At   time.Time
	Kind Kind
	// Player is who acts (actions, votes, proposals), who is placed, or whose AP is dropped.
	Player string
	// Cell is where a player is placed or an item spawns.
	Cell Cell
	// Round is the round a round-end ends.
	Round int
	// Dest is where a move goes (the journal's "to" of a move).
	Dest Cell
	// To is who receives a gift (the journal's "to" of give-heart and give-ap).
	To string
	// Target is who is attacked.
	Target string
	// AP is the AP given (give-ap) or spawned as loot (spawn).
	AP int
	// Hearts is the hearts spawned (spawn).
	Hearts int
	// Vote is "haunt" or "intercede"; For is the living player voted for.
	Vote, For string
	// Order is a proposed ranking, best first.
	Order []string
	// Cells are where a dropped player's AP fell, one cell per point.
	Cells []Cell
	// By is who ended the game: "host".
	By string
	// Sealed marks a vote, an AP moment or a count as a sealed journal holds it (TT10,
	// Journal.Sealed): a vote without "vote" and "for", an AP moment or count with the
	// jury's votes it counted as numbers only (Haunts, Pleas).
	Sealed bool
	// Haunts and Pleas are the haunting and intercession votes a sealed AP moment or count
	// counts: the name of the player voted for, once a vote, in the game's order of
	// players (the journal's "haunt" and "intercede").
	Haunts, Pleas []string
}

// IsAction reports whether the kind is a player's action in a turn (TT6, TT7).
func (k Kind) IsAction() bool {
	switch k {
	case KindMove, KindAttack, KindHeart, KindRange, KindGiveHeart, KindGiveAP, KindEndTurn:
		return true
	}
	return false
}

// primary reports whether an action is a primary one (TT6); give-heart and give-ap are
// secondary (TT7); end-turn is neither.
func (k Kind) primary() bool {
	switch k {
	case KindMove, KindAttack, KindHeart, KindRange:
		return true
	}
	return false
}

// Costs of the actions in AP (TT6): [abridged] amounts in brackets.
const (
	MoveCost   = 1
	AttackCost = 1
)

// UpgradeCost is the AP a heart or a range upgrade costs: 3 [2] (TT6).
func (g Game) UpgradeCost() int {
	if g.Mode == Abridged {
		return 2
	}
	return 3
}

// MaxGiftAP is the most AP one gift may hold: 3 [2] (TT7).
func (g Game) MaxGiftAP() int {
	if g.Mode == Abridged {
		return 2
	}
	return 3
}

// StartAP is the AP each player starts with: 1 [2] (TT2).
func (g Game) StartAP() int {
	if g.Mode == Abridged {
		return 2
	}
	return 1
}

// Start values of a player (TT2).
const (
	StartHearts = 3
	StartRange  = 2
	// LootAP is the AP of a loot drop (TT9).
	LootAP = 3
	// IntercessionVotes is how many intercession votes win 3 AP (TT10).
	IntercessionVotes = 3
	// IntercessionAP is what they win.
	IntercessionAP = 3
)

// aKind writes a kind with its article, for messages: "a move", "an attack".
func aKind(k Kind) string {
	if k != "" && strings.ContainsRune("aeiou", rune(k[0])) {
		return "an " + string(k)
	}
	return "a " + string(k)
}
