// Package printouts is the table of the PDFs ezd prints: their names, what they need and
// how they are drawn. `ezd print` makes a command of each, and ezd serve's print/KIND.pdf
// draws the same bytes, so a phone prints what the terminal prints.
package printouts

import (
	"io"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/printables"
	"github.com/ezd-game/ezd/solo"
	"github.com/ezd-game/ezd/terrain"
)

// Printout is one kind of PDF: its name in `ezd print NAME`, whether it needs an army and
// holds cards (which may have backs), and how it is drawn.
type Printout struct {
	Name     string
	Short    string
	HasArmy  bool
	HasCards bool
	Draw     func(w io.Writer, a army.Army, opt printables.Options) error
}

// All returns every printout, in the order `ezd print` lists them.
func All() []Printout {
	return []Printout{
		{"cards", "Unit cards, poker size, 9 to a page, a turn tracker and tokens", true, true, printables.Cards},
		{"roster", "A roster sheet with points and the loss threshold as tick boxes", true, false, printables.Roster},
		{"reference", "A one-page rules reference with the class, terrain and odds tables", false, false,
			func(w io.Writer, _ army.Army, opt printables.Options) error { return printables.Reference(w, opt) }},
		{"rulers", "True-scale move and range rulers with a calibration bar", false, false,
			func(w io.Writer, _ army.Army, opt printables.Options) error { return printables.Rulers(w, opt) }},
		{"all", "Cards, roster, reference and rulers in one file", true, true, printables.All},
		{"bot", "The paper bot: the solo opponent's rules on one page", false, false,
			func(w io.Writer, _ army.Army, opt printables.Options) error {
				bot := BotRules(solo.Steady)
				if opt.Bot != nil {
					bot = *opt.Bot
				}
				return printables.BotCard(w, bot, opt)
			}},
	}
}

// Find returns the printout named name.
func Find(name string) (Printout, bool) {
	for _, p := range All() {
		if p.Name == name {
			return p, true
		}
	}
	return Printout{}, false
}

// BotRules is the paper bot's card for a stance: the solo opponent's rules (solo.Card),
// for printables to draw.
func BotRules(st solo.Stance) printables.BotRules {
	bot := printables.BotRules{Stance: st.String()}
	for _, sec := range solo.Card(st) {
		bot.Sections = append(bot.Sections, printables.BotSection{Title: sec.Title, Rules: sec.Rules})
	}
	return bot
}

// FileName names a printout's file after its army: "france-1940-cards.pdf", or after what
// it is and its unit for those without one: "ezd-rulers-cm.pdf", "ezd-reference-in.pdf"
// (both print distances, so a file in inches and one in centimetres never clash). The
// paper bot's is named after its stance too, one file a stance: "ezd-bot-cautious-cm.pdf".
func FileName(p Printout, a army.Army, unit terrain.Unit, stance string) string {
	switch {
	case p.Name == "all":
		return cmdutil.SlugFile(a.Name, ".pdf")
	case p.HasArmy:
		return cmdutil.SlugFile(a.Name+" "+p.Name, ".pdf")
	case p.Name == "bot":
		st, err := solo.ParseStance(stance)
		if err != nil {
			st = solo.Steady
		}
		return cmdutil.SlugFile("ezd bot "+st.String()+" "+unit.String(), ".pdf")
	}
	return cmdutil.SlugFile("ezd "+p.Name+" "+unit.String(), ".pdf")
}
