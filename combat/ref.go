package combat

import (
	"fmt"
	"math"
	"strings"

	"github.com/ezd-game/ezd/internal/quote"
	"github.com/ezd-game/ezd/whole"
)

// Player is one side of a battle, known by its colour: red or blue.
type Player string

// The two players of a battle. NoPlayer stands for nobody: no winner yet, nobody to act.
const (
	NoPlayer Player = ""
	Red      Player = "red"
	Blue     Player = "blue"
)

// Players returns both players, red first.
func Players() []Player { return []Player{Red, Blue} }

// Valid reports whether p is red or blue.
func (p Player) Valid() bool { return p == Red || p == Blue }

// Other returns the opponent of p.
func (p Player) Other() Player {
	switch p {
	case Red:
		return Blue
	case Blue:
		return Red
	}
	return NoPlayer
}

// Title returns the colour with a capital letter, to start a sentence: "Red".
func (p Player) Title() string {
	if p == NoPlayer {
		return ""
	}
	return strings.ToUpper(string(p[:1])) + string(p[1:])
}

// ParsePlayer reads "red" or "blue" in any letter case.
func ParsePlayer(s string) (Player, error) {
	switch p := Player(strings.ToLower(strings.TrimSpace(s))); p {
	case Red, Blue:
		return p, nil
	}
	return NoPlayer, fmt.Errorf("unknown side %s (want red or blue)", quote.Value(s))
}

// UnmarshalText reads a player with ParsePlayer, so a journal cannot name a third side.
func (p *Player) UnmarshalText(b []byte) error {
	v, err := ParsePlayer(string(b))
	if err != nil {
		return err
	}
	*p = v
	return nil
}

// Ref names one tank of a battle by its player and its position in that player's roster,
// counted from 1: "red:2". The zero Ref names no tank.
type Ref struct {
	Player Player
	Pos    int
}

// IsZero reports whether r names no tank.
func (r Ref) IsZero() bool { return r == Ref{} }

// String writes the reference as players type it: "red:2".
func (r Ref) String() string {
	if r.IsZero() {
		return ""
	}
	return fmt.Sprintf("%s:%d", r.Player, r.Pos)
}

// MarshalText writes the reference as "red:2", the form journals and JSON use.
func (r Ref) MarshalText() ([]byte, error) {
	if r.IsZero() {
		return nil, fmt.Errorf("no tank to write")
	}
	return []byte(r.String()), nil
}

// UnmarshalText reads the "red:2" form with ParseRef.
func (r *Ref) UnmarshalText(b []byte) error {
	v, err := ParseRef(string(b))
	if err != nil {
		return err
	}
	*r = v
	return nil
}

// ParseRef reads a tank reference by roster position, "red:2" or "blue:1". Whether the
// roster has that many tanks is for State.Resolve or the battle to say; to accept names as
// well ("red:Somua S35"), use State.Resolve.
func ParseRef(s string) (Ref, error) {
	side, pos, ok := strings.Cut(strings.TrimSpace(s), ":")
	if !ok {
		return Ref{}, fmt.Errorf("%s is not a tank: write its side and roster position, as red:2", quote.Value(s))
	}
	p, err := ParsePlayer(side)
	if err != nil {
		return Ref{}, fmt.Errorf("%s is not a tank: %w", quote.Value(s), err)
	}
	n, err := whole.Parse(pos)
	if err != nil || n < 1 || n > math.MaxInt32 {
		return Ref{}, fmt.Errorf("%s is not a tank: the roster position is a whole number from 1, as %s:2", quote.Value(s), p)
	}
	return Ref{p, int(n)}, nil
}

// Resolve reads a tank reference the way players type it and checks it against the armies
// of the battle: by roster position ("red:2"), by name after the side (`red:Somua S35` or
// `red:"Somua S35"`, any letter case), or by name alone when only one tank has that name.
func (s State) Resolve(text string) (Ref, error) {
	text = strings.TrimSpace(text)
	side, rest, hasSide := strings.Cut(text, ":")
	players := Players()
	if hasSide {
		p, err := ParsePlayer(side)
		if err != nil {
			return Ref{}, fmt.Errorf("%s is not a tank: %w", quote.Value(text), err)
		}
		players = []Player{p}
		rest = strings.TrimSpace(rest)
		if n, err := whole.Parse(rest); err == nil {
			f := s.force(p)
			if n < 1 || n > uint64(len(f.Tanks)) {
				return Ref{}, fmt.Errorf("%s has no tank %d: its tanks are %s:1 to %s:%d", p, n, p, p, len(f.Tanks))
			}
			return Ref{p, int(n)}, nil
		}
	} else {
		rest = text
	}
	name := strings.Trim(rest, `"'`)
	var found []Ref
	for _, p := range players {
		for _, t := range s.force(p).Tanks {
			if strings.EqualFold(t.Name, name) {
				found = append(found, t.Ref)
			}
		}
	}
	switch {
	case len(found) == 1:
		return found[0], nil
	case len(found) > 1:
		return Ref{}, fmt.Errorf("%d tanks are called %s: name one by position, as %s", len(found), quote.Value(name), orList(refStrings(found)))
	}
	var names []string
	for _, p := range players {
		for _, t := range s.force(p).Tanks {
			names = append(names, fmt.Sprintf("%s (%s)", t.Ref, t.Name))
		}
	}
	return Ref{}, fmt.Errorf("no tank is called %s (want one of %s)", quote.Value(name), orList(names))
}

func refStrings(rs []Ref) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = r.String()
	}
	return out
}
