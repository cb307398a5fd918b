package combat

import (
	"reflect"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// How a journal line's keys are matched: exactly (docs/development.md, issue 33).
// encoding/json matches a key to a field blind to letter case and to Unicode's folding, so
// it would read "TURN", or "tur" and a Kelvin sign, as "turn". A key that folds to one of
// the journal's keys without being it is refused, with the key named.

// journalKeys maps the folded form of every key of every event's JSON, at any depth, to
// the key itself. It is made on first use (nothing at init).
var journalKeys = sync.OnceValue(func() map[string]string {
	keys := map[string]string{foldKey("event"): "event"}
	seen := map[reflect.Type]bool{}
	var walk func(t reflect.Type)
	walk = func(t reflect.Type) {
		if seen[t] {
			return
		}
		seen[t] = true
		switch t.Kind() {
		case reflect.Pointer, reflect.Slice, reflect.Array:
			walk(t.Elem())
		case reflect.Struct:
			for f := range t.Fields() {
				if name, _, _ := strings.Cut(f.Tag.Get("json"), ","); name != "" && name != "-" {
					keys[foldKey(name)] = name
				}
				walk(f.Type)
			}
		}
	}
	for _, e := range []any{startedJSON{}, InitiativeRolled{}, Activated{}, Defended{}, movedJSON{},
		attackedJSON{}, ActivationDone{}, Passed{}, TurnEnded{}, BattleWon{}} {
		walk(reflect.TypeOf(e))
	}
	return keys
})

// foldKey folds a key as encoding/json does to match it with a field's name: each letter
// to the least of its Unicode simple-fold orbit ("k", "K" and the Kelvin sign to "K").
func foldKey(s string) string {
	ascii := true
	for i := range len(s) {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return strings.ToUpper(s)
	}
	return strings.Map(func(r rune) rune {
		least := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			least = min(least, f)
		}
		return least
	}, s)
}

// quoteKey quotes a key for a message: in ASCII, so that a look-alike letter shows as what
// it is ("\u212a", not "K"), and cut to a readable length.
func quoteKey(key string) string {
	const most = 40
	if r := []rune(key); len(r) > most {
		return strconv.QuoteToASCII(string(r[:most])) + "…"
	}
	return strconv.QuoteToASCII(key)
}
