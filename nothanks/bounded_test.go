package nothanks

import (
	"strings"
	"testing"
)

// issue 33, item 7: a refused record or layout quotes at most about 60 characters of a
// hostile value, however long: a key, a format, a square.
func TestRecordMessagesQuoteAValueShort(t *testing.T) {
	long := strings.Repeat("k", 100000)
	for name, data := range map[string]string{
		"unknown key":     `{"format": "x", "` + long + `": 1}`,
		"key given twice": `{"` + long + `": 1, "` + long + `": 1}`,
		"a long format":   `{"format": "` + long + `"}`,
	} {
		_, err := ParseRecord([]byte(data))
		if err == nil || len(err.Error()) > 200 {
			n := 0
			if err != nil {
				n = len(err.Error())
			}
			t.Errorf("%s: want an error under 200 bytes, got %d: %.300v", name, n, err)
		}
	}
	if _, err := ParseCell(long); err == nil || len(err.Error()) > 200 {
		t.Errorf("ParseCell of %d characters: %.300v", len(long), err)
	}
}
