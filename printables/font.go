package printables

import (
	"strings"
	"sync"
	"unicode"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/text/unicode/norm"
)

// family is the name under which the Go fonts are registered in every document.
const family = "go"

// face is one embedded TrueType font: its bytes for fpdf, and its glyph table, parsed on
// first use so that importing the package (and `ezd --version`) costs nothing.
type face struct {
	style string // fpdf's style letter: "", "B" or "I"
	ttf   []byte

	once sync.Once
	font *sfnt.Font // nil if the font failed to parse: then no rune is trusted
}

// The three faces the printouts use. The Go fonts cover Latin, Greek and Cyrillic (WGL4),
// which holds every name of the catalogue (R12) and most that players type.
var (
	regular = &face{style: "", ttf: goregular.TTF}
	bold    = &face{style: "B", ttf: gobold.TTF}
	italic  = &face{style: "I", ttf: goitalic.TTF}
)

var faces = []*face{regular, bold, italic}

func (f *face) parsed() *sfnt.Font {
	f.once.Do(func() {
		if font, err := sfnt.Parse(f.ttf); err == nil {
			f.font = font
		}
	})
	return f.font
}

// has reports whether the face draws r as a real glyph rather than the empty box of glyph 0.
func (f *face) has(r rune, buf *sfnt.Buffer) bool {
	font := f.parsed()
	if font == nil {
		return r < 0x80 && unicode.IsPrint(r) // fpdf could not use it either; keep ASCII
	}
	g, err := font.GlyphIndex(buf, r)
	return err == nil && g != 0
}

// hasAll reports whether the face has a glyph for every rune of s.
func (f *face) hasAll(s string) bool {
	var buf sfnt.Buffer
	for _, r := range s {
		if !f.has(r, &buf) {
			return false
		}
	}
	return true
}

// printable returns s with every rune the face lacks replaced, so that nothing prints as
// an empty box: spaces of any kind become a space, anything else a "?".
func (f *face) printable(s string) string {
	s = norm.NFC.String(s) // "e" and a combining acute are the letter "é", which the font has
	if f.hasAll(s) {
		return s
	}
	var buf sfnt.Buffer
	var b strings.Builder
	for _, r := range s {
		switch {
		case f.has(r, &buf):
			b.WriteRune(r)
		case unicode.IsSpace(r):
			b.WriteByte(' ')
		case unicode.Is(unicode.Mn, r):
			// A combining mark without a glyph: the letter before it stands alone.
		default:
			b.WriteByte('?')
		}
	}
	return b.String()
}

// symbol returns fancy when the face draws every rune of it, and plain otherwise: "×" or
// "x", "≥" or ">=". Typography is a nicety; the meaning must survive any font.
func (f *face) symbol(fancy, plain string) string {
	if f.hasAll(fancy) {
		return fancy
	}
	return plain
}
