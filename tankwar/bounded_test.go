package tankwar

import (
	"strings"
	"testing"
)

// issue 33, item 7: a refused record quotes at most about 60 characters of a hostile
// value, however long: a key, a number.
func TestRecordMessagesQuoteAValueShort(t *testing.T) {
	long, digits := strings.Repeat("k", 100000), strings.Repeat("9", 100000)
	for name, data := range map[string]string{
		"unknown key":      `{"life": 5, "` + long + `": 1}`,
		"key given twice":  `{"life": 5, "` + long + `": 1, "` + long + `": 1}`,
		"a long number":    `{"life": ` + digits + `}`,
		"a long action":    `{"life": 5, "tanks": [{"x": 4, "y": 5, "dir": 2}, {"x": 17, "y": 16, "dir": 0}], "moves": [[` + digits + `, 0]]}`,
		"unknown tank key": `{"life": 5, "tanks": [{"` + long + `": 1}]}`,
	} {
		_, err := ParseRecord([]byte(data))
		if err == nil || len(err.Error()) > 200 {
			t.Errorf("%s: want an error under 200 bytes, got %d: %.300v", name, len(errText(err)), err)
		}
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
