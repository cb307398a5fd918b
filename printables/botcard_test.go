package printables

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/solo"
	"github.com/ezd-game/ezd/terrain"
)

// soloBot is the card that `ezd print` passes in for a stance: the solo opponent's rules.
// Only the tests reach package solo; printables itself draws what it is given.
func soloBot(st solo.Stance) BotRules {
	bot := BotRules{Stance: st.String()}
	for _, sec := range solo.Card(st) {
		bot.Sections = append(bot.Sections, BotSection(sec))
	}
	return bot
}

// The paper bot prints its stance's rules (solo.Card), each section's title, and the R2
// numbers in the chosen unit.
func TestBotCardPrintsTheStancesRules(t *testing.T) {
	for _, st := range solo.Stances() {
		t.Run(st.String(), func(t *testing.T) {
			var b bytes.Buffer
			if err := BotCard(&b, soloBot(st), Options{Unit: terrain.Inches}); err != nil {
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
			bot := soloBot(solo.Aggressive)
			opt.Bot = &bot
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

// A card with no stance or no rules has nothing to print: refused, by BotCard and by All.
func TestBotCardRefusesNoRules(t *testing.T) {
	a, err := army.Sample("france-1940")
	if err != nil {
		t.Fatal(err)
	}
	for _, bot := range []BotRules{{}, {Stance: "steady"}, {Sections: soloBot(solo.Steady).Sections}} {
		var b bytes.Buffer
		if err := BotCard(&b, bot, Options{}); err == nil || b.Len() != 0 {
			t.Errorf("BotCard(%+v) = %v, wrote %d bytes; want it refused, nothing written", bot, err, b.Len())
		}
		if err := All(&b, a, Options{Bot: &bot}); err == nil || b.Len() != 0 {
			t.Errorf("All with bot %+v = %v, wrote %d bytes; want it refused, nothing written", bot, err, b.Len())
		}
	}
}
