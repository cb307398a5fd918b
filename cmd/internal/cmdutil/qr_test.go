package cmdutil

import (
	"strings"
	"testing"
	"unicode/utf8"

	"rsc.io/qr"
)

// TestWriteQR: the code is drawn with its quiet zone, two rows of modules a line, and a
// text no QR code holds draws nothing.
func TestWriteQR(t *testing.T) {
	const link = "http://192.168.1.20:8420/t/abcdefghijklmnopqrstuv/"
	code, err := qr.Encode(link, qr.M)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if !WriteQR(&b, link, qr.M) {
		t.Fatal("WriteQR drew nothing")
	}
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	side := code.Size + 8
	if len(lines) != (side+1)/2 {
		t.Errorf("%d lines, want %d for %d modules and the quiet zone", len(lines), (side+1)/2, code.Size)
	}
	for i, l := range lines {
		if utf8.RuneCountInString(l) != side {
			t.Fatalf("line %d is %d characters wide, want %d", i, utf8.RuneCountInString(l), side)
		}
	}
	if lines[0] != strings.Repeat("█", side) {
		t.Errorf("the quiet zone is not light: %q", lines[0])
	}
	// The finder pattern's top after four light modules, on the line holding module rows 0
	// (all dark: a space) and 1 (dark at its ends, under light: a lower half block).
	if row := []rune(lines[2]); string(row[:11]) != "████ ▄▄▄▄▄ " {
		t.Errorf("no finder pattern where the code starts: %q", string(row))
	}
	var none strings.Builder
	if WriteQR(&none, strings.Repeat("x", 4000), qr.L) || none.Len() != 0 {
		t.Errorf("a text too long for a QR code drew %d bytes", none.Len())
	}
}
