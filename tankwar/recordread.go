package tankwar

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/ezd-game/ezd/internal/quote"
)

// MaxRecordSize is the most a record may take. A record ezd writes is under 2 KiB (at most
// MaxTurns turns of "[a,b]"); this leaves room for any layout written by hand.
const MaxRecordSize = 1 << 20

// ErrRecordTooLarge is returned by ReadRecord for a record larger than MaxRecordSize, as
// soon as that much has been read.
var ErrRecordTooLarge = fmt.Errorf("the record is larger than %d KiB; no game needs that much", MaxRecordSize>>10)

// ParseRecord reads a record strictly, as ReadRecord does, from data.
func ParseRecord(data []byte) (Record, error) { return ReadRecord(bytes.NewReader(data)) }

// ReadRecord reads a record strictly: one JSON object with exactly the keys life (1 to 99),
// tanks (two, each with exactly x and y from 1 to 20 and dir 0 to 3, on different cells)
// and moves (each turn exactly two actions from 0 to 2, none after the game has ended),
// and optionally players (two names of at most MaxPlayerName characters, no control
// characters, as they are printed on a terminal), each key given once: a record that could be read two ways is refused, not guessed at.
// Anything else is an error that names the problem; it never panics. It reads as it goes
// and stops at the first thing wrong: a move after the end (T8), a move past MaxTurns
// (no game lasts longer, T5) or more than MaxRecordSize bytes. The record it returns
// replays (T9).
func ReadRecord(r io.Reader) (Record, error) {
	rd := &recordReader{dec: json.NewDecoder(&capped{r: r, left: MaxRecordSize})}
	rd.dec.UseNumber()
	rec, err := rd.record()
	if err != nil {
		return Record{}, err
	}
	if _, err := Replay(rec); err != nil {
		return Record{}, err
	}
	return rec, nil
}

// capped reads at most left bytes and then fails with ErrRecordTooLarge.
type capped struct {
	r    io.Reader
	left int
}

func (c *capped) Read(p []byte) (int, error) {
	if c.left <= 0 {
		// One byte more tells a record of exactly the limit from a larger one.
		var one [1]byte
		if n, _ := io.ReadFull(c.r, one[:]); n == 0 {
			return 0, io.EOF
		}
		return 0, ErrRecordTooLarge
	}
	if len(p) > c.left {
		p = p[:c.left]
	}
	n, err := c.r.Read(p)
	c.left -= n
	return n, err
}

// recordReader reads a record token by token, so it never holds more than one turn it
// has not checked.
type recordReader struct {
	dec     *json.Decoder
	started bool
	life    *int
	tanks   []*Placement // nil entries: a tank given as null
	// game is the game so far once life and tanks are known and valid: moves then replay
	// as they are read. Before, they are kept in moves.
	game    *Game
	moves   [][2]Action
	players [2]string
}

// token reads the next token, turning a failure into the record's words.
func (rd *recordReader) token() (json.Token, error) {
	t, err := rd.dec.Token()
	if err == nil {
		rd.started = true
		return t, nil
	}
	var syn *json.SyntaxError
	switch {
	case errors.Is(err, ErrRecordTooLarge):
		return nil, ErrRecordTooLarge
	case errors.As(err, &syn):
		return nil, fmt.Errorf("not a record: not JSON at byte %d: %v", syn.Offset, err)
	case errors.Is(err, io.EOF) && !rd.started:
		return nil, errors.New("not a record: the file is empty (want a JSON object with life, tanks and moves)")
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return nil, errors.New("not a record: the JSON ends too soon")
	}
	return nil, fmt.Errorf("not a record: %v", err)
}

// kind names a token's kind of JSON value, as the errors say it.
func kind(t json.Token) string {
	switch t.(type) {
	case nil:
		return "null"
	case bool:
		return "bool"
	case string:
		return "string"
	case json.Number:
		return "number"
	}
	if t == json.Delim('[') {
		return "list"
	}
	return "object"
}

// whole reads a whole number or null (nil); name says what it is in an error.
func (rd *recordReader) whole(name string) (*int, error) {
	t, err := rd.token()
	if err != nil || t == nil {
		return nil, err
	}
	n, ok := t.(json.Number)
	if !ok {
		return nil, fmt.Errorf("not a record: %s is a %s (want a whole number)", name, kind(t))
	}
	v, err := n.Int64()
	if err != nil || v < -1<<31 || v >= 1<<31 {
		return nil, fmt.Errorf("not a record: %s is a number, %s, that is not a small whole number (want a whole number)", name, quote.Text(string(n)))
	}
	i := int(v)
	return &i, nil
}

// key reads an object's next key, refusing one given twice; where says which object, as
// "tank 1: ", or "" for the record itself.
func (rd *recordReader) key(seen map[string]bool, where string) (string, error) {
	t, err := rd.token()
	if err != nil {
		return "", err
	}
	k := t.(string) // inside an object the decoder gives only strings for keys
	if seen[k] {
		return "", fmt.Errorf("not a record: %sthe key %s is given twice (a record says each thing once)", where, quote.Value(k))
	}
	seen[k] = true
	return k, nil
}

