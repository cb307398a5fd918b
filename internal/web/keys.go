package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"unicode"
	"unicode/utf8"
)

// CheckKeys reports the first fault of a JSON text that encoding/json lets through: an
// object with a key twice (compared as encoding/json compares a key with a struct's field
// names, case-blind, for the last of two would silently win), or a text that is not
// exactly one object. It also reports what json.Decoder finds malformed. It walks the
// decoder's tokens once, each of which consumes input or fails, so it returns on every
// input, a cut-off one included.
func CheckKeys(body []byte) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()  // numbers are not parsed here: 1e999 is the decoding's business
	var open []frame // the objects and arrays around the decoder, innermost last
	started := false
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			switch {
			case !started:
				return errors.New("no JSON object")
			case len(open) > 0: // Token says EOF even inside an object
				return fmt.Errorf("the JSON object is cut short: %w", io.ErrUnexpectedEOF)
			}
			return nil
		}
		if err != nil {
			return err
		}
		switch {
		case !started:
			if d, ok := tok.(json.Delim); !ok || d != '{' {
				return errors.New("want a JSON object")
			}
			started = true
			open = append(open, frame{keys: map[string]string{}, wantKey: true})
			continue
		case len(open) == 0:
			return errors.New("more after the JSON object")
		}
		top := &open[len(open)-1]
		d, isDelim := tok.(json.Delim)
		switch {
		case isDelim && (d == '}' || d == ']'):
			open = open[:len(open)-1]
			if len(open) > 0 {
				open[len(open)-1].valueDone()
			}
		case top.keys != nil && top.wantKey:
			key, _ := tok.(string) // the decoder gives only a string where a key goes
			folded := foldKey(key)
			if prev, dup := top.keys[folded]; dup {
				if prev == key {
					return fmt.Errorf("the key %q is given twice", cut(key))
				}
				return fmt.Errorf("the keys %q and %q name the same field (keys are case-blind)", cut(prev), cut(key))
			}
			top.keys[folded] = key
			top.wantKey = false
		case isDelim && d == '{':
			open = append(open, frame{keys: map[string]string{}, wantKey: true})
		case isDelim && d == '[':
			open = append(open, frame{})
		default:
			top.valueDone()
		}
	}
}

// frame is an object (keys not nil: the keys seen, folded, and as written) or an array
// open around the decoder.
type frame struct {
	keys    map[string]string
	wantKey bool
}

// valueDone notes that a value has ended in the frame: an object wants a key next.
func (f *frame) valueDone() { f.wantKey = f.keys != nil }

// foldKey folds a key as encoding/json does to match it with a field's name: ASCII letters
// to upper case, any other rune to the greatest rune of its Unicode simple-fold orbit
// (so "É" and "é" are one key).
func foldKey(s string) string {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if 'a' <= c && c <= 'z' {
				c -= 'a' - 'A'
			}
			out = append(out, c)
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		for {
			r2 := unicode.SimpleFold(r)
			if r2 <= r {
				break
			}
			r = r2
		}
		out = utf8.AppendRune(out, r)
		i += n
	}
	return string(out)
}
