package nothanks

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/ezd-game/ezd/internal/jsonkeys"
	"github.com/ezd-game/ezd/internal/quote"
)

// Format is the record's format name, its first key.
const Format = "ezd-nothanks/1"

// MaxFileBytes is the largest layout or record the readers accept.
const MaxFileBytes = 4 << 20

// Record is a game written down (N10): the layout, who started and every turn. As JSON:
//
//	{"format": "ezd-nothanks/1", "size": 12, "players": ["red", "blue"],
//	 "pieces": [{"player": "red", "kind": "tank", "cell": [3, 5]}, ...], "first": "red",
//	 "turns": [{"player": "red", "choice": "move", "roll": 2,
//	            "steps": [{"from": [3, 5], "to": [3, 6]}, ...]},
//	           {"player": "blue", "choice": "shoot", "roll": 4,
//	            "shooter": [3, 10], "target": [3, 6]}]}
//
// A record play writes also has a "table" (Table): who sits where and how the dice went.
type Record struct {
	Layout Layout
	First  Colour
	Turns  []Turn
	// Table is nil when the record has none (a tournament's, a hand-written one).
	Table *Table
}

type pieceOut struct {
	Player string  `json:"player"`
	Kind   string  `json:"kind"`
	Cell   [2]int8 `json:"cell"`
}

type stepOut struct {
	From [2]int8 `json:"from"`
	To   [2]int8 `json:"to"`
}

type turnOut struct {
	Player  string     `json:"player"`
	Choice  string     `json:"choice"`
	Roll    int        `json:"roll"`
	Steps   *[]stepOut `json:"steps,omitempty"`
	Shooter *[2]int8   `json:"shooter,omitempty"`
	Target  *[2]int8   `json:"target,omitempty"`
}

func xy(c Cell) [2]int8 { return [2]int8{c.X, c.Y} }

func piecesOut(ps []Placed) []pieceOut {
	out := make([]pieceOut, len(ps))
	for i, p := range ps {
		out[i] = pieceOut{p.Player.String(), p.Kind.String(), xy(p.Cell)}
	}
	return out
}

// MarshalJSON writes the layout as {"size", "pieces"}, the form layout files take.
func (l Layout) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Size   int        `json:"size"`
		Pieces []pieceOut `json:"pieces"`
	}{l.Size, piecesOut(l.Pieces)})
}

// MarshalJSON writes the record in its JSON form.
func (r Record) MarshalJSON() ([]byte, error) {
	players := make([]string, r.Layout.Players)
	for i := range players {
		players[i] = Colour(i).String()
	}
	turns := make([]turnOut, len(r.Turns))
	for i, t := range r.Turns {
		o := turnOut{Player: t.Player.String(), Choice: t.Choice.String(), Roll: t.Roll}
		if t.Choice == Shoot {
			s, g := xy(t.Shooter), xy(t.Target)
			o.Shooter, o.Target = &s, &g
		} else {
			steps := make([]stepOut, len(t.Steps))
			for k, s := range t.Steps {
				steps[k] = stepOut{xy(s.From), xy(s.To)}
			}
			o.Steps = &steps
		}
		turns[i] = o
	}
	return json.Marshal(struct {
		Format  string     `json:"format"`
		Size    int        `json:"size"`
		Players []string   `json:"players"`
		Pieces  []pieceOut `json:"pieces"`
		First   string     `json:"first"`
		Turns   []turnOut  `json:"turns"`
		Table   *tableJSON `json:"table,omitempty"`
	}{Format, r.Layout.Size, players, piecesOut(r.Layout.Pieces), r.First.String(), turns, r.Table.out()})
}

// The shapes read, every field a pointer so that a missing one is told from a zero.
type pieceIn struct {
	Player *string `json:"player"`
	Kind   *string `json:"kind"`
	Cell   []int   `json:"cell"`
}

type stepIn struct {
	From []int `json:"from"`
	To   []int `json:"to"`
}

type turnIn struct {
	Player  *string   `json:"player"`
	Choice  *string   `json:"choice"`
	Roll    *int      `json:"roll"`
	Steps   *[]stepIn `json:"steps"`
	Shooter []int     `json:"shooter"`
	Target  []int     `json:"target"`
}

