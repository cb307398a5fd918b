package tactics

import (
	"errors"
	"fmt"
	"math"
	"time"
	_ "time/tzdata" // TT14: a game's zone behaves the same on any machine, with or without a zone database

	"github.com/ezd-game/ezd/internal/quote"
)

// Mode is the way a game is played: "standard" (days of AP, jury, spawns) or "abridged"
// (the quick table game: AP at round ends, 30-second rounds, always shrinking).
type Mode string

// The two modes.
const (
	Standard Mode = "standard"
	Abridged Mode = "abridged"
)

// Limits of a game (TT1).
const (
	MinPlayers = 2
	MaxPlayers = 16
	MinSide    = 5
	MaxSide    = 32
	MaxNameLen = 30
	// MaxRoundSeconds bounds a game's own round limit: a year.
	MaxRoundSeconds = 366 * 24 * 3600
)

// Game is a journal's header: the settings chosen when the game is made.
type Game struct {
	Mode         Mode     `json:"mode"`
	Side         int      `json:"side"`
	Shrink       bool     `json:"shrink"`
	Timezone     string   `json:"timezone"`
	RoundSeconds int      `json:"roundSeconds"`
	Players      []string `json:"players"`
}

// DefaultSide is the grid's side for n players when none is set (TT1): standard
// max(6, min(16, ceil(4 sqrt n))), abridged max(5, ceil(2 sqrt n)).
func DefaultSide(mode Mode, n int) int {
	if mode == Abridged {
		return max(5, int(math.Ceil(2*math.Sqrt(float64(n)))))
	}
	return max(6, min(16, int(math.Ceil(4*math.Sqrt(float64(n))))))
}

// DefaultRoundSeconds is a round's time limit when the game sets none (TT3): 24 hours
// [30 seconds].
func DefaultRoundSeconds(mode Mode) int {
	if mode == Abridged {
		return 30
	}
	return 24 * 3600
}

// NewGame returns a game's header with the defaults filled in: the players' names
// normalised (NormalizeName: trimmed, NFC), the side for the number of players when side is
// 0, the round limit when roundSeconds is 0, and shrinking always on in abridged mode
// (TT11). It checks the result.
func NewGame(mode Mode, players []string, side int, shrink bool, timezone string, roundSeconds int) (Game, error) {
	if side == 0 {
		side = DefaultSide(mode, len(players))
	}
	if roundSeconds == 0 {
		roundSeconds = DefaultRoundSeconds(mode)
	}
	g := Game{Mode: mode, Side: side, Shrink: shrink || mode == Abridged, Timezone: timezone,
		RoundSeconds: roundSeconds, Players: make([]string, len(players))}
	for i, p := range players {
		g.Players[i] = NormalizeName(p)
	}
	return g, g.Validate()
}

// Validate checks the header against TT1: the mode, 2 to 16 players with good names
// (CheckName) that no two look alike (the same ignoring case or width, or confusable),
// a side from 5 to 32 with at least two cells per player, a known time zone and a round
// limit of at least a second.
func (g Game) Validate() error {
	if g.Mode != Standard && g.Mode != Abridged {
		return fmt.Errorf("mode %s is not a mode (want %q or %q)", quote.Value(string(g.Mode)), Standard, Abridged)
	}
	if n := len(g.Players); n < MinPlayers || n > MaxPlayers {
		return fmt.Errorf("a game has %d to %d players, not %d", MinPlayers, MaxPlayers, n)
	}
	for i, name := range g.Players {
		if err := CheckName(name); err != nil {
			return fmt.Errorf("player %d: %v", i+1, err)
		}
		for j, other := range g.Players[:i] {
			if why := Clash(other, name); why != "" {
				return fmt.Errorf("players %d and %d, %q and %q, %s: names must differ at a glance (TT1)", j+1, i+1, other, name, why)
			}
		}
	}
	if g.Side < MinSide || g.Side > MaxSide {
		return fmt.Errorf("side %d is out of range (want %d to %d)", g.Side, MinSide, MaxSide)
	}
	if g.Side*g.Side < 2*len(g.Players) {
		return fmt.Errorf("a side of %d is too small for %d players (want at least two cells per player)", g.Side, len(g.Players))
	}
	if g.Mode == Abridged && !g.Shrink {
		return errors.New(`an abridged game always shrinks (want "shrink": true)`)
	}
	if g.RoundSeconds < 1 || g.RoundSeconds > MaxRoundSeconds {
		return fmt.Errorf("roundSeconds %d is out of range (want 1 to %d)", g.RoundSeconds, MaxRoundSeconds)
	}
	if _, err := g.Location(); err != nil {
		return err
	}
	return nil
}

// Location loads the game's time zone (TT14) from the zone database embedded in ezd.
func (g Game) Location() (*time.Location, error) {
	if g.Timezone == "" || g.Timezone == "Local" {
		return nil, fmt.Errorf("timezone %s is not an IANA zone name (want one such as \"Europe/Berlin\" or \"UTC\")", quote.Value(g.Timezone))
	}
	loc, err := time.LoadLocation(g.Timezone)
	if err != nil {
		return nil, fmt.Errorf("timezone %s is not an IANA zone name (want one such as \"Europe/Berlin\" or \"UTC\")", quote.Value(g.Timezone))
	}
	return loc, nil
}

// index returns the player's seat, matching the name exactly (TT15: case matters).
func (g Game) index(name string) (int, bool) {
	for i, p := range g.Players {
		if p == name {
			return i, true
		}
	}
	return -1, false
}
