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

// issue 33, item 7: a refused journal quotes a long key, format or name short.
func TestJournalMessagesQuoteAValueShort(t *testing.T) {
	long := strings.Repeat("k", 100000)
	for name, data := range map[string]string{
		"a long format":   `{"format": "` + long + `"}`,
		"an unknown key":  `{"format": "ezd-tactics/1", "` + long + `": 1}`,
		"a key twice":     `{"` + long + `": 1, "` + long + `": 1}`,
		"a long name":     `{"format": "ezd-tactics/1", "game": {"mode": "standard", "side": 8, "shrink": false, "timezone": "UTC", "roundSeconds": 60, "players": ["` + long + `", "b"]}, "events": []}`,
		"an unknown kind": `{"format": "ezd-tactics/1", "game": {"mode": "standard", "side": 8, "shrink": false, "timezone": "UTC", "roundSeconds": 60, "players": ["a", "b"]}, "events": [{"at": "2026-12-01T09:00:00Z", "kind": "` + long + `"}]}`,
	} {
		_, err := ReadJournal([]byte(data))
		if err == nil || len(err.Error()) > 200 {
			n := 0
			if err != nil {
				n = len(err.Error())
			}
			t.Errorf("%s: want an error under 200 bytes, got %d: %.300v", name, n, err)
		}
	}
}
