package tactics

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/ezd-game/ezd/internal/quote"
)

// Format is the journal's format name, its first key.
const Format = "ezd-tactics/1"

// Journal is a game written down (TT15): its header and its events, oldest first.
type Journal struct {
	Game   Game
	Events []Event
}

// EventError is a refusal of one event of a journal; N counts from 1.
type EventError struct {
	N   int
	Err error
}

// Error says "event N: reason".
func (e *EventError) Error() string { return fmt.Sprintf("event %d: %v", e.N, e.Err) }

// Unwrap gives the reason.
func (e *EventError) Unwrap() error { return e.Err }

// GameError is a refusal of a journal's header.
type GameError struct{ Err error }

// Error says "game: reason".
func (e *GameError) Error() string { return "game: " + e.Err.Error() }

// Unwrap gives the reason.
func (e *GameError) Unwrap() error { return e.Err }

// ReadJournal reads a journal strictly: one object with exactly "format", "game" and
// "events"; a valid header (Game.Validate); every event with "at" (RFC 3339 in UTC),
// "kind" and exactly its kind's fields. It does not replay the events: Load does both.
// Errors say "game: reason" or "event N: reason"; it never panics. It reads through a
// JournalReader, which a reader that need not hold every event uses instead.
func ReadJournal(data []byte) (Journal, error) {
	jr, err := NewJournalReader(bytes.NewReader(data))
	if err != nil {
		return Journal{}, err
	}
	j := Journal{Game: jr.Game(), Events: []Event{}}
	for {
		e, err := jr.Next()
		if errors.Is(err, io.EOF) {
			return j, nil
		}
		if err != nil {
			return j, err
		}
		j.Events = append(j.Events, e)
	}
}

// Load reads a journal and replays it: every event must be legal where it stands (TT15),
// and a round's end must be followed by the drops it owes. It returns the journal and the
// state after its last event.
func Load(data []byte) (Journal, *State, error) {
	j, err := ReadJournal(data)
	if err != nil {
		return j, nil, err
	}
	s, err := Fold(j.Game, j.Events)
	if err != nil {
		return j, nil, err
	}
	if p, ok := s.PendingDrop(); ok {
		return j, nil, &EventError{len(j.Events) + 1, fmt.Errorf("the journal ends without the drop of %s's AP (TT9)", p)}
	}
	return j, s, nil
}

// Fold replays events from the start of the game: state = fold(events). The first
// refused event stops it with an EventError naming its index from 1.
func Fold(g Game, events []Event) (*State, error) {
	s, err := NewState(g)
	if err != nil {
		return nil, &GameError{err}
	}
	for i, e := range events {
		if err := s.Apply(e); err != nil {
			return nil, &EventError{i + 1, err}
		}
	}
	return s, nil
}

func readGame(raw json.RawMessage) (Game, error) {
	var g Game
	fields, err := readObject(raw)
	if err != nil {
		return g, err
	}
	seen := map[string]bool{}
	for _, f := range fields {
		seen[f.key] = true
		switch f.key {
		case "mode":
			err = decodeValue(f.key, f.value, &g.Mode, `"standard" or "abridged"`)
		case "side":
			err = decodeValue(f.key, f.value, &g.Side, "a whole number")
		case "shrink":
			err = decodeValue(f.key, f.value, &g.Shrink, "true or false")
		case "timezone":
			err = decodeValue(f.key, f.value, &g.Timezone, `a zone name such as "Europe/Berlin"`)
		case "roundSeconds":
			err = decodeValue(f.key, f.value, &g.RoundSeconds, "a whole number of seconds")
		case "players":
			err = decodeValue(f.key, f.value, &g.Players, "a list of names")
		default:
			err = fmt.Errorf("unknown key %s (want mode, side, shrink, timezone, roundSeconds and players)", quote.Value(f.key))
		}
		if err != nil {
			return g, err
		}
	}
	for _, k := range []string{"mode", "side", "shrink", "timezone", "roundSeconds", "players"} {
		if !seen[k] {
			return g, fmt.Errorf("no %q", k)
		}
	}
	return g, g.Validate()
}