type layoutIn struct {
	Size   *int       `json:"size"`
	Pieces *[]pieceIn `json:"pieces"`
}

type recordIn struct {
	Format  *string    `json:"format"`
	Size    *int       `json:"size"`
	Players *[]string  `json:"players"`
	Pieces  *[]pieceIn `json:"pieces"`
	First   *string    `json:"first"`
	Turns   *[]turnIn  `json:"turns"`
	Table   *tableIn   `json:"table"`
}

// decodeStrict reads exactly one JSON object into v: unknown fields, a key given twice and
// anything after the object are refused.
func decodeStrict(data []byte, v any, what string) error {
	if len(data) > MaxFileBytes {
		return fmt.Errorf("not a %s: %d bytes (want at most %d)", what, len(data), MaxFileBytes)
	}
	if err := noDuplicateKeys(data, jsonkeys.Of(v)); err != nil {
		return fmt.Errorf("not a %s: %v", what, err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return jsonProblem(err, what)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return fmt.Errorf("not a %s: something follows the JSON object (want one object)", what)
	}
	return nil
}

// jsonProblem turns encoding/json's errors into the file's words.
func jsonProblem(err error, what string) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Errorf("not a %s: not JSON at byte %d: %v", what, syn.Offset, err)
	case errors.As(err, &typ):
		if typ.Field == "" {
			return fmt.Errorf("not a %s: the JSON is a %s (want an object)", what, quote.Text(typ.Value))
		}
		return fmt.Errorf("not a %s: %s is a %s (want %s)", what, quote.Value(typ.Field), quote.Text(typ.Value), typ.Type)
	case errors.Is(err, io.EOF):
		return fmt.Errorf("not a %s: the file is empty (want a JSON object)", what)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return fmt.Errorf("not a %s: the JSON ends too soon", what)
	}
	if key, ok := strings.CutPrefix(err.Error(), `json: unknown field "`); ok {
		return fmt.Errorf("not a %s: unknown field %s", what, quote.Value(strings.TrimSuffix(key, `"`)))
	}
	return fmt.Errorf("not a %s: %s", what, strings.TrimPrefix(err.Error(), "json: "))
}

// maxDepth bounds the nesting of a record or layout: a record nests five deep (a turn's
// steps' squares), and the bound keeps four million "[" from growing the stack to a
// gigabyte.
const maxDepth = 32

// errNotJSON stops noDuplicateKeys at text that is not JSON: the strict decode that
// follows says what is wrong with it, in the file's words.
var errNotJSON = errors.New("not JSON")

// noDuplicateKeys refuses an object that names a key twice at any depth, which
// encoding/json would read as the last one silently, and a key that is one of keys but for
// its letter case ("Size"), which encoding/json would take for it. It stops at the first
// thing that is not JSON (issue 33: it once ignored the decoder's error and read the same
// byte forever).
func noDuplicateKeys(data []byte, keys map[string]string) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	var walk func(depth int) error
	walk = func(depth int) error {
		if depth > maxDepth {
			return fmt.Errorf("the JSON nests deeper than %d (no record or layout does)", maxDepth)
		}
		tok, err := dec.Token()
		if err != nil {
			return errNotJSON
		}
		switch tok {
		case json.Delim('{'):
			seen := map[string]bool{}
			for dec.More() {
				k, err := dec.Token()
				if err != nil {
					return errNotJSON
				}
				key, _ := k.(string)
				if seen[key] {
					return fmt.Errorf("the key %s is given twice in one object", jsonkeys.Quote(key))
				}
				seen[key] = true
				if err := jsonkeys.Exact(keys, key); err != nil {
					return err
				}
				if err := walk(depth + 1); err != nil {
					return err
				}
			}
		case json.Delim('['):
			for dec.More() {
				if err := walk(depth + 1); err != nil {
					return err
				}
			}
		default:
			return nil
		}
		if _, err := dec.Token(); err != nil { // the closing bracket or brace
			return errNotJSON
		}
		return nil
	}
	if err := walk(1); err != nil && !errors.Is(err, errNotJSON) {
		return err
	}
	return nil
}

