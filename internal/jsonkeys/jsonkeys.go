// Package jsonkeys is what the strict readers of JSON files share about keys (issue 33):
// encoding/json matches a key to a struct's field blind to letter case and to Unicode's
// simple folding, so it reads "TURN", or "tan" and a Kelvin sign, as "turn" and "tank". A
// reader that wants its keys exact folds each key it meets and refuses one that folds to a
// field's key without being it. It knows no game and imports only the standard library.
package jsonkeys

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Of maps the folded form (Fold) of every key a json tag gives in the structs of the
// values' types, at any depth, to the key itself.
func Of(values ...any) map[string]string {
	keys := map[string]string{}
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
					keys[Fold(name)] = name
				}
				walk(f.Type)
			}
		}
	}
	for _, v := range values {
		walk(reflect.TypeOf(v))
	}
	return keys
}

// Fold folds a key as encoding/json does to match it with a field's name: each letter to
// the least of its Unicode simple-fold orbit ("k", "K" and the Kelvin sign to "K").
func Fold(key string) string {
	ascii := true
	for i := range len(key) {
		if key[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return strings.ToUpper(key)
	}
	return strings.Map(func(r rune) rune {
		least := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			least = min(least, f)
		}
		return least
	}, key)
}

// Exact refuses a key that folds to one of keys (as Of gives them) without being it.
func Exact(keys map[string]string, key string) error {
	if want, ok := keys[Fold(key)]; ok && want != key {
		return fmt.Errorf("the key %s is not %q: keys are exact, letter case too", Quote(key), want)
	}
	return nil
}

// Quote quotes a key for a message: in ASCII, so that a look-alike letter shows as what it
// is ("\u212a", not "K"), and cut to a readable length.
func Quote(key string) string {
	const most = 40
	if r := []rune(key); len(r) > most {
		return strconv.QuoteToASCII(string(r[:most])) + "…"
	}
	return strconv.QuoteToASCII(key)
}
