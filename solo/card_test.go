package solo

import (
	"strings"
	"testing"
)

// The paper bot says each stance's documented rule in words (Stance's doc comment).
func TestCardSaysEachStancesRule(t *testing.T) {
	for _, tc := range []struct {
		st   Stance
		want []string
	}{
		{Steady, []string{"Small tank: defends first", "It never passes"}},
		{Aggressive, []string{"The tank with the most actions: small, then medium, then heavy", "Focus fire", "Otherwise never"}},
		{Cautious, []string{"While ahead (the enemy has lost more points than the bot)", "a heavy tank only when no other may activate", "a heavy tank is kept back"}},
	} {
		var all []string
		for _, sec := range Card(tc.st) {
			if sec.Title == "" || len(sec.Rules) == 0 {
				t.Errorf("%s: a section without a title or rules: %+v", tc.st, sec)
			}
			all = append(all, sec.Rules...)
		}
		text := strings.Join(all, "\n")
		for _, w := range tc.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s's card lacks %q", tc.st, w)
			}
		}
	}
}
