// Package api is the Tank Turn Tactics referee's HTTP API as data: the JSON bodies of its
// requests and answers, and the text of an action. The server (tactics/web) and ezd's
// terminal client (`ezd tactics new`, `show`, `act`, the host's commands) both use them,
// so the two cannot drift apart; it lives apart from the server so that the ezd binary,
// which only talks to a referee, links neither the server nor its SQLite store.
package api

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"

	"github.com/ezd-game/ezd/tactics"
)

// Fairness is the seed's commitment, and the seed itself once the game has ended.
type Fairness struct {
	SeedSHA256 string  `json:"seedSHA256"`
	Seed       *string `json:"seed"`
}

// Commitment is the SHA-256 of a seed's text, in hex: published from a game's start, so
// that once the seed is shown at the end anyone can check it was fixed before (printf %s
// SEED | sha256sum).
func Commitment(seed string) string {
	h := sha256.Sum256([]byte(seed))
	return hex.EncodeToString(h[:])
}

// Check reports whether the seed shown is the one committed to: false when it is not, or
// not shown yet.
func (f Fairness) Check() bool {
	return f.Seed != nil && Commitment(*f.Seed) == f.SeedSHA256
}

// PlayerState is what `ezd tactics show --json` prints: the player's view (the keys of
// `ezd tactics replay --json`, plus "you" and "turn"), the game's id and state, the seconds
// left in the round (a page counts down from it, never from a wall clock), and fairness.
type PlayerState struct {
	tactics.View
	Game        string `json:"game"`
	Started     bool   `json:"started"`
	SecondsLeft *int64 `json:"secondsLeft"`
	// Bots maps the name of each seat a bot plays to the bot's name ({} for none).
	Bots map[string]string `json:"bots"`
	Fairness
}

// ActRequest is the body of a player's action: the action as `ezd tactics act` takes it.
type ActRequest struct {
	Action string `json:"action"`
}

// ActResult says what an accepted request did: the history lines it added (the timed
// events that fell due before it come first), and the number of its last event in the
// journal (the action's, for an action).
type ActResult struct {
	Done []string `json:"done"`
	Seq  int      `json:"seq"`
}

// HostState is what the host sees: the board, where the game stands, and fairness.
type HostState struct {
	tactics.Board
	Game        string   `json:"game"`
	Started     bool     `json:"started"`
	Paused      bool     `json:"paused"`
	SecondsLeft *int64   `json:"secondsLeft"`
	Names       []string `json:"names"`
	// Bots maps the name of each seat a bot plays to the bot's name ({} for none).
	Bots map[string]string `json:"bots"`
	Fairness
}

// RotateRequest names the player whose link the host replaces.
type RotateRequest struct {
	Player string `json:"player"`
}

// RotateResult is the player's new link, as a path to put after the server's address.
type RotateResult struct {
	Player string `json:"player"`
	Link   string `json:"link"`
}

// NewGameRequest is the body of POST /api/games (`ezd tactics new`).
type NewGameRequest struct {
	Players      []string `json:"players"`
	Mode         string   `json:"mode"`
	Side         int      `json:"side"`
	Shrink       bool     `json:"shrink"`
	RoundSeconds int      `json:"roundSeconds"`
	Timezone     string   `json:"timezone"`
	// Seed is refused when given (issue 30): a served game's seed is the server's own, 32
	// random bytes that nobody chooses. It is here to be refused with that reason.
	Seed    json.RawMessage `json:"seed,omitempty"`
	Webhook string          `json:"webhook"`
	// Bots fill seats after the players': one bot's name (bot.Names) a seat. Each is named
	// for its kind and a number ("hunter1") and has no link.
	Bots []string `json:"bots"`
}

// NewGameResult is a new game's links, as paths to put after the server's address.
type NewGameResult struct {
	Game    string       `json:"game"`
	Host    string       `json:"host"`
	Players []PlayerLink `json:"players"`
	Bots    []BotSeat    `json:"bots"`
	Fairness
}

// BotSeat is a seat that a bot plays: the player's name and the bot's.
type BotSeat struct {
	Name string `json:"name"`
	Bot  string `json:"bot"`
}

// PlayerLink is one player's link.
type PlayerLink struct {
	Name string `json:"name"`
	Link string `json:"link"`
}
