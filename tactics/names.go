package tactics

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/ezd-game/ezd/internal/quote"
)

// Players' names (TT1). A name is what the grid, the lists, the history and every action
// that names a player show, so two players must never be told apart only by case, by
// width, by a look-alike letter from another script or by a mark too small to see. A name
// is kept as typed, once normalised (NormalizeName); it is compared case-blind
// (Game.Find); and two names whose skeletons agree (after UTS #39: what they look like)
// cannot be in one game (Game.Validate). docs/tactics.md says what the skeleton covers.

// maxMarks is how many combining marks may follow one letter: enough for the scripts that
// need them (a vowel sign and a virama, Vietnamese tone over a vowel mark), too few to
// stack marks into a smear.
const maxMarks = 2

// NormalizeName returns a name as a game keeps it (TT1): in Unicode normal form C, with
// every space character (a no-break space, an ideographic space) written as a plain space,
// the typographic apostrophe (U+2019, U+02BC) as ', no space at either end and no two
// spaces in a row. It checks nothing: CheckName does.
func NormalizeName(name string) string {
	name = norm.NFC.String(name)
	var b strings.Builder
	space := false
	for _, r := range name {
		switch {
		case unicode.Is(unicode.Zs, r):
			space = true
			continue
		case r == '\u2019' || r == '\u02bc':
			r = '\''
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	return b.String()
}

// CheckName checks a player's name (TT1): 1 to 30 characters of valid UTF-8, as
// NormalizeName writes it, made only of letters, digits, spaces, - _ . and the apostrophe,
// with at most two combining marks after a letter and none elsewhere. A comma (which
// separates the names of a proposal), a control character and every other symbol are
// refused. The message shows the name escaped, never raw.
func CheckName(name string) error {
	if !utf8.ValidString(name) {
		return errors.New("the name is not valid UTF-8")
	}
	if n := utf8.RuneCountInString(name); n < 1 || n > MaxNameLen {
		return fmt.Errorf("a name has 1 to %d characters (%s has %d)", MaxNameLen, quote.Value(name), n)
	}
	if want := NormalizeName(name); want != name {
		if want == "" {
			return fmt.Errorf("the name %s is only spaces (want a name of 1 to %d characters)", quote.Value(name), MaxNameLen)
		}
		return fmt.Errorf("the name %s is not written as a game keeps it (want %q: trimmed, NFC, single plain spaces)", quote.Value(name), want)
	}
	marks, base := 0, false
	for i, r := range []rune(name) {
		switch {
		case unicode.IsLetter(r):
			marks, base = 0, true
		case unicode.Is(unicode.M, r):
			marks++
			if !base || marks > maxMarks {
				return fmt.Errorf("the name %s has a combining mark (U+%04X) at character %d that is not on a letter (want at most %d after a letter)", quote.Value(name), r, i+1, maxMarks)
			}
		case unicode.Is(unicode.Nd, r) || strings.ContainsRune(" -_.'", r):
			marks, base = 0, false
		default:
			return fmt.Errorf("the name %s holds %q (U+%04X) at character %d: a name has letters, digits, spaces and - _ . ' only", quote.Value(name), r, r, i+1)
		}
	}
	return nil
}

// foldName is a name's case-blind key: normalised, its compatibility forms (full-width
// letters) folded, each character folded to its simple case.
func foldName(name string) string {
	return strings.Map(foldRune, norm.NFKC.String(NormalizeName(name)))
}

// foldRune folds a character's case: every case of a letter gives the same character.
func foldRune(r rune) rune { return unicode.ToLower(unicode.ToUpper(r)) }

// Find returns the game's player that name means, compared case-blind (TT1: the CLI, the
// API and the pages accept "Bob" and "BOB" for bob), or false when it means no one. A
// name is unique ignoring case, so it means at most one player. The journal itself is
// exact (TT15): Find is for what people type, before an event is made.
func (g Game) Find(name string) (string, bool) {
	key := foldName(name)
	for _, p := range g.Players {
		if foldName(p) == key {
			return p, true
		}
	}
	return "", false
}

// Clash says why two names cannot both be in a game, or "" when they can: they are the
// same ignoring case, differ only in the form of their letters (full-width, styled), or
// look alike (their skeletons agree, UTS #39).
func Clash(a, b string) string {
	caseBlind := strings.Map(foldRune, a) == strings.Map(foldRune, b)
	switch {
	case a == b:
		return "are the same name"
	case caseBlind:
		return "are the same name ignoring case"
	case foldName(a) == foldName(b) && norm.NFKC.String(a) == norm.NFKC.String(b):
		return "differ only in the form of their letters (full-width or styled)"
	case foldName(a) == foldName(b):
		return "are the same ignoring case and the form of their letters"
	case skeleton(a) == skeleton(b):
		return "look alike" + lookAlike(a, b)
	}
	return ""
}

// Resolve returns the event with the names a person typed in it (the target, the
// receiver, the player voted for, a proposal's names) replaced by the players' names as
// the game keeps them, compared case-blind (Find); a name that means no one is left as it
// was, for the engine to refuse. The player is the link's, never typed, and is kept.
func (g Game) Resolve(e Event) Event {
	find := func(name string) string {
		if p, ok := g.Find(name); ok {
			return p
		}
		return name
	}
	e.Target, e.To, e.For = find(e.Target), find(e.To), find(e.For)
	if e.Order != nil {
		order := make([]string, len(e.Order))
		for i, n := range e.Order {
			order[i] = find(n)
		}
		e.Order = order
	}
	return e
}
