package army

import (
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"unicode/utf8"
)

// DecodeShare reads a share code (EncodeShare) back into its army, with the R1 defaults
// filled in. It is strict and bounded: every prefix of a code, and any other text, gives an
// error or a valid army, never part of one. A damaged code, one cut short or one from a
// newer ezd is a *ShareError that says so; a whole code whose army breaks R1 or R12 (over
// its points limit, an unknown model, a name too long) is refused with the army's Problems,
// the same as `ezd army validate` reports, without lines.
func DecodeShare(code string) (Army, error) {
	switch {
	case code == "":
		return Army{}, shareErrorf("the army code is empty: copy the whole link or code")
	case len(code) > MaxShareCode:
		return Army{}, shareErrorf("the army code is %d characters long, more than any army's %d: copy the link again, or send the army file", len(code), MaxShareCode)
	}
	for i := 0; i < len(code); i++ {
		if !codeChar(code[i]) {
			r, _ := utf8.DecodeRuneInString(code[i:])
			return Army{}, shareErrorf("the army code holds %q at character %d, which no army code has: copy the link again", string(r), utf8.RuneCountInString(code[:i])+1)
		}
	}
	b, err := base64.RawURLEncoding.Strict().DecodeString(code)
	if err != nil || len(b) == 0 {
		return Army{}, damaged("its length is wrong; it may be cut short")
	}
	switch v := int(b[0]); {
	case v > ShareVersion:
		return Army{}, shareErrorf("the army code is of version %d, newer than this ezd reads (%d): update ezd to import it", v, ShareVersion)
	case v < 1:
		return Army{}, damaged("it names no version")
	}
	if len(b) < 1+checkLength {
		return Army{}, damaged("it is cut short")
	}
	payload, check := b[:len(b)-checkLength], b[len(b)-checkLength:]
	sum := binary.BigEndian.AppendUint32(nil, crc32.ChecksumIEEE(payload))
	if string(sum[:checkLength]) != string(check) {
		return Army{}, damaged("its check does not match; it may be cut short or mistyped")
	}
	a, err := readShare(&shareReader{b: payload[1:]})
	if err != nil {
		return Army{}, err
	}
	a = a.WithDefaults()
	if ps := a.Validate(); ps != nil {
		return Army{}, ps
	}
	return a, nil
}

// codeChar reports whether c is in the base64url alphabet.
func codeChar(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_'
}

func damaged(why string) error {
	return shareErrorf("the army code is damaged (%s): copy the whole link again", why)
}

// readShare reads a version 1 payload after its version byte. Its check matched, so a
// fault here is a code made by hand, or by a faulty writer, not a typo.
func readShare(r *shareReader) (Army, error) {
	var a Army
	// Names are read as Parse reads them, in NFC.
	a.Name = nfc(r.string("the army's name"))
	a.Faction = nfc(r.string("the faction"))
	points := r.uvarint("the points limit", MaxLimit)
	a.Points = int(points)
	n := r.uvarint("the number of tanks", uint64(MaxLimit/Small.Stats().Cost))
	models := shareModels()
	for i := 0; i < int(n) && r.err == nil; i++ {
		what := fmt.Sprintf("tank %d", i+1)
		kinds := r.byte(what)
		class, model, name := Class(kinds&3), kinds>>2&3, kinds>>4&3
		if r.err == nil && (!class.Valid() || model > modelWritten || name > nameWritten || kinds>>6 != 0) {
			r.fail(what + " is of no kind ezd writes")
		}
		t := Tank{Class: class}
		switch model {
		case modelIndexed:
			k := r.uvarint(what+"'s model", uint64(len(models)-1))
			if r.err == nil {
				t.Model = models[k]
			}
		case modelWritten:
			t.Model = nfc(r.string(what + "'s model"))
		}
		switch name {
		case nameOfModel:
			t.Name = t.Model
		case nameWritten:
			t.Name = nfc(r.string(what + "'s name"))
		}
		if r.err == nil && name != nameDefault && t.Name == "" {
			r.fail(what + " has an empty name")
		}
		a.Tanks = append(a.Tanks, t)
	}
	if r.err == nil && len(r.b) > 0 {
		r.fail(fmt.Sprintf("%d bytes follow the last tank", len(r.b)))
	}
	if r.err != nil {
		return Army{}, r.err
	}
	return a, nil
}

// shareReader reads the parts of a payload; the first fault stops it and is kept.
type shareReader struct {
	b   []byte
	err error
}

func (r *shareReader) fail(why string) {
	if r.err == nil {
		r.err = damaged(why)
	}
}

func (r *shareReader) byte(what string) byte {
	if r.err != nil || len(r.b) == 0 {
		r.fail(what + " is missing")
		return 0
	}
	c := r.b[0]
	r.b = r.b[1:]
	return c
}

// uvarint reads a number of at most limit, written in its shortest form.
func (r *shareReader) uvarint(what string, limit uint64) uint64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Uvarint(r.b)
	switch {
	case n <= 0:
		r.fail(what + " is missing")
		return 0
	case n != len(binary.AppendUvarint(nil, v)):
		r.fail(what + " is not written as ezd writes it")
		return 0
	case v > limit:
		r.fail(fmt.Sprintf("%s is %d, more than %d", what, v, limit))
		return 0
	}
	r.b = r.b[n:]
	return v
}

// string reads a string of valid UTF-8 of at most maxStringLen bytes; CheckName says the
// rest (Validate).
func (r *shareReader) string(what string) string {
	n := r.uvarint(what+"'s length", maxStringLen)
	if r.err != nil {
		return ""
	}
	if uint64(len(r.b)) < n {
		r.fail(what + " is cut short")
		return ""
	}
	s := string(r.b[:n])
	r.b = r.b[n:]
	if !utf8.ValidString(s) {
		r.fail(what + " is not UTF-8 text")
		return ""
	}
	return s
}