// readCell reads [x, y] on a board of the given size.
func readCell(v []int, size int, what string) (Cell, error) {
	if len(v) != 2 {
		return Cell{}, fmt.Errorf("%s has %d numbers (want [x, y])", what, len(v))
	}
	c := Cell{int8(max(min(v[0], 99), -99)), int8(max(min(v[1], 99), -99))}
	if !c.On(size) {
		return Cell{}, fmt.Errorf("%s [%d, %d] is off the %dx%d board (want x and y from 1 to %d)", what, v[0], v[1], size, size, size)
	}
	return c, nil
}

// readPieces reads the pieces of a layout or record; players is the number of players
// when it is known (a record), 0 when the pieces say it (a layout file).
func readPieces(raw []pieceIn, size *int, players int) (Layout, error) {
	var l Layout
	l.Players = players
	for i, p := range raw {
		if p.Player == nil || p.Kind == nil || p.Cell == nil {
			return l, fmt.Errorf("piece %d needs player, kind and cell", i+1)
		}
		c, err := ParseColour(*p.Player)
		if err != nil {
			return l, fmt.Errorf("piece %d: %v", i+1, err)
		}
		if players == 0 {
			l.Players = max(l.Players, int(c)+1)
		}
		k, err := ParseKind(*p.Kind)
		if err != nil {
			return l, fmt.Errorf("piece %d: %v", i+1, err)
		}
		l.Pieces = append(l.Pieces, Placed{Player: c, Kind: k})
		cells := raw[i].Cell
		l.Pieces[i].Cell = Cell{-1, -1}
		if len(cells) == 2 {
			l.Pieces[i].Cell = Cell{int8(max(min(cells[0], 99), -99)), int8(max(min(cells[1], 99), -99))}
		}
	}
	if l.Players < MinPlayers {
		l.Players = MinPlayers
	}
	l.Size = DefaultSize(l.Players)
	if size != nil {
		l.Size = *size
		if l.Size < MinSize || l.Size > MaxSize {
			return l, fmt.Errorf("a board of %d (want %d to %d squares a side)", l.Size, MinSize, MaxSize)
		}
	}
	for i, p := range raw {
		if _, err := readCell(p.Cell, l.Size, "the cell"); err != nil {
			return l, fmt.Errorf("piece %d (%s %s): %v", i+1, *p.Player, *p.Kind, err)
		}
	}
	if players == 0 && len(raw) > 0 {
		if err := coloursInOrder(l); err != nil {
			return l, err
		}
	}
	return l, l.Check()
}

// ParseLayout reads a layout file strictly (N3's advanced set-up): {"size", "pieces"},
// size left out for N1's default; the players are the colours the pieces name, which must
// be the first 2, 3 or 4. A piece outside its territory, two on a square, two barriers
// adjacent or a wrong count of pieces is an error naming the square.
func ParseLayout(data []byte) (Layout, error) {
	var raw layoutIn
	if err := decodeStrict(data, &raw, "layout"); err != nil {
		return Layout{}, err
	}
	if raw.Pieces == nil {
		return Layout{}, errors.New(`the layout has no "pieces" (want a list of pieces, each {"player", "kind", "cell": [x, y]})`)
	}
	return readPieces(*raw.Pieces, raw.Size, 0)
}

