package battles

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// Words is one step as the battle commands' words, in JSON (issue 28, POST LINK/steps):
//
//	{"step": "initiative", "dice": [5, 2]}
//	{"step": "activate", "tank": "red:1"}
//	{"step": "move", "through": ["rough"]}
//	{"step": "attack", "target": "blue:2", "cover": "light", "dice": [5, 3]}
//	{"step": "defend"}, {"step": "done"}, {"step": "pass"}, {"step": "undo"}
//	{"step": "bot", "sees": ["red:1"], "cover": ["red:1"], "dice": [5, 3], "through": []}
//
// No dice means the battle's fair dice (R11). At, when given, is the number of journal
// lines the sender saw: a step sent twice, or after another step, is refused rather than
// made on a battle that has moved on.
type Words struct {
	Step    string    `json:"step"`
	Dice    []int     `json:"dice,omitempty"`
	Tank    string    `json:"tank,omitempty"`
	Target  string    `json:"target,omitempty"`
	Cover   Cover     `json:"cover,omitzero"`
	Through []string  `json:"through,omitempty"`
	Sees    *[]string `json:"sees,omitempty"`
	At      *int      `json:"at,omitempty"`
}

// Cover is the "cover" of Words: the target's cover for an attack ("none" or "light"),
// or for a bot's step the tanks among those it sees that are in light cover.
type Cover struct {
	Word  string
	Tanks []string
	list  bool
}

// IsZero reports whether no cover was given.
func (c Cover) IsZero() bool { return c.Word == "" && !c.list }

// UnmarshalJSON reads a word or a list of tanks.
func (c *Cover) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	if len(data) > 0 && data[0] == '[' {
		c.list = true
		return json.Unmarshal(data, &c.Tanks)
	}
	return json.Unmarshal(data, &c.Word)
}

// MarshalJSON writes the word, or the list of tanks.
func (c Cover) MarshalJSON() ([]byte, error) {
	if c.list || c.Tanks != nil {
		return json.Marshal(c.Tanks)
	}
	return json.Marshal(c.Word)
}

// CoverTanks returns a bot's step's cover: the tanks named.
func CoverTanks(tanks ...string) Cover { return Cover{Tanks: tanks, list: true} }

// Limits of the words: more than a battle can hold is not a step.
const (
	maxWord   = 100 // a tank's ref or name, a terrain word
	maxPieces = 20  // terrain pieces a move enters
	maxTanks  = 40  // tanks a bot's tank sees
)

// stepFields are the fields each step takes besides "step" and "at".
var stepFields = map[string][]string{
	"initiative": {"dice"},
	"activate":   {"tank"},
	"move":       {"through"},
	"attack":     {"target", "cover", "dice"},
	"defend":     {},
	"done":       {},
	"pass":       {},
	"undo":       {},
	"bot":        {"sees", "cover", "dice", "through"},
}

// WordsError is a step whose words are not a step: an unknown step, a field the step does
// not take, a die that is not 1 to 6. The rules are not asked.
type WordsError struct{ Reason string }

func (e *WordsError) Error() string { return e.Reason }

func wordsErr(format string, args ...any) error {
	return &WordsError{fmt.Sprintf(format, args...)}
}

// Check checks the words' shape (not the rules): a known step, only the fields it takes,
// two dice of 1 to 6 or none, words of a plausible length.
func (w Words) Check() error {
	allowed, ok := stepFields[w.Step]
	if !ok {
		return wordsErr("unknown step %s (want initiative, activate, move, attack, defend, done, pass, undo or bot)", quote(w.Step))
	}
	given := map[string]bool{
		"dice": w.Dice != nil, "tank": w.Tank != "", "target": w.Target != "",
		"cover": !w.Cover.IsZero(), "through": w.Through != nil, "sees": w.Sees != nil,
	}
	for _, k := range []string{"dice", "tank", "target", "cover", "through", "sees"} {
		if given[k] && !slices.Contains(allowed, k) {
			return wordsErr("the %s step takes no %s", w.Step, k)
		}
	}
	if w.At != nil && *w.At < 1 {
		return wordsErr("at is the number of journal lines seen, from 1")
	}
	if w.Dice != nil && len(w.Dice) != 2 {
		return wordsErr("dice are two dice, as [5, 3], or none for the battle's fair dice")
	}
	for _, d := range w.Dice {
		if d < 1 || d > 6 {
			return wordsErr("%d is not a die: a whole number from 1 to 6", d)
		}
	}
	switch w.Step {
	case "activate":
		if w.Tank == "" {
			return wordsErr("the activate step needs a tank, as \"red:1\"")
		}
	case "attack":
		if w.Target == "" {
			return wordsErr("the attack step needs a target, as \"blue:2\"")
		}
		if w.Cover.list {
			return wordsErr("an attack's cover is none or light, not a list")
		}
	case "bot":
		if !w.Cover.IsZero() && !w.Cover.list {
			return wordsErr("a bot step's cover lists the tanks in light cover, as [\"red:1\"]")
		}
		if !w.Cover.IsZero() && w.Sees == nil {
			return wordsErr("cover names tanks in light cover among those sees names: give sees too")
		}
	}
	if len(w.Through) > maxPieces {
		return wordsErr("a move enters at most %d terrain pieces", maxPieces)
	}
	tanks := append(slices.Clone(w.Cover.Tanks), w.Tank, w.Target, w.Cover.Word)
	if w.Sees != nil {
		tanks = append(tanks, *w.Sees...)
		if len(*w.Sees) > maxTanks {
			return wordsErr("sees names at most %d tanks", maxTanks)
		}
	}
	if len(w.Cover.Tanks) > maxTanks {
		return wordsErr("cover names at most %d tanks", maxTanks)
	}
	for _, s := range append(tanks, w.Through...) {
		if len(s) > maxWord || !utf8.ValidString(s) {
			return wordsErr("a word of the step is longer than %d bytes", maxWord)
		}
	}
	return nil
}

// throw is the dice of the words, or the battle's fair dice (R11).
func (w Words) throw() combat.Throw {
	if len(w.Dice) == 2 {
		return combat.TableDice(w.Dice[0], w.Dice[1])
	}
	return combat.FairDice()
}

// kinds reads the terrain a move entered.
func (w Words) kinds() ([]terrain.Kind, error) {
	var out []terrain.Kind
	for _, s := range w.Through {
		k, err := terrain.Parse(s)
		if err != nil {
			return nil, &WordsError{"through: " + err.Error()}
		}
		out = append(out, k)
	}
	return out, nil
}

// quote is s quoted and cut, for a reason that repeats what was sent.
func quote(s string) string {
	if len(s) > 40 {
		s = strings.ToValidUTF8(s[:40], "") + "..."
	}
	return fmt.Sprintf("%q", s)
}