// kindFields are the fields of each kind besides "at" and "kind", in the order the
// journal writes them. A spawn has "cell" and one of "hearts" or "ap". A vote's "vote" and
// "for", and an AP moment's or count's "haunt" and "intercede", are there in an open
// journal and a sealed one respectively (TT10, Journal.Sealed).
var kindFields = map[Kind][]string{
	KindStarted:   {},
	KindPlaced:    {"player", "cell"},
	KindRoundEnd:  {"round"},
	KindMove:      {"player", "to"},
	KindAttack:    {"player", "target"},
	KindHeart:     {"player"},
	KindRange:     {"player"},
	KindGiveHeart: {"player", "to"},
	KindGiveAP:    {"player", "to", "ap"},
	KindEndTurn:   {"player"},
	KindVote:      {"player", "vote", "for"},
	KindPropose:   {"player", "order"},
	KindAP:        {"haunt", "intercede"},
	KindCount:     {"haunt", "intercede"},
	KindSpawn:     {"cell", "hearts", "ap"},
	KindDrop:      {"player", "cells"},
	KindPause:     {},
	KindResume:    {},
	KindEnd:       {"by"},
}

// ParseEvent reads one event strictly (the journal's contract): "at", "kind" and exactly
// the kind's fields, each once, none null. It checks the form only; State.Check says
// whether the event is legal.
func ParseEvent(data []byte) (Event, error) {
	var e Event
	fields, err := readObject(data)
	if err != nil {
		return e, err
	}
	values := map[string]json.RawMessage{}
	for _, f := range fields {
		values[f.key] = f.value
	}
	rawKind, ok := values["kind"]
	if !ok {
		return e, errors.New(`no "kind"`)
	}
	if err := decodeValue("kind", rawKind, &e.Kind, "a kind of event"); err != nil {
		return e, err
	}
	want, ok := kindFields[e.Kind]
	if !ok {
		return e, fmt.Errorf("unknown kind %s", quote.Value(string(e.Kind)))
	}
	rawAt, ok := values["at"]
	if !ok {
		return e, fmt.Errorf(`%s event has no "at" (want its moment, as "2026-12-01T09:30:00Z")`, aKind(e.Kind))
	}
	if e.At, err = parseMoment(rawAt); err != nil {
		return e, err
	}
	for _, f := range fields {
		if f.key == "at" || f.key == "kind" {
			continue
		}
		if !contains(want, f.key) {
			return e, fmt.Errorf("%s event has no field %s%s", aKind(e.Kind), quote.Value(f.key), fieldList(want))
		}
		if err := e.decodeField(f.key, f.value); err != nil {
			return e, err
		}
	}
	for _, k := range want {
		if _, ok := values[k]; !ok && !optional(e.Kind, k) {
			return e, fmt.Errorf("%s event needs %q", aKind(e.Kind), k)
		}
	}
	if err := e.readSeal(values); err != nil {
		return e, err
	}
	if e.Kind == KindSpawn {
		_, h := values["hearts"]
		_, a := values["ap"]
		switch {
		case h == a:
			return e, errors.New(`a spawn holds either "hearts": 1 or "ap": 3`)
		case h && e.Hearts != 1:
			return e, fmt.Errorf("a heart spawn holds 1 heart, not %d (TT9)", e.Hearts)
		case a && e.AP != LootAP:
			return e, fmt.Errorf("a loot drop holds %d AP, not %d (TT9)", LootAP, e.AP)
		}
	}
	return e, nil
}

// optional reports whether a kind's field may be left out: a spawn's "hearts" or "ap", and
// the fields that tell a sealed journal from an open one (readSeal checks them).
func optional(k Kind, field string) bool {
	switch k {
	case KindSpawn:
		return field != "cell"
	case KindVote:
		return field == "vote" || field == "for"
	case KindAP, KindCount:
		return true
	}
	return false
}

// readSeal reads whether a vote, AP moment or count is sealed (TT10): a vote has both
// "vote" and "for" (open) or neither (sealed); an AP moment or count has both "haunt"
// and "intercede" (sealed) or neither (open).
func (e *Event) readSeal(values map[string]json.RawMessage) error {
	has := func(k string) bool { _, ok := values[k]; return ok }
	switch e.Kind {
	case KindVote:
		if has("vote") != has("for") {
			return errors.New(`a vote has both "vote" and "for", or neither (a sealed journal's vote, TT10)`)
		}
		e.Sealed = !has("vote")
	case KindAP, KindCount:
		if has("haunt") != has("intercede") {
			return fmt.Errorf(`%s event has both "haunt" and "intercede" (a sealed journal's count, TT10), or neither`, aKind(e.Kind))
		}
		e.Sealed = has("haunt")
	}
	return nil
}

