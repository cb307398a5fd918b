package printables

import (
	"fmt"
	"io"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/solo"
)

// BotCard writes the paper bot: one page with the solo opponent's rules for a stance, for
// a person to play the bot's side without a screen (`ezd print bot`). The rules are
// package solo's (solo.Card); the class numbers they mention come from R2.
func BotCard(w io.Writer, st solo.Stance, opt Options) error {
	if !st.Valid() {
		return fmt.Errorf("unknown stance %d (want steady, aggressive or cautious)", int(st))
	}
	s := newSheet(opt, "Ein, Zwei, Drei: paper bot, "+st.String())
	s.botCard(st)
	return s.write(w)
}

// botCard draws the paper bot's page: its sections in two columns, then a line of the
// class numbers the rules lean on.
func (s *sheet) botCard(st solo.Stance) {
	pw, _ := s.page(false)
	s.bookmark("Paper bot: " + st.String())
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
	s.textRight(x+width, y, "solo opponent"+s.sym(" · ", ", ")+st.String()+" stance")
	s.ink(0)
	y += 9

	sections := solo.Card(st)
	col := (width - 8) / 2
	left, right := y, y
	for i, sec := range sections {
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
	s.footer("Ein, Zwei, Drei", "paper bot", st.String())
}

// plural counts a word: "1 action", "3 actions".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