// end reads the closing ] or } of a list or object whose items have all been read.
func (rd *recordReader) end() error {
	_, err := rd.token()
	return err
}

func (rd *recordReader) record() (Record, error) {
	t, err := rd.token()
	if err != nil {
		return Record{}, err
	}
	if t != json.Delim('{') {
		return Record{}, fmt.Errorf("not a record: the JSON is a %s (want an object with life, tanks and moves)", kind(t))
	}
	seen := map[string]bool{}
	movesGiven := false
	for rd.dec.More() {
		k, err := rd.key(seen, "")
		if err != nil {
			return Record{}, err
		}
		switch k {
		case "life":
			if rd.life, err = rd.whole(`"life"`); err == nil && rd.life != nil && (*rd.life < 1 || *rd.life > MaxLife) {
				err = fmt.Errorf("life %d is out of range (want 1 to %d)", *rd.life, MaxLife)
			}
		case "tanks":
			err = rd.readTanks()
		case "moves":
			movesGiven, err = rd.readMoves()
		case "players":
			err = rd.readPlayers()
		default:
			err = fmt.Errorf("not a record: unknown field %s (want life, tanks, moves and players)", quote.Value(k))
		}
		if err == nil {
			err = rd.startKnown()
		}
		if err != nil {
			return Record{}, err
		}
	}
	if err := rd.end(); err != nil {
		return Record{}, err
	}
	if _, err := rd.dec.Token(); errors.Is(err, ErrRecordTooLarge) {
		return Record{}, err
	} else if !errors.Is(err, io.EOF) {
		return Record{}, errors.New("not a record: something follows the JSON object (want one object)")
	}
	switch {
	case rd.life == nil:
		return Record{}, errors.New(`the record has no "life" (want a whole number from 1 to 99)`)
	case rd.tanks == nil:
		return Record{}, errors.New(`the record has no "tanks" (want a list of two tanks)`)
	case !movesGiven:
		return Record{}, errors.New(`the record has no "moves" (want a list of turns; [] before the first)`)
	}
	if len(rd.tanks) != 2 {
		return Record{}, fmt.Errorf("the record has %d tanks (want exactly 2)", len(rd.tanks))
	}
	for i, p := range rd.tanks {
		if p == nil {
			return Record{}, fmt.Errorf("tank %d needs x, y and dir", i+1)
		}
	}
	rec := Record{Start: rd.game.Start(), Moves: rd.game.Moves(), Players: rd.players}
	return rec, nil
}

// startKnown starts the game once life and both tanks are known, and replays the moves
// read before them.
func (rd *recordReader) startKnown() error {
	if rd.game != nil || rd.life == nil || len(rd.tanks) != 2 || rd.tanks[0] == nil || rd.tanks[1] == nil {
		return nil
	}
	g, err := NewGame(Start{Life: *rd.life, Tanks: [2]Placement{*rd.tanks[0], *rd.tanks[1]}})
	if err != nil {
		return err
	}
	rd.game = g
	for _, m := range rd.moves {
		if err := rd.play(m); err != nil {
			return err
		}
	}
	rd.moves = nil
	return nil
}

// readTanks reads the list of tanks, null or at most two, each checked as it comes.
func (rd *recordReader) readTanks() error {
	t, err := rd.token()
	if err != nil || t == nil {
		return err
	}
	if t != json.Delim('[') {
		return fmt.Errorf(`not a record: "tanks" is a %s (want a list of two tanks)`, kind(t))
	}
	rd.tanks = []*Placement{}
	for rd.dec.More() {
		if len(rd.tanks) == 2 {
			return errors.New("the record has more than 2 tanks (want exactly 2)")
		}
		p, err := rd.readTank(len(rd.tanks) + 1)
		if err != nil {
			return err
		}
		rd.tanks = append(rd.tanks, p)
	}
	if err := rd.end(); err != nil {
		return err
	}
	if len(rd.tanks) != 2 {
		return fmt.Errorf("the record has %d tanks (want exactly 2)", len(rd.tanks))
	}
	return nil
}

// readTank reads tank n (1 or 2): null, or an object with exactly x, y and dir.
func (rd *recordReader) readTank(n int) (*Placement, error) {
	t, err := rd.token()
	if err != nil || t == nil {
		return nil, err
	}
	if t != json.Delim('{') {
		return nil, fmt.Errorf("not a record: tank %d is a %s (want an object with x, y and dir)", n, kind(t))
	}
	seen := map[string]bool{}
	var v [3]*int
	for rd.dec.More() {
		k, err := rd.key(seen, fmt.Sprintf("tank %d: ", n))
		if err != nil {
			return nil, err
		}
		at, ok := map[string]int{"x": 0, "y": 1, "dir": 2}[k]
		if !ok {
			return nil, fmt.Errorf("not a record: tank %d: unknown field %s (want x, y and dir)", n, quote.Value(k))
		}
		if v[at], err = rd.whole(`"tanks.` + k + `"`); err != nil {
			return nil, err
		}
	}
	if err := rd.end(); err != nil {
		return nil, err
	}
	x, y, d := v[0], v[1], v[2]
	switch {
	case x == nil || y == nil || d == nil:
		return nil, fmt.Errorf("tank %d needs x, y and dir", n)
	case !inGrid(*x) || !inGrid(*y):
		return nil, fmt.Errorf("tank %d starts on (%d,%d), outside the grid (want x and y from 1 to %d)", n, *x, *y, Size)
	case *d < 0 || *d > 3:
		return nil, fmt.Errorf("tank %d faces %d (want 0 up, 1 right, 2 down or 3 left)", n, *d)
	}
	return &Placement{Cell{int8(*x), int8(*y)}, Dir(*d)}, nil
}

