// Package whole reads the whole numbers that players type or write in a file: dice, seeds,
// points limits. Every number ezd reads from a person goes through Parse, so that a
// number is accepted in one place exactly when it is accepted everywhere.
//
// The one way to write a number: ASCII digits only, no sign, no leading zero (except "0"
// itself), no separators, no fraction or exponent. Space around the number (as a prompt's
// line ends with a newline) is ignored; space inside it is not. So "3", " 3" and "3\n"
// read as 3, while "+3", "03", "3.0", "3,000", "1e3", "0x3" and "٣" are refused with a
// message that says how to write it.
package whole

import (
	"fmt"
	"math"
	"strings"

	"github.com/ezd-game/ezd/internal/quote"
)

// Parse reads s as a whole number from 0 to math.MaxUint64, written the one way the
// package comment describes.
func Parse(s string) (uint64, error) {
	t := strings.TrimSpace(s)
	switch {
	case t == "":
		return 0, fmt.Errorf("%s is not a whole number: write digits, as 3", quote.Value(s))
	case t[0] == '+' || t[0] == '-':
		return 0, fmt.Errorf("%s is not a whole number: write digits only, without a sign", quote.Value(s))
	}
	var n uint64
	for i := 0; i < len(t); i++ {
		c := t[i]
		if c < '0' || c > '9' {
			return 0, fmt.Errorf("%s is not a whole number: write digits only, as 3", quote.Value(s))
		}
		d := uint64(c - '0')
		if n > (math.MaxUint64-d)/10 {
			return 0, fmt.Errorf("%s is too large a number (at most %d)", quote.Value(s), uint64(math.MaxUint64))
		}
		n = n*10 + d
	}
	if len(t) > 1 && t[0] == '0' {
		return 0, fmt.Errorf("%s is not a whole number as ezd reads them: write it without leading zeros, as %d", quote.Value(s), n)
	}
	return n, nil
}

// Between reads s with Parse and checks that it is from lo to hi, which are not negative.
// what names the number in the message, as "a die".
func Between(s string, lo, hi int, what string) (int, error) {
	n, err := Parse(s)
	if err != nil {
		return 0, err
	}
	if n < uint64(lo) || n > uint64(hi) {
		return 0, fmt.Errorf("%s is a whole number from %d to %d, not %d", what, lo, hi, n)
	}
	return int(n), nil
}
