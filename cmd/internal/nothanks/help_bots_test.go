package nothanks

import (
	"strings"
	"testing"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/nothanks/bot"
)

// The help of play and tournament names every built-in bot (cautious came with issue 31
// and was missing from both).
func TestHelpNamesEveryBot(t *testing.T) {
	root := NewCmd(&cmdutil.Factory{})
	for _, name := range []string{"play", "tournament"} {
		c, _, err := root.Find([]string{name})
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range bot.Names() {
			if !strings.Contains(c.Long, b) {
				t.Errorf("nothanks %s's help does not name the bot %s", name, b)
			}
		}
	}
}
