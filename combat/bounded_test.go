package combat

import (
	"strings"
	"testing"
)

// issue 33, item 7: a message quotes at most about 60 characters of a hostile value: one
// bad journal line made up to 10 MB of stderr, a 100,000-digit die 100 KB.
func TestMessagesQuoteAValueShort(t *testing.T) {
	big := strings.Repeat("x", 10<<20)
	digits := strings.Repeat("9", 100000)
	lines := map[string]string{
		"unknown key":      `{"event":"passed","` + big + `":1}`,
		"unknown event":    `{"event":"` + big + `"}`,
		"key given twice":  `{"event":"passed","` + big + `":1,"` + big + `":2}`,
		"unknown side":     `{"event":"passed","player":"` + big + `"}`,
		"not a tank":       `{"event":"activated","tank":"` + big + `"}`,
		"a number too big": `{"event":"initiative","turn":` + digits + `}`,
		"a number as kind": `{"event":` + digits + `}`,
	}
	for name, line := range lines {
		_, err := DecodeEvent([]byte(line))
		if err == nil || len(err.Error()) > 200 {
			t.Errorf("%s: a message of %d bytes, want an error under 200: %.300v", name, len(errString(err)), err)
		}
	}
	for _, die := range []string{digits, digits + ",3", "3," + digits} {
		_, _, err := ParseDice(die)
		if err == nil || len(err.Error()) > 200 {
			t.Errorf("ParseDice of %d characters: a message of %d bytes, want an error under 200: %.300v", len(die), len(errString(err)), err)
		}
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
