package combat

import (
	"sync"

	"github.com/ezd-game/ezd/internal/jsonkeys"
)

// How a journal line's keys are matched: exactly (docs/development.md, issue 33).
// encoding/json would read "TURN", or "tan" and a Kelvin sign, as "turn" and "tank"; a key
// that folds to one of the journal's keys without being it is refused, with the key named.

// journalKeys are the keys of every event's JSON, at any depth, by their folded form
// (jsonkeys.Of). They are gathered on first use (nothing at init).
var journalKeys = sync.OnceValue(func() map[string]string {
	keys := jsonkeys.Of(startedJSON{}, InitiativeRolled{}, Activated{}, Defended{}, movedJSON{},
		attackedJSON{}, ActivationDone{}, Passed{}, TurnEnded{}, BattleWon{})
	keys[jsonkeys.Fold("event")] = "event"
	return keys
})