// readPlayers reads the players' names: null, or a list of exactly two strings, each of at
// most MaxPlayerName characters and none a control character (a name is printed as it is,
// and an escape sequence in a file must not reach the terminal).
func (rd *recordReader) readPlayers() error {
	t, err := rd.token()
	if err != nil || t == nil {
		return err
	}
	if t != json.Delim('[') {
		return fmt.Errorf(`not a record: "players" is a %s (want a list of two names)`, kind(t))
	}
	n := 0
	for rd.dec.More() {
		if n == 2 {
			return errors.New(`not a record: "players" must name exactly 2 players, not more`)
		}
		t, err := rd.token()
		if err != nil {
			return err
		}
		name, ok := t.(string)
		switch {
		case !ok:
			return fmt.Errorf("not a record: player %d's name is a %s (want a string)", n+1, kind(t))
		case utf8.RuneCountInString(name) > MaxPlayerName:
			return fmt.Errorf("not a record: player %d's name is longer than %d characters", n+1, MaxPlayerName)
		case strings.ContainsFunc(name, unicode.IsControl):
			return fmt.Errorf("not a record: player %d's name holds a control character", n+1)
		}
		rd.players[n] = name
		n++
	}
	if n != 2 {
		return fmt.Errorf(`not a record: "players" must name exactly 2 players, not %d`, n)
	}
	return rd.end()
}

// readMoves reads the list of turns (given reports false for null), replaying each as it
// comes once the start is known.
func (rd *recordReader) readMoves() (given bool, err error) {
	t, err := rd.token()
	if err != nil || t == nil {
		return false, err
	}
	if t != json.Delim('[') {
		return false, fmt.Errorf(`not a record: "moves" is a %s (want a list of turns, each [action 1, action 2])`, kind(t))
	}
	for turn := 0; rd.dec.More(); turn++ {
		m, err := rd.readTurn(turn)
		if err != nil {
			return false, err
		}
		if rd.game != nil {
			if err := rd.play(m); err != nil {
				return false, err
			}
			continue
		}
		if turn >= MaxTurns {
			return false, fmt.Errorf("turn %d: no game lasts more than %d turns (T5); a record has no moves after the end", turn, MaxTurns)
		}
		rd.moves = append(rd.moves, m)
	}
	return true, rd.end()
}

// readTurn reads one turn: a list of exactly two actions.
func (rd *recordReader) readTurn(turn int) ([2]Action, error) {
	var m [2]Action
	t, err := rd.token()
	if err != nil {
		return m, err
	}
	if t != json.Delim('[') {
		return m, fmt.Errorf("not a record: turn %d is a %s (want [action 1, action 2])", turn, kind(t))
	}
	n := 0
	for ; rd.dec.More(); n++ {
		t, err := rd.token()
		if err != nil {
			return m, err
		}
		if n >= 2 {
			if _, ok := t.(json.Number); !ok && t != nil {
				return m, fmt.Errorf("not a record: turn %d: action %d is a %s (want 0, 1 or 2)", turn, n+1, kind(t))
			}
			continue
		}
		a, ok := t.(json.Number)
		if t == nil {
			return m, fmt.Errorf("turn %d: action for player %d is null (want 0, 1 or 2)", turn, n+1)
		}
		if !ok {
			return m, fmt.Errorf("not a record: turn %d: the action for player %d is a %s (want 0, 1 or 2)", turn, n+1, kind(t))
		}
		v, err := a.Int64()
		if err != nil || v < 0 || v > 2 {
			return m, fmt.Errorf("turn %d: action %s for player %d is out of range (want 0 straight, 1 left or 2 right)", turn, quote.Text(string(a)), n+1)
		}
		m[n] = Action(v)
	}
	if err := rd.end(); err != nil {
		return m, err
	}
	if n != 2 {
		actions := "actions"
		if n == 1 {
			actions = "action"
		}
		return m, fmt.Errorf("turn %d has %d %s (want 2: player 1's, then player 2's)", turn, n, actions)
	}
	return m, nil
}

// play plays one turn of the record, refusing a turn after the end (T8).
func (rd *recordReader) play(m [2]Action) error {
	g := rd.game
	if g.Result().Over() {
		return fmt.Errorf("turn %d: the game ended on turn %d (%s); a record has no moves after the end", g.Turns(), g.Turns()-1, g.Result().Words())
	}
	return g.Play(m[0], m[1])
}

func inGrid(v int) bool { return v >= 1 && v <= Size }
