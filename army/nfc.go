package army

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// nfc returns a name from an army file trimmed and in Unicode normal form C. A name typed
// with a decomposed accent ("e" and U+0301 COMBINING ACUTE ACCENT) becomes the one letter
// "é": the printed font has the letter but not the lone accent, which printed as a bare
// "e", and two spellings of one name now compare equal.
func nfc(s string) string { return norm.NFC.String(strings.TrimSpace(s)) }
