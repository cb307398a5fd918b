package tactics

import (
	"strings"
	"testing"
)

// issue 33, item 7: a 10,000-character time zone made a 10 KB message; a value is quoted
// with at most about 60 characters.
func TestATimeZoneIsQuotedShort(t *testing.T) {
	for _, zone := range []string{strings.Repeat("Europe/", 1500), strings.Repeat("\x1b", 10000)} {
		_, err := Game{Timezone: zone}.Location()
		if err == nil || len(err.Error()) > 200 {
			t.Errorf("a zone of %d characters: %d bytes of message, want an error under 200", len(zone), len(err.Error()))
		}
	}
}
