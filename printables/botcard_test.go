package printables

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/solo"
	"github.com/ezd-game/ezd/terrain"
)

// The paper bot prints its stance's rules (solo.Card), each section's title, and the R2
// numbers in the chosen unit.
func TestBotCardPrintsTheStancesRules(t *testing.T) {
	for _, st := range solo.Stances() {
		t.Run(st.String(), func(t *testing.T) {
			var b bytes.Buffer
			if err := BotCard(&b, st, Options{Unit: terrain.Inches}); err != nil {
				t.Fatal(err)
			}
			text := pdfText(t, b.Bytes())
			want := []string{"Paper bot", st.String() + " stance", `Heavy: 1 action, moves 12", range 15"`}
			for _, sec := range solo.Card(st) {
				want = append(want, sec.Title)
			}
			wantText(t, text, want...)
		})
	}
}

// print all adds the paper bot's page only when a stance is given.
func TestAllAddsThePaperBotWhenAsked(t *testing.T) {
	a, err := army.Sample("france-1940")
	if err != nil {
		t.Fatal(err)
	}
	for _, bot := range []bool{false, true} {
		var opt Options
		if bot {
			st := solo.Aggressive
			opt.Bot = &st
		}
		var b bytes.Buffer
		if err := All(&b, a, opt); err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(pdfText(t, b.Bytes()), "aggressive stance"); got != bot {
			t.Errorf("with a bot %v: the paper bot is printed: %v", bot, got)
		}
	}
}