func fieldList(want []string) string {
	if len(want) == 0 {
		return " (it has only at and kind)"
	}
	return " (want " + strings.Join(want, ", ") + ")"
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (e *Event) decodeField(key string, raw json.RawMessage) error {
	into, want := e.field(key)
	if into == nil {
		return fmt.Errorf("no field %s", quote.Value(key))
	}
	return decodeValue(key, raw, into, want)
}

// What a journal's keys hold, in the words of a refusal.
const (
	aName   = "a player's name"
	aCell   = "a cell [x, y]"
	aNumber = "a whole number"
)

// field is where an event keeps a key of its journal line, and what the key holds; nil
// for a key no event has. "to" is a cell for a move and a name for a gift.
func (e *Event) field(key string) (any, string) {
	switch key {
	case "player":
		return &e.Player, aName
	case "target":
		return &e.Target, aName
	case "for":
		return &e.For, aName
	case "vote":
		return &e.Vote, `"haunt" or "intercede"`
	case "by":
		return &e.By, `"host"`
	case "to":
		if e.Kind == KindMove {
			return &e.Dest, aCell
		}
		return &e.To, aName
	case "cell":
		return &e.Cell, aCell
	case "round":
		return &e.Round, aNumber
	case "ap":
		return &e.AP, aNumber
	case "hearts":
		return &e.Hearts, aNumber
	case "order":
		return &e.Order, "a list of names"
	case "cells":
		return &e.Cells, "a list of cells [[x, y], ...]"
	case "haunt":
		return &e.Haunts, "a list of names"
	case "intercede":
		return &e.Pleas, "a list of names"
	}
	return nil, ""
}

// parseMoment reads "at": RFC 3339 in UTC (TT14: moments are stored in UTC).
func parseMoment(raw json.RawMessage) (time.Time, error) {
	var s string
	if err := decodeValue("at", raw, &s, `a moment in UTC, as "2026-12-01T09:30:00Z"`); err != nil {
		return time.Time{}, err
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil || !strings.HasSuffix(s, "Z") {
		return time.Time{}, fmt.Errorf(`"at" %s is not a moment in UTC (want RFC 3339 ending in Z, as "2026-12-01T09:30:00Z")`, quote.Value(s))
	}
	return t, nil
}

// MarshalEvent writes one event as the journal's JSON: "at", "kind", then its fields in
// the contract's order.
func MarshalEvent(e Event) []byte {
	var b bytes.Buffer
	b.WriteString(`{"at":"`)
	b.WriteString(e.At.UTC().Format(time.RFC3339Nano))
	b.WriteString(`","kind":`)
	b.Write(mustJSON(string(e.Kind)))
	for _, k := range kindFields[e.Kind] {
		if !written(e, k) {
			continue
		}
		var v any
		switch k {
		case "player":
			v = e.Player
		case "target":
			v = e.Target
		case "for":
			v = e.For
		case "vote":
			v = e.Vote
		case "by":
			v = e.By
		case "to":
			v = e.To
			if e.Kind == KindMove {
				v = e.Dest
			}
		case "cell":
			v = e.Cell
		case "round":
			v = e.Round
		case "ap":
			if e.Kind == KindSpawn && e.AP == 0 {
				continue
			}
			v = e.AP
		case "hearts":
			if e.Hearts == 0 {
				continue
			}
			v = e.Hearts
		case "order":
			v = nonNil(e.Order)
		case "cells":
			v = nonNil(e.Cells)
		case "haunt":
			v = nonNil(e.Haunts)
		case "intercede":
			v = nonNil(e.Pleas)
		}
		b.WriteString(`,"` + k + `":`)
		b.Write(mustJSON(v))
	}
	b.WriteByte('}')
	return b.Bytes()
}

// written reports whether MarshalEvent writes a kind's field: a sealed vote has no "vote"
// and "for", an open AP moment or count no "haunt" and "intercede" (TT10).
func written(e Event, field string) bool {
	switch {
	case e.Kind == KindVote && (field == "vote" || field == "for"):
		return !e.Sealed
	case field == "haunt" || field == "intercede":
		return e.Sealed
	}
	return true
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// mustJSON marshals values that cannot fail: strings, numbers, cells and lists of them.
func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // unreachable: only plain values are written
	}
	return b
}

// Marshal writes the journal as its file: the header on one line, then one event a line.
func (j Journal) Marshal() []byte {
	var b bytes.Buffer
	b.WriteString("{\n  \"format\": \"" + Format + "\",\n  \"game\": ")
	g := j.Game
	g.Players = nonNil(g.Players)
	b.Write(mustJSON(g))
	b.WriteString(",\n  \"events\": [")
	for i, e := range j.Events {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString("\n    ")
		b.Write(MarshalEvent(e))
	}
	if len(j.Events) > 0 {
		b.WriteString("\n  ")
	}
	b.WriteString("]\n}\n")
	return b.Bytes()
}
