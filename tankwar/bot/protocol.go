package bot

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/tankwar"
)

// Message is what an outside bot reads each turn, one JSON line on its standard input
// (docs/tankwar-bots.md): the turn about to be played, which player it is (1 or 2), both
// tanks in player order with their life, the bullets in flight and the area the turn is
// played in (T5, as computed; from turn 40 min is above max). Lists are [] when empty.
type Message struct {
	Turn    int              `json:"turn"`
	You     int              `json:"you"`
	Tanks   [2]tankwar.Tank  `json:"tanks"`
	Bullets []tankwar.Bullet `json:"bullets"`
	Area    tankwar.Area     `json:"area"`
}

// EncodeTurn returns the line sent to the bot playing me (0 or 1) before position p's turn,
// with its final newline.
func EncodeTurn(p tankwar.Position, me int) []byte {
	m := Message{Turn: p.Turn, You: me + 1, Tanks: p.Tanks, Bullets: p.Bullets.Slice(), Area: p.Area()}
	data, _ := json.Marshal(m) // numbers and arrays only: it cannot fail
	return append(data, '\n')
}

// ParseAnswer reads a bot's answer line: "0", "1" or "2", spaces and a carriage return
// around it allowed. Anything else is an error quoting what came (shortened).
func ParseAnswer(line string) (tankwar.Action, error) {
	switch strings.TrimSpace(line) {
	case "0":
		return tankwar.Straight, nil
	case "1":
		return tankwar.TurnLeft, nil
	case "2":
		return tankwar.TurnRight, nil
	}
	shown := line
	if len(shown) > 40 {
		shown = shown[:40] + "..."
	}
	return 0, fmt.Errorf("answered %q (want a line with 0, 1 or 2)", shown)
}
