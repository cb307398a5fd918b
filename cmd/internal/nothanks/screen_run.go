package nothanks

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/nothanks"
	"github.com/ezd-game/ezd/nothanks/bot"
)

// playScreen plays on the terminal: the roll for the first turn (rolled at once, or
// typed in), then the screen to the end.
func playScreen(ctx context.Context, f *cmdutil.Factory, l nothanks.Layout, seats []seat, seed uint64, roll bot.Dice, path string, force bool, speed time.Duration) error {
	m := newMatch(nil, seats, seed, roll, path)
	m.layout, m.force = l, force
	s := newScreen(m, inkFor(f), speed)
	if m.roll != nil {
		var rolls []string
		first, _ := nothanks.FirstByRolls(l.Players, func(c nothanks.Colour) (int, error) {
			r := m.roll()
			rolls = append(rolls, fmt.Sprintf("%s %d", c, r))
			return r, nil
		})
		if err := m.start(first); err != nil {
			return err
		}
		s.started(rolls, first)
	}
	return runScreen(ctx, f, s)
}

// runScreen runs the screen of a match to its end, or until the person leaves, and says
// afterwards what became of the game and where its record is.
func runScreen(ctx context.Context, f *cmdutil.Factory, s *screen) error {
	m := s.m
	if f.IO.Accessible {
		s.Init()
		err := playLines(ctx, f, s)
		if err == nil && m.saved {
			fmt.Fprintln(f.IO.ErrOut, s.savedWords())
		}
		return err
	}
	switch err := prompt.RunScreen(ctx, f.IO.In, f.IO.Out, s); {
	case err != nil:
		return err
	case s.err != nil:
		if errors.Is(s.err, cmdutil.ErrCancelled) && m.saved {
			fmt.Fprintln(f.IO.ErrOut, s.savedWords())
		}
		return s.err
	}
	if story := s.story(); len(story) > 0 {
		fmt.Fprintln(f.IO.Out, "The turns since you went out:")
		for _, l := range story {
			fmt.Fprintln(f.IO.Out, f.IO.Wrap(l, "    "))
		}
	}
	if m.game != nil {
		printEnd(f.IO.Out, m.game.Position(), inkFor(f))
	}
	if m.saved {
		fmt.Fprintln(f.IO.ErrOut, s.savedWords())
	}
	return nil
}
