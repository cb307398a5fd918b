package nothanks

import (
	"context"
	"errors"
	"time"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/nothanks"
	"github.com/ezd-game/ezd/nothanks/bot"
)

// playScreen plays on the terminal. Until the screen for people lands, only bots play
// here, written turn by turn as without a terminal.
func playScreen(ctx context.Context, f *cmdutil.Factory, l nothanks.Layout, seats []seat, seed uint64, roll bot.Dice, path string, force bool, _ time.Duration, _ bool) error {
	for _, s := range seats {
		if s.person {
			return errors.New("a person's seat is not playable yet: give every seat as bot:NAME")
		}
	}
	return playText(ctx, f, l, seats, seed, roll, path, force)
}
