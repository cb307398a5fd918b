package nothanks

import (
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/nothanks"
	"github.com/ezd-game/ezd/nothanks/bot"
)

// seat is who plays a colour: a person at this terminal or a built-in bot.
type seat struct {
	person bool
	bot    string
}

// String names the seat: "person" or the bot's name.
func (s seat) String() string {
	if s.person {
		return "person"
	}
	return s.bot
}

// parseSeats reads --seat COLOUR=WHO flags ("red=person", "blue=bot:greedy") over the
// defaults for the players: a person in red for play (nobody for demo), other seats
// defaultBots in seating order.
func parseSeats(flags []string, players int, play bool, defaultBots []string) ([]seat, error) {
	seats := make([]seat, players)
	for c := range seats {
		seats[c] = seat{bot: defaultBots[c%len(defaultBots)]}
	}
	if play {
		seats[0] = seat{person: true}
	}
	given := map[nothanks.Colour]bool{}
	for _, f := range flags {
		colour, who, ok := strings.Cut(f, "=")
		if !ok {
			return nil, fmt.Errorf("--seat: %s is not COLOUR=WHO (e.g. blue=bot:greedy or red=person)", cmdutil.Quoted(f))
		}
		c, err := nothanks.ParseColour(colour)
		if err != nil {
			return nil, fmt.Errorf("--seat: %v", err)
		}
		if int(c) >= players {
			return nil, fmt.Errorf("--seat: %s does not play in a game of %d players (give --players %d)", c, players, int(c)+1)
		}
		if given[c] {
			return nil, fmt.Errorf("--seat: %s is given twice", c)
		}
		given[c] = true
		switch name := strings.TrimPrefix(who, "bot:"); {
		case who == "person" && play:
			seats[c] = seat{person: true}
		case bot.IsBuiltIn(name):
			seats[c] = seat{bot: name}
		default:
			want := "bot:NAME (" + strings.Join(bot.Names(), ", ") + ")"
			if play {
				want = "person or " + want
			}
			return nil, fmt.Errorf("--seat: %s: unknown player %s (want %s)", c, cmdutil.Quoted(who), want)
		}
	}
	return seats, nil
}

// playersOf settles how many play: --players if given, else the layout's, else enough
// for the highest colour a --seat names, else 2.
func playersOf(flag int, flagSet bool, layout *nothanks.Layout, seatFlags []string) (int, error) {
	n := 2
	if layout != nil {
		n = layout.Players
	} else {
		for _, f := range seatFlags {
			colour, _, _ := strings.Cut(f, "=")
			if c, err := nothanks.ParseColour(colour); err == nil {
				n = max(n, int(c)+1)
			}
		}
	}
	if flagSet {
		if flag < nothanks.MinPlayers || flag > nothanks.MaxPlayers {
			return 0, fmt.Errorf("--players: %d (want 2, 3 or 4)", flag)
		}
		if layout != nil && layout.Players != flag {
			return 0, fmt.Errorf("--players %d, but the layout is for %d players", flag, layout.Players)
		}
		n = flag
	}
	return n, nil
}
