package printables

import (
	"errors"
	"fmt"
	"io"

	"github.com/ezd-game/ezd/army"
)

// BotRules is what the paper bot's card says: the stance's name ("steady") and its rules,
// section by section, in the order a person applies them. The rules are the solo
// opponent's (package solo writes them, and `ezd print` passes them in), so printables
// only draws them and knows nothing of the solver behind the screen bot.
type BotRules struct {
	Stance   string
	Sections []BotSection
}

// BotSection is one part of the paper bot's card: a heading and its rules.
type BotSection struct {
	Title string
	Rules []string
}

// errNoBotRules refuses a card with nothing to say.
var errNoBotRules = errors.New("the paper bot needs a stance and its rules")

// BotCard writes the paper bot: one page with the solo opponent's rules for a stance, for
// a person to play the bot's side without a screen (`ezd print bot`). The class numbers
// the rules mention come from R2.
func BotCard(w io.Writer, bot BotRules, opt Options) error {
	if bot.Stance == "" || len(bot.Sections) == 0 {
		return errNoBotRules
	}
	s := newSheet(opt, "Ein, Zwei, Drei: paper bot, "+bot.Stance)
	s.botCard(bot)
	return s.write(w)
}

// botCard draws the paper bot's page: its sections in two columns, then a line of the
// class numbers the rules lean on.
func (s *sheet) botCard(bot BotRules) {
	st := bot.Stance
	pw, _ := s.page(false)
	s.bookmark("Paper bot: " + st)
	// A card to read across the table: larger print than the reference's.
	s.body = 11
	defer func() { s.body = 9 }()
	const width = 190.0
	x := (pw - width) / 2
	y := margin + 6
	s.font(bold, 17)
	s.text(x, y, "Paper bot")
	s.font(regular, 10)
	s.ink(90)
	s.textRight(x+width, y, "solo opponent"+s.sym(" · ", ", ")+st+" stance")
	s.ink(0)
	y += 9

	col := (width - 8) / 2
	left, right := y, y
	for i, sec := range bot.Sections {
		// The first two sections on the left, the rest on the right: how to play it and
		// which tank, then target, defence and movement.
		if i < 2 {
			left = s.bullets(x, left, col, sec.Title, sec.Rules) + 3
		} else {
			right = s.bullets(x+col+8, right, col, sec.Title, sec.Rules) + 3
		}
	}
	y = max(left, right) + 2
	y = s.heading(x, y, width, "The numbers these rules use (R2)")
	s.font(regular, s.body)
	for _, c := range army.Classes() {
		n := c.Stats()
		y = s.paragraph(x, y, width, fmt.Sprintf("%s: %s, moves %s, range %s, damage capacity %d, defends %s.",
			title(c.String()), plural(n.Actions, "action"), s.opt.Unit.Format(n.Move), s.opt.Unit.Format(n.Range), n.Capacity, signed(n.DefenceBonus)))
	}
	s.footer("Ein, Zwei, Drei", "paper bot", st)
}

// plural counts a word: "1 action", "3 actions".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