// ParseRecord reads a record strictly and replays it (N10): unknown fields, a missing
// field, a layout that breaks N1 or N3 and any turn that the rules forbid are errors that
// name the piece ("C5: ...") or the turn ("turn 7: ...").
func ParseRecord(data []byte) (Record, error) {
	var raw recordIn
	if err := decodeStrict(data, &raw, "record"); err != nil {
		return Record{}, err
	}
	switch {
	case raw.Format == nil:
		return Record{}, fmt.Errorf(`the record has no "format" (want %q)`, Format)
	case *raw.Format != Format:
		return Record{}, fmt.Errorf("the record's format is %s (want %q)", quote.Value(*raw.Format), Format)
	case raw.Players == nil:
		return Record{}, errors.New(`the record has no "players" (want ["red", "blue", ...] in seating order)`)
	case raw.Pieces == nil:
		return Record{}, errors.New(`the record has no "pieces"`)
	case raw.First == nil:
		return Record{}, errors.New(`the record has no "first" (want the player who started)`)
	case raw.Turns == nil:
		return Record{}, errors.New(`the record has no "turns" (want a list; [] before the first)`)
	}
	n := len(*raw.Players)
	if n < MinPlayers || n > MaxPlayers {
		return Record{}, fmt.Errorf("a game has 2, 3 or 4 players, not %d", n)
	}
	if want := Colours(n); !slices.Equal(*raw.Players, colourNames[:n]) {
		return Record{}, fmt.Errorf("the players are %q (want the first %d colours in seating order: %v)", *raw.Players, n, want)
	}
	l, err := readPieces(*raw.Pieces, raw.Size, n)
	if err != nil {
		return Record{}, err
	}
	r := Record{Layout: l}
	if r.First, err = ParseColour(*raw.First); err != nil {
		return Record{}, fmt.Errorf("first: %v", err)
	}
	g, err := NewGame(l, r.First)
	if err != nil {
		return Record{}, err
	}
	for i, t := range *raw.Turns {
		turn, err := readTurn(t, l.Size)
		if err == nil {
			err = g.Play(turn)
		} else {
			err = fmt.Errorf("turn %d: %v", i+1, err)
		}
		if err != nil {
			return Record{}, err
		}
	}
	r.Turns = g.Record().Turns
	if r.Table, err = readTable(raw.Table, n, len(r.Turns)); err != nil {
		return Record{}, err
	}
	return r, nil
}

// readTurn reads one turn's fields; the rules are checked by playing it.
func readTurn(t turnIn, size int) (Turn, error) {
	var out Turn
	if t.Player == nil || t.Choice == nil || t.Roll == nil {
		return out, errors.New("a turn needs player, choice and roll")
	}
	var err error
	if out.Player, err = ParseColour(*t.Player); err != nil {
		return out, err
	}
	out.Roll = *t.Roll
	switch *t.Choice {
	case "move":
		if t.Steps == nil {
			return out, errors.New(`a move needs "steps" ([] when no tank can move)`)
		}
		if t.Shooter != nil || t.Target != nil {
			return out, errors.New("a move has no shooter or target")
		}
		if len(*t.Steps) > 6 {
			return out, fmt.Errorf("%d steps (want at most 6, the die's highest)", len(*t.Steps))
		}
		for k, s := range *t.Steps {
			from, err := readCell(s.From, size, fmt.Sprintf("step %d: from", k+1))
			if err != nil {
				return out, err
			}
			to, err := readCell(s.To, size, fmt.Sprintf("step %d: to", k+1))
			if err != nil {
				return out, fmt.Errorf("%v: %v", from, err)
			}
			out.Steps = append(out.Steps, Step{from, to})
		}
	case "shoot":
		out.Choice = Shoot
		if t.Shooter == nil || t.Target == nil {
			return out, errors.New(`a shot needs "shooter" and "target"`)
		}
		if t.Steps != nil {
			return out, errors.New("a shot has no steps")
		}
		if out.Shooter, err = readCell(t.Shooter, size, "the shooter"); err != nil {
			return out, err
		}
		if out.Target, err = readCell(t.Target, size, "the target"); err != nil {
			return out, err
		}
	default:
		return out, fmt.Errorf("unknown choice %s (want move or shoot)", quote.Value(*t.Choice))
	}
	return out, nil
}

// coloursInOrder refuses a layout whose colours skip one: the players are the first
// colours in seating order (N1), so red and black pieces alone are a 2-player layout
// in the wrong colours, not a 4-player layout missing two.
func coloursInOrder(l Layout) error {
	var seen [MaxPlayers]bool
	for _, p := range l.Pieces {
		seen[p.Player&3] = true
	}
	var have []string
	for c := range Colour(l.Players) {
		if seen[c] {
			have = append(have, c.String())
		}
	}
	if len(have) == l.Players {
		return nil
	}
	n := max(len(have), MinPlayers)
	return fmt.Errorf("the pieces are %s: a %d-player layout uses %s", andList(have), n, andList(colourNames[:n]))
}

// andList joins names as people do: "red", "red and blue", "red, blue and white".
func andList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
