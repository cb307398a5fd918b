package army

import (
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
)

// ShareVersion is the version of the share code this ezd writes, and the newest it reads.
// A code carries its version in its first byte, so an older ezd refuses a newer code by
// name instead of reading it wrongly.
const ShareVersion = 1

// MaxShareCode is the longest share code read or written, in characters. A 10-point army
// takes under a hundred; the limit leaves room for large games with long names and keeps
// a link short enough for a chat message, while a reader of a pasted megabyte stops at once.
const MaxShareCode = 16 << 10

// The share code of version 1, before base64url (RFC 4648 §5, no padding):
//
//	version     1 byte, ShareVersion
//	name        string: uvarint length in bytes, then UTF-8
//	faction     string
//	points      uvarint: the limit as written, 0 when the army names none (R1)
//	tanks       uvarint count, then per tank:
//	  kinds     1 byte: class (bits 0-1, small 1 to heavy 3), model (bits 2-3), name (bits 4-5)
//	  model     uvarint index into shareModels (modelIndexed) or a string (modelWritten)
//	  name      a string (nameWritten)
//	check       the first 3 bytes of the payload's CRC-32 (IEEE), big-endian
//
// A catalogue model is its index (R12), and a tank named as R1 names it, or by its model,
// carries no name, so a 10-point army of the catalogue fits a QR code a phone reads from a
// card. Comments and lines are not carried: the code is the army, not its file.
const (
	modelNone    = 0
	modelIndexed = 1
	modelWritten = 2

	nameDefault  = 0 // R1's name: "Small 2"
	nameOfModel  = 1 // the model as written: "Char B1 bis"
	nameWritten  = 2
	checkLength  = 3
	maxStringLen = 4 * MaxNameLength // a name of MaxNameLength runes of 4 bytes each
)

// shareModels is the table of catalogue spellings a version 1 code indexes: every vehicle's
// name and then its aliases, in the catalogue's own order (catalogue.go). Codes already
// sent depend on it: a new vehicle or alias goes at the end of the catalogue, and
// TestShareModelsKeepTheirIndex holds the table to testdata/share-models-v1.txt.
func shareModels() []string {
	var names []string
	for _, v := range catalogue() {
		names = append(names, v.Name)
		names = append(names, v.Aliases...)
	}
	return names
}

// ErrTooBigToShare is EncodeShare's refusal of an army whose code would be longer than
// MaxShareCode.
var ErrTooBigToShare = errors.New("the army is too big to share as a link: send its file instead")

// EncodeShare returns the share code of a valid army: compact, versioned and URL-safe
// (base64url), for the fragment of a link (ShareLink). It carries the name, the faction,
// the points limit and each tank's class, name and model; DecodeShare gives the army back
// with its R1 defaults filled in, as Parse does. An army with problems is refused with them.
func EncodeShare(a Army) (string, error) {
	a = a.WithDefaults()
	if ps := a.Validate(); ps != nil {
		return "", ps
	}
	code := base64.RawURLEncoding.EncodeToString(shareBytes(a))
	if len(code) > MaxShareCode {
		return "", ErrTooBigToShare
	}
	return code, nil
}

// shareBytes writes the code of an army with its defaults, valid or not (tests make codes
// of invalid armies with it).
func shareBytes(a Army) []byte {
	b := []byte{ShareVersion}
	b = appendString(b, a.Name)
	b = appendString(b, a.Faction)
	b = binary.AppendUvarint(b, uint64(a.Points))
	b = binary.AppendUvarint(b, uint64(len(a.Tanks)))
	models := shareModels()
	unnamed := a
	unnamed.Tanks = make([]Tank, len(a.Tanks))
	for i, t := range a.Tanks {
		unnamed.Tanks[i] = Tank{Class: t.Class, Model: t.Model}
	}
	for i, t := range a.Tanks {
		model, index := modelNone, -1
		if t.Model != "" {
			model = modelWritten
			for k, m := range models {
				if m == t.Model {
					model, index = modelIndexed, k
					break
				}
			}
		}
		name := nameWritten
		switch t.Name {
		case unnamed.TankName(i):
			name = nameDefault
		case t.Model:
			name = nameOfModel
		}
		b = append(b, byte(t.Class)|byte(model)<<2|byte(name)<<4)
		switch model {
		case modelIndexed:
			b = binary.AppendUvarint(b, uint64(index))
		case modelWritten:
			b = appendString(b, t.Model)
		}
		if name == nameWritten {
			b = appendString(b, t.Name)
		}
	}
	return binary.BigEndian.AppendUint32(b, crc32.ChecksumIEEE(b))[:len(b)+checkLength]
}

// appendString writes a string as its length in bytes and its bytes.
func appendString(b []byte, s string) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

// ShareError is what is wrong with a share code that is not an army: damaged, cut short,
// or from a newer ezd. A code that is whole but whose army breaks the rules is refused
// with the army's Problems instead.
type ShareError struct {
	Message string
}

func (e *ShareError) Error() string { return e.Message }

func shareErrorf(format string, args ...any) error {
	return &ShareError{fmt.Sprintf(format, args...)}
}
