package nothanks

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/ezd-game/ezd/internal/quote"
)

// Table is who sat at a game and how its dice went: what `ezd nothanks play --resume`
// needs to go on with a game left unfinished (issue 31, item 5). It is not part of the game
// (N10: the layout, the seating and the turns determine it), so a record replays the same
// with or without it. As JSON, beside the record's other keys:
//
//	"table": {"seats": ["person", "expecti"], "dice": "roll", "seed": "8812", "rolled": 14}
//
// seats names who plays each colour in seating order ("person" or a bot's name: the
// reader checks only their form, the command which names it knows); dice is "roll" (ezd's
// dice, N9) or "enter" (the players'); seed is the seed of ezd's dice and the bots, as a
// string of digits so that no reader of JSON rounds it; rolled is how many of ezd's dice
// were rolled, the roll for the first turn included, so a resumed game rolls on from there.
type Table struct {
	Seats  []string
	Dice   string
	Seed   uint64
	Rolled int
}

// MaxSeatName is the longest name a table's seat may have.
const MaxSeatName = 32

type tableJSON struct {
	Seats  []string `json:"seats"`
	Dice   string   `json:"dice"`
	Seed   string   `json:"seed"`
	Rolled int      `json:"rolled"`
}

type tableIn struct {
	Seats  *[]string `json:"seats"`
	Dice   *string   `json:"dice"`
	Seed   *string   `json:"seed"`
	Rolled *int      `json:"rolled"`
}

func (t *Table) out() *tableJSON {
	if t == nil {
		return nil
	}
	return &tableJSON{Seats: t.Seats, Dice: t.Dice, Seed: strconv.FormatUint(t.Seed, 10), Rolled: t.Rolled}
}

// maxRollOff bounds the dice a roll for the first turn may take in a record: ties roll
// again, and 1,000 dice of ties in a row do not happen.
const maxRollOff = 1000

// readTable checks a record's table against its players and turns. Every error starts
// with "table:".
func readTable(raw *tableIn, players, turns int) (*Table, error) {
	if raw == nil {
		return nil, nil
	}
	if raw.Seats == nil || raw.Dice == nil || raw.Seed == nil || raw.Rolled == nil {
		return nil, errors.New(`table: needs "seats", "dice", "seed" and "rolled"`)
	}
	t := &Table{Seats: *raw.Seats, Dice: *raw.Dice, Rolled: *raw.Rolled}
	if len(t.Seats) != players {
		return nil, fmt.Errorf("table: %d seats for %d players (want one a player, in seating order)", len(t.Seats), players)
	}
	for i, s := range t.Seats {
		if !seatName(s) {
			return nil, fmt.Errorf("table: seat %d (%s) is %s (want person or a bot's name: 1 to %d lower-case letters, digits or -)", i+1, Colour(i), quote.Value(s), MaxSeatName)
		}
	}
	var err error
	if t.Seed, err = strconv.ParseUint(*raw.Seed, 10, 64); err != nil || *raw.Seed != strconv.FormatUint(t.Seed, 10) {
		return nil, fmt.Errorf("table: the seed %s is not a whole number from 0 to %d written in digits", quote.Value(*raw.Seed), uint64(1<<64-1))
	}
	switch t.Dice {
	case "roll":
		if t.Rolled < turns || t.Rolled > turns+maxRollOff {
			return nil, fmt.Errorf("table: %d dice rolled after %s (want %d to %d: a die a turn, and the roll for the first turn)",
				t.Rolled, turnsWord(turns), turns, turns+maxRollOff)
		}
	case "enter":
		if t.Rolled != 0 {
			return nil, fmt.Errorf("table: %d dice rolled by ezd with entered dice (want 0)", t.Rolled)
		}
	default:
		return nil, fmt.Errorf("table: dice %s (want roll or enter)", quote.Value(t.Dice))
	}
	return t, nil
}

// seatName reports whether s has the form of a seat's name.
func seatName(s string) bool {
	if s == "" || len(s) > MaxSeatName {
		return false
	}
	for _, r := range s {
		if (r < 'a' || r > 'z') && (r < '0' || r > '9') && r != '-' {
			return false
		}
	}
	return true
}

// turnsWord is "1 turn" or "n turns".
func turnsWord(n int) string {
	if n == 1 {
		return "1 turn"
	}
	return fmt.Sprintf("%d turns", n)
}
