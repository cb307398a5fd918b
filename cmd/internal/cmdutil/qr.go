package cmdutil

import (
	"fmt"
	"io"
	"strings"

	"rsc.io/qr"
)

// WriteQR draws a link as a QR code of the error correction level given, with half-block
// characters (two rows of modules a line, with the four-module quiet zone the standard asks
// for), so a phone can open it from the host's screen. Dark modules are drawn as spaces on
// a light background by inverting the characters, which reads on dark and light terminals
// alike. It reports whether it drew one: a link too long for any QR code draws nothing,
// and the text printed with it is then enough.
func WriteQR(w io.Writer, text string, level qr.Level) bool {
	code, err := qr.Encode(text, level)
	if err != nil {
		return false
	}
	const quiet = 4
	n := code.Size
	black := func(x, y int) bool { return x >= 0 && y >= 0 && x < n && y < n && code.Black(x, y) }
	var b strings.Builder
	for y := -quiet; y < n+quiet; y += 2 {
		for x := -quiet; x < n+quiet; x++ {
			top, bottom := black(x, y), black(x, y+1)
			switch {
			case top && bottom:
				b.WriteRune(' ')
			case top:
				b.WriteRune('▄')
			case bottom:
				b.WriteRune('▀')
			default:
				b.WriteRune('█')
			}
		}
		b.WriteByte('\n')
	}
	fmt.Fprint(w, b.String())
	return true
}
